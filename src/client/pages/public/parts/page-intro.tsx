import type { ReactNode } from 'react';
import { usePageTitle } from '#client/lib/use-page-title.ts';

/** The page's single h1 with its lead paragraph, under the back link; the h1 names the browser tab too. */
export function PageIntro({ back, title, children }: { back: ReactNode; title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-8">
      {back}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-3xl text-lg text-slate-700">{children}</div>}
    </div>
  );
}

export const PAGE_CLASS = 'mx-auto w-full max-w-5xl px-4 py-8 sm:py-12';
