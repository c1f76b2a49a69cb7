import sharp from 'sharp';
import type { FaceResult } from '@vladmandic/human';
import type { PhotoCheckName, PhotoMeasurement } from '#shared/schemas/photo-analysis.ts';
import type { DecodedPhoto } from './decode-photo.ts';
import type { findCrown } from './face-geometry.ts';
import { type FaceGeometry } from './face-geometry.ts';
import {
  blockiness,
  clampRect,
  grayCrop,
  laplacianVariance,
  lumaAt,
  regionStats,
  type Rect,
  type Rgb,
} from './pixels.ts';
import { PHOTO_RULES as R, pct } from './photo-rules.ts';

export type CheckOutcome = { measurement: PhotoMeasurement; issue?: string; suggestion?: string };

export type PhotoContext = {
  decoded: DecodedPhoto;
  img: Rgb;
  faces: FaceResult[];
  face: FaceResult | undefined;
  geo: FaceGeometry | undefined;
  crown: ReturnType<typeof findCrown> | undefined;
};

const deg = (rad: number) => (rad * 180) / Math.PI;
const NO_FACE: CheckOutcome = {
  measurement: {
    passed: false,
    value: 'not measured',
    threshold: 'needs one detected face',
    detail: 'No single face was found.',
  },
};

const outcome = (
  passed: boolean,
  value: string,
  threshold: string,
  issue: string,
  suggestion: string,
  detail?: string,
): CheckOutcome => ({
  measurement: { passed, value, threshold, ...(detail ? { detail } : {}) },
  ...(passed ? {} : { issue, suggestion }),
});

export function matchFrame(width: number, height: number) {
  const ratio = width / height;
  return R.ratios.find((r) => Math.abs(ratio / r.ratio - 1) <= R.ratioTolerance);
}

function faceVisibility(ctx: PhotoContext): CheckOutcome {
  const count = ctx.faces.length;
  const threshold = `exactly 1 face, confidence at least ${pct(R.face.minConfidence)}`;
  if (count === 0) {
    return outcome(
      false,
      'no face found',
      threshold,
      'We could not find a face in this photo.',
      'Upload a photo of your face looking straight at the camera, with your whole head in the picture.',
    );
  }
  if (count > 1) {
    return outcome(
      false,
      `${count} faces found`,
      threshold,
      `This photo shows ${count} faces; a passport photo must show only you.`,
      'Retake the photo with only you in it.',
    );
  }
  const face = ctx.face!;
  const { width, height } = ctx.img;
  const [x, y, w, h] = face.box;
  const inside = x >= -0.02 * width && y >= -0.02 * height && x + w <= 1.02 * width && y + h <= 1.02 * height;
  const passed = face.score >= R.face.minConfidence && inside;
  return outcome(
    passed,
    `1 face, ${pct(face.score)} confidence${inside ? '' : ', partly outside the frame'}`,
    threshold,
    inside
      ? 'Your face is not clearly visible (it may be covered, blurred or in shadow).'
      : 'Part of your face is outside the photo.',
    inside
      ? 'Retake the photo with nothing covering your face, in good light.'
      : 'Retake the photo with your whole head and shoulders in the frame.',
  );
}

function backgroundLight(ctx: PhotoContext): CheckOutcome {
  const { img, geo, crown } = ctx;
  let keep: ((x: number, y: number) => boolean) | undefined;
  let area: Rect = { x: 0, y: 0, width: img.width, height: img.height * 0.5 };
  if (geo && crown) {
    // Background = everything above the chin line that is not the head (an ellipse around hair and face).
    const top = Math.max(0, crown.y);
    const cx = geo.eyeMid.x,
      cy = (top + geo.chin.y) / 2;
    const rx = Math.max(4, (geo.faceRight - geo.faceLeft) * 0.95),
      ry = Math.max(4, (geo.chin.y - top) * 0.58);
    keep = (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 > 1;
    area = { x: 0, y: 0, width: img.width, height: Math.max(img.height * 0.15, geo.eyeMid.y) };
  } else {
    const band = Math.round(img.width * 0.12);
    keep = (x) => x < band || x >= img.width - band;
  }
  const s = regionStats(img, area, keep);
  // Unevenness = share of background pixels far from its typical colour (objects, patterns, shadows, stray hair).
  const typical = [s.r, s.g, s.b];
  const far = regionStats(img, area, (x, y) => {
    if (keep && !keep(x, y)) return false;
    const i = (y * img.width + x) * 3;
    return (
      Math.abs(img.data[i]! - typical[0]!) +
        Math.abs(img.data[i + 1]! - typical[1]!) +
        Math.abs(img.data[i + 2]! - typical[2]!) >
      75
    );
  }).count;
  const brightness = s.mean / 255,
    cast = s.chroma / 255,
    variation = s.count ? far / s.count : 1;
  const b = R.background;
  const passed = s.count > 0 && brightness >= b.minBrightness && cast <= b.maxColourCast && variation <= b.maxUneven;
  const value = `brightness ${pct(brightness)}, colour ${pct(cast)}, uneven ${pct(variation)} of area`;
  const threshold = `brightness at least ${pct(b.minBrightness)}, colour at most ${pct(b.maxColourCast)}, uneven at most ${pct(b.maxUneven)} of area`;
  let issue = 'The background is not plain white.';
  if (brightness < b.minBrightness)
    issue = `The background is too dark or grey (${pct(brightness)} bright; it should be white).`;
  else if (cast > b.maxColourCast) issue = 'The background is coloured; it must be plain white or off-white.';
  else if (variation > b.maxUneven) issue = 'The background is not plain: it has objects, patterns or shadows.';
  return outcome(
    passed,
    value,
    threshold,
    issue,
    'Stand in front of a plain white wall, about half a metre away from it, with light falling evenly on the wall. Do not replace the background digitally.',
  );
}

function dimensionsCorrect(ctx: PhotoContext): CheckOutcome {
  const { decoded, geo, crown, img } = ctx;
  const frame = matchFrame(decoded.width, decoded.height);
  const band = (frame ?? R.ratios[0]!).headShare;
  const sizeText = `${decoded.width} x ${decoded.height} px (${frame ? frame.name.split(' ')[0] : 'ratio ' + (decoded.width / decoded.height).toFixed(2)})`;
  const threshold = `frame 35:45 (630 x 810 px) or 1:1 (2 x 2 in) within ${pct(R.ratioTolerance)}; head ${pct(band.min)}-${pct(band.max)} of frame height (accepted ${pct(band.min - R.headShareTolerance)}-${pct(band.max + R.headShareTolerance)} for measurement error)`;
  if (!geo || !crown) {
    return outcome(
      false,
      `${sizeText}; head not measured`,
      threshold,
      'The head size could not be measured because no single face was found.',
      'Upload a photo of only you, facing the camera.',
    );
  }
  const share = (geo.chin.y - Math.max(0, crown.y)) / img.height;
  const value = `${sizeText}; head ${pct(share)} of frame height`;
  const detail = `crown ${crown.method === 'scan' ? 'found against the background' : 'estimated from face proportions'}`;
  if (crown.cutOff) {
    return outcome(
      false,
      value,
      threshold,
      'The top of your head is cut off.',
      'Retake or re-crop the photo leaving a little space above your hair.',
      detail,
    );
  }
  if (!frame) {
    return outcome(
      false,
      value,
      threshold,
      `Your photo is ${decoded.width} x ${decoded.height} pixels, not a passport shape.`,
      'Crop it to 630 x 810 pixels (35:45), or use Fix photo to do it for you.',
      detail,
    );
  }
  const low = band.min - R.headShareTolerance,
    high = band.max + R.headShareTolerance;
  const range = `${pct(band.min)}-${pct(band.max)}`;
  if (share < low) {
    return outcome(
      false,
      value,
      threshold,
      `Your head fills ${pct(share)} of the photo height; it should fill ${range}.`,
      'Step closer to the camera or crop tighter around your head (Fix photo can do this for you).',
      detail,
    );
  }
  if (share > high) {
    return outcome(
      false,
      value,
      threshold,
      `Your head fills ${pct(share)} of the photo height; it should fill ${range}.`,
      'Step back from the camera or crop wider, leaving space above your head and showing your shoulders.',
      detail,
    );
  }
  return outcome(true, value, threshold, '', '', detail);
}

async function imageQuality(ctx: PhotoContext): Promise<CheckOutcome> {
  const { decoded, geo, img } = ctx;
  const shortSide = Math.min(decoded.width, decoded.height);
  const q = R.quality;
  const region = geo
    ? clampRect(
        {
          x: geo.faceLeft,
          y: geo.foreheadTop.y,
          width: geo.faceRight - geo.faceLeft,
          height: geo.chin.y - geo.foreheadTop.y,
        },
        img.width,
        img.height,
      )
    : clampRect(
        { x: img.width * 0.25, y: img.height * 0.2, width: img.width * 0.5, height: img.height * 0.5 },
        img.width,
        img.height,
      );
  let sharpness = 0;
  if (region.width >= 8 && region.height >= 8) {
    // Normalise the face to 256 px wide so the measure does not depend on how big the face is.
    const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
      .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
      .resize({ width: 256, kernel: 'cubic' })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    sharpness = laplacianVariance({ width: info.width, height: info.height, data });
  }
  // Block artefacts are only visible at the stored resolution.
  const blocks =
    decoded.format === 'jpeg' && decoded.scale === 1 ? blockiness(grayCrop(img, region), region.x, region.y) : 1;
  const parts = [shortSide >= q.minShortSide, sharpness >= q.minSharpness, blocks <= q.maxBlockiness];
  const passed = parts.every(Boolean);
  const value = `${decoded.width} x ${decoded.height} px, sharpness ${sharpness.toFixed(0)}, compression blockiness ${blocks.toFixed(2)}`;
  const threshold = `short side at least ${q.minShortSide} px, sharpness at least ${q.minSharpness}, blockiness at most ${q.maxBlockiness}`;
  let issue = 'The image quality is too low.',
    suggestion = 'Retake the photo in good light, holding the camera steady.';
  if (!parts[0]) {
    issue = `The image is only ${decoded.width} x ${decoded.height} pixels.`;
    suggestion =
      'Upload the original photo from your camera or phone (at least 630 x 810 pixels), not a screenshot or a resized copy.';
  } else if (!parts[1]) {
    issue = 'The photo is blurry.';
    suggestion = 'Retake it with the camera steady and focused on your face (tap your face on a phone screen).';
  } else if (!parts[2]) {
    issue = 'The photo is heavily compressed (blocky).';
    suggestion =
      'Upload the original file rather than one sent through a messaging app, or save it at a higher JPEG quality.';
  }
  return outcome(passed, value, threshold, issue, suggestion);
}

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
 * - Tinted lenses: the eye area is much darker than the cheeks.
 * Limits: thin metal or rimless frames, and bridges that sit above the brows or are hidden by hair, give a
 * weak line and pass. A dark crease or shadow between the eyes, or landmarks placed wrongly (so the band
 * lands on hair), can look like a bridge. Lens reflections are not modelled. The threshold sits between the
 * fixtures without glasses (lines up to about 4% darker) and with them (15% and more), but the fixtures show
 * only two people (see tests/fixtures/photos/SOURCES.md).
 */
function noGlasses(ctx: PhotoContext): CheckOutcome {
  const { geo, img, decoded } = ctx;
  if (!geo) return NO_FACE;
  const d = geo.eyeDistance;
  const line = frameLineContrast(img, geo, decoded.format === 'jpeg' ? 8 * decoded.scale : 0);
  const eyes = [geo.rightEye, geo.leftEye].map(
    (e) => regionStats(img, { x: e.x - 0.3 * d, y: e.y - 0.18 * d, width: 0.6 * d, height: 0.36 * d }).mean,
  );
  const cheeks = [geo.rightEye, geo.leftEye].map(
    (e) => regionStats(img, { x: e.x - 0.2 * d, y: e.y + 0.45 * d, width: 0.4 * d, height: 0.25 * d }).mean,
  );
  const lens = Math.min(...eyes) / Math.max(1, Math.max(...cheeks));
  const g = R.glasses;
  const passed = line <= g.maxFrameLine && lens >= g.minLensBrightness;
  return outcome(
    passed,
    `darkest line between the eyes ${pct(line)} darker than the skin above and below it, eye-area brightness ${pct(lens)} of cheeks`,
    `line between the eyes at most ${pct(g.maxFrameLine)} darker, eye-area brightness at least ${pct(g.minLensBrightness)} of cheeks`,
    lens < g.minLensBrightness
      ? 'You seem to be wearing tinted glasses or sunglasses.'
      : 'You seem to be wearing glasses.',
    'Take your glasses off for the photo; they are not allowed even with clear lenses.',
    'Best-effort check from the eye area; thin or rimless frames may not be detected.',
  );
}

/**
 * How much darker (as a share of the skin's brightness) the darkest strip between the eyes is than the strips
 * of the same height just above and below it. Rows run parallel to the eye line, from 0.28 eye distances above
 * it to 0.12 below, across the middle 80% of the gap between the inner eye corners; strips are 1/20 of the eye
 * distance high, or `blockPx` (one JPEG block in working pixels) if that is more.
 */
function frameLineContrast(img: Rgb, geo: FaceGeometry, blockPx: number): number {
  const d = geo.eyeDistance;
  if (d < 4) return 0;
  const ux = (geo.leftEye.x - geo.rightEye.x) / d,
    uy = (geo.leftEye.y - geo.rightEye.y) / d;
  const o = geo.eyeMid;
  const along = (p: { x: number; y: number }) => (p.x - o.x) * ux + (p.y - o.y) * uy;
  const inner0 = along(geo.pt(133)),
    inner1 = along(geo.pt(362));
  const u0 = inner0 + 0.1 * (inner1 - inner0),
    u1 = inner1 - 0.1 * (inner1 - inner0);
  if (u1 - u0 < 2) return 0;
  const strip = Math.max(2, Math.round(Math.max(0.05 * d, blockPx)));
  const vTop = Math.round(-0.28 * d),
    vBottom = Math.round(0.12 * d);
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

function properLighting(ctx: PhotoContext): CheckOutcome {
  const { geo, img } = ctx;
  if (!geo) return NO_FACE;
  const fw = geo.faceRight - geo.faceLeft;
  const mouthY = geo.pt(13).y;
  const top = geo.eyeMid.y + 0.05 * fw,
    height = Math.max(2, mouthY - top);
  const right = regionStats(img, { x: geo.faceLeft + 0.12 * fw, y: top, width: 0.25 * fw, height });
  const left = regionStats(img, { x: geo.faceRight - 0.37 * fw, y: top, width: 0.25 * fw, height });
  const whole = regionStats(img, {
    x: geo.faceLeft + 0.1 * fw,
    y: geo.foreheadTop.y,
    width: 0.8 * fw,
    height: geo.chin.y - geo.foreheadTop.y,
  });
  const balance = Math.min(left.mean, right.mean) / Math.max(1, left.mean, right.mean);
  const brightness = whole.mean / 255;
  const clipped = whole.over + whole.under;
  const l = R.lighting;
  const passed =
    balance >= l.minSideBalance &&
    brightness >= l.minFaceBrightness &&
    brightness <= l.maxFaceBrightness &&
    clipped <= l.maxClipped;
  let issue = 'The lighting on your face is uneven.',
    suggestion = 'Face a window or a soft light so both sides of your face are lit evenly, with no shadows.';
  if (brightness < l.minFaceBrightness) {
    issue = 'Your face is too dark (under-exposed).';
    suggestion = 'Retake the photo in brighter, even light facing you, such as daylight from a window.';
  } else if (brightness > l.maxFaceBrightness || whole.over > l.maxClipped) {
    issue = 'Your face is too bright (over-exposed); details are washed out.';
    suggestion = 'Avoid direct flash or strong sun; use softer light.';
  } else if (balance < l.minSideBalance) {
    issue = `One side of your face is darker than the other (${pct(balance)} as bright).`;
  }
  return outcome(
    passed,
    `left/right balance ${pct(balance)}, face brightness ${pct(brightness)}, clipped ${pct(clipped, 1)}`,
    `balance at least ${pct(l.minSideBalance)}, brightness ${pct(l.minFaceBrightness)}-${pct(l.maxFaceBrightness)}, clipped at most ${pct(l.maxClipped)}`,
    issue,
    suggestion,
  );
}

function frontFacing(ctx: PhotoContext): CheckOutcome {
  const { geo, face } = ctx;
  if (!geo || !face) return NO_FACE;
  const yaw = deg(face.rotation?.angle.yaw ?? 0),
    pitch = deg(face.rotation?.angle.pitch ?? 0),
    roll = geo.rollDeg;
  const p = R.pose;
  const passed = Math.abs(yaw) <= p.maxYawDeg && Math.abs(pitch) <= p.maxPitchDeg && Math.abs(roll) <= p.maxRollDeg;
  let issue = 'You are not facing the camera straight on.',
    suggestion = 'Look straight into the camera with your head level, shoulders square.';
  if (Math.abs(roll) > p.maxRollDeg) {
    issue = `Your head is tilted ${Math.abs(roll).toFixed(0)}° to one side.`;
    suggestion = 'Keep your head level (eyes on a horizontal line), or use Fix photo to straighten the picture.';
  } else if (Math.abs(yaw) > p.maxYawDeg) {
    issue = `Your head is turned ${Math.abs(yaw).toFixed(0)}° to the side.`;
  } else if (Math.abs(pitch) > p.maxPitchDeg) {
    issue = `Your head is tipped ${pitch > 0 ? 'down' : 'up'} by ${Math.abs(pitch).toFixed(0)}°.`;
    suggestion = 'Hold the camera at eye level and keep your chin level.';
  }
  return outcome(
    passed,
    `turn ${yaw.toFixed(0)}°, nod ${pitch.toFixed(0)}°, tilt ${roll.toFixed(0)}°`,
    `turn within ±${p.maxYawDeg}°, nod within ±${p.maxPitchDeg}°, tilt within ±${p.maxRollDeg}°`,
    issue,
    suggestion,
  );
}

function neutralExpression(ctx: PhotoContext): CheckOutcome {
  const { geo, face } = ctx;
  if (!geo || !face) return NO_FACE;
  const emotions = face.emotion ?? [];
  const strongest = emotions.filter((e) => e.emotion !== 'neutral').sort((a, b) => b.score - a.score)[0];
  const e = R.expression;
  const mouthOpen = geo.mouthGap > e.maxMouthGap;
  const eyesClosed = geo.eyeOpen < e.minEyeOpen;
  const expressive = strongest !== undefined && strongest.score > e.maxExpressionScore;
  const passed = !mouthOpen && !eyesClosed && !expressive;
  let issue = 'Your expression is not neutral.',
    suggestion = 'Keep a neutral face: mouth closed, no smile, eyes open, looking at the camera.';
  if (eyesClosed) {
    issue = 'Your eyes look closed or half closed.';
    suggestion = 'Keep both eyes fully open and look at the camera.';
  } else if (mouthOpen) {
    issue = 'Your mouth is open.';
    suggestion = 'Close your mouth and relax your face; no smile showing teeth.';
  } else if (strongest?.emotion === 'happy') {
    issue = 'You are smiling.';
    suggestion = 'Keep a neutral face with your mouth closed; a smile is not accepted.';
  }
  return outcome(
    passed,
    `mouth gap ${pct(geo.mouthGap, 1)} of face height, eye opening ${pct(geo.eyeOpen)}, ${strongest ? `${strongest.emotion} ${pct(strongest.score)}` : 'no expression score'}`,
    `mouth gap at most ${pct(e.maxMouthGap, 1)}, eye opening at least ${pct(e.minEyeOpen)}, any expression at most ${pct(e.maxExpressionScore)}`,
    issue,
    suggestion,
  );
}

export async function runChecks(ctx: PhotoContext): Promise<Record<PhotoCheckName, CheckOutcome>> {
  const single = ctx.faces.length === 1;
  const guarded = (fn: (c: PhotoContext) => CheckOutcome): CheckOutcome => (single ? fn(ctx) : NO_FACE);
  return {
    faceVisibility: faceVisibility(ctx),
    backgroundLight: backgroundLight(ctx),
    dimensionsCorrect: single
      ? dimensionsCorrect(ctx)
      : dimensionsCorrect({ ...ctx, geo: undefined, crown: undefined }),
    imageQuality: await imageQuality(ctx),
    noGlasses: guarded(noGlasses),
    properLighting: guarded(properLighting),
    frontFacing: guarded(frontFacing),
    neutralExpression: guarded(neutralExpression),
  };
}
