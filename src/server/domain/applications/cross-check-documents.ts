import { crossCheck, type CrossCheckInput, type CrossCheckWarning } from '#shared/domain/compare.ts';
import type { ApplicationDetails } from '#shared/schemas/applications.ts';
import type { DocumentRow } from '../../repositories/documents.repository.ts';

const SOURCES: Record<string, 'passport' | 'addressProof' | 'applicationForm'> = {
  passport: 'passport',
  address_proof: 'addressProof',
  passport_application: 'applicationForm',
};

/** The form against what the analysers read from the passport, the address proof and the filled form. */
export function crossCheckDocuments(
  details: ApplicationDetails | null,
  documents: readonly DocumentRow[],
): CrossCheckWarning[] {
  const input: Record<string, unknown> = { form: details ?? {} };
  for (const doc of documents) {
    const source = SOURCES[doc.type];
    if (!source || !doc.ai_analysis) continue;
    const extracted = (JSON.parse(doc.ai_analysis) as { extractedData?: unknown }).extractedData;
    if (extracted && typeof extracted === 'object') input[source] = extracted;
  }
  return crossCheck(input as unknown as CrossCheckInput);
}
