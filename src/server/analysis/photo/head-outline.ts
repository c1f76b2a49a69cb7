import type { FaceGeometry } from './face-geometry.ts';
import type { PersonMask } from './person-mask.ts';
import { PHOTO_RULES as R } from './photo-rules.ts';

/**
 * Top of the head (hair or head cover), in working pixels, from the person mask. `unsure` carries the reason
 * when the mask cannot be trusted there; callers then report "could not check" rather than guess.
 */
export type Crown = { y: number; cutOff: boolean; unsure?: string };

/**
 * Per mask column over the middle 40% of the face, the first row from the top where the person probability
 * crosses 0.5 (interpolated between cells); the crown is the 25th percentile of those rows, so one stray
 * strand of hair or a notch in the mask does not move it. ISO/IEC 29794-5 measures head size from the crown
 * the same way (chin to the top of the head or head cover), see docs/decisions/0019-photo-checks.md.
 */
export function findCrown(mask: PersonMask, g: FaceGeometry): Crown {
  const { size, prob } = mask;
  const sx = size / mask.width,
    sy = size / mask.height;
  const faceWidth = Math.max(4, g.faceRight - g.faceLeft);
  const c0 = Math.max(0, Math.floor((g.eyeMid.x - 0.2 * faceWidth) * sx));
  const c1 = Math.min(size - 1, Math.ceil((g.eyeMid.x + 0.2 * faceWidth) * sx));
  const lastRow = Math.min(size - 1, Math.floor(g.eyeMid.y * sy));
  const tops: number[] = [];
  let touching = 0;
  for (let c = c0; c <= c1; c++) {
    if (prob[c]! >= 0.5) {
      touching++;
      tops.push(0);
      continue;
    }
    for (let r = 1; r <= lastRow; r++) {
      const p = prob[r * size + c]!;
      if (p < 0.5) continue;
      const q = prob[(r - 1) * size + c]!;
      tops.push(r - 0.5 + (0.5 - q) / Math.max(1e-6, p - q));
      break;
    }
  }
  const columns = c1 - c0 + 1;
  if (tops.length < columns / 2) return { y: 0, cutOff: false, unsure: 'the outline of the head was not found' };
  tops.sort((a, b) => a - b);
  const y = tops[Math.floor(tops.length / 4)]! / sy;
  if (touching >= columns / 2) return { y: 0, cutOff: true };
  const eyeToChin = g.chin.y - g.eyeMid.y;
  const ratio = (g.chin.y - y) / Math.max(1, eyeToChin);
  const unsureShare = uncertainShare(mask, g, y);
  if (y > g.foreheadTop.y || ratio < R.crown.minHeadToEyeChin || ratio > R.crown.maxHeadToEyeChin)
    return { y, cutOff: false, unsure: 'the top of the head could not be told apart from the background' };
  if (unsureShare > R.crown.maxUncertainShare)
    return { y, cutOff: false, unsure: 'the outline of the head is unclear against the background' };
  return { y, cutOff: false };
}

/** Share of mask cells around the head (crown to chin, 1.6 face widths) that are neither clearly person nor background. */
function uncertainShare(mask: PersonMask, g: FaceGeometry, crownY: number): number {
  const { size, prob } = mask;
  const sx = size / mask.width,
    sy = size / mask.height;
  const half = 0.8 * (g.faceRight - g.faceLeft);
  const x0 = Math.max(0, Math.floor((g.eyeMid.x - half) * sx)),
    x1 = Math.min(size - 1, Math.ceil((g.eyeMid.x + half) * sx));
  const y0 = Math.max(0, Math.floor(crownY * sy) - 2),
    y1 = Math.min(size - 1, Math.ceil(g.chin.y * sy));
  let n = 0,
    unsure = 0;
  for (let r = y0; r <= y1; r++)
    for (let c = x0; c <= x1; c++, n++) {
      const p = prob[r * size + c]!;
      if (p > 0.2 && p < 0.8) unsure++;
    }
  return n ? unsure / n : 1;
}
