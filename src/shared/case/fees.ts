/**
 * The fee, broken down (government fee, welfare fund, provider fee, Tatkaal), in the mission's currency, each line
 * with the date it was read. A fee we hold no figure for says so, with no number: never a guess.
 */
import { rulesOfKind, type Mission, type RuleOf } from './case-data.ts';
import { applicableRules, type CaseFacts } from './conditions.ts';
import { getFact } from './general-facts.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';

export interface FeeLine extends RuleRef {
  readonly kind: RuleOf<'fee'>['value']['kind'];
  readonly label: string;
  /** null: not read; the mission confirms it. */
  readonly amount: number | null;
  readonly currency: string;
  /** Already counted inside the government fee (shown for transparency, not added twice). */
  readonly includedInGovernmentFee: boolean;
  /** Present when an open answer decides whether this line applies. */
  readonly condition?: string;
}

export interface Fees {
  readonly currency: string | null;
  readonly lines: readonly FeeLine[];
  /** The oldest date among the lines used: what the total rests on. */
  readonly readOn: string | null;
  /** Sum of the lines, only when every line has a figure and applies for sure. */
  readonly total: number | null;
  readonly summary: string;
  /** The spec's own surcharge for the step-1 timeline choice, in rupees. */
  readonly timelineSurcharge: RuleRef & { readonly label: string; readonly amountInr: number; readonly note: string };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function formatAmount(amount: number, currency: string): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const symbol: Record<string, string> = { USD: '$', GBP: '£', EUR: '€', INR: '₹' };
  return symbol[currency] ? `${symbol[currency]}${fixed}` : `${currency} ${fixed}`;
}

export function resolveFees(facts: CaseFacts, mission: Mission | null, today: string): Fees {
  const currency = mission?.currency ?? null;
  // For a lost or damaged passport the general line (no figure) stands in for the country's normal fee lines,
  // which exclude those reasons. `facts.tatkaalRequested` is already false when Tatkaal is closed.
  const applicable = mission ? applicableRules(rulesOfKind('fee'), facts) : [];
  const replacing = applicable.some((a) => a.applies === 'yes' && a.rule.value.replacesGovernmentFee);
  const kept = applicable.filter(
    (a) => !(replacing && a.rule.value.kind === 'government' && !a.rule.value.replacesGovernmentFee),
  );
  const lines: FeeLine[] = kept.map(({ rule, applies }) => ({
    ...ruleRef(rule.id, rule, today),
    kind: rule.value.kind,
    label: rule.value.label,
    amount: rule.value.amount,
    currency: currency ?? '',
    includedInGovernmentFee: rule.value.includedInGovernmentFee ?? false,
    ...(applies === 'maybe' && rule.value.condition ? { condition: rule.value.condition } : {}),
  }));

  const counted = lines.filter((l) => !l.includedInGovernmentFee);
  const certain = counted.every((l) => l.amount !== null && l.condition === undefined);
  const total = lines.length > 0 && certain ? round2(counted.reduce((s, l) => s + (l.amount ?? 0), 0)) : null;
  const readOn = lines.length > 0 ? ([...lines.map((l) => l.checkedOn)].sort()[0] ?? null) : null;
  const unknown = counted.filter((l) => l.amount === null).map((l) => l.label.toLowerCase());

  const surcharges = getFact('spec.timeline-surcharges', today);
  const choice = surcharges.value[facts.timeline];
  const summary = !mission
    ? 'We hold no fees for your country: the mission confirms them.'
    : total !== null
      ? `About ${formatAmount(total, mission.currency)} in all (read on ${readOn}); the mission confirms the fee.`
      : unknown.length > 0
        ? `Not every figure was read (${unknown.join(', ')}): the mission confirms ${unknown.length === 1 ? 'it' : 'them'}.`
        : 'The fee depends on an answer still open (see each line): the mission confirms it.';
  return {
    currency,
    lines,
    readOn,
    total,
    summary,
    timelineSurcharge: {
      ...surcharges.ref,
      label: choice.label,
      amountInr: choice.surchargeInr,
      note: choice.feeNote,
    },
  };
}
