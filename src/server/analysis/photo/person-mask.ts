import { pathToFileURL } from 'node:url';
import type { Human } from '@vladmandic/human';
import { findModelFile, getFaceModel } from './face-model.ts';
import type { Rgb } from './pixels.ts';

/**
 * The selfie model is kept in the repository (models/selfie-segmentation, see its README): the npm package it
 * comes from would bring eslint 8 and a cloud-storage client as run-time dependencies.
 */
const findModel = () => findModelFile('selfie-segmentation', 'selfie.json');

/** The MediaPipe selfie segmentation model's fixed input (and output) size. */
export const MASK_SIZE = 256;

/**
 * Person probability per cell of a MASK_SIZE x MASK_SIZE grid stretched over the whole image
 * (so a cell is width/256 by height/256 image pixels).
 */
export type PersonMask = { size: number; prob: Float32Array; width: number; height: number };

type GraphModel = { predict: (input: unknown) => unknown };
let loading: Promise<GraphModel> | undefined;

/** The selfie model, read from disk through the face model's file loader. */
function getSegmentationModel(human: Human): Promise<GraphModel> {
  loading ??= (human.tf as unknown as { loadGraphModel: (url: string) => Promise<GraphModel> })
    .loadGraphModel(pathToFileURL(findModel()).href)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export async function warmUpPersonMask(): Promise<void> {
  await getSegmentationModel(await getFaceModel());
}

let queue: Promise<unknown> = Promise.resolve();

/** Segments the person (head, hair, head cover, shoulders) from the background. Calls are serialised. */
export function segmentPerson(img: Rgb): Promise<PersonMask> {
  const run = queue.then(() => segmentNow(img));
  queue = run.catch(() => undefined);
  return run;
}

async function segmentNow(img: Rgb): Promise<PersonMask> {
  const human = await getFaceModel();
  const model = await getSegmentationModel(human);
  const tf = human.tf;
  const out = tf.tidy(() => {
    const pixels = tf.tensor3d(Uint8Array.from(img.data), [img.height, img.width, 3], 'int32');
    const input = tf.div(
      tf.image.resizeBilinear(tf.expandDims(tf.cast(pixels, 'float32'), 0), [MASK_SIZE, MASK_SIZE]),
      255,
    );
    return tf.squeeze(model.predict(input) as never);
  });
  try {
    const prob = Float32Array.from((await out.data()) as Float32Array);
    return { size: MASK_SIZE, prob, width: img.width, height: img.height };
  } finally {
    tf.dispose(out);
  }
}

/** Person probability at an image pixel (nearest mask cell). */
export function personAt(mask: PersonMask, x: number, y: number): number {
  const cx = Math.min(mask.size - 1, Math.max(0, Math.floor((x / mask.width) * mask.size)));
  const cy = Math.min(mask.size - 1, Math.max(0, Math.floor((y / mask.height) * mask.size)));
  return mask.prob[cy * mask.size + cx]!;
}
