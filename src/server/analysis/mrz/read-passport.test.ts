import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { PassportAnalysisSchema } from '#shared/schemas/passport-analysis.ts';
import { readPassportImage, terminateMrzReader, warmUpMrzReader } from './read-passport.ts';

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../tests/fixtures/passports');
const NOW = new Date('2025-11-01T10:00:00Z');

interface Label {
  file: string;
  kind: 'clean' | 'photo' | 'bad-check-digit';
  mrzLines: [string, string];
  expected: Record<string, string>;
  failedCheckDigits: string[];
}
const labels = (JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as { fixtures: Label[] }).fixtures;
const fixture = (file: string) => readFileSync(path.join(FIXTURES, file));

beforeAll(async () => {
  await warmUpMrzReader();
});
afterAll(async () => {
  await terminateMrzReader();
});

describe('readPassportImage on labelled specimens', () => {
  // Clean scans plus two phone-like photos, to catch a regression in locating or reading.
  const exact = labels.filter((l) => l.kind === 'clean' || l.file.startsWith('05-') || l.file.startsWith('10-'));

  it.each(exact.map((l) => [l.file, l]))('reads %s exactly', async (_file, label) => {
    const result = await readPassportImage(fixture(label.file), NOW);
    expect(PassportAnalysisSchema.parse(result)).toEqual(result);
    expect(result.mrzFound).toBe(true);
    expect(result.mrzLines).toEqual(label.mrzLines);
    expect(result.extractedData).toEqual(label.expected);
    expect(result.failedCheckDigits).toEqual([]);
    expect(result.isValid).toBe(true);
    expect(result.isCompliant).toBe(true);
    expect(result.needsHumanReview).toBe(false);
    expect(result.score).toBe(100);
    expect(result.renewal).not.toBeNull();
  });

  it('reads the name on a hard phone photo through the LSTM cross-check, and still sends it for review', async () => {
    // The legacy engine reads SHWETHA as SHNETHA on this blurred, tilted photo; names have no check digit.
    const label = labels.find((l) => l.file === '22-photo.jpg')!;
    const result = await readPassportImage(fixture(label.file), NOW);
    expect(result.extractedData).toEqual(label.expected);
    expect(result.failedCheckDigits).toEqual([]);
    expect(result.needsHumanReview).toBe(true);
  }, 30_000);

  it.each(labels.filter((l) => l.kind === 'bad-check-digit').map((l) => [l.file, l]))(
    'flags the wrong check digit in %s for human review without correcting it',
    async (_file, label) => {
      const result = await readPassportImage(fixture(label.file), NOW);
      expect(result.mrzFound).toBe(true);
      expect(result.mrzLines[1]).toBe(label.mrzLines[1]);
      expect(result.failedCheckDigits).toEqual(label.failedCheckDigits);
      expect(result.needsHumanReview).toBe(true);
      expect(result.isValid).toBe(false);
      expect(result.issues.join(' ')).toMatch(/do not add up/);
    },
  );

  it('follows the EXIF orientation of a photo stored sideways', async () => {
    const label = labels[1]!;
    const sideways = await sharp(fixture(label.file))
      .rotate(270)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await readPassportImage(sideways, NOW);
    expect(result.extractedData).toEqual(label.expected);
  });

  it.each([90, 180, 270] as const)(
    'turns a page stored %i degrees off, with no EXIF orientation, upright before reading it',
    async (turn) => {
      const label = labels[0]!;
      const turned = await sharp(fixture(label.file)).rotate(turn).jpeg({ quality: 90 }).toBuffer();
      const result = await readPassportImage(turned, NOW);
      expect(result.extractedData).toEqual(label.expected);
      expect(result.failedCheckDigits).toEqual([]);
    },
  );

  it('finds the MRZ on an A4 flatbed scan where the passport fills one corner', async () => {
    const label = labels[0]!;
    const passport = await sharp(fixture(label.file)).resize({ width: 1476 }).png().toBuffer();
    const a4 = await sharp({ create: { width: 2480, height: 3508, channels: 3, background: '#ffffff' } })
      .composite([{ input: passport, left: 120, top: 150 }])
      .jpeg({ quality: 85 })
      .toBuffer();
    const result = await readPassportImage(a4, NOW);
    expect(result.extractedData).toEqual(label.expected);
  });

  it('is safe to call concurrently (one worker, queued passes)', async () => {
    const [a, b] = [labels[2]!, labels[3]!];
    const results = await Promise.all([
      readPassportImage(fixture(a.file), NOW),
      readPassportImage(fixture(b.file), NOW),
    ]);
    expect(results.map((r) => r.extractedData)).toEqual([a.expected, b.expected]);
  });

  it('says the passport has expired, relative to the date given', async () => {
    const expired = labels.find((l) => l.file.startsWith('03-')) as Label; // expired 2024-09-09
    const result = await readPassportImage(fixture(expired.file), NOW);
    expect(result.renewal).toMatchObject({ status: 'expired', daysToExpiry: -418 });
  });
});

describe('readPassportImage on unusable input', () => {
  it('reports no MRZ on a blank page', async () => {
    const blank = await sharp({ create: { width: 1200, height: 850, channels: 3, background: '#f2f0ea' } })
      .jpeg()
      .toBuffer();
    const result = await readPassportImage(blank, NOW);
    expect(result.mrzFound).toBe(false);
    expect(result.isValid).toBe(false);
    expect(result.needsHumanReview).toBe(false);
    expect(result.issues[0]).toMatch(/could not find the two lines/);
  });

  it('rejects bytes that are not an image', async () => {
    const corrupt = Buffer.concat([fixture(labels[0]!.file).subarray(0, 40), Buffer.from('not really a png')]);
    await expect(readPassportImage(corrupt, NOW)).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(readPassportImage(Buffer.alloc(0), NOW)).rejects.toBeInstanceOf(AnalysisInputError);
  });

  it('rejects a pixel bomb before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 7_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(readPassportImage(bomb, NOW)).rejects.toThrow(/too many pixels/);
  });
});

describe('readPassportImage on published specimen pages (calibration part)', () => {
  const REAL = path.resolve(FIXTURES, '../passports-real');
  const real = (file: string) => readFileSync(path.join(REAL, file));

  it('refuses a Schengen visa (two lines of 36) in plain words instead of reading it as a passport', async () => {
    const result = await readPassportImage(real('originals/arg0s-visas-france.png'), NOW);
    expect(PassportAnalysisSchema.parse(result)).toEqual(result);
    expect(result.notPassport).toBe('visa');
    expect(result.isValid).toBe(false);
    expect(result.issues).toEqual([
      "This looks like a visa, not a passport's photo page. Upload the photo page of your current passport.",
    ]);
  }, 30_000);

  it('refuses an ID card (three lines of 30)', async () => {
    const result = await readPassportImage(real('originals/arg0s-id-cards-sweden.png'), NOW);
    expect(result.notPassport).toBe('id_card');
  }, 30_000);

  it('never takes as read a number of letters and zeros that an O/0 swap would also pass', async () => {
    // ZE000509: reading its fourth and fifth characters (zeros) as Os gives the same check digits.
    const result = await readPassportImage(real('generated/arg0s-passports-canada-rot90.jpg'), NOW);
    expect(result.extractedData.passportNumber).toBe('ZE000509');
    expect(result.needsHumanReview).toBe(true);
    expect(result.issues.join(' ')).toMatch(/passport number look alike/);
  }, 30_000);
});
