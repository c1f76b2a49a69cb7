/**
 * Staff edits laid over the shipped data files (issue 20 part 6): a rule re-checked on a later date, or its value
 * corrected after its source changed. The server stores the edits and passes them in (ResolveOptions.overrides);
 * this module only validates and applies them, so src/shared stays free of I/O.
 * docs/decisions/0045-case-rule-overrides.md.
 */
import { z } from 'zod';
import {
  BASE_DATA,
  caseData,
  missionSchema,
  photoPrintSchema,
  providerSchema,
  ruleSchema,
  type CaseData,
  type Mission,
  type Rule,
} from './case-data.ts';
import { FACT_SCHEMAS, type FactId } from './general-facts.ts';
import { isIsoDate } from '../schemas/renewal-form.ts';

export interface RuleOverride {
  /** YYYY-MM-DD: when staff last compared the rule with its source. */
  readonly checkedOn?: string;
  /** The rule's whole value as listRules shows it, replacing the shipped one. */
  readonly value?: unknown;
}
export type RuleOverrides = Readonly<Record<string, RuleOverride>>;

/** The editable values of the records missions.json carries, by the id suffix listRules gives them. */
const MISSION_VALUES = {
  record: missionSchema.pick({ name: true, jurisdiction: true, website: true, provider: true }).strict(),
  'photo-print': photoPrintSchema.pick({ widthMm: true, heightMm: true, label: true }).strict(),
  'provider-centre': z.strictObject({ address: z.string().min(5).nullable() }),
} as const;
const PROVIDER_VALUE = providerSchema.pick({ name: true, website: true }).strict();

type Problems = string[];

function issues(prefix: string, error: z.ZodError): string[] {
  return error.issues.map((i) => {
    const where = i.path.filter((p) => p !== 'value').join('.');
    return `${prefix}${where ? ` ${where}` : ''}: ${i.message}`;
  });
}

function checkDate(id: string, o: RuleOverride, problems: Problems): boolean {
  if (o.checkedOn !== undefined && !isIsoDate(o.checkedOn)) {
    problems.push(`${id}: checked-on must be a date in the format YYYY-MM-DD`);
    return false;
  }
  return true;
}

function overlayRule(rule: Rule, o: RuleOverride, problems: Problems): Rule {
  if (!checkDate(rule.id, o, problems)) return rule;
  const parsed = ruleSchema.safeParse({
    ...rule,
    ...(o.value !== undefined ? { value: o.value } : {}),
    ...(o.checkedOn ? { checkedOn: o.checkedOn } : {}),
  });
  if (!parsed.success) {
    problems.push(...issues(rule.id, parsed.error));
    return rule;
  }
  if (parsed.data.kind === 'fact' && o.value !== undefined) {
    const schema = FACT_SCHEMAS[rule.id.replace(/^fact\./, '') as FactId] as z.ZodType | undefined;
    const fact = schema?.safeParse(o.value);
    if (fact && !fact.success) {
      problems.push(...issues(rule.id, fact.error));
      return rule;
    }
  }
  return parsed.data;
}

function overlayMission(m: Mission, overrides: RuleOverrides, providers: CaseData['providers'], problems: Problems) {
  let next: Mission = m;
  for (const part of Object.keys(MISSION_VALUES) as (keyof typeof MISSION_VALUES)[]) {
    const id = `mission.${m.id}.${part}`;
    const o = overrides[id];
    if (!o || !checkDate(id, o, problems)) continue;
    let value: Record<string, unknown> = {};
    if (o.value !== undefined) {
      const parsed = MISSION_VALUES[part].safeParse(o.value);
      if (!parsed.success) {
        problems.push(...issues(id, parsed.error));
        continue;
      }
      value = parsed.data;
    }
    const date = o.checkedOn ? { checkedOn: o.checkedOn } : {};
    if (part === 'record') {
      if (typeof value.provider === 'string' && !providers[value.provider]) {
        problems.push(`${id} provider: unknown provider ${value.provider}`);
        continue;
      }
      next = { ...next, ...value, ...date };
    } else if (part === 'photo-print') {
      next = { ...next, photoPrint: { ...next.photoPrint, ...value, ...date } };
    } else {
      next = { ...next, providerCentre: { ...next.providerCentre, ...value, ...date } };
    }
  }
  const checked = missionSchema.safeParse(next);
  if (!checked.success) {
    problems.push(...issues(`mission.${m.id}`, checked.error));
    return m;
  }
  return checked.data;
}

/** The data with the edits laid over, and every edit that could not be applied (it is left out, not guessed). */
export function overlayCaseData(
  overrides: RuleOverrides,
  base: CaseData = BASE_DATA,
): { data: CaseData; problems: string[] } {
  const problems: Problems = [];
  const known = new Set<string>(base.rules.map((r) => r.id));
  for (const m of base.missions) {
    for (const part of Object.keys(MISSION_VALUES)) known.add(`mission.${m.id}.${part}`);
  }
  for (const pid of Object.keys(base.providers)) known.add(`provider.${pid}`);
  for (const id of Object.keys(overrides)) if (!known.has(id)) problems.push(`${id}: no such rule`);

  const rules = base.rules.map((r) => {
    const o = overrides[r.id];
    return o ? overlayRule(r, o, problems) : r;
  });
  const providers: Record<string, CaseData['providers'][string]> = {};
  for (const [pid, p] of Object.entries(base.providers)) {
    const id = `provider.${pid}`;
    const o = overrides[id];
    if (!o || !checkDate(id, o, problems)) {
      providers[pid] = p;
      continue;
    }
    const value = o.value === undefined ? { success: true as const, data: {} } : PROVIDER_VALUE.safeParse(o.value);
    if (!value.success) {
      problems.push(...issues(id, value.error));
      providers[pid] = p;
      continue;
    }
    providers[pid] = { ...p, ...value.data, ...(o.checkedOn ? { checkedOn: o.checkedOn } : {}) };
  }
  const missions = base.missions.map((m) => overlayMission(m, overrides, providers, problems));
  return { data: caseData(rules, missions, providers), problems };
}

/** The problems one edit would have, checked against the shipped data: empty when it can be stored. */
export function checkRuleOverride(ruleId: string, override: RuleOverride): string[] {
  return overlayCaseData({ [ruleId]: override }).problems;
}

const overlaid = new WeakMap<RuleOverrides, CaseData>();

/** The data for a set of overrides, built once per set (the server hands the same object until an edit). */
export function caseDataWith(overrides: RuleOverrides | undefined): CaseData {
  if (!overrides || Object.keys(overrides).length === 0) return BASE_DATA;
  let data = overlaid.get(overrides);
  if (!data) {
    data = overlayCaseData(overrides).data;
    overlaid.set(overrides, data);
  }
  return data;
}
