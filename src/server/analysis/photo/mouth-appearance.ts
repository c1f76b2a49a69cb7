import type { FaceGeometry } from './face-geometry.ts';
import { luma, median, quantile, type Rgb } from './pixels.ts';

type Pt = { x: number; y: number };

// MediaPipe face-mesh contours (468-point topology), from the subject's right mouth corner to the left.
const UPPER_LIP_OUTER = [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291];
const UPPER_LIP_INNER = [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308];
const LOWER_LIP_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308];
const LOWER_LIP_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291];
const NOSE_BASE = 2;
const RIGHT_CHEEK = 50;
const LEFT_CHEEK = 280;

/** The point a share t (0-1) of the way along a polyline, by arc length. */
function along(points: Pt[], t: number): Pt {
  const seg = points.slice(1).map((p, i) => Math.hypot(p.x - points[i]!.x, p.y - points[i]!.y));
  let rest = t * seg.reduce((a, b) => a + b, 0);
  for (let i = 0; i < seg.length; i++) {
    if (rest <= seg[i]! || i === seg.length - 1) {
      const f = seg[i]! ? Math.min(1, rest / seg[i]!) : 0;
      const a = points[i]!,
        b = points[i + 1]!;
      return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
    }
    rest -= seg[i]!;
  }
  return points[points.length - 1]!;
}

function pixel(img: Rgb, p: Pt): [number, number, number] | undefined {
  const x = Math.round(p.x),
    y = Math.round(p.y);
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return undefined;
  const i = (y * img.width + x) * 3;
  return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
}

/**
 * The brightest tenth of the lower lip's body (between its inner and outer contour): on darker skin the lips
 * are lighter than the cheeks and shine, so "brighter than the cheeks" alone reads closed lips as teeth.
 */
function lipHighlight(img: Rgb, lowerInner: Pt[], lowerOuter: Pt[]): number {
  const l: number[] = [];
  for (let t = 0.2; t <= 0.8; t += 0.05) {
    const a = along(lowerInner, t),
      b = along(lowerOuter, t);
    for (let s = 0.3; s <= 0.7; s += 0.1) {
      const p = pixel(img, { x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s });
      if (p) l.push(luma(...p));
    }
  }
  return quantile(l, 0.9);
}

function skinAround(img: Rgb, c: Pt, r: number): { luma: number; chroma: number } {
  const l: number[] = [],
    ch: number[] = [];
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) {
      const p = pixel(img, { x: c.x + dx, y: c.y + dy });
      if (!p) continue;
      const y = luma(...p);
      l.push(y);
      ch.push((Math.max(...p) - Math.min(...p)) / Math.max(1, y));
    }
  return { luma: median(l), chroma: median(ch) };
}

export type MouthAppearance = {
  /** How many stops darker than the cheek skin the band just above the upper lip is (the darker side). */
  upperLipShade: number;
  /** Share of the mouth opening that looks like teeth: brighter than the cheeks and the lips, less coloured. */
  teethShare: number;
};

export function mouthAppearance(img: Rgb, geo: FaceGeometry): MouthAppearance {
  const pts = (ids: number[]) => ids.map((i) => geo.pt(i));
  const upperOuter = pts(UPPER_LIP_OUTER),
    upperInner = pts(UPPER_LIP_INNER),
    lowerInner = pts(LOWER_LIP_INNER);
  // "Up" on the face: perpendicular to the eye line, towards the forehead.
  const ex = (geo.leftEye.x - geo.rightEye.x) / geo.eyeDistance,
    ey = (geo.leftEye.y - geo.rightEye.y) / geo.eyeDistance;
  const up = { x: ey, y: -ex };
  const lipTop = geo.pt(0),
    noseBase = geo.pt(NOSE_BASE);
  const philtrum = Math.max(2, Math.hypot(lipTop.x - noseBase.x, lipTop.y - noseBase.y));
  const r = Math.max(2, Math.round(geo.eyeDistance * 0.08));
  const cheeks = [skinAround(img, geo.pt(RIGHT_CHEEK), r), skinAround(img, geo.pt(LEFT_CHEEK), r)];

  // Band above the upper lip, each half against the cheek on its side (a shadow over one side stays fair).
  const shades = [0, 1].map((side) => {
    const l: number[] = [];
    for (let t = side ? 0.55 : 0.15; t <= (side ? 0.85 : 0.45); t += 0.02) {
      const base = along(upperOuter, t);
      for (let s = 0.1; s <= 0.5; s += 0.05) {
        const p = pixel(img, { x: base.x + up.x * s * philtrum, y: base.y + up.y * s * philtrum });
        if (p) l.push(luma(...p));
      }
    }
    return Math.log2(Math.max(1, cheeks[side]!.luma) / Math.max(1, median(l)));
  });

  // Teeth: between the inner lips over the middle of the mouth, widened a little (a moustache pushes the upper
  // inner-lip points up, a smile pulls them apart); brighter than both the cheeks and the lip's own highlights.
  const brightest = Math.max(
    Math.min(cheeks[0]!.luma, cheeks[1]!.luma),
    lipHighlight(img, lowerInner, pts(LOWER_LIP_OUTER)),
  );
  const skinChroma = Math.min(cheeks[0]!.chroma, cheeks[1]!.chroma);
  let teeth = 0,
    n = 0;
  for (let t = 0.25; t <= 0.75; t += 0.02) {
    const a = along(upperInner, t),
      b = along(lowerInner, t);
    const gap = Math.max(Math.hypot(a.x - b.x, a.y - b.y), geo.faceHeight * 0.02);
    const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    for (let s = -0.6; s <= 0.6; s += 0.1) {
      const p = pixel(img, { x: mid.x - up.x * s * gap, y: mid.y - up.y * s * gap });
      if (!p) continue;
      n++;
      const y = luma(...p);
      const chroma = (Math.max(...p) - Math.min(...p)) / Math.max(1, y);
      if (y > brightest * 1.1 && chroma < skinChroma * 0.75) teeth++;
    }
  }
  return { upperLipShade: Math.min(...shades), teethShare: n ? teeth / n : 0 };
}
