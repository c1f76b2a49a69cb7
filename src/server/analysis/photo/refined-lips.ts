import type { FaceResult } from '@vladmandic/human';
import { detectFaces, getLipModel } from './face-model.ts';
import { faceGeometry } from './face-geometry.ts';
import type { Rgb } from './pixels.ts';

/**
 * The lip gap (over face height) as the attention face mesh measures it, for the face the main model found:
 * the main mesh puts the inner-lip points of closed, full lips inside the lips, 6-9% apart, and the attention
 * mesh refines the lip contours. Undefined when the attention model finds no face at that place (it misses
 * some tilted and small faces the main model reads).
 */
export async function refinedMouthGap(img: Rgb, face: FaceResult): Promise<number | undefined> {
  const faces = await detectFaces(img.data, img.width, img.height, getLipModel);
  const [x, y, w, h] = face.box;
  const cx = x + w / 2,
    cy = y + h / 2;
  const same = faces
    .filter((f) => f.mesh.length >= 468)
    .map((f) => ({ f, d: Math.hypot(f.box[0] + f.box[2] / 2 - cx, f.box[1] + f.box[3] / 2 - cy) }))
    .filter(({ d }) => d < Math.min(w, h) / 4)
    .sort((a, b) => a.d - b.d)[0];
  return same ? faceGeometry(same.f).mouthGap : undefined;
}
