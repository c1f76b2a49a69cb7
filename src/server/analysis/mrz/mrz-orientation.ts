/**
 * Which way up the page is, found from pixels before any OCR runs, so that a page photographed sideways or
 * upside down costs one read, not four. Pure computation (no I/O).
 *
 * - Sideways or not: the MRZ is two long, dense lines of evenly spaced characters. Levelled in the right
 *   axis, the horizontal-edge profile finds such a pair (mrz-locate.ts); turned a quarter, it does not.
 * - Upright or upside down: the filler '<' has far less ink than a letter or digit, and both lines put their
 *   filler on the right (after the names; the unused personal-number field before the last two digits).
 *   Upright, the ink of the band leans left; upside down, it leans right.
 */
import { estimateSkewDegrees, locateMrzScored, localInk, type GreyImage, type MrzRegion } from './mrz-locate.ts';

export type QuarterTurn = 0 | 90 | 180 | 270;

/** The image turned clockwise by a quarter-turn multiple (pure; small analysis images only). */
export function turnPixels(img: GreyImage, turn: QuarterTurn): GreyImage {
  if (turn === 0) return img;
  const { width, height, data } = img;
  const sideways = turn === 90 || turn === 270;
  const outW = sideways ? height : width;
  const outH = sideways ? width : height;
  const out = new Uint8Array(outW * outH);
  for (let y = 0; y < outH; y++) {
    for (let x = 0; x < outW; x++) {
      let sx: number;
      let sy: number;
      if (turn === 90) {
        sx = y;
        sy = height - 1 - x;
      } else if (turn === 180) {
        sx = width - 1 - x;
        sy = height - 1 - y;
      } else {
        sx = width - 1 - y;
        sy = x;
      }
      out[y * outW + x] = data[sy * width + sx] as number;
    }
  }
  return { data: out, width: outW, height: outH };
}

/** Rotates by a small angle about the centre (nearest pixel, white outside): levels a skewed band. */
function levelled(img: GreyImage, degrees: number): GreyImage {
  if (Math.abs(degrees) < 0.3) return img;
  const { width, height, data } = img;
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Source of the output pixel: rotate back by the skew.
      const sx = Math.round(cos * (x - cx) - sin * (y - cy) + cx);
      const sy = Math.round(sin * (x - cx) + cos * (y - cy) + cy);
      if (sx >= 0 && sx < width && sy >= 0 && sy < height) out[y * width + x] = data[sy * width + sx] as number;
    }
  }
  return { data: out, width, height };
}

/**
 * Where the band's ink lies across its width, 0 (all left) to 1 (all right); 0.5 when even. Ink by a local
 * threshold, so a shadow or a coloured page does not count.
 */
export function inkBalance(img: GreyImage, region: MrzRegion): number {
  const left = Math.max(0, region.left);
  const right = Math.min(img.width, region.right);
  const top = Math.max(0, region.top);
  const bottom = Math.min(img.height, region.bottom);
  const width = right - left;
  const height = bottom - top;
  if (width < 20 || height < 4) return 0.5;
  const band = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) band[y * width + x] = img.data[(top + y) * img.width + left + x] as number;
  }
  const ink = localInk({ data: band, width, height }, Math.max(9, Math.round(height / 1.5)), 0.85);
  let sum = 0;
  let weighted = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (ink[y * width + x]) {
        sum++;
        weighted += x;
      }
    }
  }
  return sum === 0 ? 0.5 : weighted / sum / width;
}

export interface OrientationGuess {
  /** The quarter turn (clockwise) that makes the page upright. */
  turn: QuarterTurn;
  /** The turn to try next when the first finds no MRZ. */
  alternative: QuarterTurn;
  /** Why: the band scores of both axes and the ink balance of the band. */
  scores: { level: number; sideways: number; balance: number };
}

/** How MRZ-like the best band of an image is once levelled (0 when none is found). */
function bandIn(img: GreyImage): { score: number; img: GreyImage; region: MrzRegion | null } {
  const flat = levelled(img, estimateSkewDegrees(img));
  const found = locateMrzScored(flat);
  return { score: found?.score ?? 0, img: flat, region: found?.region ?? null };
}

/**
 * The turn that puts the MRZ horizontal and at the bottom, from a small grey image (about 640 px on its
 * long side). Returns 0 when no band is found either way, so an unreadable image costs what it did.
 */
export function guessOrientation(small: GreyImage): OrientationGuess {
  const level = bandIn(small);
  const sideways = bandIn(turnPixels(small, 90));
  const axis = sideways.score > level.score * 1.15 ? sideways : level;
  const base: QuarterTurn = axis === sideways ? 90 : 0;
  const balance = axis.region ? inkBalance(axis.img, axis.region) : 0.5;
  // Ink leaning right: the band is upside down in this axis. When the ink is nearly even (names and a
  // personal number that fill both lines), the MRZ's place on the page decides: the bottom when upright.
  const lowOnPage = axis.region ? (axis.region.top + axis.region.bottom) / 2 > axis.img.height / 2 : true;
  const flipped = Math.abs(balance - 0.5) < 0.01 ? !lowOnPage : balance > 0.5;
  const turn = ((base + (flipped ? 180 : 0)) % 360) as QuarterTurn;
  return {
    turn,
    alternative: ((turn + 180) % 360) as QuarterTurn,
    scores: { level: level.score, sideways: sideways.score, balance },
  };
}
