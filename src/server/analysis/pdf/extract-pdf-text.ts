import { layoutTextRuns } from '#server/analysis/ocr/page-layout.ts';
import { MAX_PDF_PAGES, withPdf } from './load-pdf.ts';

interface TextItemLike {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

interface PageLike {
  getTextContent(): Promise<{ items: unknown[] }>;
}

/**
 * Reads the text layer of the first pages as lines in reading order. Text runs on the same
 * baseline that are far apart (table columns) are separated by three spaces so parsers can split
 * cells with /\s{3,}/; a side box whose lines fall between a block's is written after it (layoutTextRuns).
 */
export async function extractPdfText(
  bytes: Uint8Array,
  maxPages = MAX_PDF_PAGES,
): Promise<{ pages: number; text: string; pageTexts: string[] }> {
  return withPdf(bytes, async (doc) => {
    const pageTexts: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages, MAX_PDF_PAGES); n++) {
      const page = await doc.getPage(n);
      pageTexts.push((await pageTextLines(page)).join('\n'));
      page.cleanup();
    }
    return { pages: doc.numPages, text: pageTexts.join('\n\n'), pageTexts };
  });
}

export async function pageTextLines(page: PageLike): Promise<string[]> {
  const content = await page.getTextContent();
  const items = content.items.filter(isTextItem).filter((item) => item.str.trim() !== '');
  // PDF y grows upwards; the layout works top-down.
  return layoutTextRuns(
    items.map((item) => ({
      text: item.str,
      left: item.transform[4] ?? 0,
      width: item.width,
      baseline: -(item.transform[5] ?? 0),
      height: Math.abs(item.height) || Math.abs(item.transform[3] ?? 10),
    })),
  );
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}
