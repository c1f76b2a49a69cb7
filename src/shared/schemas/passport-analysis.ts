import { z } from 'zod';

/** What reading the machine-readable zone (MRZ) of the current passport's data page returns. */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CheckDigitNameSchema = z.enum(['passportNumber', 'dateOfBirth', 'expiryDate', 'composite']);
export type CheckDigitName = z.infer<typeof CheckDigitNameSchema>;

export const PassportExtractedDataSchema = z.object({
  passportNumber: z.string().nullable(),
  surname: z.string().nullable(),
  givenNames: z.string().nullable(),
  /** ICAO three-letter code, e.g. IND */
  nationality: z.string().nullable(),
  dateOfBirth: isoDate.nullable(),
  sex: z.enum(['M', 'F', 'X']).nullable(),
  expiryDate: isoDate.nullable(),
  issuingState: z.string().nullable(),
});
export type PassportExtractedData = z.infer<typeof PassportExtractedDataSchema>;

export const PassportCheckDigitsSchema = z.object({
  passportNumber: z.boolean().nullable(),
  dateOfBirth: z.boolean().nullable(),
  expiryDate: z.boolean().nullable(),
  composite: z.boolean().nullable(),
});
export type PassportCheckDigits = z.infer<typeof PassportCheckDigitsSchema>;

export const RenewalStatusSchema = z.enum(['expired', 'expiring_within_year', 'valid']);
export type RenewalStatus = z.infer<typeof RenewalStatusSchema>;

export const PassportRenewalSchema = z.object({
  status: RenewalStatusSchema,
  daysToExpiry: z.number().int().nullable(),
  message: z.string(),
});
export type PassportRenewal = z.infer<typeof PassportRenewalSchema>;

export const PassportAnalysisSchema = z.object({
  kind: z.literal('passport'),
  mrzFound: z.boolean(),
  /**
   * Set when the machine-readable zone belongs to another document (a visa, an ID or residence card): such a
   * file is refused, not read as a passport.
   */
  notPassport: z.enum(['visa', 'id_card']).optional(),
  /** The two MRZ lines as read (after normalising to 44 characters), empty when none was found. */
  mrzLines: z.array(z.string()),
  extractedData: PassportExtractedDataSchema,
  checkDigits: PassportCheckDigitsSchema,
  failedCheckDigits: z.array(CheckDigitNameSchema),
  /** A person should compare the page with what we read (a check digit failed or the read was shaky). */
  needsHumanReview: z.boolean(),
  renewal: PassportRenewalSchema.nullable(),
  score: z.number().int().min(0).max(100),
  isValid: z.boolean(),
  isCompliant: z.boolean(),
  confidence: z.number().min(0).max(1),
  issues: z.array(z.string()),
  suggestions: z.array(z.string()),
});
export type PassportAnalysis = z.infer<typeof PassportAnalysisSchema>;
