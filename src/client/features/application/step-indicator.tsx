import { Check } from 'lucide-react';
import { canNavigateToStep, type StepState } from '#shared/domain/progress.ts';
import { cn } from '#client/lib/cn.ts';

/** The four steps: completed and current ones are buttons, upcoming ones are not reachable yet. */
export function StepIndicator({ steps, onSelect }: { steps: StepState[]; onSelect: (step: number) => void }) {
  return (
    <nav aria-label="Application progress">
      <ol className="grid grid-cols-4 gap-2">
        {steps.map((s) => {
          const reachable = canNavigateToStep(s.step, steps);
          const circle = (
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold',
                s.status === 'completed' && 'border-green-700 bg-green-700 text-white',
                s.status === 'current' && 'border-brand-700 bg-brand-700 text-white',
                s.status === 'upcoming' && 'border-slate-300 bg-white text-slate-600',
              )}
              aria-hidden
            >
              {s.status === 'completed' ? <Check className="size-5" /> : s.step}
            </span>
          );
          const label = (
            <span className="text-center text-xs font-medium text-slate-800 sm:text-sm">
              {s.title}
              <span className="sr-only"> ({s.status})</span>
            </span>
          );
          return (
            <li key={s.step} data-testid={`step-${s.step}`} data-status={s.status}>
              {reachable ? (
                <button
                  type="button"
                  onClick={() => onSelect(s.step)}
                  aria-current={s.status === 'current' ? 'step' : undefined}
                  className="flex w-full flex-col items-center gap-1 rounded-md p-1 hover:bg-slate-100"
                >
                  {circle}
                  {label}
                </button>
              ) : (
                <div className="flex flex-col items-center gap-1 p-1 opacity-80">
                  {circle}
                  {label}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
