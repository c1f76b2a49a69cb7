import { useEffect, type ReactNode } from 'react';
import { Card } from '#client/components/ui/card.tsx';
import { BackToHome } from './back-link.tsx';
import { PAGE_CLASS, PageIntro } from './page-intro.tsx';
import { POLICY_UPDATED } from './policy-terms.ts';

export interface PolicySection {
  readonly id: string;
  readonly title: string;
  readonly body: ReactNode;
}

/**
 * A policy page: back link, title, date, a table of contents and numbered sections. Sections carry ids so
 * other pages (such as /legal) can link straight to one.
 */
export function PolicyDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly PolicySection[];
}) {
  useScrollToHash();
  return (
    <main id="main" className={PAGE_CLASS}>
      <PageIntro back={<BackToHome />} title={title}>
        <p className="text-base text-slate-700">Last updated: {POLICY_UPDATED}</p>
        <div className="mt-3">{intro}</div>
      </PageIntro>
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={`${title} contents`} className="lg:sticky lg:top-6 lg:self-start">
          <Card className="p-5">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Contents</h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((s, i) => (
                <li key={s.id}>
                  <a className="text-brand-700 hover:underline" href={`#${s.id}`}>
                    {i + 1}. {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>
        <div className="min-w-0 space-y-8">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-6">
              <h2 id={`${s.id}-title`} className="text-xl font-semibold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-slate-800">{s.body}</div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}

/** Client-side navigation does not scroll to a #fragment on its own; links from /legal rely on it. */
function useScrollToHash() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (id) document.getElementById(decodeURIComponent(id))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, []);
}

/** A bulleted list in policy text. */
export function Bullets({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function MailLink({ email, subject }: { email: string; subject?: string }) {
  const href = subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
  return (
    <a className="font-medium text-brand-700 underline" href={href}>
      {email}
    </a>
  );
}

/** A wide table that scrolls sideways on a narrow screen; focusable so keyboard users can scroll it. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
