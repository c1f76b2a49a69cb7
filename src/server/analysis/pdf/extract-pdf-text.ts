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
 * cells with /\s{3,}/.
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
  const rows: { y: number; height: number; items: TextItemLike[] }[] = [];
  for (const item of items) {
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 10);
    const row = rows.find((r) => Math.abs(r.y - y) < Math.max(2, Math.min(r.height, height) * 0.5));
    if (row) row.items.push(item);
    else rows.push({ y, height, items: [item] });
  }
  rows.sort((a, b) => b.y - a.y);
  return rows.map((row) => {
    row.items.sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0));
    let line = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const item of row.items) {
      const x = item.transform[4] ?? 0;
      const gap = x - end;
      if (line !== '') line += gap > row.height * 2 ? '   ' : gap > row.height * 0.15 ? ' ' : '';
      line += item.str;
      end = x + item.width;
    }
    return line.replace(/[ \t]+$/, '');
  });
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}
