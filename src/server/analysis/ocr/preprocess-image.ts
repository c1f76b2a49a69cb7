import sharp, { type Metadata } from 'sharp';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';

/** Refuses decompression bombs before decoding. 60 MP covers any phone camera. */
export const MAX_INPUT_PIXELS = 60_000_000;
/** Long side given to OCR: enough for 9-10 pt print on an A4/Letter page, cheap on 2 cores. */
export const OCR_LONG_SIDE = 2000;

export interface PreparedImage {
  png: Buffer;
  width: number;
  height: number;
  /** True when the page holds almost nothing but background. */
  blank: boolean;
}

/**
 * EXIF-rotates, greys, stretches contrast and scales to OCR_LONG_SIDE. Small skew is left to
 * tesseract (recognize with rotateAuto), which estimates it from its own layout analysis.
 */
export async function preprocessForOcr(input: Buffer): Promise<PreparedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AnalysisInputError('This image could not be opened. Upload a JPEG, PNG or PDF file.');
  }
  if (!meta.width || !meta.height) {
    throw new AnalysisInputError('This image could not be opened. Upload a JPEG, PNG or PDF file.');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new AnalysisInputError('This image is too large. Upload a photo or scan under 60 megapixels.');
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const blank = isBlank(data, info.channels);
    const png = await sharp(await flattenBackground(data, raw), { raw }).median(3).png({ compressionLevel: 1 }).toBuffer();
    return { png, width: info.width, height: info.height, blank };
  } catch (error) {
    if (error instanceof AnalysisInputError) throw error;
    throw new AnalysisInputError('This image could not be processed. Take a new photo or scan and upload it.');
  }
}

/**
 * Divides each pixel by the local paper brightness (a heavy blur), which removes phone-camera
 * shading and paper tint, then stretches so paper is white and ink is dark. Plain Otsu in
 * tesseract copes badly with uneven light and grainy backgrounds.
 */
async function flattenBackground(
  grey: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<Buffer> {
  const sigma = Math.max(8, Math.round(Math.max(raw.width, raw.height) / 80));
  const background = await sharp(grey, { raw }).blur(sigma).raw().toBuffer();
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const ratio = (grey[i] ?? 255) / Math.max(1, background[i] ?? 255);
    // Paper (ratio ~1) -> 255; anything under 0.55 of the local paper brightness -> 0.
    out[i] = Math.max(0, Math.min(255, Math.round(((ratio - 0.55) / 0.4) * 255)));
  }
  return out;
}

/**
 * A page is blank when under 0.3% of its pixels are clearly darker than the paper. Measured before
 * contrast stretching, which would turn scanner noise on an empty page into "ink".
 */
function isBlank(grey: Buffer, channels: number): boolean {
  const histogram = new Uint32Array(256);
  const count = grey.length / channels;
  for (let i = 0; i < grey.length; i += channels) histogram[grey[i] ?? 255]!++;
  let seen = 0;
  let paper = 255;
  for (let v = 255; v >= 0; v--) {
    seen += histogram[v]!;
    if (seen >= count * 0.5) {
      paper = v;
      break;
    }
  }
  let ink = 0;
  for (let v = 0; v < Math.max(0, paper - 70); v++) ink += histogram[v]!;
  return ink / count < 0.003;
}
