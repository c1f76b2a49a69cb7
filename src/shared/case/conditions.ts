/**
 * What the answers say about the case, and whether a rule's `when` applies to it. Answers can leave things open
 * (a child's exact age, an expiry given only as "expired"): a condition is then 'maybe', and the rule is shown
 * with its condition in plain words instead of being silently kept or dropped.
 */
import type { Reason, Timeline } from '../schemas/applications.ts';
import type { CaseAnswers, ChangeKind, ExpiryBand } from './case-answers.ts';
import type { Condition, Mission, Rule } from './case-data.ts';

export type Tri = 'yes' | 'no' | 'maybe';

export interface CaseFacts {
  readonly applicationType: 'renewal' | 'new';
  readonly reason: Reason | undefined;
  readonly changeKind: ChangeKind | undefined;
  readonly ageGroup: 'adult' | 'minor';
  readonly under15: boolean | undefined;
  readonly ecr: 'ecr' | 'ecnr' | undefined;
  readonly booklet: '36' | '60';
  readonly timeline: Timeline;
  readonly tatkaalRequested: boolean;
  readonly courtCase: boolean;
  /** How long ago the current passport expired: an exact date, or a band of months from the plain answer. */
  readonly expiry: ExpiryFact;
  /** Where the expiry came from: the passport's MRZ or form date, the plain answer, or an assumption. */
  readonly expiryBasis: 'date' | 'answer' | 'assumed-valid' | 'unknown' | 'not-applicable';
  readonly policeVerificationLikely: Tri;
  readonly country: string;
  readonly missionId: string | null;
}

export type ExpiryFact =
  | { readonly kind: 'date'; readonly date: string; readonly today: string }
  /** Months since expiry: more than `above`, at most `atMost` (null: no upper bound). */
  | { readonly kind: 'band'; readonly above: number; readonly atMost: number | null };

const BAND_MONTHS: Readonly<Record<ExpiryBand, { above: number; atMost: number | null }>> = {
  valid: { above: -1, atMost: 0 },
  up_to_1_year: { above: 0, atMost: 12 },
  '1_to_3_years': { above: 12, atMost: 36 },
  over_3_years: { above: 36, atMost: null },
};

/** `date` plus `months` calendar months (YYYY-MM-DD), the day clamped to the month's end. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Expired more than `months` months before `today`. */
function expiredMoreThanOn(expiryDate: string, months: number, today: string): boolean {
  return today > addMonths(expiryDate, months);
}

/** The plain-words band for an expiry date, e.g. read from the MRZ. */
export function expiryBandFromDate(expiryDate: string, today: string): ExpiryBand {
  if (expiryDate >= today) return 'valid';
  if (!expiredMoreThanOn(expiryDate, 12, today)) return 'up_to_1_year';
  return expiredMoreThanOn(expiryDate, 36, today) ? 'over_3_years' : '1_to_3_years';
}

function expiry(answers: CaseAnswers, today: string): Pick<CaseFacts, 'expiry' | 'expiryBasis'> {
  const band = (b: { above: number; atMost: number | null }): ExpiryFact => ({ kind: 'band', ...b });
  if (answers.applicationType === 'new') return { expiry: band(BAND_MONTHS.valid), expiryBasis: 'not-applicable' };
  const date = answers.currentPassport?.expiryDate;
  if (date) return { expiry: { kind: 'date', date, today }, expiryBasis: 'date' };
  const answered = answers.currentPassport?.expiredBand;
  if (answered) return { expiry: band(BAND_MONTHS[answered]), expiryBasis: 'answer' };
  // The expiry question is asked for an expired passport; for the other reasons it is taken as still valid.
  if (answers.reason !== 'expired') return { expiry: band(BAND_MONTHS.valid), expiryBasis: 'assumed-valid' };
  return { expiry: band({ above: 0, atMost: null }), expiryBasis: 'unknown' };
}

export function caseFacts(answers: CaseAnswers, mission: Mission | null, today: string): CaseFacts {
  const timeline = answers.timeline ?? 'normal';
  return {
    applicationType: answers.applicationType,
    reason: answers.reason,
    changeKind: answers.changeKind,
    ageGroup: answers.ageGroup,
    under15: answers.under15,
    ecr: answers.ecr,
    booklet: answers.booklet ?? '36',
    timeline,
    tatkaalRequested: timeline === 'urgent',
    courtCase: answers.courtCaseInIndia === true,
    ...expiry(answers, today),
    policeVerificationLikely: 'no',
    country: answers.countryOfResidence,
    missionId: mission?.id ?? null,
  };
}

function inList<T>(list: readonly T[] | undefined, value: T | undefined): Tri {
  if (list === undefined) return 'yes';
  return value !== undefined && list.includes(value) ? 'yes' : 'no';
}

function expiredMoreThan(months: number, facts: CaseFacts): Tri {
  const e = facts.expiry;
  if (e.kind === 'date') return expiredMoreThanOn(e.date, months, e.today) ? 'yes' : 'no';
  const { above, atMost } = e;
  if (above >= months) return 'yes';
  if (atMost !== null && atMost <= months) return 'no';
  return 'maybe';
}

function feeBand(bands: readonly ('adult' | 'minor_under_15')[], facts: CaseFacts): Tri {
  if (facts.ageGroup === 'adult') return bands.includes('adult') ? 'yes' : 'no';
  if (facts.under15 === true) return bands.includes('minor_under_15') ? 'yes' : 'no';
  if (facts.under15 === false) return bands.includes('adult') ? 'yes' : 'no';
  return 'maybe';
}

/** All of a condition's keys must hold; any 'no' makes it 'no', any open answer makes it 'maybe'. */
export function evaluate(condition: Condition | undefined, facts: CaseFacts): Tri {
  if (!condition) return 'yes';
  const c = condition;
  const results: Tri[] = [
    inList(c.applicationType, facts.applicationType),
    inList(c.reason, facts.reason),
    inList(c.changeKind, facts.changeKind),
    c.changeKindKnown === undefined ? 'yes' : (facts.changeKind !== undefined) === c.changeKindKnown ? 'yes' : 'no',
    inList(c.ageGroup, facts.ageGroup),
    c.feeBand === undefined ? 'yes' : feeBand(c.feeBand, facts),
    c.expiredMoreThanMonths === undefined ? 'yes' : expiredMoreThan(c.expiredMoreThanMonths, facts),
    inList(c.ecr, facts.ecr),
    inList(c.booklet, facts.booklet),
    c.tatkaalRequested === undefined ? 'yes' : c.tatkaalRequested === facts.tatkaalRequested ? 'yes' : 'no',
    c.courtCase === undefined ? 'yes' : c.courtCase === facts.courtCase ? 'yes' : 'no',
    c.policeVerificationLikely === undefined
      ? 'yes'
      : c.policeVerificationLikely
        ? facts.policeVerificationLikely
        : facts.policeVerificationLikely === 'no'
          ? 'yes'
          : 'no',
  ];
  if (results.includes('no')) return 'no';
  return results.includes('maybe') ? 'maybe' : 'yes';
}

/** 3 for the case's mission, 2 for its country, 1 for everyone, 0 when the rule is for somewhere else. */
export function scopeLevel(rule: Rule, facts: CaseFacts): number {
  const { scope } = rule;
  if (!scope || (!scope.countries && !scope.missions)) return 1;
  if (facts.missionId && scope.missions?.includes(facts.missionId)) return 3;
  if (scope.countries?.includes(facts.country as never)) return 2;
  return 0;
}

export interface Applicable<R extends Rule> {
  readonly rule: R;
  readonly applies: Exclude<Tri, 'no'>;
  readonly level: number;
}

/**
 * The rules that apply to this case, in data order, without those a more specific applicable rule replaces.
 * `unless` drops a rule only when it surely holds.
 */
export function applicableRules<R extends Rule>(rules: readonly R[], facts: CaseFacts): Applicable<R>[] {
  const out: Applicable<R>[] = [];
  for (const rule of rules) {
    const level = scopeLevel(rule, facts);
    if (level === 0) continue;
    const applies = evaluate(rule.when, facts);
    if (applies === 'no' || (rule.unless && evaluate(rule.unless, facts) === 'yes')) continue;
    out.push({ rule, applies, level });
  }
  const replaced = new Set(out.flatMap((a) => a.rule.replaces ?? []));
  return out.filter((a) => !replaced.has(a.rule.id));
}

/** The single most specific rule that surely applies: mission over country over everyone, then the narrower `when`. */
export function mostSpecific<R extends Rule>(list: readonly Applicable<R>[]): R | null {
  let best: Applicable<R> | null = null;
  for (const a of list) {
    if (a.applies !== 'yes') continue;
    const weight = (x: Applicable<R>) => x.level * 100 + Object.keys(x.rule.when ?? {}).length;
    if (!best || weight(a) > weight(best)) best = a;
  }
  return best?.rule ?? null;
}
