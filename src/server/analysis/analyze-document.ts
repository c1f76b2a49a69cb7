import type { AdditionalDocumentAnalysis } from '#shared/schemas/document-analysis.ts';
import type { DocumentType } from '#shared/schemas/documents.ts';
import { AnalysisInputError } from './analysis-error.ts';
import { analyzeAddressProof } from './documents/analyze-address-proof.ts';
import { analyzeApplicationForm } from './documents/analyze-application-form.ts';
import { readPassportImage, warmUpMrzReader } from './mrz/read-passport.ts';
import { warmUpOcr } from './ocr/index.ts';
import { inspectPdf, rasterizePdf } from './pdf/index.ts';
import { analyzePhoto, warmUpPhotoModels } from './photo/analyze-photo.ts';

export type AnalysisMime = 'application/pdf' | 'image/jpeg' | 'image/png';

/** What every analysis carries, whatever its kind (docs/product.md §6: score, issues, suggestions, isCompliant). */
export interface AnalysisSummary {
  kind: string;
  score: number;
  isCompliant: boolean;
  /** Photos: nothing failed, but some check could not be measured, so a person looks at it. */
  needsHumanReview?: boolean;
  issues: string[];
  suggestions: string[];
  extractedData?: unknown;
}

/** Loads every model once, so the first user's upload is not the slow one. */
export async function warmUpAnalysers(): Promise<void> {
  await warmUpPhotoModels();
  await warmUpMrzReader();
  await warmUpOcr();
}

/** Routes one uploaded file to its analyser. Runs inside an analysis worker thread. */
export async function analyzeDocumentBytes(
  type: DocumentType,
  bytes: Buffer,
  mime: AnalysisMime,
  now: Date,
): Promise<AnalysisSummary> {
  switch (type) {
    case 'photo':
      return analyzePhoto(bytes);
    case 'passport':
      return analyzePassport(bytes, mime, now);
    case 'address_proof':
      return analyzeAddressProof(bytes, mime, now);
    case 'passport_application':
      return analyzeApplicationForm(bytes, now);
    case 'additional':
      return checkAdditional(bytes, mime);
  }
}

/** A scanned passport PDF: read the MRZ on each page until one page has it. */
async function analyzePassport(bytes: Buffer, mime: AnalysisMime, now: Date) {
  if (mime !== 'application/pdf') return readPassportImage(bytes, now);
  const pages = await rasterizePdf(bytes, { maxPages: 3, dpi: 300 });
  if (pages.length === 0) throw new AnalysisInputError('This PDF has no pages. Upload a scan of your passport.');
  let first;
  for (const page of pages) {
    const result = await readPassportImage(page, now);
    if (result.mrzFound) return result;
    first ??= result;
  }
  return first!;
}

/** Additional documents have no fixed content: check they open, and say what was received. */
async function checkAdditional(bytes: Buffer, mime: AnalysisMime): Promise<AdditionalDocumentAnalysis> {
  if (mime === 'application/pdf') {
    const pdf = await inspectPdf(bytes);
    return {
      kind: 'additional',
      score: 100,
      isCompliant: true,
      issues: [],
      suggestions: pdf.hasTextLayer ? [] : ['This PDF looks like a scan; make sure every page is sharp and readable.'],
      extractedData: { pages: pdf.pages },
    };
  }
  return { kind: 'additional', score: 100, isCompliant: true, issues: [], suggestions: [] };
}
