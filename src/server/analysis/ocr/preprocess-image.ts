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
 * EXIF-rotates, greys, scales to OCR_LONG_SIDE, evens out lighting, removes grain and straightens
 * skew of up to 4 degrees (a projection search, cheaper than tesseract's rotateAuto).
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
    let flat = await flattenBackground(data, raw);
    let layout = blank ? { skew: 0, sideways: false } : await estimateLayout(flat, raw);
    if (layout.sideways) {
      // A photo taken sideways without an EXIF orientation tag: turn the text lines horizontal.
      // Whether it should have been +90 or -90 is settled after OCR (see recognizeText).
      flat = await sharp(flat, { raw }).rotate(90).toColourspace('b-w').raw().toBuffer();
      [raw.width, raw.height] = [raw.height, raw.width];
      layout = await estimateLayout(flat, raw);
    }
    // sharp rotates before any other operation in a pipeline, whatever the call order.
    let pipeline = sharp(flat, { raw });
    if (Math.abs(layout.skew) >= 0.3) pipeline = pipeline.rotate(-layout.skew, { background: '#ffffff' });
    const png = await pipeline.median(3).toColourspace('b-w').png({ compressionLevel: 1 }).toBuffer();
    return { png, width: raw.width, height: raw.height, blank };
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
  // Blur a 1/8 size copy and scale it back: the same estimate as a wide blur at a tenth of the cost.
  const small = { width: Math.max(1, Math.round(raw.width / 8)), height: Math.max(1, Math.round(raw.height / 8)) };
  const background = await sharp(
    await sharp(grey, { raw })
      .resize(small.width, small.height, { fit: 'fill' })
      .blur(3)
      .toColourspace('b-w')
      .raw()
      .toBuffer(),
    { raw: { ...small, channels: raw.channels } },
  )
    .resize(raw.width, raw.height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const out = Buffer.alloc(grey.length);
  for (let i = 0; i < grey.length; i++) {
    const ratio = (grey[i] ?? 255) / Math.max(1, background[i] ?? 255);
    // Paper (ratio ~1) -> 255; anything under 0.55 of the local paper brightness -> 0.
    out[i] = Math.max(0, Math.min(255, Math.round(((ratio - 0.55) / 0.4) * 255)));
  }
  return out;
}

/**
 * Skew of the text lines, found by shearing the ink of a small copy through candidate angles and
 * keeping the angle whose row profile is sharpest (text lines fall into the fewest rows). A page
 * whose column profile is much sharper than its row profile holds vertical lines: it is sideways.
 */
async function estimateLayout(
  flat: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<{ skew: number; sideways: boolean }> {
  const width = 800;
  const { data, info } = await sharp(flat, { raw })
    .resize({ width })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink: number[] = [];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) if ((data[(y * info.width + x) * info.channels] ?? 255) < 110) ink.push(x, y);
  }
  if (ink.length < 200) return { skew: 0, sideways: false };
  const score = (degrees: number) => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const rows = new Float64Array(info.height + info.width + 2);
    const offset = info.width;
    for (let i = 0; i < ink.length; i += 2) rows[Math.round(ink[i + 1]! - ink[i]! * t) + offset]! += 1;
    let sum = 0;
    for (const r of rows) sum += r * r;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -4; d <= 4.001; d += 0.25) {
    const sc = score(d);
    if (sc > bestScore) [best, bestScore] = [d, sc];
  }
  const columns = new Float64Array(info.width);
  for (let i = 0; i < ink.length; i += 2) columns[ink[i]!]! += 1;
  let columnScore = 0;
  for (const c of columns) columnScore += c * c;
  // Peakiness normalised by bin count, so portrait and landscape pages compare fairly.
  const points = ink.length / 2;
  const rowPeak = (bestScore * info.height) / (points * points);
  const columnPeak = (columnScore * info.width) / (points * points);
  return { skew: best, sideways: columnPeak > rowPeak * 1.3 };
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
