import { FaqAccordion } from './parts/faq-accordion.tsx';
import { FAQ_FACTS, FAQ_GROUPS } from './parts/faq-entries.tsx';
import { BackToDashboard } from './parts/back-link.tsx';
import { formatCalendarDate } from '#client/lib/format-date.ts';
import { HelpCard } from './parts/help-card.tsx';
import { PAGE_CLASS, PageIntro } from './parts/page-intro.tsx';

// The oldest check date among the facts the answers use: what a reader may rely on.
const lastChecked = FAQ_FACTS.map((f) => f.lastChecked).sort()[0] ?? '';

export function FaqPage() {
  return (
    <main className={PAGE_CLASS}>
      <PageIntro back={<BackToDashboard />} title="Frequently Asked Questions">
        <p>Answers to the questions we hear most about renewing an Indian passport from abroad.</p>
      </PageIntro>
      <div className="max-w-3xl space-y-10">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="mb-4 text-2xl font-bold text-slate-900">
              {group.title}
            </h2>
            <FaqAccordion items={group.items} />
          </section>
        ))}
        <p className="text-sm text-slate-700">
          Times, fees and document rules last checked {formatCalendarDate(lastChecked, { month: 'long' })} against
          Indian mission and service-centre notices. Fees and times are indicative: confirm them with your mission
          before you apply.
        </p>
      </div>
      <HelpCard />
    </main>
  );
}
