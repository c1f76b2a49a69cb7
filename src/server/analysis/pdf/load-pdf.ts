import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';

import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/** Largest PDF we parse; the upload limit is 10 MB, this is a second line of defence. */
export const MAX_PDF_BYTES = 15 * 1024 * 1024;
/** Pages read from any PDF: address proofs and the form need the first few only. */
export const MAX_PDF_PAGES = 5;

const require = createRequire(import.meta.url);
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'));
const standardFontDataUrl = pathToFileURL(path.join(pdfjsRoot, 'standard_fonts') + path.sep).href;
const wasmUrl = pathToFileURL(path.join(pdfjsRoot, 'wasm') + path.sep).href;

let pdfjsPromise: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjsPromise;
}

/**
 * Opens a PDF with everything that could run code or reach the network switched off. pdf.js never
 * executes document JavaScript unless a scripting sandbox is attached, which we never do.
 */
export async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  if (bytes.byteLength === 0) throw new AnalysisInputError('The PDF file is empty. Upload the document again.');
  if (bytes.byteLength > MAX_PDF_BYTES) {
    throw new AnalysisInputError('This PDF is too large to check. Upload a file under 10 MB.');
  }
  const pdfjs = await loadPdfJs();
  // pdf.js may transfer (detach) the buffer it is given, so it gets its own copy.
  const data = new Uint8Array(bytes);
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    useSystemFonts: false,
    disableFontFace: true,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    stopAtErrors: false,
    maxImageSize: 40_000_000,
    standardFontDataUrl,
    wasmUrl,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    throw toInputError(error);
  }
}

function toInputError(error: unknown): Error {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new AnalysisInputError(
      'This PDF is password-protected. Remove the password (for example print it to a new PDF) and upload that copy.',
    );
  }
  return new AnalysisInputError(
    'This PDF could not be read; it may be damaged or incomplete. Download or scan the document again and upload the new file.',
  );
}

export async function withPdf<T>(bytes: Uint8Array, use: (doc: PdfDocument) => Promise<T>): Promise<T> {
  const doc = await openPdf(bytes);
  try {
    return await use(doc);
  } catch (error) {
    if (error instanceof AnalysisInputError) throw error;
    throw toInputError(error);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
