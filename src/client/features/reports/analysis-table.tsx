import { CheckCircle2, XCircle } from 'lucide-react';
import { analysisRows } from '#shared/domain/analysis-rows.ts';

/** One document's analysis as rows: label, Pass/Fail or value, and what was measured. */
export function AnalysisTable({ analysis, caption }: { analysis: unknown; caption: string }) {
  const rows = analysisRows(analysis);
  if (rows.length === 0) return <p className="text-sm text-slate-700">No analysis results yet.</p>;
  return (
    <table className="stacked-table w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-t border-slate-200 align-top">
            <th scope="row" className="pt-1.5 pr-3 font-medium text-slate-800 md:py-1.5">
              {row.label}
            </th>
            <td className="pb-1.5 text-slate-900 [overflow-wrap:anywhere] md:pt-1.5">
              {row.passed === undefined ? (
                <span>{row.value}</span>
              ) : (
                <span className={row.passed ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>
                  {row.passed ? (
                    <CheckCircle2 className="mr-1 inline size-4" aria-hidden />
                  ) : (
                    <XCircle className="mr-1 inline size-4" aria-hidden />
                  )}
                  {row.value}
                </span>
              )}
              {row.detail && <span className="block text-xs text-slate-700">{row.detail}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
