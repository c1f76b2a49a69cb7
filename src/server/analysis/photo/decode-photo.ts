import sharp, { type Metadata } from 'sharp';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';

/** Anything larger is refused before decoding (a "pixel bomb" or a raw camera file). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Below this a face cannot be measured at all; between this and the quality minimum the image still gets a result. */
export const MIN_INPUT_SIDE = 120;
/** Analysis runs on a copy no larger than this on its long side, which keeps the checks fast on 2 cores. */
export const WORKING_LONG_SIDE = 1024;

export type DecodedPhoto = {
  /** Upright (EXIF-applied) size of the original. */
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  /** Working copy: 3-channel RGB, row-major. */
  rgb: Buffer;
  workWidth: number;
  workHeight: number;
  /** workWidth / width. */
  scale: number;
};

const ACCEPTED_FORMATS = new Set(['jpeg', 'png']);

export function openImage(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true });
}

export async function readUprightSize(bytes: Buffer) {
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
    throw new AnalysisInputError('The photo file is empty. Choose your photo again and re-upload it.');
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AnalysisInputError('We could not read this file as an image. Upload your photo as a JPEG or PNG file.');
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new AnalysisInputError(
      `This file is a ${meta.format ?? 'unknown'} image. Upload your photo as a JPEG or PNG file.`,
    );
  }
  const { width, height } = meta;
  if (!width || !height) {
    throw new AnalysisInputError(
      'We could not read the size of this image. Save the photo again as a JPEG and re-upload it.',
    );
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AnalysisInputError(
      `This image is ${Math.round((width * height) / 1e6)} megapixels, more than we can check (40). Upload a smaller copy of your photo.`,
    );
  }
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    width: swapped ? height : width,
    height: swapped ? width : height,
    format: meta.format as 'jpeg' | 'png',
  };
}

export async function decodePhoto(bytes: Buffer): Promise<DecodedPhoto> {
  const size = await readUprightSize(bytes);
  if (Math.min(size.width, size.height) < MIN_INPUT_SIDE) {
    throw new AnalysisInputError(
      `This image is only ${size.width} x ${size.height} pixels, too small to check. Upload the original photo (at least 630 x 810 pixels).`,
    );
  }
  try {
    const { data, info } = await openImage(bytes)
      .rotate()
      .resize({ width: WORKING_LONG_SIDE, height: WORKING_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      // A transparent background is not a photographed one: mid grey makes the background check say so.
      .flatten({ background: '#808080' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 3) throw new Error(`unexpected ${info.channels} channels`);
    return {
      ...size,
      rgb: data,
      workWidth: info.width,
      workHeight: info.height,
      scale: info.width / size.width,
    };
  } catch (error) {
    if (error instanceof AnalysisInputError) throw error;
    throw new AnalysisInputError(
      'This image file is damaged or incomplete. Export the photo again as a JPEG or PNG and re-upload it.',
    );
  }
}
