import type { FaceResult } from '@vladmandic/human';
import { clampRect, type Rect, type Rgb } from './pixels.ts';
import { PHOTO_RULES } from './photo-rules.ts';

type Pt = { x: number; y: number };

// MediaPipe face-mesh indices (468-point topology; "right" is the subject's right, image left).
const MESH = {
  foreheadTop: 10,
  chin: 152,
  rightEyeOuter: 33,
  rightEyeInner: 133,
  rightEyeTop: 159,
  rightEyeBottom: 145,
  leftEyeInner: 362,
  leftEyeOuter: 263,
  leftEyeTop: 386,
  leftEyeBottom: 374,
  upperLipInner: 13,
  lowerLipInner: 14,
  mouthRight: 61,
  mouthLeft: 291,
  noseBridge: 168,
  noseTip: 1,
  rightFaceEdge: 234,
  leftFaceEdge: 454,
} as const;

export type FaceGeometry = {
  box: Rect;
  chin: Pt;
  foreheadTop: Pt;
  rightEye: Pt;
  leftEye: Pt;
  eyeMid: Pt;
  eyeDistance: number;
  /** Eye line angle in degrees (positive = subject's head tilted towards their left shoulder in the image). */
  rollDeg: number;
  mouthGap: number; // inner-lip gap / face height
  /** Mouth corner to corner along the eye line, in eye distances (eye centre to eye centre). */
  mouthWidth: number;
  eyeOpen: number; // mean lid gap / eye width
  faceHeight: number; // forehead top to chin
  faceLeft: number;
  faceRight: number;
  pt: (index: number) => Pt;
};

export function faceGeometry(face: FaceResult): FaceGeometry {
  const pt = (i: number): Pt => {
    const p = face.mesh[i];
    return p ? { x: p[0], y: p[1] } : { x: face.box[0] + face.box[2] / 2, y: face.box[1] + face.box[3] / 2 };
  };
  const mid = (a: Pt, b: Pt): Pt => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);
  const rightEye = mid(pt(MESH.rightEyeOuter), pt(MESH.rightEyeInner));
  const leftEye = mid(pt(MESH.leftEyeOuter), pt(MESH.leftEyeInner));
  const chin = pt(MESH.chin);
  const foreheadTop = pt(MESH.foreheadTop);
  const faceHeight = Math.max(1, dist(chin, foreheadTop));
  const eyeDistance = Math.max(1, dist(rightEye, leftEye));
  // Measured along the eye line, so a turned or tilted head does not shorten or lengthen it.
  const along = (p: Pt) =>
    ((p.x - rightEye.x) * (leftEye.x - rightEye.x) + (p.y - rightEye.y) * (leftEye.y - rightEye.y)) / eyeDistance;
  const eyeOpenR =
    dist(pt(MESH.rightEyeTop), pt(MESH.rightEyeBottom)) /
    Math.max(1, dist(pt(MESH.rightEyeOuter), pt(MESH.rightEyeInner)));
  const eyeOpenL =
    dist(pt(MESH.leftEyeTop), pt(MESH.leftEyeBottom)) / Math.max(1, dist(pt(MESH.leftEyeOuter), pt(MESH.leftEyeInner)));
  return {
    box: { x: face.box[0], y: face.box[1], width: face.box[2], height: face.box[3] },
    chin,
    foreheadTop,
    rightEye,
    leftEye,
    eyeMid: mid(rightEye, leftEye),
    eyeDistance: dist(rightEye, leftEye),
    rollDeg: (Math.atan2(leftEye.y - rightEye.y, leftEye.x - rightEye.x) * 180) / Math.PI,
    mouthGap: dist(pt(MESH.upperLipInner), pt(MESH.lowerLipInner)) / faceHeight,
    mouthWidth: (along(pt(MESH.mouthLeft)) - along(pt(MESH.mouthRight))) / eyeDistance,
    eyeOpen: Math.min(eyeOpenR, eyeOpenL),
    faceHeight,
    faceLeft: pt(MESH.rightFaceEdge).x,
    faceRight: pt(MESH.leftFaceEdge).x,
    pt,
  };
}

/** Crown from face proportions: the eye line sits near the middle of the head (chin to crown). */
export function proportionalCrown(g: FaceGeometry): number {
  return g.eyeMid.y - (g.chin.y - g.eyeMid.y) * 1.05;
}

/** Rectangle between two points, padded by a fraction of a reference length. */
export function boxAround(points: Pt[], pad: number, img: Rgb): Rect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return clampRect(
    {
      x: Math.min(...xs) - pad,
      y: Math.min(...ys) - pad,
      width: Math.max(...xs) - Math.min(...xs) + 2 * pad,
      height: Math.max(...ys) - Math.min(...ys) + 2 * pad,
    },
    img.width,
    img.height,
  );
}

/**
 * The head's tilt two ways: the mesh's eye line (what ISO/ICAO measure) and the face detector's own estimate.
 * On some small or turned faces the mesh is fitted badly and its eye line misses or invents a tilt; the two
 * then disagree by far more than on well fitted faces, and neither is trusted (PHOTO_RULES.pose).
 */
export function tiltEstimates(face: FaceResult, geo: FaceGeometry) {
  const eyeLine = geo.rollDeg;
  const detector = face.rotation ? (face.rotation.angle.roll * 180) / Math.PI : eyeLine;
  return { eyeLine, detector, agree: Math.abs(detector - eyeLine) <= PHOTO_RULES.pose.maxRollDisagreementDeg };
}
