/**
 * Police verification and Tatkaal decide each other: Tatkaal is taken only where no police verification is
 * needed before issue, so police verification is worked out first.
 */
import { rulesOfKind } from './case-data.ts';
import { applicableRules, mostSpecific, type CaseFacts, type Tri } from './conditions.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';

export interface ReasonLine extends RuleRef {
  readonly text: string;
  /** 'maybe': it applies only if an open answer turns out that way. */
  readonly applies: Exclude<Tri, 'no'>;
}

export interface PoliceVerification {
  readonly likely: boolean;
  /** The triggers that apply ('maybe' ones depend on an open answer). */
  readonly reasons: readonly ReasonLine[];
  /** Every trigger we know, so "not likely" can say what was checked. */
  readonly checked: readonly string[];
  readonly summary: string;
  readonly addsWeeks: (RuleRef & { readonly min: number; readonly max: number }) | null;
  readonly needs: string;
  readonly notes: readonly (RuleRef & { readonly text: string })[];
}

export interface Tatkaal {
  readonly status: 'open' | 'closed' | 'unconfirmed';
  /** The spec's 'urgent' timeline asks for Tatkaal. */
  readonly requested: boolean;
  readonly summary: string;
  readonly reasons: readonly ReasonLine[];
}

export function resolvePoliceVerification(facts: CaseFacts, today: string): PoliceVerification {
  const triggers = rulesOfKind('police-trigger');
  const reasons: ReasonLine[] = applicableRules(triggers, facts).map(({ rule, applies }) => ({
    ...ruleRef(rule.id, rule, today),
    text: rule.value.why,
    applies,
  }));
  const likely = reasons.some((r) => r.applies === 'yes');
  const effect = mostSpecific(applicableRules(rulesOfKind('police-effect'), facts));
  const notes = applicableRules(rulesOfKind('police-note'), facts).map(({ rule }) => ({
    ...ruleRef(rule.id, rule, today),
    text: rule.value.text,
  }));
  const checked = triggers.map((t) => t.value.why);
  const phrase = (text: string) => text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
  const maybe = reasons.filter((r) => r.applies === 'maybe').map((r) => phrase(r.text));
  const weeks = effect ? ` It usually adds ${effect.value.addsWeeksMin} to ${effect.value.addsWeeksMax} weeks.` : '';
  const summary = likely
    ? `Likely because of ${reasons
        .filter((r) => r.applies === 'yes')
        .map((r) => phrase(r.text))
        .join('; ')}.${weeks}`
    : maybe.length > 0
      ? `Possible, if this applies: ${maybe.join('; ')}.${weeks}`
      : 'Not expected: none of the usual reasons applies to your answers.';
  return {
    likely,
    reasons,
    checked,
    summary,
    addsWeeks:
      effect && (likely || maybe.length > 0)
        ? { ...ruleRef(effect.id, effect, today), min: effect.value.addsWeeksMin, max: effect.value.addsWeeksMax }
        : null,
    needs: effect?.value.needs ?? '',
    notes,
  };
}

export function policeVerificationTri(pv: PoliceVerification): Tri {
  if (pv.likely) return 'yes';
  return pv.reasons.length > 0 ? 'maybe' : 'no';
}

export function resolveTatkaal(facts: CaseFacts, today: string): Tatkaal {
  const availability = mostSpecific(applicableRules(rulesOfKind('tatkaal-availability'), facts));
  const exclusions: ReasonLine[] = applicableRules(rulesOfKind('tatkaal-exclusion'), facts).map(
    ({ rule, applies }) => ({ ...ruleRef(rule.id, rule, today), text: rule.value.why, applies }),
  );
  const missionLine: ReasonLine[] = availability
    ? [{ ...ruleRef(availability.id, availability, today), text: availability.value.why, applies: 'yes' }]
    : [];
  const excluded = exclusions.some((e) => e.applies === 'yes');
  const base = availability?.value.status ?? 'unconfirmed';
  const status = base === 'closed' || excluded ? 'closed' : base;
  const firm = exclusions.filter((e) => e.applies === 'yes');
  const summary =
    status === 'closed'
      ? `Closed. ${[...(base === 'closed' ? missionLine : []), ...firm].map((r) => r.text).join(' ')}`
      : status === 'open'
        ? `Open at this mission${exclusions.length > 0 ? ', unless the conditions below apply' : ''}.`
        : 'Not confirmed for this mission: ask the provider or the mission before counting on it.';
  return {
    status,
    requested: facts.tatkaalRequested,
    summary,
    reasons: [...missionLine, ...exclusions],
  };
}
