import type { ReactNode } from 'react';

/**
 * The numbers behind a result, one click (or Enter on the focused summary) away: a native <details>, so it is
 * keyboard reachable and announced as expandable without any script.
 */
export function HowWeMeasured({ children }: { children: ReactNode }) {
  return (
    <details className="text-xs text-slate-700">
      <summary className="w-fit cursor-pointer rounded font-medium text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-700">
        How we measured
      </summary>
      <p className="mt-1 break-words">{children}</p>
    </details>
  );
}
