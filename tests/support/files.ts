import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/** Small real files for upload tests, made on the fly. */
export const jpeg = (width = 64, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .jpeg()
    .toBuffer();

export const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

export async function pdf(text = 'Utility bill for Asha Rao'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

export function form(type: string, bytes: Buffer, filename: string, mime = 'application/octet-stream'): FormData {
  const data = new FormData();
  data.append('type', type);
  data.append('file', new Blob([new Uint8Array(bytes)], { type: mime }), filename);
  return data;
}
