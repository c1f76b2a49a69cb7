import sharp from 'sharp';
import { MAX_PDF_PAGES, loadPdfJs, withPdf, type PdfDocument } from './load-pdf.ts';

export interface RasterizeOptions {
  maxPages?: number;
  /** Target resolution; lowered per page when the result would exceed the pixel caps. */
  dpi?: number;
}

/** Longest side and area caps keep one page's bitmap under ~30 MB of RGBA. */
export const MAX_RASTER_SIDE = 2600;
export const MAX_RASTER_PIXELS = 7_000_000;

/** Renders the first pages to greyscale PNG. Annotation appearances (filled fields) are included. */
export async function rasterizePdf(bytes: Uint8Array, options: RasterizeOptions = {}): Promise<Buffer[]> {
  const maxPages = Math.min(options.maxPages ?? MAX_PDF_PAGES, MAX_PDF_PAGES);
  return withPdf(bytes, async (doc) => {
    const out: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++)
      out.push(await renderPdfPage(doc, n, options.dpi ?? 200));
    return out;
  });
}

interface CanvasLike {
  width: number;
  height: number;
  data(): Buffer;
}

interface CanvasFactoryLike {
  create(w: number, h: number): { canvas: CanvasLike; context: unknown };
  destroy(target: { canvas: CanvasLike; context: unknown }): void;
}

export async function renderPdfPage(doc: PdfDocument, pageNumber: number, dpi: number): Promise<Buffer> {
  const pdfjs = await loadPdfJs();
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  let scale = dpi / 72;
  scale = Math.min(scale, MAX_RASTER_SIDE / Math.max(base.width, base.height));
  scale = Math.min(scale, Math.sqrt(MAX_RASTER_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  const factory = doc.canvasFactory as CanvasFactoryLike;
  const target = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  try {
    const ctx = target.context as { fillStyle: string; fillRect(x: number, y: number, w: number, h: number): void };
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, target.canvas.width, target.canvas.height);
    await page.render({
      canvas: target.canvas as unknown as HTMLCanvasElement,
      canvasContext: target.context as CanvasRenderingContext2D,
      viewport,
      annotationMode: pdfjs.AnnotationMode.ENABLE,
    }).promise;
    const { width, height } = target.canvas;
    return await sharp(target.canvas.data(), { raw: { width, height, channels: 4 } })
      .removeAlpha()
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer();
  } finally {
    factory.destroy(target);
    page.cleanup();
  }
}
