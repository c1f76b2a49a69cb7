import { MAX_PDF_PAGES, withPdf } from './load-pdf.ts';
import { pageTextLines } from './extract-pdf-text.ts';

export interface PdfInspection {
  pages: number;
  encrypted: boolean;
  hasJavaScript: boolean;
  hasTextLayer: boolean;
  /** Drawing operators on the pages an analysis reads: the measure of its work. */
  operators: number;
}

/** Minimum characters of real text on the first pages for a PDF to count as having a text layer. */
export const MIN_TEXT_LAYER_CHARS = 40;

/**
 * Password-protected PDFs throw AnalysisInputError; `encrypted` is true for PDFs encrypted with an
 * empty user password (readable, e.g. "owner password only" bank statements).
 */
export async function inspectPdf(
  bytes: Uint8Array,
  { maxOperators = Infinity }: { maxOperators?: number } = {},
): Promise<PdfInspection> {
  const encrypted = hasEncryptDictionary(bytes);
  return withPdf(bytes, async (doc) => {
    const hasJavaScript = await hasJavaScriptActions(doc, bytes);
    let chars = 0;
    let operators = 0;
    // Every page the analysis will read is parsed here, so a heavy page 2 is found before it is queued.
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PDF_PAGES) && operators <= maxOperators; n++) {
      const page = await doc.getPage(n);
      if (chars < MIN_TEXT_LAYER_CHARS) chars += (await pageTextLines(page)).join('').replace(/\s+/g, '').length;
      operators += (await page.getOperatorList()).fnArray.length;
      page.cleanup();
    }
    return { pages: doc.numPages, encrypted, hasJavaScript, hasTextLayer: chars >= MIN_TEXT_LAYER_CHARS, operators };
  });
}

export async function hasJavaScriptActions(
  doc: { getJSActions(): Promise<unknown> },
  bytes: Uint8Array,
): Promise<boolean> {
  if (rawBytesMentionJavaScript(bytes)) return true;
  try {
    const actions = await doc.getJSActions();
    return actions !== null && typeof actions === 'object' && Object.keys(actions).length > 0;
  } catch {
    return false;
  }
}

const latin1 = new TextDecoder('latin1');

function scanText(bytes: Uint8Array): string {
  // Dictionaries outside compressed object streams are plain ASCII; that is where /Encrypt,
  // /OpenAction and /JS usually sit. Cap the scan so a huge file costs little.
  return latin1.decode(bytes.subarray(0, Math.min(bytes.byteLength, 16 * 1024 * 1024)));
}

export function rawBytesMentionJavaScript(bytes: Uint8Array): boolean {
  return /\/(JavaScript|JS)\b/.test(scanText(bytes));
}

export function hasEncryptDictionary(bytes: Uint8Array): boolean {
  return /\/Encrypt\s*(\d+\s+\d+\s+R|<<)/.test(scanText(bytes));
}
