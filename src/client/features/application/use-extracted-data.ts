import { useQueries } from '@tanstack/react-query';
import type { CrossCheckInput } from '#shared/domain/compare.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';

interface AnalysisResponse {
  documentId: number;
  status: string;
  analysis: { kind?: string; extractedData?: Record<string, string | null> | null } | null;
}

const SOURCES = {
  passport: 'passport',
  address_proof: 'addressProof',
  passport_application: 'applicationForm',
} as const;

/**
 * What the analysers read from the passport, the address proof and the filled form, for the cross-checks
 * and auto-fill. Only with paid access (the analysis endpoint answers 402 otherwise).
 */
export function useExtractedData(documents: readonly DocumentResource[], hasAccess: boolean) {
  const analysed = documents.filter((d) => d.type in SOURCES && d.status !== 'uploaded');
  const results = useQueries({
    queries: analysed.map((doc) => ({
      // Its own cache entry: the analysis panels keep a different shape under the plain key.
      queryKey: [`/api/documents/${doc.id}/analysis`, 'extracted'],
      enabled: hasAccess,
    })),
  });
  const extracted: Omit<CrossCheckInput, 'form'> & { applicationFormVerified: boolean } = {
    applicationFormVerified: false,
  };
  analysed.forEach((doc, i) => {
    const data = (results[i]?.data as AnalysisResponse | undefined)?.analysis?.extractedData;
    if (!data) return;
    const source = SOURCES[doc.type as keyof typeof SOURCES];
    Object.assign(extracted, { [source]: data });
    if (source === 'applicationForm' && doc.status === 'verified') extracted.applicationFormVerified = true;
  });
  return extracted;
}
