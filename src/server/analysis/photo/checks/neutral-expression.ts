import { type CheckOutcome, type PhotoContext, NO_FACE, judge } from '../photo-context.ts';
import { mouthAppearance } from '../mouth-appearance.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

export function neutralExpression(ctx: PhotoContext): CheckOutcome {
  const { geo, face } = ctx;
  if (!geo || !face) return NO_FACE;
  const emotions = face.emotion ?? [];
  const strongest = emotions.filter((e) => e.emotion !== 'neutral').sort((a, b) => b.score - a.score)[0];
  const e = R.expression;
  const mouth = mouthAppearance(ctx.img, geo);
  const teeth = mouth.teethShare > e.maxTeethShare;
  // A moustache over the upper lip moves the mesh's inner-lip and corner points onto the hair and reads as a
  // smile to the classifier: then only teeth and eyes decide, anything else goes to a person.
  const moustache = mouth.upperLipShade >= e.minMoustacheShade;
  // The main mesh reads full, closed lips as 6-9% apart (see PHOTO_RULES); the attention mesh's refined lip
  // contours then decide. A gap both measure never rejects alone: without teeth, a smile's width or the
  // classifier's smile it goes to a person.
  const refined = ctx.refinedMouthGap;
  const lipsApart = geo.mouthGap > e.maxMouthGap && (refined === undefined || refined > e.maxMouthGap);
  const eyesClosed = geo.eyeOpen < e.minEyeOpen;
  // Only a smile or surprise counts from the classifier: its "angry" and "sad" fire on calm, closed-mouth faces
  // (see PHOTO_RULES.expression), and a frown is rare in a photo taken for a passport.
  const strongScore = strongest !== undefined && strongest.score > e.maxExpressionScore;
  // Surprise opens the mouth; read with the mouth closed and no teeth it comes from the eye region alone, where
  // glasses frames (and kohl, deep-set eyes) mislead the classifier: a person decides.
  const eyeOnlySurprise = strongScore && strongest.emotion === 'surprise' && !lipsApart && !teeth;
  const expressive =
    strongScore && (strongest.emotion === 'happy' || (strongest.emotion === 'surprise' && !eyeOnlySurprise));
  // A smile widens the mouth; the width is measured on the face mesh, relative to the face's own eye distance,
  // so it does not depend on how light the photo or the skin is (the expression classifier's score does).
  const wide = geo.mouthWidth > e.maxMouthWidth;
  // A closed-mouth smile changes neither teeth, width nor gap much; the classifier then half sees it. Between a
  // resting face's score and a clear smile's, a person decides (not under a moustache: it reads as a smile).
  const happy = emotions.find((x) => x.emotion === 'happy')?.score ?? 0;
  const slightSmile = !moustache && happy >= e.reviewSmileScore;
  const failed = eyesClosed || teeth || (!moustache && (expressive || wide));
  const doubtful = lipsApart || slightSmile || eyeOnlySurprise || (moustache && (expressive || wide));
  let issue = 'Your expression is not neutral.',
    suggestion = 'Keep a neutral face: mouth closed, no smile, eyes open, looking at the camera.';
  if (eyesClosed) {
    issue = 'Your eyes look closed or half closed.';
    suggestion = 'Keep both eyes fully open and look at the camera.';
  } else if (teeth) {
    issue = 'Your teeth are showing: you are smiling or your mouth is open.';
    suggestion = 'Close your mouth and relax your face; no smile showing teeth.';
  } else if (wide || strongest?.emotion === 'happy') {
    issue = 'You are smiling.';
    suggestion = 'Keep a neutral face with your mouth closed; a smile is not accepted.';
  } else if (lipsApart) {
    issue = 'Your mouth is open.';
    suggestion = 'Close your mouth and relax your face; no smile showing teeth.';
  }
  return judge(
    failed ? 'failed' : doubtful ? 'doubtful' : 'passed',
    `mouth gap ${pct(geo.mouthGap, 1)} of face height${refined === undefined ? '' : ` (${pct(refined, 1)} on the refined lip contours)`}, mouth width ${geo.mouthWidth.toFixed(2)} eye distances, teeth ${pct(mouth.teethShare)} of the mouth, above the lip ${mouth.upperLipShade.toFixed(1)} stops darker than the cheeks, eye opening ${pct(geo.eyeOpen)}, ${strongest ? `${strongest.emotion} ${pct(strongest.score)}` : 'no expression score'}`,
    `teeth at most ${pct(e.maxTeethShare)} of the mouth, eye opening at least ${pct(e.minEyeOpen)}, mouth width at most ${e.maxMouthWidth} eye distances, smile score at most ${pct(e.maxExpressionScore)} (surprise too, with the lips apart or teeth showing); otherwise a mouth gap over ${pct(e.maxMouthGap, 1)} (on the refined lip contours too, where measured), a smile score of ${pct(e.reviewSmileScore)} or more, a surprise score over ${pct(e.maxExpressionScore)} with the mouth closed, or a smile measured under a moustache (above the lip ${e.minMoustacheShade} stops darker or more), is checked by a person`,
    issue,
    suggestion,
    moustache
      ? 'A moustache or beard covers the upper lip, so whether the mouth is closed and relaxed cannot be measured reliably from the photo; a person will check.'
      : lipsApart
        ? `The face mesh measures the lips ${pct(refined ?? geo.mouthGap, 1)} of the face height apart but no teeth or smile show: the lips may be apart, or full lips may have misled the measurement, so a person will check.`
        : eyeOnlySurprise && !slightSmile
          ? `The expression model reads surprise (${pct(strongest.score)}), but the mouth is closed and shows no teeth: surprise read from the eyes alone is unreliable (glasses frames, kohl and deep-set eyes mislead it), so a person will check.`
          : `The mouth is closed and no teeth show, but the expression model gives a smile score of ${pct(happy)} (a resting face scores under ${pct(e.reviewSmileScore)}): there may be a slight smile, so a person will check.`,
  );
}
