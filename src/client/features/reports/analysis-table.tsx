import { CheckCircle2, Info, XCircle } from 'lucide-react';
import { analysisRows, type AnalysisRow } from '#shared/domain/analysis-rows.ts';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { HowWeMeasured } from '#client/features/analysis/how-we-measured.tsx';

const STATUS_STYLES: Record<AnalysisRow['tone'], string> = {
  passed: 'font-semibold text-green-800',
  failed: 'font-semibold text-red-800',
  review: 'font-semibold text-slate-800',
  info: '',
};

/** A calendar date in the reader's locale, month in words: '26 November 2026' or 'November 26, 2026'. */
const longDate = (iso: string) => formatCalendarDate(iso, { month: 'long' });

/**
 * One document's analysis as rows: what was checked, the result in a plain sentence and what to do; the
 * measured value and the rule behind "How we measured".
 */
export function AnalysisTable({
  analysis,
  caption,
  status,
}: {
  analysis: unknown;
  caption: string;
  status?: string | undefined;
}) {
  const rows = analysisRows(analysis, { status, formatDate: longDate });
  if (rows.length === 0) return <p className="text-sm text-slate-700">No analysis results yet.</p>;
  return (
    <table className="stacked-table w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200 align-top" data-testid={`analysis-row-${row.key}`}>
            <th scope="row" className="pt-1.5 pr-3 font-medium text-slate-800 md:w-1/3 md:py-1.5">
              {row.label}
            </th>
            <td className="space-y-0.5 pb-1.5 text-slate-900 [overflow-wrap:anywhere] md:pt-1.5">
              <p className="break-words">
                {row.statusLabel && (
                  <span className={STATUS_STYLES[row.tone]}>
                    {row.tone === 'passed' && <CheckCircle2 className="mr-1 inline size-4" aria-hidden />}
                    {row.tone === 'failed' && <XCircle className="mr-1 inline size-4" aria-hidden />}
                    {row.tone === 'review' && <Info className="mr-1 inline size-4" aria-hidden />}
                    {row.statusLabel}:{' '}
                  </span>
                )}
                {row.summary}
              </p>
              {row.advice && <p className="text-slate-800">{row.advice}</p>}
              {row.measured && <HowWeMeasured>{row.measured}</HowWeMeasured>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
