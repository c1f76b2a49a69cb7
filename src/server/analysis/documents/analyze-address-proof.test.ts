import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { terminateOcr, warmUpOcr } from '#server/analysis/ocr/ocr-worker.ts';
import { AddressProofAnalysisSchema } from '#shared/schemas/document-analysis.ts';
import { analyzeAddressProof } from './analyze-address-proof.ts';
import { fixture, loadLabels, normalised, type FixtureLabels } from './fixtures.test-helpers.ts';

let labels: FixtureLabels;
let now: Date;

beforeAll(async () => {
  labels = await loadLabels();
  now = new Date(labels.now);
});

describe('analyzeAddressProof on text-layer PDFs', () => {
  it('extracts every labelled field and classifies every calibration fixture', async () => {
    // Held-out fixtures are measured by the bench only, so that no test pins the code to them.
    const textPdfs = labels.addressProofs.filter((l) => l.variant === 'text_pdf' && l.split === 'calibration');
    expect(textPdfs).toHaveLength(48);
    for (const label of textPdfs) {
      const result = await analyzeAddressProof(await fixture(label.file), 'application/pdf', now);
      expect(AddressProofAnalysisSchema.parse(result)).toEqual(result);
      expect(result.source, label.file).toBe('text_layer');
      expect(result.documentType, label.file).toBe(label.documentType);
      expect(normalised(result.extractedData.name), label.file).toBe(normalised(label.name));
      expect(normalised(result.extractedData.address), label.file).toBe(normalised(label.address));
      expect(result.extractedData.date, label.file).toBe(label.date);
      expect(result.extractedData.expiryDate, label.file).toBe(label.expiryDate);
      expect(result.isValid, label.file).toBe(label.isValid);
      expect(result.isCompliant).toBe(result.isValid);
    }
  });

  it('reads a US bill with month-first dates and its fields', async () => {
    const result = await analyzeAddressProof(await fixture('us-utility-bill.pdf'), 'application/pdf', now);
    expect(result).toMatchObject({
      documentType: 'utility_bill',
      extractedData: {
        name: 'Priya Raman',
        address: '1458 Maple Avenue, Apt 3B, Sunnyvale, CA 94086',
        date: '2025-06-03',
      },
      isValid: true,
      ageDays: 12,
      pages: 1,
    });
    expect(result.score).toBeGreaterThanOrEqual(80);
    expect(result.issues).toEqual([]);
  });

  it('applies the 3-month rule with a plain-words explanation', async () => {
    const bill = await fixture('uk-utility-bill.pdf');
    const stale = await analyzeAddressProof(bill, 'application/pdf', now);
    expect(stale.isValid).toBe(false);
    expect(stale.ageDays).toBe(190);
    expect(stale.issues).toContain(
      'This bill is dated 7 December 2024, 190 days ago; address proof must be dated within the last 3 months.',
    );
    expect(stale.suggestions).toContain('Upload a more recent bill or statement.');
    expect(stale.score).toBeLessThan(60);
    // The same bill checked shortly after it was issued passes.
    const fresh = await analyzeAddressProof(bill, 'application/pdf', new Date('2025-01-10T00:00:00Z'));
    expect(fresh.isValid).toBe(true);
  });

  it('treats day 92 as within and day 95 as outside 3 months', async () => {
    const statement = await fixture('uae-bank-statement.pdf');
    const r95 = await analyzeAddressProof(statement, 'application/pdf', now);
    expect(r95.ageDays).toBe(95);
    expect(r95.isValid).toBe(false);
    const r92 = await analyzeAddressProof(statement, 'application/pdf', new Date(now.getTime() - 3 * 86_400_000));
    expect(r92.ageDays).toBe(92);
    expect(r92.isValid).toBe(true);
  });

  it('reads a lease end date as the expiry date', async () => {
    const result = await analyzeAddressProof(await fixture('uae-lease.pdf'), 'application/pdf', now);
    expect(result.documentType).toBe('lease');
    expect(result.extractedData.date).toBe('2025-05-01');
    expect(result.extractedData.expiryDate).toBe('2026-05-10');
  });

  it('reads a PDF with JavaScript without running it, and says so', async () => {
    const plain = await analyzeAddressProof(await fixture('us-utility-bill.pdf'), 'application/pdf', now);
    const withJs = await analyzeAddressProof(await fixture('special-javascript.pdf'), 'application/pdf', now);
    expect(withJs.extractedData).toEqual(plain.extractedData);
    expect(withJs.issues.join(' ')).toMatch(/embedded scripts.*not run/);
    expect((globalThis as { __pdfScriptRan?: boolean }).__pdfScriptRan).toBeUndefined();
  });
});

describe('analyzeAddressProof refuses unusable files', () => {
  it('refuses a password-protected PDF with an actionable message', async () => {
    const promise = analyzeAddressProof(await fixture('special-encrypted-password.pdf'), 'application/pdf', now);
    await expect(promise).rejects.toBeInstanceOf(AnalysisInputError);
    await expect(promise).rejects.toThrow(/password-protected/);
  });

  it('refuses a corrupt PDF and a non-PDF', async () => {
    await expect(analyzeAddressProof(await fixture('special-corrupt.pdf'), 'application/pdf', now)).rejects.toThrow(
      AnalysisInputError,
    );
    await expect(analyzeAddressProof(await fixture('special-not-a-pdf.pdf'), 'application/pdf', now)).rejects.toThrow(
      AnalysisInputError,
    );
  });

  it('refuses an undecodable image', async () => {
    await expect(analyzeAddressProof(Buffer.from('not an image'), 'image/png', now)).rejects.toThrow(
      AnalysisInputError,
    );
  });
});

describe('analyzeAddressProof with OCR', () => {
  beforeAll(() => warmUpOcr(), 60_000);
  afterAll(() => terminateOcr());

  it('extracts the fields of a phone-scanned bank statement', async () => {
    const label = labels.addressProofs.find((l) => l.file === 'uk-bank-statement.scan.jpg')!;
    const result = await analyzeAddressProof(await fixture(label.file), 'image/jpeg', now);
    expect(result.source).toBe('ocr');
    expect(result.documentType).toBe('bank_statement');
    expect(normalised(result.extractedData.name)).toBe(normalised(label.name));
    expect(normalised(result.extractedData.address)).toBe(normalised(label.address));
    expect(result.extractedData.date).toBe(label.date);
    expect(result.isValid).toBe(true);
  }, 30_000);

  it('reads a phone photo (slant, shadow, blur) of a UAE bill whose holder is on an "Account name:" line', async () => {
    const label = labels.addressProofs.find((l) => l.file === 'uae-account-line-bill.photo.jpg')!;
    expect(label.split).toBe('calibration');
    const result = await analyzeAddressProof(await fixture(label.file), 'image/jpeg', now);
    expect(result.documentType).toBe('utility_bill');
    expect(result.extractedData.name).toBe('R. K. Sharma');
    expect(normalised(result.extractedData.address)).toBe(normalised(label.address));
    expect(result.extractedData.date).toBe(label.date);
    expect(result.isValid).toBe(true);
  }, 30_000);

  it('reads a scanned Singapore statement addressed to "MURUGAN S/O SELVAM" as Murugan, and finds it too old', async () => {
    const label = labels.addressProofs.find((l) => l.file === 'sg-addressee-statement.scan.jpg')!;
    const result = await analyzeAddressProof(await fixture(label.file), 'image/jpeg', now);
    expect(result.extractedData.name).toBe('Murugan');
    expect(normalised(result.extractedData.address)).toBe(normalised(label.address));
    expect(result.extractedData.date).toBe(label.date);
    expect(result.ageDays).toBe(100);
    expect(result.isValid).toBe(false);
  }, 30_000);

  it('reports a blank scan and a blank PDF page as invalid', async () => {
    for (const [file, mime] of [
      ['special-blank.scan.jpg', 'image/jpeg'],
      ['special-blank.pdf', 'application/pdf'],
    ] as const) {
      const result = await analyzeAddressProof(await fixture(file), mime, now);
      expect(result.isValid, file).toBe(false);
      expect(result.score).toBe(0);
      expect(result.issues.join(' '), file).toMatch(/blank/);
    }
  }, 30_000);
});
