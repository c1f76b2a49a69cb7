import { CheckCircle2, HelpCircle, XCircle } from 'lucide-react';
import {
  PHOTO_CHECK_LABELS,
  PHOTO_CHECK_NAMES,
  photoCheckStatus,
  type PhotoAnalysis,
} from '#shared/schemas/photo-analysis.ts';
import { ProgressBar } from '#client/components/ui/card.tsx';
import { scoreColor } from '#shared/domain/progress.ts';

const STATUS_TEXT = { passed: 'passed', failed: 'failed', unchecked: 'could not check' } as const;

/** The 8 requirements with pass, fail or could-not-check, what was measured and what is required. */
export function PhotoChecklist({ analysis }: { analysis: PhotoAnalysis }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Photo requirements">
      {PHOTO_CHECK_NAMES.map((name) => {
        const measurement = analysis.measurements[name];
        const status = photoCheckStatus(measurement);
        return (
          <li key={name} className="flex gap-3 p-3" data-testid={`photo-check-${name}`}>
            {status === 'passed' && <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />}
            {status === 'failed' && <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />}
            {status === 'unchecked' && <HelpCircle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />}
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium text-slate-900">
                {PHOTO_CHECK_LABELS[name]}
                <span className={status === 'unchecked' ? 'ml-2 text-xs font-normal text-amber-800' : 'sr-only'}>
                  {status === 'unchecked' ? 'Could not check' : `: ${STATUS_TEXT[status]}`}
                </span>
              </p>
              <p className="text-slate-700">
                Measured: <span className="font-medium text-slate-900">{measurement.value}</span>
                {' · '}Required: <span className="font-medium text-slate-900">{measurement.threshold}</span>
              </p>
              {measurement.detail && <p className="text-slate-700">{measurement.detail}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const BAR_TONES = { green: 'bg-green-600', yellow: 'bg-amber-500', red: 'bg-red-600' } as const;

/** Overall score: green at 80 or more, yellow at 60 or more, red below (docs/product.md §7). */
export function ScoreBar({ score, label = 'Overall score' }: { score: number; label?: string }) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="font-semibold text-slate-900">{score}/100</span>
      </div>
      <ProgressBar value={score} label={label} tone={BAR_TONES[scoreColor(score)]} />
    </div>
  );
}
