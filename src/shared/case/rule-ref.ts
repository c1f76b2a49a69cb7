/**
 * Every line of an answer carries the rule it came from, the page that rule was read from and the date someone
 * last checked it. A rule not checked for more than STALE_AFTER_DAYS says so.
 */
import { isIsoDate } from '../schemas/renewal-form.ts';
import { getSource, type Source } from './case-data.ts';

export const STALE_AFTER_DAYS = 180;
const DAY_MS = 86_400_000;

export interface SourceRef extends Source {
  readonly id: string;
}

export interface RuleRef {
  readonly ruleId: string;
  readonly source: SourceRef;
  /** Further pages that agree, or disagree (then `confirmWithMission` is true and `note` says how). */
  readonly alsoSeen: readonly SourceRef[];
  /** YYYY-MM-DD: when the rule was last compared with its source. */
  readonly checkedOn: string;
  readonly stale: boolean;
  /** Sources disagree or are weak: the safer reading is shown and the mission confirms it. */
  readonly confirmWithMission: boolean;
  readonly note?: string;
}

export interface Sourced {
  readonly source: string;
  readonly alsoSeen?: readonly string[] | undefined;
  readonly checkedOn: string;
  readonly confirmWithMission?: boolean;
  readonly note?: string | undefined;
}

export function assertIsoDate(value: string, what: string): void {
  if (!isIsoDate(value)) throw new Error(`${what} must be a date in the format YYYY-MM-DD, got "${value}"`);
}

/** Whole days from `checkedOn` to `today`. */
export function ageInDays(checkedOn: string, today: string): number {
  return Math.floor((Date.parse(today) - Date.parse(checkedOn)) / DAY_MS);
}

export function isStale(checkedOn: string, today: string): boolean {
  return ageInDays(checkedOn, today) > STALE_AFTER_DAYS;
}

export function sourceRef(sourceId: string): SourceRef {
  return { id: sourceId, ...getSource(sourceId) };
}

export function ruleRef(ruleId: string, rule: Sourced, today: string): RuleRef {
  return {
    ruleId,
    source: sourceRef(rule.source),
    alsoSeen: (rule.alsoSeen ?? []).map(sourceRef),
    checkedOn: rule.checkedOn,
    stale: isStale(rule.checkedOn, today),
    confirmWithMission: rule.confirmWithMission ?? false,
    ...(rule.note ? { note: rule.note } : {}),
  };
}

/** The words shown under a line: where it was read, when, and whether it may be out of date. */
export function checkedOnNotice(ref: RuleRef, today: string): string {
  const where = ref.source.url ? `${ref.source.title} (${ref.source.url})` : ref.source.title;
  const parts = [`Source: ${where}. Checked on ${ref.checkedOn}.`];
  if (ref.stale) {
    parts.push(
      `Not checked for ${ageInDays(ref.checkedOn, today)} days (more than ${STALE_AFTER_DAYS}): it may have changed.`,
    );
  }
  if (ref.confirmWithMission) parts.push('Sources differ: the mission confirms.');
  return parts.join(' ');
}
