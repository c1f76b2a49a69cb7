/**
 * Image side of the MRZ reader (sharp): decode safely, level the page, cut out the MRZ band and make
 * the variants that the OCR passes read.
 */
import sharp from 'sharp';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { estimateSkewDegrees, locateMrz, type GreyImage, type MrzRegion } from './mrz-locate.ts';

/** Phone photos are at most ~50 MP; anything larger is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const WORK_LONG_SIDE = 2000;
const ANALYSIS_WIDTH = 640;
const MIN_SIDE = 300;
/** MRZ text width the OCR passes see; the legacy engine likes ~30 px tall capitals. */
const OCR_TEXT_WIDTH = 1000;

export interface DecodedImage extends GreyImage {
  data: Buffer;
}

export async function decodeGrey(image: Buffer): Promise<DecodedImage> {
  if (!Buffer.isBuffer(image) || image.length === 0) {
    throw new AnalysisInputError('The file is empty. Upload a photo or scan of your passport photo page.');
  }
  try {
    const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .flatten({ background: '#ffffff' })
      .greyscale()
      .resize({ width: WORK_LONG_SIDE, height: WORK_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < MIN_SIDE || info.height < MIN_SIDE * 0.5) {
      throw new AnalysisInputError(
        'The image is too small to read. Upload a photo or scan of the whole photo page, at least 1000 pixels wide.',
      );
    }
    const grey = info.channels === 1 ? data : extractFirstChannel(data, info.channels);
    return { data: grey, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AnalysisInputError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new AnalysisInputError(
        'The image has too many pixels to process. Upload a photo or scan of the photo page under 60 megapixels.',
      );
    }
    throw new AnalysisInputError(
      'We could not open this file as an image. Upload the photo page as a JPEG or PNG photo or scan.',
    );
  }
}

function extractFirstChannel(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels] as number;
  return out;
}

function rawSharp(img: GreyImage) {
  return sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } });
}

async function toGrey(pipeline: sharp.Sharp): Promise<DecodedImage> {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? data : extractFirstChannel(data, info.channels);
  return { data: grey, width: info.width, height: info.height };
}

export interface MrzCrop {
  /** The region cut out of the levelled image, ready for the OCR variants. */
  image: DecodedImage;
  /** True when the band was found by layout analysis, false for the bottom-of-image fallback. */
  located: boolean;
  skewDegrees: number;
}

/** Levels the image and cuts out the MRZ band (or, failing that, the bottom third). */
export async function cropMrz(img: DecodedImage): Promise<MrzCrop[]> {
  const scale = ANALYSIS_WIDTH / img.width;
  const small = await toGrey(
    rawSharp(img).resize({ width: ANALYSIS_WIDTH, height: Math.max(1, Math.round(img.height * scale)) }).normalise(),
  );
  const skew = estimateSkewDegrees(small);
  let levelled: DecodedImage = img;
  let levelledSmall: DecodedImage = small;
  if (Math.abs(skew) >= 0.3) {
    const background = { r: 255, g: 255, b: 255 };
    levelled = await toGrey(rawSharp(img).rotate(-skew, { background }));
    levelledSmall = await toGrey(rawSharp(small).rotate(-skew, { background }));
  }
  const crops: MrzCrop[] = [];
  const region = locateMrz(levelledSmall);
  const fx = levelled.width / levelledSmall.width;
  const fy = levelled.height / levelledSmall.height;
  if (region) {
    crops.push({ image: await extractRegion(levelled, region, fx, fy), located: true, skewDegrees: skew });
  }
  const fallbackTop = Math.round(levelledSmall.height * 0.62);
  const fallback: MrzRegion = { top: fallbackTop, bottom: levelledSmall.height, left: 0, right: levelledSmall.width };
  crops.push({ image: await extractRegion(levelled, fallback, fx, fy), located: false, skewDegrees: skew });
  return crops;
}

async function extractRegion(img: DecodedImage, r: MrzRegion, fx: number, fy: number): Promise<DecodedImage> {
  const lineHeight = ((r.bottom - r.top) * fy) / 2;
  const padX = Math.round(Math.max(12, lineHeight * 0.8));
  const padY = Math.round(Math.max(8, lineHeight * 0.5));
  const left = Math.max(0, Math.floor(r.left * fx) - padX);
  const top = Math.max(0, Math.floor(r.top * fy) - padY);
  const right = Math.min(img.width, Math.ceil(r.right * fx) + padX);
  const bottom = Math.min(img.height, Math.ceil(r.bottom * fy) + padY);
  return toGrey(rawSharp(img).extract({ left, top, width: right - left, height: bottom - top }));
}

export type OcrVariant = 'normalised' | 'clahe-threshold' | 'small-sharpened';

/** One PNG per OCR pass: different scales and binarisations so that their errors differ. */
export async function renderVariant(crop: DecodedImage, variant: OcrVariant): Promise<Buffer> {
  const widthFor = (factor: number) => Math.round(Math.min(OCR_TEXT_WIDTH * factor, crop.width * 3));
  switch (variant) {
    case 'normalised':
      return rawSharp(crop).resize({ width: widthFor(1) }).normalise().png({ compressionLevel: 1 }).toBuffer();
    case 'clahe-threshold':
      return rawSharp(crop)
        .resize({ width: widthFor(1.2) })
        .clahe({ width: 64, height: 64, maxSlope: 3 })
        .median(3)
        .threshold(128)
        .png({ compressionLevel: 1 })
        .toBuffer();
    case 'small-sharpened':
      return rawSharp(crop)
        .resize({ width: widthFor(0.8) })
        .normalise()
        .sharpen({ sigma: 1 })
        .png({ compressionLevel: 1 })
        .toBuffer();
  }
}
