import type { FaceGeometry } from '../face-geometry.ts';
import { lumaAt, regionStats, type Rgb } from '../pixels.ts';
import { type CheckOutcome, type PhotoContext, NO_FACE, couldNotCheck, faceTooSmall, judge } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';
import { visibleBlocks } from './image-quality.ts';

/**
 * Best effort, from pixels around the landmarks. Two signs of glasses:
 * - A frame line. Between the eyes, where a frame's bridge sits, skin is otherwise smooth, so we look for a
 *   strip that is darker than the strips just above and below it. The band is sampled in the face's own frame
 *   (rows run along the eye line, so a tilted head does not smear the line across image rows); the strip height
 *   and band are fractions of the eye distance and the contrast is relative to the skin's brightness, so face
 *   size and exposure do not change the number. Brightness is averaged along each row before rows are compared,
 *   so edges whose direction changes along the row (JPEG block borders, wrinkles, skin texture) cancel out, while
 *   a bridge, dark all the way across, does not. Each strip is also at least one JPEG block (8 px of the stored
 *   image) high: heavy compression turns smooth shading into 8 px steps, and averaging over a whole block turns
 *   those steps back into an even slope, which the above-and-below comparison ignores (this matters for small
 *   faces, where 1/20 of the eye distance is under 8 px).
 * - Tinted lenses: both eye areas are much darker than the cheek below each (under 30%; kohl, kajal and deep-set
 *   eyes stay well above that).
 * Limits: thin metal or rimless frames, and bridges that sit above the brows or are hidden by hair, give a
 * weak line and pass. A dark crease or shadow between the eyes, or landmarks placed wrongly (so the band
 * lands on hair), can look like a bridge. Lens reflections are not modelled. The threshold sits between the
 * fixtures without glasses (lines up to about 4% darker) and with them (15% and more), but the fixtures show
 * only two people (see tests/fixtures/photos/SOURCES.md).
 */
export function noGlasses(ctx: PhotoContext): CheckOutcome {
  const { geo, img, decoded } = ctx;
  if (!geo) return NO_FACE;
  const g = R.glasses;
  const threshold = `line between the eyes at most ${pct(g.maxFrameLine)} darker (over ${pct(g.failFrameLine)} fails, between is checked by a person), under both eyes at most ${pct(g.maxRimLine)}, eye-area brightness at least ${pct(g.minLensBrightness)} of cheeks`;
  const small = faceTooSmall(ctx, threshold);
  if (small) return small;
  const d = geo.eyeDistance;
  const blockPx = decoded.format === 'jpeg' ? 8 * decoded.scale : 0;
  const line = lineContrast(img, geo, bridgeBand(geo), blockPx);
  // Both lower rims must show: one line under one eye is more likely a crease or a shadow.
  const rim = Math.min(...rimBands(geo).map((b) => lineContrast(img, geo, b, blockPx)));
  const eyes = [geo.rightEye, geo.leftEye].map(
    (e) => regionStats(img, { x: e.x - 0.3 * d, y: e.y - 0.18 * d, width: 0.6 * d, height: 0.36 * d }).mean,
  );
  const cheeks = [geo.rightEye, geo.leftEye].map(
    (e) => regionStats(img, { x: e.x - 0.2 * d, y: e.y + 0.45 * d, width: 0.4 * d, height: 0.25 * d }).mean,
  );
  // Each eye against the cheek below it, and tinted only when both eyes are dark: a shadow over one side of
  // the face darkens one eye and its cheek together.
  const lens = Math.max(...eyes.map((e, i) => e / Math.max(1, cheeks[i]!)));
  // A frame is a thin edge: on a blurred or upscaled face, skin shading makes lines of the same contrast, and the
  // edges of visible blocks (an enlarged or heavily compressed photo) are lines of their own.
  if (lens >= g.minLensBrightness && ctx.sharpness < R.quality.minSharpness)
    return couldNotCheck(
      `face sharpness ${ctx.sharpness.toFixed(0)}`,
      threshold,
      'The face is not sharp enough to tell whether glasses are worn.',
    );
  const blocks = visibleBlocks(ctx);
  if (lens >= g.minLensBrightness && (blocks.enlarged || blocks.compressed))
    return couldNotCheck(
      blocks.enlarged
        ? `blocks ${blocks.blockPx.toFixed(1)} px wide`
        : `compression blockiness ${blocks.blockiness8.toFixed(2)}`,
      threshold,
      'The photo is made of visible blocks (enlarged or heavily compressed), whose edges look like frame lines, so whether glasses are worn cannot be told.',
    );
  const verdict =
    lens < g.minLensBrightness || rim > g.maxRimLine || line > g.failFrameLine
      ? 'failed'
      : line > g.maxFrameLine
        ? 'doubtful'
        : 'passed';
  return judge(
    verdict,
    `darkest line between the eyes ${pct(line)} darker than the skin above and below it, under both eyes ${pct(rim)}, eye-area brightness ${pct(lens)} of cheeks`,
    threshold,
    lens < g.minLensBrightness
      ? 'You seem to be wearing tinted glasses or sunglasses.'
      : 'You seem to be wearing glasses.',
    'Take your glasses off for the photo; they are not allowed even with clear lenses.',
    'A faint line between the eyes may be the bridge of a thin frame, or only a crease or shadow; a person will check.',
    'Best-effort check from the eye area; thin or rimless frames may not be detected.',
  );
}

/** A band in the face's own frame: u along the eye line, v down the face, both in working pixels from eyeMid. */
type Band = { u0: number; u1: number; vTop: number; vBottom: number };

/**
 * The bridge band: rows parallel to the eye line, from 0.28 eye distances above it to 0.12 below, across the
 * middle 80% of the gap between the inner eye corners.
 */
function bridgeBand(geo: FaceGeometry): Band | undefined {
  const d = geo.eyeDistance;
  const inner0 = along(geo, geo.pt(133)),
    inner1 = along(geo, geo.pt(362));
  const u0 = inner0 + 0.1 * (inner1 - inner0),
    u1 = inner1 - 0.1 * (inner1 - inner0);
  if (u1 - u0 < 2) return undefined;
  return { u0, u1, vTop: Math.round(-0.28 * d), vBottom: Math.round(0.12 * d) };
}

/**
 * Under each eye, where a frame's lower rim runs: from 0.22 to 0.6 eye distances below the eye line (below the
 * lashes, above the cheekbone), across the middle 60% of the eye's width. A rim is a thin line, darker than the
 * skin just above and below it; an under-eye shadow or dark circle is broad, so the strip comparison ignores it.
 */
function rimBands(geo: FaceGeometry): Band[] {
  const d = geo.eyeDistance;
  return [
    [33, 133],
    [362, 263],
  ].map(([a, b]) => {
    const ua = along(geo, geo.pt(a!)),
      ub = along(geo, geo.pt(b!));
    const lo = Math.min(ua, ub),
      hi = Math.max(ua, ub);
    return {
      u0: lo + 0.2 * (hi - lo),
      u1: hi - 0.2 * (hi - lo),
      vTop: Math.round(0.22 * d),
      vBottom: Math.round(0.6 * d),
    };
  });
}

/** Position along the eye line, from the eye midpoint. */
function along(geo: FaceGeometry, p: { x: number; y: number }): number {
  const d = geo.eyeDistance;
  return (
    ((p.x - geo.eyeMid.x) * (geo.leftEye.x - geo.rightEye.x) +
      (p.y - geo.eyeMid.y) * (geo.leftEye.y - geo.rightEye.y)) /
    d
  );
}

/**
 * How much darker (as a share of the skin's brightness) the darkest strip of a band is than the strips of the
 * same height just above and below it. Strips are 1/20 of the eye distance high, or `blockPx` (one JPEG block in
 * working pixels) if that is more.
 */
function lineContrast(img: Rgb, geo: FaceGeometry, band: Band | undefined, blockPx: number): number {
  const d = geo.eyeDistance;
  if (d < 4 || !band || band.u1 - band.u0 < 2) return 0;
  const ux = (geo.leftEye.x - geo.rightEye.x) / d,
    uy = (geo.leftEye.y - geo.rightEye.y) / d;
  const o = geo.eyeMid;
  const { u0, u1, vTop, vBottom } = band;
  const strip = Math.max(2, Math.round(Math.max(0.05 * d, blockPx)));
  // Mean luminance of each 1 px row of the band (v grows downwards, perpendicular to the eye line), as prefix sums.
  const first = vTop - 2 * strip,
    rows = vBottom + 2 * strip - first;
  const sums = new Float64Array(rows + 1);
  for (let r = 0; r < rows; r++) {
    const v = first + r;
    let s = 0,
      n = 0;
    for (let u = u0; u <= u1; u++, n++) s += lumaAt(img, o.x + u * ux - v * uy, o.y + u * uy + v * ux);
    sums[r + 1] = sums[r]! + s / n;
  }
  // Mean of the strip of `strip` rows centred on row index c.
  const stripMean = (c: number) => {
    const a = c - Math.floor(strip / 2);
    return (sums[a + strip]! - sums[a]!) / strip;
  };
  const skin = Math.max(1, (sums[vBottom - first]! - sums[vTop - first]!) / Math.max(1, vBottom - vTop));
  let darkest = 0;
  for (let c = vTop - first; c <= vBottom - first; c++)
    darkest = Math.max(darkest, (stripMean(c - strip) + stripMean(c + strip)) / 2 - stripMean(c));
  return darkest / skin;
}
