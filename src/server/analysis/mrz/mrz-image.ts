/**
 * Image side of the MRZ reader (sharp): decode safely, level the page, cut out the MRZ band and make
 * the variants that the OCR passes read.
 */
import sharp, { type Sharp } from 'sharp';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { guessOrientation, type OrientationGuess } from './mrz-orientation.ts';
import { estimateSkewDegrees, localInk, locateMrz, tightMrzBox, type GreyImage, type MrzRegion } from './mrz-locate.ts';

/** Phone photos are at most ~50 MP; anything larger is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const WORK_LONG_SIDE = 2000;
const ANALYSIS_WIDTH = 640;
const MIN_SIDE = 300;
/** MRZ text width the OCR passes see; the legacy engine likes ~30 px tall capitals. */
const OCR_TEXT_WIDTH = 1000;
/** A pixel is ink when darker than this share of its window's mean (local-threshold variants). */
const LOCAL_INK_RATIO = Number(process.env.MRZ_LOCAL_RATIO ?? 0.85);

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
    // By the long side: a page photographed sideways is as readable as one held level.
    if (Math.max(info.width, info.height) < MIN_SIDE || Math.min(info.width, info.height) < MIN_SIDE * 0.5) {
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

async function toGrey(pipeline: Sharp): Promise<DecodedImage> {
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

/** Turns the image by a quarter-turn multiple, for photos taken sideways or upside down without EXIF. */
export function turnGrey(img: DecodedImage, degrees: 90 | 180 | 270): Promise<DecodedImage> {
  return toGrey(rawSharp(img).rotate(degrees));
}

/** Which way up the page is (mrz-orientation.ts), from a small copy: tens of milliseconds, no OCR. */
export async function findOrientation(img: DecodedImage): Promise<OrientationGuess> {
  const small = await toGrey(
    rawSharp(img).resize({ width: ANALYSIS_WIDTH, height: ANALYSIS_WIDTH, fit: 'inside' }).normalise(),
  );
  return guessOrientation(small);
}

/**
 * Levels the image and cuts out the MRZ band, then (with `fallback`) the bottom third of the image in
 * case layout analysis picked the wrong band.
 */
export async function cropMrz(img: DecodedImage, fallback = true): Promise<MrzCrop[]> {
  const scale = ANALYSIS_WIDTH / img.width;
  const small = await toGrey(
    rawSharp(img)
      .resize({ width: ANALYSIS_WIDTH, height: Math.max(1, Math.round(img.height * scale)) })
      .normalise(),
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
    crops.push({
      image: await tighten(await extractRegion(levelled, region, fx, fy)),
      located: true,
      skewDegrees: skew,
    });
  }
  if (fallback) {
    const top = Math.round(levelledSmall.height * 0.62);
    const bottom: MrzRegion = { top, bottom: levelledSmall.height, left: 0, right: levelledSmall.width };
    crops.push({ image: await extractRegion(levelled, bottom, fx, fy), located: false, skewDegrees: skew });
  }
  return Promise.all(crops.map(async (crop) => ({ ...crop, image: await bandShaped(crop.image) })));
}

/** The upper part of a tight band: the name line, for the LSTM engine's second reading (less to read). */
export async function nameLineStrip(band: DecodedImage): Promise<DecodedImage> {
  const height = Math.max(1, Math.round(band.height * 0.55));
  return toGrey(rawSharp(band).extract({ left: 0, top: 0, width: band.width, height }));
}

/** An MRZ band (two or three lines of 30-44 characters, with margins) is far wider than it is tall. */
const MAX_BAND_HEIGHT_RATIO = 0.35;

/**
 * Keeps the bottom of a crop that is too tall to be an MRZ band (a text block taken for one, the
 * bottom-of-page fallback of a portrait photo): the legacy engine can spend a minute on a large block
 * of texture, and the MRZ is at the bottom of the page.
 */
async function bandShaped(crop: DecodedImage): Promise<DecodedImage> {
  const maxHeight = Math.round(crop.width * MAX_BAND_HEIGHT_RATIO);
  if (crop.height <= maxHeight) return crop;
  return toGrey(
    rawSharp(crop).extract({ left: 0, top: crop.height - maxHeight, width: crop.width, height: maxHeight }),
  );
}

/**
 * Cuts the located band down to the MRZ lines themselves (mrz-locate.ts, tightMrzBox): less to read, and
 * no page edge, table or printed text above for the OCR to turn into stray characters.
 */
async function tighten(band: DecodedImage): Promise<DecodedImage> {
  if (process.env.MRZ_LOOSE_CROP) return band;
  const box = tightMrzBox(band);
  if (!box) return band;
  return toGrey(
    rawSharp(band).extract({ left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top }),
  );
}

async function extractRegion(img: DecodedImage, r: MrzRegion, fx: number, fy: number): Promise<DecodedImage> {
  const lineHeight = ((r.bottom - r.top) * fy) / 2;
  const padX = Math.round(Math.max(12, lineHeight * 1.5));
  const padY = Math.round(Math.max(8, lineHeight * 0.5));
  const left = Math.max(0, Math.floor(r.left * fx) - padX);
  const top = Math.max(0, Math.floor(r.top * fy) - padY);
  const right = Math.min(img.width, Math.ceil(r.right * fx) + padX);
  const bottom = Math.min(img.height, Math.ceil(r.bottom * fy) + padY);
  return toGrey(rawSharp(img).extract({ left, top, width: right - left, height: bottom - top }));
}

export type OcrVariant =
  | 'normalised'
  | 'clahe-threshold'
  | 'small-sharpened'
  | 'gamma'
  | 'large'
  | 'threshold'
  | 'threshold-large'
  | 'blur-threshold-large'
  | 'local-threshold'
  | 'local-threshold-large';

/**
 * One PNG per OCR pass. The legacy engine's errors change a lot with scale and contrast, so passes at
 * different ones disagree on different characters, which is what the vote needs. The mix was chosen on
 * the labelled specimens (bench/mrz.ts).
 */
export async function renderVariant(crop: DecodedImage, variant: OcrVariant): Promise<Buffer> {
  const width = (factor: number) => Math.round(Math.min(OCR_TEXT_WIDTH * factor, crop.width * 3));
  const resized = (factor: number) => rawSharp(crop).resize({ width: width(factor) });
  // CLAHE's tile must fit inside the image.
  const tile = (factor: number, size: number) =>
    Math.max(2, Math.min(size, Math.floor((crop.height * width(factor)) / crop.width / 2) - 1));
  const png = (pipeline: Sharp) => pipeline.png({ compressionLevel: 1 }).toBuffer();
  switch (variant) {
    case 'normalised':
      return png(resized(1).normalise());
    case 'gamma':
      return png(resized(1.1).gamma(2.2).normalise());
    case 'large':
      return png(resized(1.3).normalise());
    case 'clahe-threshold':
      return png(
        resized(1.2)
          .clahe({ width: tile(1.2, 64), height: tile(1.2, 64), maxSlope: 3 })
          .median(3)
          .threshold(128),
      );
    // Binarised renderings: on blurred, noisy photos the legacy engine reads these about as well as the
    // grey ones but several times faster (grey passes over noise can take seconds), so more of them fit
    // in the time budget and the vote gets more independent readings.
    case 'threshold':
      return png(resized(1.5).normalise().threshold(128));
    case 'threshold-large':
      return png(resized(2).normalise().threshold(128));
    case 'blur-threshold-large':
      return png(resized(2).blur(1.2).normalise().threshold(128));
    case 'small-sharpened':
      return png(resized(0.8).normalise().sharpen({ sigma: 1 }));
    case 'local-threshold':
      return localBinarised(resized(1.5).blur(0.8));
    case 'local-threshold-large':
      return localBinarised(resized(2).blur(1.2));
  }
}

/**
 * Binarises by a local mean (mrz-locate.ts, localInk) rather than one global level: under harsh or
 * uneven light a global threshold turns half the band white or black, while the characters still stand
 * out from their own surroundings. The window is about two text heights.
 */
async function localBinarised(pipeline: Sharp): Promise<Buffer> {
  const grey = await toGrey(pipeline);
  const ink = localInk(grey, Math.max(15, Math.round(grey.height / 2.5)), LOCAL_INK_RATIO);
  const out = Buffer.alloc(ink.length);
  for (let i = 0; i < ink.length; i++) out[i] = ink[i] ? 0 : 255;
  return rawSharp({ data: out, width: grey.width, height: grey.height }).png({ compressionLevel: 1 }).toBuffer();
}
