import type { FaceResult } from '@vladmandic/human';
import type { PhotoMeasurement } from '#shared/schemas/photo-analysis.ts';
import type { DecodedPhoto } from './decode-photo.ts';
import type { FaceGeometry } from './face-geometry.ts';
import type { Crown } from './head-outline.ts';
import type { PersonMask } from './person-mask.ts';
import type { Rgb } from './pixels.ts';
import type { PixelBlocks } from './resolution.ts';
import { PHOTO_RULES as R } from './photo-rules.ts';

/** Everything the checks read, measured once per photo. */
export type PhotoContext = {
  decoded: DecodedPhoto;
  img: Rgb;
  faces: FaceResult[];
  face: FaceResult | undefined;
  geo: FaceGeometry | undefined;
  mask: PersonMask;
  crown: Crown | undefined;
  /** Laplacian variance of the face at a fixed size (see checks/image-quality.ts). */
  sharpness: number;
  /** Pixel blocks over the face (resolution.ts): an enlarged or heavily compressed photo. */
  blocks: PixelBlocks;
  /**
   * The attention mesh's lip gap (refined-lips.ts), measured only when the main mesh's gap is over the limit;
   * undefined when not measured or when that model found no face there.
   */
  refinedMouthGap?: number;
};

export type CheckOutcome = { measurement: PhotoMeasurement; issue?: string; suggestion?: string };

export const NO_FACE: CheckOutcome = {
  measurement: {
    passed: false,
    status: 'failed',
    value: 'not measured',
    threshold: 'needs one detected face',
    detail: 'No single face was found.',
    summary: 'We could not check this because we could not find exactly one face in the photo.',
    advice: 'Upload a photo of only you, looking straight at the camera.',
  },
};

export const outcome = (
  passed: boolean,
  value: string,
  threshold: string,
  issue: string,
  suggestion: string,
  detail?: string,
): CheckOutcome => ({
  measurement: { passed, status: passed ? 'passed' : 'failed', value, threshold, ...(detail ? { detail } : {}) },
  ...(passed ? {} : { issue, suggestion }),
});

/** The check could not be measured reliably: no verdict, the photo goes to a person instead. */
export const couldNotCheck = (value: string, threshold: string, reason: string): CheckOutcome => ({
  measurement: { passed: false, status: 'unchecked', value, threshold, detail: reason },
});

/**
 * A measured check with a band of doubt: inside it the value is too close to the limit, for this measurement,
 * to reject a photo on, so nobody is told to retake a good photo; a person looks at it instead.
 */
export const judge = (
  verdict: 'passed' | 'doubtful' | 'failed',
  value: string,
  threshold: string,
  issue: string,
  suggestion: string,
  doubt: string,
  detail?: string,
): CheckOutcome =>
  verdict === 'doubtful'
    ? couldNotCheck(value, threshold, doubt)
    : outcome(verdict === 'passed', value, threshold, issue, suggestion, detail);

/** Checks that read fine detail of the face (eyes, lips, shading) need this many pixels between the eyes. */
export function faceTooSmall(ctx: PhotoContext, threshold: string): CheckOutcome | undefined {
  const d = ctx.geo?.eyeDistance ?? 0;
  if (d >= R.minEyeDistancePx) return undefined;
  return couldNotCheck(
    `${d.toFixed(0)} px between the eyes`,
    threshold,
    `The face is too small in this photo (${d.toFixed(0)} px between the eyes, ${R.minEyeDistancePx} needed) to check this reliably.`,
  );
}

export const deg = (rad: number) => (rad * 180) / Math.PI;
