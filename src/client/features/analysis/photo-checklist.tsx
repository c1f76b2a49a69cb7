import { CheckCircle2, Info, XCircle } from 'lucide-react';
import {
  PHOTO_CHECK_LABELS,
  PHOTO_CHECK_NAMES,
  photoCheckStatus,
  type PhotoAnalysis,
} from '#shared/schemas/photo-analysis.ts';
import { ProgressBar } from '#client/components/ui/card.tsx';
import { scoreColor } from '#shared/domain/progress.ts';
import { CHECK_STATUS_LABELS, photoCheckMeasured, photoCheckWords } from '#shared/domain/plain-words.ts';
import { HowWeMeasured } from './how-we-measured.tsx';

/**
 * The 8 requirements, each with a plain sentence of what we found and what to do; the measured value and the
 * rule behind "How we measured". "Could not check" is neutral: a person looks, nothing failed. On a document a
 * reviewer accepted (status verified), nothing shows as failed.
 */
export function PhotoChecklist({ analysis, status }: { analysis: PhotoAnalysis; status?: string | undefined }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Photo requirements">
      {PHOTO_CHECK_NAMES.map((name) => {
        const measurement = analysis.measurements[name];
        const raw = photoCheckStatus(measurement);
        const accepted = status === 'verified' && raw === 'failed';
        const shown = accepted ? 'unchecked' : raw;
        const words = photoCheckWords(name, measurement);
        return (
          <li key={name} className="flex gap-3 p-3" data-testid={`photo-check-${name}`} data-status={raw}>
            {shown === 'passed' && <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />}
            {shown === 'failed' && <XCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden />}
            {shown === 'unchecked' && <Info className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden />}
            <div className="min-w-0 space-y-0.5 text-sm">
              <p className="font-medium text-slate-900">
                {PHOTO_CHECK_LABELS[name]}
                <span className={shown === 'unchecked' ? 'ml-2 text-xs font-normal text-slate-700' : 'sr-only'}>
                  {accepted
                    ? 'Accepted after review'
                    : shown === 'unchecked'
                      ? CHECK_STATUS_LABELS.unchecked
                      : `: ${shown}`}
                </span>
              </p>
              <p className="text-slate-900" data-testid={`photo-check-${name}-summary`}>
                {accepted ? 'Our team looked at this and accepted it.' : words.summary}
              </p>
              {words.advice && !accepted && <p className="text-slate-700">{words.advice}</p>}
              <HowWeMeasured>{photoCheckMeasured(measurement)}</HowWeMeasured>
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
