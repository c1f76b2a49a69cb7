import sharp from 'sharp';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { decodePhoto, openImage } from './decode-photo.ts';
import { detectFaces } from './face-model.ts';
import { faceGeometry, proportionalCrown, tiltEstimates } from './face-geometry.ts';
import { findCrown } from './head-outline.ts';
import { segmentPerson } from './person-mask.ts';
import { topMarginShare } from './analyze-photo.ts';
import { PHOTO_RULES } from './photo-rules.ts';
import { DPI, printPixels, sheetLayout, type PaperSize, type PrintSpec } from './print-sheet.ts';

export { PAPERS, printPixels, sheetLayout, type PaperSize, type PrintSpec } from './print-sheet.ts';

export type FixedPhoto = { digital: Buffer; sheet: Buffer };

/**
 * The part of the photo one print shows: the print's own shape (never stretched afterwards), sized so the head
 * fills the rule's share of its height, centred on the eyes.
 */
export function cropFrame(
  head: { heightPx: number; crownY: number; eyesX: number },
  out: { width: number; height: number },
): { left: number; top: number; width: number; height: number } {
  const ratio = out.width / out.height;
  const share = bandMid(ratio);
  const height = head.heightPx / share;
  const width = height * ratio;
  const top = head.crownY - (1 - share) * height * topMarginShare(ratio);
  return { left: head.eyesX - width / 2, top, width, height };
}

const bandMid = (ratio: number) => {
  const frame = PHOTO_RULES.ratios.find((r) => Math.abs(r.ratio - ratio) < 0.01) ?? PHOTO_RULES.ratios[0]!;
  return (frame.headShare.min + frame.headShare.max) / 2;
};

/**
 * Crops, scales and levels (rotates by the head's tilt) a photo so the head fills the required share of a
 * 630 x 810 digital photo and of each print (the mission's size) on a 4 x 6 in or A6 sheet. Pixels of the face and background are never
 * changed; only where the crop reaches past the photo's edge is it filled with the background colour.
 */
export async function fixPhoto(bytes: Buffer, options: { print: PrintSpec; paper: PaperSize }): Promise<FixedPhoto> {
  const decoded = await decodePhoto(bytes);
  const img = { width: decoded.workWidth, height: decoded.workHeight, data: decoded.rgb };
  const faces = (await detectFaces(decoded.rgb, img.width, img.height)).filter(
    (f) => f.score >= 0.5 && f.mesh.length >= 468,
  );
  if (faces.length !== 1) {
    throw new AnalysisInputError(
      faces.length === 0
        ? 'We could not find a face in this photo, so it cannot be fixed automatically. Upload a photo of your face looking at the camera.'
        : `This photo shows ${faces.length} faces, so it cannot be fixed automatically. Upload a photo of only you.`,
    );
  }
  const geo = faceGeometry(faces[0]!);
  // The same crown the size check measures; where the mask is unsure, face proportions stand in.
  const measured = findCrown(await segmentPerson(img), geo);
  const crown = measured.unsure ? { y: proportionalCrown(geo) } : measured;
  const k = 1 / decoded.scale; // working -> original pixels
  const background = cornerBackground(img);

  // Level the eyes: rotate the full-resolution upright image about its centre, then map the landmarks. Not when
  // the mesh and the detector disagree about the tilt: turning by a wrong angle would tilt a level head.
  const tilt = tiltEstimates(faces[0]!, geo);
  const angle = tilt.agree && Math.abs(geo.rollDeg) > 0.5 ? -geo.rollDeg : 0;
  const { data: rotated, info } = await openImage(bytes)
    .rotate()
    .rotate(angle, { background })
    .flatten({ background })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rad = (angle * Math.PI) / 180;
  const map = (p: { x: number; y: number }) => {
    const dx = p.x * k - decoded.width / 2,
      dy = p.y * k - decoded.height / 2;
    return {
      x: info.width / 2 + dx * Math.cos(rad) - dy * Math.sin(rad),
      y: info.height / 2 + dx * Math.sin(rad) + dy * Math.cos(rad),
    };
  };
  const chin = map(geo.chin);
  const eyes = map(geo.eyeMid);
  // The crown lies on the face's vertical axis, above the eyes by the measured distance.
  // Measured vertically on the tilted photo; along the levelled head it is longer by 1 / cos(tilt).
  const headPx = ((geo.chin.y - Math.max(0, crown.y)) * k) / Math.cos(rad);
  const crownY = chin.y - headPx;
  const source = { data: rotated, width: info.width, height: info.height, channels: info.channels as 3 | 4 };

  const place = (width: number, height: number) =>
    cropPadResize(
      source,
      cropFrame({ heightPx: headPx, crownY, eyesX: eyes.x }, { width, height }),
      width,
      height,
      background,
    );

  const digital = await sharp(await place(PHOTO_RULES.digital.width, PHOTO_RULES.digital.height), {
    raw: { width: PHOTO_RULES.digital.width, height: PHOTO_RULES.digital.height, channels: 3 },
  })
    .jpeg({ quality: 92 })
    .toBuffer();

  const print = printPixels(options.print);
  const sheet = await buildSheet(await place(print.width, print.height), print, options.paper);
  return { digital, sheet };
}

async function cropPadResize(
  src: { data: Buffer; width: number; height: number; channels: 3 | 4 },
  rect: { left: number; top: number; width: number; height: number },
  width: number,
  height: number,
  background: { r: number; g: number; b: number },
): Promise<Buffer> {
  const l = Math.round(rect.left),
    t = Math.round(rect.top);
  // The crop keeps the output's shape to the pixel, so the resize below scales both sides alike.
  const w = Math.max(1, Math.round(rect.width));
  const h = Math.max(1, Math.round((w * height) / width));
  const pad = {
    left: Math.max(0, -l),
    top: Math.max(0, -t),
    right: Math.max(0, l + w - src.width),
    bottom: Math.max(0, t + h - src.height),
  };
  const padded = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: src.channels } })
    .extend({ ...pad, background })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(padded.data, { raw: { width: padded.info.width, height: padded.info.height, channels: 3 } })
    .extract({ left: l + pad.left, top: t + pad.top, width: w, height: h })
    .resize(width, height, { kernel: 'lanczos3' })
    .raw()
    .toBuffer();
}

/** The print repeated on a sheet of paper at 300 DPI, with hairline cut guides. */
export async function buildSheet(
  pixels: Buffer,
  print: { width: number; height: number },
  paper: PaperSize,
): Promise<Buffer> {
  const { width: sheetW, height: sheetH, spots } = sheetLayout(print, paper);
  const tile = await sharp(pixels, { raw: { width: print.width, height: print.height, channels: 3 } })
    .png()
    .toBuffer();
  // Cut guides: a hairline around each print, plus tick marks in the sheet margins.
  const lines = spots
    .map(
      (s) =>
        `<rect x="${s.left + 0.5}" y="${s.top + 0.5}" width="${print.width - 1}" height="${print.height - 1}" fill="none" stroke="#9a9a9a" stroke-width="1"/>`,
    )
    .join('');
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${sheetW}" height="${sheetH}">${lines}</svg>`,
  );
  return sharp({ create: { width: sheetW, height: sheetH, channels: 3, background: '#ffffff' } })
    .composite([...spots.map((s) => ({ input: tile, ...s })), { input: svg, left: 0, top: 0 }])
    .flatten({ background: '#ffffff' })
    .withMetadata({ density: DPI })
    .jpeg({ quality: 92 })
    .toBuffer();
}

function cornerBackground(img: { width: number; height: number; data: Buffer }) {
  let r = 0,
    g = 0,
    b = 0,
    n = 0;
  const s = Math.max(2, Math.round(Math.min(img.width, img.height) * 0.05));
  for (const x0 of [0, img.width - s])
    for (let y = 0; y < s; y++)
      for (let x = x0; x < x0 + s; x++) {
        const i = (y * img.width + x) * 3;
        r += img.data[i]!;
        g += img.data[i + 1]!;
        b += img.data[i + 2]!;
        n++;
      }
  return { r: Math.round(r / n), g: Math.round(g / n), b: Math.round(b / n) };
}
