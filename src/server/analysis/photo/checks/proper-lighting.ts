import { lumaAt } from '../pixels.ts';
import { type CheckOutcome, type PhotoContext, faceTooSmall, outcome } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

/** Luminance histogram bins per doubling of brightness (an eighth of a photographic stop each). */
const BINS_PER_STOP = 8;
const BINS = 8 * BINS_PER_STOP + 1;

/**
 * The face compared with itself, so skin tone does not matter:
 * - Uniformity, as ISO/IEC 29794-5 defines illumination uniformity: normalised luminance histograms of the
 *   left and right halves of the face (eye line to mouth), and the sum of their bin-wise minimum (1 = the
 *   same light on both sides). Bins are on a log scale (an eighth of a stop each), so a shadow that darkens
 *   one side by a third moves the same number of bins on light and on dark skin.
 * - Highlights: the brightest 5% of the face must not be washed out (clipped) nor so dim that the photo is
 *   under-exposed; a darker face still has highlights on the forehead, nose and cheeks.
 * The face's average brightness is reported but never judged.
 */
export function properLighting(ctx: PhotoContext): CheckOutcome {
  const l = R.lighting;
  const threshold = `left/right uniformity at least ${pct(l.minUniformity)}, brightest 5% of the face ${pct(l.minHighlight)}-${pct(l.maxHighlight)}, clipped at most ${pct(l.maxClipped)}`;
  const small = faceTooSmall(ctx, threshold);
  if (small) return small;
  const { geo, img } = ctx;
  const g = geo!;
  const fw = g.faceRight - g.faceLeft;
  const top = g.eyeMid.y + 0.12 * g.eyeDistance,
    bottom = g.pt(13).y;
  const axis = (g.pt(168).x + g.pt(13).x) / 2;
  const right = histogram(img, g.faceLeft + 0.1 * fw, axis - 0.04 * fw, top, bottom);
  const left = histogram(img, axis + 0.04 * fw, g.faceRight - 0.1 * fw, top, bottom);
  let uniformity = 0;
  for (let i = 0; i < BINS; i++) uniformity += Math.min(left.hist[i]!, right.hist[i]!);
  const all = [...left.values, ...right.values].sort((a, b) => a - b);
  const highlight = (all[Math.floor(all.length * 0.95)] ?? 0) / 255;
  const clipped = all.filter((v) => v >= 250).length / Math.max(1, all.length);
  const median = (all[Math.floor(all.length / 2)] ?? 0) / 255;
  const passed =
    uniformity >= l.minUniformity &&
    highlight >= l.minHighlight &&
    highlight <= l.maxHighlight &&
    clipped <= l.maxClipped;
  let issue = 'The lighting on your face is uneven.',
    suggestion = 'Face a window or a soft light so both sides of your face are lit evenly, with no shadows.';
  if (highlight < l.minHighlight) {
    issue = 'The photo is too dark (under-exposed).';
    suggestion = 'Retake the photo in brighter, even light facing you, such as daylight from a window.';
  } else if (highlight > l.maxHighlight || clipped > l.maxClipped) {
    issue = 'Your face is too bright (over-exposed); details are washed out.';
    suggestion = 'Avoid direct flash or strong sun; use softer light.';
  } else if (uniformity < l.minUniformity) {
    issue = `One side of your face is lit differently from the other (${pct(uniformity)} alike).`;
  }
  return outcome(
    passed,
    `left/right uniformity ${pct(uniformity)}, brightest 5% ${pct(highlight)}, clipped ${pct(clipped, 1)}, median ${pct(median)}`,
    threshold,
    issue,
    suggestion,
  );
}

function histogram(img: Parameters<typeof lumaAt>[0], x0: number, x1: number, y0: number, y1: number) {
  const hist = new Float64Array(BINS);
  const values: number[] = [];
  const step = Math.max(1, Math.round((x1 - x0) / 60));
  for (let y = Math.round(y0); y < y1; y += step)
    for (let x = Math.round(x0); x < x1; x += step) {
      const v = lumaAt(img, x, y);
      values.push(v);
      const bin = Math.min(BINS - 1, Math.round(Math.log2(Math.max(1, v)) * BINS_PER_STOP));
      hist[bin] = hist[bin]! + 1;
    }
  for (let i = 0; i < BINS; i++) hist[i] = hist[i]! / Math.max(1, values.length);
  return { hist, values };
}
