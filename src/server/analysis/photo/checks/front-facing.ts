import { type CheckOutcome, type PhotoContext, NO_FACE, couldNotCheck, deg, outcome } from '../photo-context.ts';
import { tiltEstimates } from '../face-geometry.ts';
import { PHOTO_RULES as R } from '../photo-rules.ts';

export function frontFacing(ctx: PhotoContext): CheckOutcome {
  const { geo, face } = ctx;
  if (!geo || !face) return NO_FACE;
  const yaw = deg(face.rotation?.angle.yaw ?? 0),
    pitch = deg(face.rotation?.angle.pitch ?? 0),
    roll = geo.rollDeg;
  const p = R.pose;
  const threshold = `turn within ±${p.maxYawDeg}°, nod within ±${p.maxPitchDeg}°, tilt within ±${p.maxRollDeg}°`;
  // When the mesh's eye line and the detector disagree about the tilt, a person looks instead of a verdict.
  const tilt = tiltEstimates(face, geo);
  if (!tilt.agree)
    return couldNotCheck(
      `tilt ${roll.toFixed(0)}° by the eye line, ${tilt.detector.toFixed(0)}° by the face detector`,
      threshold,
      'The face landmarks disagree about how far the head is tilted, so the pose cannot be judged from this photo; a person will check.',
    );
  const passed = Math.abs(yaw) <= p.maxYawDeg && Math.abs(pitch) <= p.maxPitchDeg && Math.abs(roll) <= p.maxRollDeg;
  let issue = 'You are not facing the camera straight on.',
    suggestion = 'Look straight into the camera with your head level, shoulders square.';
  if (Math.abs(roll) > p.maxRollDeg) {
    issue = `Your head is tilted ${Math.abs(roll).toFixed(0)}° to one side.`;
    suggestion = 'Keep your head level (eyes on a horizontal line), or use Fix photo to straighten the picture.';
  } else if (Math.abs(yaw) > p.maxYawDeg) {
    issue = `Your head is turned ${Math.abs(yaw).toFixed(0)}° to the side.`;
  } else if (Math.abs(pitch) > p.maxPitchDeg) {
    issue = `Your head is tipped ${pitch > 0 ? 'down' : 'up'} by ${Math.abs(pitch).toFixed(0)}°.`;
    suggestion = 'Hold the camera at eye level and keep your chin level.';
  }
  return outcome(
    passed,
    `turn ${yaw.toFixed(0)}°, nod ${pitch.toFixed(0)}°, tilt ${roll.toFixed(0)}°`,
    threshold,
    issue,
    suggestion,
  );
}
