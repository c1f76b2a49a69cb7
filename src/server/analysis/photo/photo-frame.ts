import { PHOTO_RULES as R } from './photo-rules.ts';

/** The accepted frame shape (35:45 or 1:1) a width x height image matches, if any. */
export function matchFrame(width: number, height: number) {
  const ratio = width / height;
  return R.ratios.find((r) => Math.abs(ratio / r.ratio - 1) <= R.ratioTolerance);
}
