import { useQueries } from '@tanstack/react-query';
import type { CrossCheckInput } from '#shared/domain/compare.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';
import { documentAnalysisQuery } from '#client/api/documents.ts';

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
    queries: analysed.map((doc) => {
      const { queryKey, queryFn } = documentAnalysisQuery(doc.id);
      // Its own cache entry: the analysis panels keep a different shape under the plain key.
      return { queryKey: [...queryKey, 'extracted'], queryFn, enabled: hasAccess };
    }),
  });
  const extracted: Omit<CrossCheckInput, 'form'> & { applicationFormVerified: boolean } = {
    applicationFormVerified: false,
  };
  analysed.forEach((doc, i) => {
    const analysis = results[i]?.data?.analysis;
    const data = analysis && 'extractedData' in analysis ? analysis.extractedData : undefined;
    if (!data) return;
    const source = SOURCES[doc.type as keyof typeof SOURCES];
    Object.assign(extracted, { [source]: data });
    if (source === 'applicationForm' && doc.status === 'verified') extracted.applicationFormVerified = true;
  });
  return extracted;
}
