import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: ReactNode;
}

/**
 * The WAI-ARIA accordion pattern: each question is a button inside a heading, with aria-expanded and
 * aria-controls pointing at a labelled region that is hidden while closed. Several can be open at once.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={cn('size-5 shrink-0 text-slate-700 transition-transform', expanded && 'rotate-180')}
                  aria-hidden
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="space-y-2 px-5 pb-5 text-slate-800"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
