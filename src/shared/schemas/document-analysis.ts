import { z } from 'zod';
import { documentStatusSchema, documentTypeSchema } from './documents.ts';
import { PassportAnalysisSchema } from './passport-analysis.ts';
import { PhotoAnalysisSchema } from './photo-analysis.ts';

/** Address proof must be dated within this many days (3 months) of the analysis date. */
export const ADDRESS_PROOF_MAX_AGE_DAYS = 92;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD date');

export const AddressProofDocumentTypeSchema = z.enum([
  'utility_bill',
  'bank_statement',
  'lease',
  'government_letter',
  'other',
]);
export type AddressProofDocumentType = z.infer<typeof AddressProofDocumentTypeSchema>;

const analysisVerdict = {
  confidence: z.number().min(0).max(1),
  isValid: z.boolean(),
  isCompliant: z.boolean(),
  score: z.number().int().min(0).max(100),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
};

export const AddressProofExtractedDataSchema = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  date: isoDate.nullable(),
  expiryDate: isoDate.nullable(),
});
export type AddressProofExtractedData = z.infer<typeof AddressProofExtractedDataSchema>;

export const AddressProofAnalysisSchema = z.object({
  kind: z.literal('address_proof'),
  documentType: AddressProofDocumentTypeSchema,
  extractedData: AddressProofExtractedDataSchema,
  ...analysisVerdict,
  source: z.enum(['text_layer', 'ocr']),
  pages: z.number().int().min(0),
  /** Days between the document date and the analysis date; null when no date was found. */
  ageDays: z.number().int().nullable(),
});
export type AddressProofAnalysis = z.infer<typeof AddressProofAnalysisSchema>;

export const ApplicationFormExtractedDataSchema = z.object({
  applicantName: z.string().nullable(),
  fatherName: z.string().nullable(),
  motherName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  currentAddress: z.string().nullable(),
  permanentAddress: z.string().nullable(),
  previousPassportNumber: z.string().nullable(),
});
export type ApplicationFormExtractedData = z.infer<typeof ApplicationFormExtractedDataSchema>;

export const ApplicationFormAnalysisSchema = z.object({
  kind: z.literal('passport_application'),
  extractedData: ApplicationFormExtractedDataSchema,
  source: z.enum(['form_fields', 'text_layer', 'ocr']),
  ...analysisVerdict,
});
export type ApplicationFormAnalysis = z.infer<typeof ApplicationFormAnalysisSchema>;

/** Additional documents have no fixed content: the check is that the file opens (a PDF's pages are counted). */
export const AdditionalDocumentAnalysisSchema = z.object({
  kind: z.literal('additional'),
  score: z.number().int().min(0).max(100),
  isCompliant: z.boolean(),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
  extractedData: z.object({ pages: z.number().int().min(0) }).optional(),
});
export type AdditionalDocumentAnalysis = z.infer<typeof AdditionalDocumentAnalysisSchema>;

export const DocumentAnalysisSchema = z.discriminatedUnion('kind', [
  AddressProofAnalysisSchema,
  ApplicationFormAnalysisSchema,
]);
export type DocumentAnalysis = z.infer<typeof DocumentAnalysisSchema>;

// ---------------------------------------------------------------------------------------------------------
// Any document's analysis

/** What the analysis of a document stored, by kind: each analyser's own schema. */
export const storedAnalysisSchema = z.discriminatedUnion('kind', [
  PhotoAnalysisSchema,
  PassportAnalysisSchema,
  AddressProofAnalysisSchema,
  ApplicationFormAnalysisSchema,
  AdditionalDocumentAnalysisSchema,
]);
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

/**
 * GET /api/documents/{id}/analysis (and the staff view of it): `analysis` is null while the file waits for its
 * analysis or when the analysis could not run (verificationErrors then says why).
 */
export const documentAnalysisResponseSchema = z.object({
  documentId: z.number().int().positive(),
  type: documentTypeSchema,
  status: documentStatusSchema,
  analysis: storedAnalysisSchema.nullable(),
  verificationErrors: z.array(z.string()),
});
export type DocumentAnalysisResponse = z.infer<typeof documentAnalysisResponseSchema>;
