import { matchFrame } from '../photo-frame.ts';
import { type CheckOutcome, type PhotoContext, couldNotCheck, outcome } from '../photo-context.ts';
import { PHOTO_RULES as R, pct } from '../photo-rules.ts';

export function dimensionsCorrect(ctx: PhotoContext): CheckOutcome {
  const { decoded, geo, crown, img } = ctx;
  const frame = matchFrame(decoded.width, decoded.height);
  const band = (frame ?? R.ratios[0]!).headShare;
  const sizeText = `${decoded.width} x ${decoded.height} px (${frame ? frame.name.split(' ')[0] : 'ratio ' + (decoded.width / decoded.height).toFixed(2)})`;
  const threshold = `frame 35:45 (630 x 810 px) or 1:1 (2 x 2 in) within ${pct(R.ratioTolerance)}; head ${pct(band.min)}-${pct(band.max)} of frame height (accepted ${pct(band.min - R.headShareTolerance)}-${pct(band.max + R.headShareTolerance)} for measurement error)`;
  if (!geo || !crown) {
    return outcome(
      false,
      `${sizeText}; head not measured`,
      threshold,
      'The head size could not be measured because no single face was found.',
      'Upload a photo of only you, facing the camera.',
    );
  }
  const share = (geo.chin.y - Math.max(0, crown.y)) / img.height;
  const value = `${sizeText}; head ${pct(share)} of frame height`;
  const detail = 'crown = top of the hair or head cover, from the person outline';
  if (!frame) {
    return outcome(
      false,
      value,
      threshold,
      `Your photo is ${decoded.width} x ${decoded.height} pixels, not a passport shape.`,
      'Crop it to 630 x 810 pixels (35:45), or use Fix photo to do it for you.',
      detail,
    );
  }
  if (crown.unsure && !crown.cutOff) {
    return couldNotCheck(
      `${sizeText}; head not measured`,
      threshold,
      `The head size could not be measured reliably: ${crown.unsure}. A person will check it.`,
    );
  }
  if (crown.cutOff) {
    return outcome(
      false,
      value,
      threshold,
      'The top of your head is cut off.',
      'Retake or re-crop the photo leaving a little space above your hair.',
      detail,
    );
  }
  const low = band.min - R.headShareTolerance,
    high = band.max + R.headShareTolerance;
  const range = `${pct(band.min)}-${pct(band.max)}`;
  if (share < low) {
    return outcome(
      false,
      value,
      threshold,
      `Your head fills ${pct(share)} of the photo height; it should fill ${range}.`,
      'Step closer to the camera or crop tighter around your head (Fix photo can do this for you).',
      detail,
    );
  }
  if (share > high) {
    return outcome(
      false,
      value,
      threshold,
      `Your head fills ${pct(share)} of the photo height; it should fill ${range}.`,
      'Step back from the camera or crop wider, leaving space above your head and showing your shoulders.',
      detail,
    );
  }
  return outcome(true, value, threshold, '', '', detail);
}
