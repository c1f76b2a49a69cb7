import { lumaAt, median as medianOf } from '../pixels.ts';
import { type CheckOutcome, type PhotoContext, couldNotCheck, deg, faceTooSmall, judge } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

/** Luminance histogram bins per doubling of brightness (a quarter of a photographic stop each). */
const BINS_PER_STOP = 4;
const BINS = 8 * BINS_PER_STOP + 1;

/**
 * The face compared with itself, so skin tone does not matter:
 * - Uniformity, as ISO/IEC 29794-5 defines illumination uniformity: normalised luminance histograms of the
 *   left and right halves of the face (eye line to mouth), and the sum of their bin-wise minimum (1 = the
 *   same light on both sides). Bins are on a log scale (a quarter of a stop each), so a shadow that darkens
 *   one side by a third moves the same number of bins on light and on dark skin.
 * - Balance: how many stops apart the median brightness of the two halves is (the same on any skin tone).
 * - Highlights: the brightest 5% of the face must not be washed out (clipped) nor so dim that the photo is
 *   under-exposed; a darker face still has highlights on the forehead, nose and cheeks.
 * The face's average brightness is reported but never judged.
 */
export function properLighting(ctx: PhotoContext): CheckOutcome {
  const l = R.lighting;
  const threshold = `left/right uniformity at least ${pct(l.minUniformity)}, halves at most ${l.maxSideStops} stops apart (more than ${l.failSideStops} stop apart fails, between is checked by a person), brightest 5% of the face ${pct(l.minHighlight)}-${pct(l.maxHighlight)} (over ${pct(l.reviewHighlight)} is checked by a person), clipped at most ${pct(l.maxClipped)}`;
  const small = faceTooSmall(ctx, threshold);
  if (small) return small;
  // Turned away, one half of the face narrows and the sampled strip reaches past the cheek onto hair or
  // background: the halves are no longer comparable (the pose check fails such a photo too).
  const yaw = Math.abs(deg(ctx.face?.rotation?.angle.yaw ?? 0));
  if (yaw > R.lighting.maxYawDeg)
    return couldNotCheck(
      `head turned ${yaw.toFixed(0)}°`,
      threshold,
      'The head is turned too far to compare the two sides of the face.',
    );
  const { geo, img } = ctx;
  const g = geo!;
  // Both halves are sampled in the face's own frame (u along the eye line, v down the face), so a tilted head
  // still compares cheek with cheek: from just below the eyes to the mouth, from the midline out to 0.9 eye
  // distances (about the cheek's outer edge), leaving a strip of 0.08 eye distances on the nose.
  const d = g.eyeDistance;
  const ux = (g.leftEye.x - g.rightEye.x) / d,
    uy = (g.leftEye.y - g.rightEye.y) / d;
  const o = g.eyeMid;
  const vMouth = (g.pt(13).x - o.x) * -uy + (g.pt(13).y - o.y) * ux;
  const half = (sign: 1 | -1) =>
    histogram((u, v) => lumaAt(img, o.x + sign * u * ux - v * uy, o.y + sign * u * uy + v * ux), d, 0.12 * d, vMouth);
  const right = half(-1),
    left = half(1);
  let uniformity = 0;
  for (let i = 0; i < BINS; i++) uniformity += Math.min(left.hist[i]!, right.hist[i]!);
  // How far apart the typical brightness of the two halves is, in stops (1 = one half twice as bright).
  const stops = Math.abs(Math.log2(Math.max(1, medianOf(left.values)) / Math.max(1, medianOf(right.values))));
  const all = [...left.values, ...right.values].sort((a, b) => a - b);
  const highlight = (all[Math.floor(all.length * 0.95)] ?? 0) / 255;
  // ISO/IEC 29794-5 over- and under-exposure prevention (OFIQ OverExposurePrevention.cpp and
  // UnderExposurePrevention.cpp): the share of face pixels with luminance in 247-255 and in 0-25. Washed-out
  // skin is washed out on any skin tone, so the first is judged; the second is reported only, because a dark
  // face in good light has more pixels under 25 than a light one (the highlights judge under-exposure instead).
  const clipped = all.filter((v) => v >= 247).length / Math.max(1, all.length);
  const crushed = all.filter((v) => v <= 25).length / Math.max(1, all.length);
  const median = (all[Math.floor(all.length / 2)] ?? 0) / 255;
  const exposed = highlight >= l.minHighlight && highlight <= l.maxHighlight && clipped <= l.maxClipped;
  // Bright but not clipped: a brightly lit face and a washed-out one overlap here (see PHOTO_RULES.lighting).
  const bright = highlight > l.reviewHighlight;
  const verdict =
    !exposed || stops > l.failSideStops
      ? 'failed'
      : stops > l.maxSideStops || uniformity < l.minUniformity || bright
        ? 'doubtful'
        : 'passed';
  let issue = 'The lighting on your face is uneven.',
    suggestion = 'Face a window or a soft light so both sides of your face are lit evenly, with no shadows.';
  if (highlight < l.minHighlight) {
    issue = 'The photo is too dark (under-exposed).';
    suggestion = 'Retake the photo in brighter, even light facing you, such as daylight from a window.';
  } else if (highlight > l.maxHighlight || clipped > l.maxClipped) {
    issue = 'Your face is too bright (over-exposed); details are washed out.';
    suggestion = 'Avoid direct flash or strong sun; use softer light.';
  } else if (uniformity < l.minUniformity || stops > l.maxSideStops) {
    issue = 'One side of your face is lit differently from the other.';
  }
  return judge(
    verdict,
    `left/right uniformity ${pct(uniformity)}, halves ${stops.toFixed(2)} stops apart, brightest 5% ${pct(highlight)}, clipped ${pct(clipped, 1)}, under 25: ${pct(crushed, 1)}, median ${pct(median)}`,
    threshold,
    issue,
    suggestion,
    bright && stops <= l.maxSideStops && uniformity >= l.minUniformity
      ? `The face is very bright (brightest 5% at ${pct(highlight)}) but not washed out: it may be over-exposed, so a person will check.`
      : `One side of the face is a little darker than the other (halves ${stops.toFixed(2)} stops apart, ${pct(uniformity)} alike): too close to the limit to judge from the photo alone, so a person will check.`,
  );
}

function histogram(sample: (u: number, v: number) => number, d: number, v0: number, v1: number) {
  const hist = new Float64Array(BINS);
  const values: number[] = [];
  const step = Math.max(0.5, d / 40);
  for (let v = v0; v < v1; v += step)
    for (let u = 0.08 * d; u < 0.9 * d; u += step) {
      const value = sample(u, v);
      values.push(value);
      const bin = Math.min(BINS - 1, Math.round(Math.log2(Math.max(1, value)) * BINS_PER_STOP));
      hist[bin] = hist[bin]! + 1;
    }
  for (let i = 0; i < BINS; i++) hist[i] = hist[i]! / Math.max(1, values.length);
  return { hist, values };
}
