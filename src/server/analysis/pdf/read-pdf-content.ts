import { pageTextLines } from './extract-pdf-text.ts';
import { hasJavaScriptActions, hasEncryptDictionary, MIN_TEXT_LAYER_CHARS } from './inspect-pdf.ts';
import { MAX_PDF_PAGES, withPdf, type PdfDocument } from './load-pdf.ts';
import { renderPdfPage } from './rasterize-pdf.ts';

export interface PdfContent {
  pages: number;
  encrypted: boolean;
  hasJavaScript: boolean;
  /** Text of the first pages when the PDF has a text layer, else null. */
  text: string | null;
  /** Page images (PNG) when there is no text layer, else empty. */
  images: Buffer[];
  /** AcroForm field values by fully qualified name (only when asked for). */
  fields: Record<string, string>;
}

export interface ReadPdfOptions {
  maxPages?: number;
  dpi?: number;
  withFields?: boolean;
}

/**
 * Opens the PDF once and returns what an analyser needs: the text layer if there is one, else
 * rendered pages for OCR. Scripts are detected and reported, never run.
 */
export async function readPdfContent(bytes: Uint8Array, options: ReadPdfOptions = {}): Promise<PdfContent> {
  const maxPages = Math.min(options.maxPages ?? MAX_PDF_PAGES, MAX_PDF_PAGES);
  return withPdf(bytes, async (doc) => {
    const hasJavaScript = await hasJavaScriptActions(doc, bytes);
    const fields = options.withFields ? await readFieldValues(doc) : {};
    const pageTexts: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      pageTexts.push((await pageTextLines(page)).join('\n'));
      page.cleanup();
    }
    const text = pageTexts.join('\n\n');
    const hasText = text.replace(/\s+/g, '').length >= MIN_TEXT_LAYER_CHARS;
    const images: Buffer[] = [];
    if (!hasText) {
      for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++)
        images.push(await renderPdfPage(doc, n, options.dpi ?? 180));
    }
    return {
      pages: doc.numPages,
      encrypted: hasEncryptDictionary(bytes),
      hasJavaScript,
      text: hasText ? text : null,
      images,
      fields,
    };
  });
}

async function readFieldValues(doc: PdfDocument): Promise<Record<string, string>> {
  const objects = (await doc.getFieldObjects().catch(() => null)) as Record<string, { value?: unknown }[]> | null;
  const out: Record<string, string> = {};
  for (const [name, widgets] of Object.entries(objects ?? {})) {
    const value = widgets.map((w) => w.value).find((v) => typeof v === 'string' && v.trim() !== '');
    if (typeof value === 'string') out[name] = value.trim();
  }
  return out;
}
