import type { ApplicationConfig } from '../schemas/applications.ts';
import { CONSULATE_LABELS, COUNTRY_LABELS } from '../schemas/applications.ts';
import { FEES_BY_COUNTRY, PROCESSING_FACTS, TIMELINE_SURCHARGES, type FeeLine } from './facts.ts';

export interface Estimate {
  /** Always true: these are indicative figures, to be labelled as estimates. */
  readonly isEstimate: true;
  readonly lines: FeeLine[];
  /** Sum per currency, e.g. [{currency: 'USD', amount: 110.9}, {currency: 'INR', amount: 2000}]. */
  readonly totals: { currency: string; amount: number }[];
  readonly totalNote: string;
  readonly processing: string;
  readonly surcharge: { timelineLabel: string; amount: number; currency: 'INR'; note: string };
  readonly notes: string[];
  /** Oldest lastChecked among the facts used (YYYY-MM-DD). */
  readonly lastChecked: string;
  readonly sources: string[];
}

export function formatMoney(amount: number, currency: string): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  switch (currency) {
    case 'USD':
      return `$${fixed}`;
    case 'GBP':
      return `£${fixed}`;
    case 'INR':
      return `₹${fixed}`;
    default:
      return `${currency} ${fixed}`;
  }
}

/** Indicative fees and time for the step-1 answers, built only from domain/facts.ts. */
export function estimateFeesAndTime(config: ApplicationConfig): Estimate {
  const fees = FEES_BY_COUNTRY[config.countryOfResidence];
  const timeline = TIMELINE_SURCHARGES[config.timeline];
  const lines: FeeLine[] = [...fees.value.lines];
  const notes: string[] = [];

  if (timeline.value.surchargeInr > 0) {
    lines.push({
      label: `Timeline surcharge: ${timeline.value.label}`,
      amount: timeline.value.surchargeInr,
      currency: 'INR',
    });
  }
  if (config.timeline === 'urgent' && fees.value.urgentExtra) {
    const x = fees.value.urgentExtra;
    notes.push(
      `${x.label} at this mission is about ${formatMoney(x.amount, x.currency)}; the centre confirms which charge applies.`,
    );
  }
  for (const alt of fees.value.alternatives ?? []) {
    notes.push(`${alt.label}: about ${formatMoney(alt.amount, alt.currency)} instead.`);
  }
  if (config.reason === 'lost' || config.reason === 'damaged') {
    notes.push('Lost or damaged passports can carry an additional fee; it is not included here.');
  }

  const totals = sumByCurrency(lines);
  const where = config.countryOfResidence === 'OTHER' ? 'your country' : COUNTRY_LABELS[config.countryOfResidence];
  const totalNote =
    fees.value.lines.length === 0
      ? `We hold no fee figures for ${where} yet: check the fee schedule of the ${CONSULATE_LABELS[config.consulate]}.` +
        (timeline.value.surchargeInr > 0 ? ` The ${timeline.value.label} timeline ${timeline.value.feeNote}.` : '')
      : `Estimated total: about ${totals.map((t) => formatMoney(t.amount, t.currency)).join(' + ')}. ` +
        'Indicative figures; the consulate or service centre confirms the fee.';

  const p = PROCESSING_FACTS.value;
  const missionTime = p.byConsulate[config.consulate] ?? p.byCountry[config.countryOfResidence] ?? p.normal;
  const processing = `Estimated processing: ${missionTime} (your choice: ${timeline.value.label}). ${p.delays}`;

  const used = [fees, timeline, PROCESSING_FACTS];
  return {
    isEstimate: true,
    lines,
    totals,
    totalNote,
    processing,
    surcharge: {
      timelineLabel: timeline.value.label,
      amount: timeline.value.surchargeInr,
      currency: 'INR',
      note: timeline.value.feeNote,
    },
    notes,
    lastChecked: used.map((f) => f.lastChecked).sort()[0] ?? '',
    sources: [...new Set(used.map((f) => f.source))],
  };
}

function sumByCurrency(lines: readonly FeeLine[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.currency, Math.round(((totals.get(l.currency) ?? 0) + l.amount) * 100) / 100);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}
