/**
 * How long it takes, how long the government form stays good, and whom to chase when: the pieces a timeline of
 * the application is built from.
 */
import { rulesOfKind, type Mission, type Provider } from './case-data.ts';
import { applicableRules, mostSpecific, type CaseFacts } from './conditions.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';
import type { PoliceVerification } from './tatkaal-and-police.ts';

export type TimeUnit = 'working_days' | 'weeks' | 'months';

export interface Processing extends RuleRef {
  readonly min: number | null;
  readonly max: number | null;
  readonly unit: TimeUnit;
  readonly text: string;
  readonly tatkaal: boolean;
  /** Added on top when police verification is likely or possible. */
  readonly policeVerificationAddsWeeks: { readonly min: number; readonly max: number } | null;
}

export interface GovernmentForm extends RuleRef {
  readonly validityDays: number;
  readonly text: string;
  readonly notes: readonly (RuleRef & { readonly text: string })[];
}

export interface ChaseStep {
  readonly contact: 'provider' | 'mission';
  /** The provider's or the mission's name. */
  readonly who: string;
  readonly after: { readonly value: number | null; readonly unit: 'working_days' | 'weeks' | 'processing_time' } | null;
  readonly how: string;
}

export interface Chase extends RuleRef {
  readonly steps: readonly ChaseStep[];
}

export function resolveProcessing(facts: CaseFacts, pv: PoliceVerification, today: string): Processing {
  const rule = mostSpecific(applicableRules(rulesOfKind('processing'), facts));
  if (!rule) throw new Error('rules.json needs a general processing rule');
  return {
    ...ruleRef(rule.id, rule, today),
    ...rule.value,
    tatkaal: rule.when?.tatkaalRequested === true,
    policeVerificationAddsWeeks: pv.addsWeeks ? { min: pv.addsWeeks.min, max: pv.addsWeeks.max } : null,
  };
}

export function resolveGovernmentForm(facts: CaseFacts, today: string): GovernmentForm {
  const rule = mostSpecific(applicableRules(rulesOfKind('form-validity'), facts));
  if (!rule) throw new Error('rules.json needs a form-validity rule');
  const notes = applicableRules(rulesOfKind('form-note'), facts).map(({ rule: n }) => ({
    ...ruleRef(n.id, n, today),
    text: n.value.text,
  }));
  return { ...ruleRef(rule.id, rule, today), validityDays: rule.value.days, text: rule.value.text, notes };
}

export function resolveChase(
  facts: CaseFacts,
  mission: Mission | null,
  provider: Provider | null,
  today: string,
): Chase {
  const rule = mostSpecific(applicableRules(rulesOfKind('chase'), facts));
  if (!rule) throw new Error('rules.json needs a general chase rule');
  return {
    ...ruleRef(rule.id, rule, today),
    steps: rule.value.steps.map((s) => ({
      contact: s.contact,
      who: s.contact === 'provider' ? (provider?.name ?? 'the service provider') : (mission?.name ?? 'the mission'),
      after: s.afterUnit ? { value: s.afterValue, unit: s.afterUnit } : null,
      how: s.how,
    })),
  };
}
