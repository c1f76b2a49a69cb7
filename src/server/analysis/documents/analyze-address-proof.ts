import {
  ADDRESS_PROOF_MAX_AGE_DAYS,
  AddressProofAnalysisSchema,
  type AddressProofAnalysis,
  type AddressProofDocumentType,
} from '#shared/schemas/document-analysis.ts';
import { classifyAddressProof } from './classify-address-proof.ts';
import { extractAddressProofFields } from './extract-address-proof-fields.ts';
import { humanDate } from '#shared/domain/plain-words.ts';
import { daysBetween } from './parse-dates.ts';
import { readDocumentText, type DocumentMime } from './read-document-text.ts';

const NOUN: Record<AddressProofDocumentType, string> = {
  utility_bill: 'bill',
  bank_statement: 'statement',
  lease: 'lease',
  government_letter: 'letter',
  other: 'document',
};

/** Below this OCR confidence we suggest a sharper scan even if the fields were found. */
const LOW_READING_CONFIDENCE = 0.6;

/**
 * Checks an address proof (utility bill, bank statement, lease, government letter): who it is
 * addressed to, the postal address, and that it is dated within the last 3 months of `now`.
 */
export async function analyzeAddressProof(
  bytes: Buffer,
  mime: DocumentMime,
  now: Date = new Date(),
): Promise<AddressProofAnalysis> {
  const doc = await readDocumentText(bytes, mime, { maxOcrPages: 2 });
  const issues: string[] = [];
  const suggestions: string[] = [];
  const base = { kind: 'address_proof' as const, source: doc.source, pages: doc.pages };
  if (doc.hasJavaScript) {
    issues.push('This PDF contains embedded scripts. They were not run; only the visible text was checked.');
  }

  if (doc.text.replace(/\s+/g, '').length < 10) {
    return AddressProofAnalysisSchema.parse({
      ...base,
      documentType: 'other',
      extractedData: { name: null, address: null, date: null, expiryDate: null },
      confidence: doc.source === 'ocr' ? 0.9 : 0.95,
      isValid: false,
      isCompliant: false,
      score: 0,
      issues: [...issues, 'This document appears to be blank: no text could be found on it.'],
      suggestions: [
        'Check that you chose the right file, and that the scan or photo shows the whole page in good light.',
      ],
      ageDays: null,
    });
  }

  const { documentType, strength } = classifyAddressProof(doc.text);
  const fields = extractAddressProofFields(doc.text, now);
  const noun = NOUN[documentType];
  const ageDays = fields.date ? daysBetween(fields.date, now) : null;

  if (!fields.name) {
    issues.push(`We could not find the name of the account holder or addressee on this ${noun}.`);
    suggestions.push('Upload a document that shows your full name, as it appears on your passport.');
  }
  if (!fields.address) {
    issues.push(`We could not find a postal address on this ${noun}.`);
    suggestions.push(
      'Upload a document that shows your full current address abroad, including the postcode or P.O. Box.',
    );
  }
  let recent = false;
  if (!fields.date || ageDays === null) {
    issues.push(`We could not find the date this ${noun} was issued.`);
    suggestions.push('Upload a bill or statement that clearly shows its issue or statement date.');
  } else if (ageDays > ADDRESS_PROOF_MAX_AGE_DAYS) {
    issues.push(
      `This ${noun} is dated ${humanDate(fields.date)}, ${ageDays} days ago; address proof must be dated within the last 3 months.`,
    );
    suggestions.push('Upload a more recent bill or statement.');
  } else if (ageDays < -31) {
    issues.push(`This ${noun} is dated ${humanDate(fields.date)}, which is in the future.`);
    suggestions.push('Check the document date, or upload a different bill or statement.');
  } else {
    recent = true;
  }
  const expired = fields.expiryDate !== null && daysBetween(fields.expiryDate, now) > 0;
  if (expired && fields.expiryDate) {
    issues.push(`This ${noun} ended or expired on ${humanDate(fields.expiryDate)}.`);
    suggestions.push('Upload a document that is still current.');
  }
  if (documentType === 'other') {
    suggestions.push('Accepted address proofs are a utility bill, bank statement, lease or government letter.');
  }
  if (doc.source === 'ocr' && doc.readingConfidence < LOW_READING_CONFIDENCE) {
    suggestions.push(
      'Parts of this scan were hard to read. A sharper, well-lit photo or the original PDF gives a more reliable check.',
    );
  }

  const isValid = Boolean(fields.name && fields.address && recent && !expired);
  const found = [fields.name, fields.address, fields.date].filter(Boolean).length;
  let score = (fields.name ? 25 : 0) + (fields.address ? 25 : 0) + (fields.date ? 15 : 0) + (recent ? 25 : 0);
  score += documentType === 'other' ? 0 : 10;
  if (!isValid) score = Math.min(score, 55);
  const confidence = doc.readingConfidence * (0.55 + 0.3 * (found / 3) + 0.15 * strength);

  return AddressProofAnalysisSchema.parse({
    ...base,
    documentType,
    extractedData: fields,
    confidence: round2(Math.min(1, confidence)),
    isValid,
    isCompliant: isValid,
    score,
    issues,
    suggestions,
    ageDays,
  });
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
