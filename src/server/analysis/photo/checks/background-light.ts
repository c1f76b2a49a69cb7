import { luma, type Rgb } from '../pixels.ts';
import type { PersonMask } from '../person-mask.ts';
import { type CheckOutcome, type PhotoContext, couldNotCheck, outcome } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

const SUGGESTION =
  'Stand in front of a plain white wall, about half a metre away from it, with light falling evenly on the wall. Do not replace the background digitally.';

/**
 * Only pixels outside the person count. On the mask's grid (each cell averages the image pixels it covers), a
 * cell is background when it and its neighbours within 2 cells are clearly not the person (probability under
 * 0.15): the erosion keeps hair strands and the soft mask edge out, as ISO/IEC 29794-5's background uniformity
 * erodes its background mask. Measures: brightness and colour cast of the background, and its uniformity as
 * the mean luminance gradient (Sobel magnitude) over background cells, the ISO/IEC 29794-5 definition.
 */
export function backgroundLight(ctx: PhotoContext): CheckOutcome {
  const b = R.background;
  const grid = backgroundGrid(ctx.img, ctx.mask);
  const threshold = `brightness at least ${pct(b.minBrightness)}, colour at most ${pct(b.maxColourCast)}, luminance gradient at most ${b.maxGradient}`;
  if (grid.count < b.minShare * grid.size * grid.size) {
    return couldNotCheck(
      `background ${pct(grid.count / (grid.size * grid.size))} of the photo`,
      threshold,
      'Too little background is visible around the person to judge it.',
    );
  }
  const brightness = grid.mean / 255,
    cast = grid.chroma / 255;
  const passed = brightness >= b.minBrightness && cast <= b.maxColourCast && grid.gradient <= b.maxGradient;
  let issue = 'The background is not plain white.';
  if (brightness < b.minBrightness) issue = 'The background is too dark or grey; it should be white.';
  else if (cast > b.maxColourCast) issue = 'The background is coloured; it must be plain white or off-white.';
  else if (grid.gradient > b.maxGradient) issue = 'The background is not plain: it has objects, patterns or shadows.';
  return outcome(
    passed,
    `brightness ${pct(brightness)}, colour ${pct(cast)}, luminance gradient ${grid.gradient.toFixed(1)}`,
    threshold,
    issue,
    SUGGESTION,
    `measured on ${pct(grid.count / (grid.size * grid.size))} of the photo, outside the person`,
  );
}

function backgroundGrid(img: Rgb, mask: PersonMask) {
  const n = mask.size;
  // Cell means of the image on the mask grid; a cell smaller than a pixel takes the pixel it falls in.
  const sum = new Float64Array(n * n * 4);
  const span = (c: number, size: number) => {
    const a = Math.min(size - 1, Math.floor((c * size) / n));
    return [a, Math.max(a + 1, Math.floor(((c + 1) * size) / n))] as const;
  };
  for (let r = 0; r < n; r++) {
    const [y0, y1] = span(r, img.height);
    for (let c = 0; c < n; c++) {
      const [x0, x1] = span(c, img.width);
      const cell = (r * n + c) * 4;
      for (let y = y0; y < y1; y++)
        for (let x = x0; x < x1; x++) {
          const i = (y * img.width + x) * 3;
          sum[cell] = sum[cell]! + img.data[i]!;
          sum[cell + 1] = sum[cell + 1]! + img.data[i + 1]!;
          sum[cell + 2] = sum[cell + 2]! + img.data[i + 2]!;
          sum[cell + 3] = sum[cell + 3]! + 1;
        }
    }
  }
  const lum = new Float32Array(n * n);
  for (let c = 0; c < n * n; c++) {
    const k = Math.max(1, sum[c * 4 + 3]!);
    lum[c] = luma(sum[c * 4]! / k, sum[c * 4 + 1]! / k, sum[c * 4 + 2]! / k);
  }
  const clear = (r: number, c: number) => {
    for (let dr = -2; dr <= 2; dr++)
      for (let dc = -2; dc <= 2; dc++) {
        const rr = Math.min(n - 1, Math.max(0, r + dr)),
          cc = Math.min(n - 1, Math.max(0, c + dc));
        if (mask.prob[rr * n + cc]! >= 0.15) return false;
      }
    return true;
  };
  let count = 0,
    mean = 0,
    chroma = 0,
    gradient = 0;
  const at = (r: number, c: number) => lum[Math.min(n - 1, Math.max(0, r)) * n + Math.min(n - 1, Math.max(0, c))]!;
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) {
      if (!clear(r, c)) continue;
      const k = Math.max(1, sum[(r * n + c) * 4 + 3]!);
      const rgb = [0, 1, 2].map((j) => sum[(r * n + c) * 4 + j]! / k);
      count++;
      mean += lum[r * n + c]!;
      chroma += Math.max(...rgb) - Math.min(...rgb);
      const gx =
        at(r - 1, c + 1) + 2 * at(r, c + 1) + at(r + 1, c + 1) - at(r - 1, c - 1) - 2 * at(r, c - 1) - at(r + 1, c - 1);
      const gy =
        at(r + 1, c - 1) + 2 * at(r + 1, c) + at(r + 1, c + 1) - at(r - 1, c - 1) - 2 * at(r - 1, c) - at(r - 1, c + 1);
      gradient += Math.hypot(gx, gy);
    }
  const k = Math.max(1, count);
  return { size: n, count, mean: mean / k, chroma: chroma / k, gradient: gradient / k };
}
