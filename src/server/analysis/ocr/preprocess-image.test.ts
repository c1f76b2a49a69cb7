import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { OCR_LONG_SIDE, preprocessForOcr } from './preprocess-image.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/fixtures/documents');

describe('preprocessForOcr', () => {
  it('scales to the OCR size and keeps a portrait page upright', async () => {
    const prepared = await preprocessForOcr(await readFile(path.join(dir, 'uk-bank-statement.scan.jpg')));
    expect(prepared.blank).toBe(false);
    expect(prepared.height).toBe(OCR_LONG_SIDE);
    expect(prepared.width).toBeLessThan(prepared.height);
  });

  it('turns a sideways photo so its text lines are horizontal', async () => {
    const sideways = await sharp(await readFile(path.join(dir, 'uk-bank-statement.scan.jpg')))
      .rotate(90)
      .jpeg()
      .toBuffer();
    const prepared = await preprocessForOcr(sideways);
    expect(prepared.width).toBeLessThan(prepared.height);
  });

  it('flags a blank scan and refuses bytes that are not an image', async () => {
    expect((await preprocessForOcr(await readFile(path.join(dir, 'special-blank.scan.jpg')))).blank).toBe(true);
    await expect(preprocessForOcr(Buffer.from('nope'))).rejects.toBeInstanceOf(AnalysisInputError);
  });
});
