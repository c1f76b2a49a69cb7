import type { FaceResult } from '@vladmandic/human';
import { clampRect, type Rect, type Rgb } from './pixels.ts';

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

/**
 * Top of the head (hair included), in working pixels. Scans columns above the forehead for where the
 * image stops looking like the background seen at the top corners; falls back to face proportions when
 * the background is busy or the scan lands somewhere implausible. Returns `cutOff` when hair reaches the top edge.
 */
export function findCrown(img: Rgb, g: FaceGeometry): { y: number; method: 'scan' | 'proportion'; cutOff: boolean } {
  const estimate = proportionalCrown(g);
  const lower = g.eyeMid.y - (g.chin.y - g.eyeMid.y) * 1.5;
  const upper = g.foreheadTop.y - (g.chin.y - g.eyeMid.y) * 0.1;
  const band = Math.max(2, Math.round(img.height * 0.03));
  const ref = cornerColour(img, band);
  const faceWidth = Math.max(4, g.faceRight - g.faceLeft);
  const xs = [-0.2, -0.1, 0, 0.1, 0.2]
    .map((f) => Math.round(g.eyeMid.x + f * faceWidth))
    .filter((x) => x >= 0 && x < img.width);
  const tops: number[] = [];
  let touching = 0;
  for (const x of xs) {
    const top = firstForegroundRow(img, x, ref.colour, Math.max(30, ref.spread * 4), Math.max(0, Math.floor(upper)));
    if (top === 0) touching++;
    if (top !== null) tops.push(top);
  }
  if (touching >= 3 && ref.spread < 25) return { y: 0, method: 'scan', cutOff: true };
  tops.sort((a, b) => a - b);
  const median = tops[Math.floor(tops.length / 2)];
  if (median !== undefined && ref.spread < 25 && median >= lower && median <= upper)
    return { y: median, method: 'scan', cutOff: false };
  return { y: estimate, method: 'proportion', cutOff: estimate < 0 };
}

function cornerColour(img: Rgb, band: number) {
  const samples: number[][] = [];
  const w = Math.max(2, Math.round(img.width * 0.12));
  for (const x0 of [0, img.width - w]) {
    for (let y = 0; y < band; y++) {
      for (let x = x0; x < x0 + w; x += 2) {
        const i = (y * img.width + x) * 3;
        samples.push([img.data[i]!, img.data[i + 1]!, img.data[i + 2]!]);
      }
    }
  }
  const colour = [0, 1, 2].map((c) => samples.reduce((s, p) => s + p[c]!, 0) / Math.max(1, samples.length));
  const spread = Math.sqrt(
    samples.reduce((s, p) => s + (p[0]! - colour[0]!) ** 2 + (p[1]! - colour[1]!) ** 2 + (p[2]! - colour[2]!) ** 2, 0) /
      Math.max(1, samples.length),
  );
  return { colour, spread };
}

function firstForegroundRow(img: Rgb, x: number, ref: number[], tol: number, until: number): number | null {
  const run = Math.max(2, Math.round(img.height * 0.006));
  let streak = 0;
  for (let y = 0; y <= until && y < img.height; y++) {
    const i = (y * img.width + x) * 3;
    const d = Math.hypot(img.data[i]! - ref[0]!, img.data[i + 1]! - ref[1]!, img.data[i + 2]! - ref[2]!);
    streak = d > tol ? streak + 1 : 0;
    if (streak >= run) return y - run + 1;
  }
  return null;
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
