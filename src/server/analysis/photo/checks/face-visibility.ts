import { type CheckOutcome, type PhotoContext, outcome } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

export function faceVisibility(ctx: PhotoContext): CheckOutcome {
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
