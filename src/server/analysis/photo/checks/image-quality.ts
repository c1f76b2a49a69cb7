import sharp from 'sharp';
import type { FaceGeometry } from '../face-geometry.ts';
import { blockiness, clampRect, grayCrop, laplacianVariance, type Rgb } from '../pixels.ts';
import { type CheckOutcome, type PhotoContext, judge } from '../photo-context.ts';
import { PHOTO_RULES as R } from '../photo-rules.ts';
import { type PixelBlocks, pixelBlocks } from '../resolution.ts';

/** Laplacian variance of the face (forehead to chin), resized to 256 px wide so face size does not matter. */
export async function faceSharpness(img: Rgb, geo: FaceGeometry | undefined): Promise<number> {
  const region = faceRegion(img, geo);
  if (region.width < 8 || region.height < 8) return 0;
  const { data, info } = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 3 } })
    .extract({ left: region.x, top: region.y, width: region.width, height: region.height })
    .resize({ width: 256, kernel: 'cubic' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return laplacianVariance({ width: info.width, height: info.height, data });
}

/** Pixel blocks over the face (see resolution.ts), on the working copy. */
export function facePixelBlocks(img: Rgb, geo: FaceGeometry | undefined): PixelBlocks {
  return pixelBlocks(grayCrop(img, faceRegion(img, geo)));
}

const faceRegion = (img: Rgb, geo: FaceGeometry | undefined) =>
  geo
    ? clampRect(
        {
          x: geo.faceLeft,
          y: geo.foreheadTop.y,
          width: geo.faceRight - geo.faceLeft,
          height: geo.chin.y - geo.foreheadTop.y,
        },
        img.width,
        img.height,
      )
    : clampRect(
        { x: img.width * 0.25, y: img.height * 0.2, width: img.width * 0.5, height: img.height * 0.5 },
        img.width,
        img.height,
      );

/**
 * Blocks a viewer would see: JPEG's own 8 px grid at the stored resolution (compression), or blocks off that grid,
 * a photo enlarged by repeating pixels. Both draw lines on the face that fine-detail checks must not read.
 */
export function visibleBlocks(ctx: PhotoContext) {
  const { decoded, geo, img, blocks: pixel } = ctx;
  const q = R.quality;
  const region = faceRegion(img, geo);
  // JPEG's own 8 px blocks are only visible at the stored resolution.
  const blockiness8 =
    decoded.format === 'jpeg' && decoded.scale === 1 ? blockiness(grayCrop(img, region), region.x, region.y) : 1;
  const compressed = blockiness8 > q.maxBlockiness;
  return {
    blockiness8,
    compressed,
    enlarged: pixel.emptiness > q.maxBlockEmptiness && !compressed,
    /** Block size in the stored image's pixels. */
    blockPx: pixel.blockPx / decoded.scale,
  };
}

export function imageQuality(ctx: PhotoContext): CheckOutcome {
  const { decoded, sharpness, blocks: pixel } = ctx;
  const shortSide = Math.min(decoded.width, decoded.height);
  const q = R.quality;
  const { blockiness8: blocks, compressed, enlarged, blockPx } = visibleBlocks(ctx);
  const detail = {
    width: Math.round(decoded.width / Math.max(1, blockPx)),
    height: Math.round(decoded.height / Math.max(1, blockPx)),
  };
  const parts = [shortSide >= q.minShortSide, !enlarged, sharpness >= q.failSharpness, !compressed];
  // Between failSharpness and minSharpness a slightly soft photo and a shaken one measure alike: a person decides.
  const soft = sharpness < q.minSharpness;
  const value =
    `${decoded.width} x ${decoded.height} px, sharpness ${sharpness.toFixed(0)}, compression blockiness ${blocks.toFixed(2)}, ` +
    `pixel blocks ${pixel.emptiness.toFixed(2)}` +
    (enlarged
      ? ` (${blockPx.toFixed(1)} px wide: effective resolution about ${detail.width} x ${detail.height} px)`
      : '');
  const threshold = `short side at least ${q.minShortSide} px, sharpness at least ${q.minSharpness} (under ${q.failSharpness} fails, between is checked by a person), blockiness at most ${q.maxBlockiness}, pixel blocks at most ${q.maxBlockEmptiness}`;
  let issue = 'The image quality is too low.',
    suggestion = 'Retake the photo in good light, holding the camera steady.';
  if (!parts[0]) {
    issue = `The image is only ${decoded.width} x ${decoded.height} pixels.`;
    suggestion =
      'Upload the original photo from your camera or phone (at least 630 x 810 pixels), not a screenshot or a resized copy.';
  } else if (!parts[1]) {
    issue = `The photo was enlarged from a much smaller one: it is made of blocks ${blockPx.toFixed(0)} pixels wide, so it holds only about ${detail.width} x ${detail.height} pixels of detail (effective resolution).`;
    suggestion = ENLARGED_SUGGESTION;
  } else if (!parts[2]) {
    issue = 'The photo is blurry, or was enlarged from a smaller one.';
    suggestion =
      'Take the photo again at full resolution, with the camera steady and focused on your face (tap your face on a phone screen); do not enlarge a smaller photo.';
  } else if (!parts[3]) {
    issue = 'The photo is heavily compressed (blocky).';
    suggestion =
      'Upload the original file rather than one sent through a messaging app, or save it at a higher JPEG quality.';
  }
  return judge(
    !parts.every(Boolean) ? 'failed' : soft ? 'doubtful' : 'passed',
    value,
    threshold,
    issue,
    suggestion,
    `The photo is a little soft (sharpness ${sharpness.toFixed(0)}, ${q.minSharpness} expected): slightly soft photos and shaken ones measure alike here, so a person will check.`,
  );
}

export const ENLARGED_SUGGESTION =
  'Take the photo again at full resolution and upload the original file from your camera or phone (at least 630 x 810 pixels), not an enlarged copy, a thumbnail or a screenshot.';
