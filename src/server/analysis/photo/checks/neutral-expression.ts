import { type CheckOutcome, type PhotoContext, NO_FACE, judge } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

export function neutralExpression(ctx: PhotoContext): CheckOutcome {
  const { geo, face } = ctx;
  if (!geo || !face) return NO_FACE;
  const emotions = face.emotion ?? [];
  const strongest = emotions.filter((e) => e.emotion !== 'neutral').sort((a, b) => b.score - a.score)[0];
  const e = R.expression;
  const mouthOpen = geo.mouthGap > e.failMouthGap;
  const lipsApart = geo.mouthGap > e.maxMouthGap;
  const eyesClosed = geo.eyeOpen < e.minEyeOpen;
  // Only a smile or surprise counts from the classifier: its "angry" and "sad" fire on calm, closed-mouth faces
  // (see PHOTO_RULES.expression), and a frown is rare in a photo taken for a passport.
  const expressive =
    strongest !== undefined &&
    (strongest.emotion === 'happy' || strongest.emotion === 'surprise') &&
    strongest.score > e.maxExpressionScore;
  // A smile widens the mouth; the width is measured on the face mesh, relative to the face's own eye distance,
  // so it does not depend on how light the photo or the skin is (the expression classifier's score does).
  const wide = geo.mouthWidth > e.maxMouthWidth;
  const failed = mouthOpen || eyesClosed || expressive || wide;
  let issue = 'Your expression is not neutral.',
    suggestion = 'Keep a neutral face: mouth closed, no smile, eyes open, looking at the camera.';
  if (eyesClosed) {
    issue = 'Your eyes look closed or half closed.';
    suggestion = 'Keep both eyes fully open and look at the camera.';
  } else if (mouthOpen) {
    issue = 'Your mouth is open.';
    suggestion = 'Close your mouth and relax your face; no smile showing teeth.';
  } else if (wide || strongest?.emotion === 'happy') {
    issue = 'You are smiling.';
    suggestion = 'Keep a neutral face with your mouth closed; a smile is not accepted.';
  }
  return judge(
    failed ? 'failed' : lipsApart ? 'doubtful' : 'passed',
    `mouth gap ${pct(geo.mouthGap, 1)} of face height, mouth width ${geo.mouthWidth.toFixed(2)} eye distances, eye opening ${pct(geo.eyeOpen)}, ${strongest ? `${strongest.emotion} ${pct(strongest.score)}` : 'no expression score'}`,
    `mouth gap at most ${pct(e.maxMouthGap, 1)} (over ${pct(e.failMouthGap, 1)} fails, between is checked by a person), mouth width at most ${e.maxMouthWidth} eye distances, eye opening at least ${pct(e.minEyeOpen)}, smile or surprise score at most ${pct(e.maxExpressionScore)}`,
    issue,
    suggestion,
    `The lips may be slightly apart, or a moustache hides them (gap ${pct(geo.mouthGap, 1)} of face height): too close to the limit to judge from the photo alone, so a person will check.`,
  );
}
