import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { extractPdfText, inspectPdf, rasterizePdf } from './index.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/fixtures/documents');
const load = (file: string) => readFile(path.join(dir, file));

describe('pdf utilities', () => {
  it('inspects text, scanned, script and owner-encrypted PDFs', async () => {
    expect(await inspectPdf(await load('us-utility-bill.pdf'))).toEqual({
      pages: 1,
      encrypted: false,
      hasJavaScript: false,
      hasTextLayer: true,
      operators: expect.any(Number),
    });
    expect(await inspectPdf(await load('us-utility-bill.scan.pdf'))).toMatchObject({ hasTextLayer: false });
    expect(await inspectPdf(await load('special-javascript.pdf'))).toMatchObject({
      hasJavaScript: true,
      hasTextLayer: true,
    });
    expect(await inspectPdf(await load('special-encrypted-no-user-password.pdf'))).toMatchObject({
      encrypted: true,
      hasTextLayer: true,
    });
  });

  it('refuses password-protected and corrupt PDFs with AnalysisInputError', async () => {
    await expect(inspectPdf(await load('special-encrypted-password.pdf'))).rejects.toThrow(/password-protected/);
    await expect(extractPdfText(await load('special-corrupt.pdf'))).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(inspectPdf(new Uint8Array())).rejects.toBeInstanceOf(AnalysisInputError);
  });

  it('extracts text lines in reading order', async () => {
    const { text, pages } = await extractPdfText(await load('uk-bank-statement.pdf'));
    expect(pages).toBe(1);
    expect(text).toMatch(/^Albion Building Society\nStatement of Account\nAccount holder: Kavita Sharma/);
  });

  it('rasterises within the size cap', async () => {
    const [png] = await rasterizePdf(await load('us-utility-bill.pdf'), { dpi: 600 });
    const meta = await sharp(png!).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2600);
  });
});
