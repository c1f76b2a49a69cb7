/**
 * Every rule with its stable id, source and checked-on date, for the staff page that lists rules to re-check
 * (issue 20 part 6). Rules carried by a mission record (its jurisdiction, photo print size, provider centre) and
 * by a provider record get ids of their own, so they can be re-checked like the others.
 */
import { allRules, listMissions, listProviders, withCaseData, type Rule } from './case-data.ts';
import { caseDataWith, type RuleOverrides } from './overrides.ts';
import { ruleRef, type RuleRef } from './rule-ref.ts';
import { missionPhotoRuleId } from './visit-and-photo.ts';

export interface ListedRule {
  readonly id: string;
  readonly kind: Rule['kind'] | 'mission' | 'mission-photo-print' | 'provider-centre' | 'provider';
  readonly scope: string;
  readonly value: unknown;
  readonly ref: RuleRef;
}

function scopeText(rule: Rule): string {
  const parts = [...(rule.scope?.missions ?? []), ...(rule.scope?.countries ?? [])];
  return parts.length > 0 ? parts.join(', ') : 'all missions';
}

/** `overrides`: staff edits laid over the data files, as resolveCase takes them. */
export function listRules(today: string, overrides?: RuleOverrides): ListedRule[] {
  return withCaseData(caseDataWith(overrides), () => listActiveRules(today));
}

function listActiveRules(today: string): ListedRule[] {
  const out: ListedRule[] = allRules().map((r) => ({
    id: r.id,
    kind: r.kind,
    scope: scopeText(r),
    value: r.value,
    ref: ruleRef(r.id, r, today),
  }));
  for (const m of listMissions()) {
    const [first = m.jurisdictionSource, ...rest] = m.sources;
    out.push({
      id: `mission.${m.id}.record`,
      kind: 'mission',
      scope: m.id,
      value: { name: m.name, jurisdiction: m.jurisdiction, website: m.website, provider: m.provider },
      ref: ruleRef(
        `mission.${m.id}.record`,
        { source: first, alsoSeen: rest, checkedOn: m.checkedOn, note: m.note },
        today,
      ),
    });
    const { widthMm, heightMm, label } = m.photoPrint;
    out.push({
      id: missionPhotoRuleId(m.id),
      kind: 'mission-photo-print',
      scope: m.id,
      value: { widthMm, heightMm, label },
      ref: ruleRef(missionPhotoRuleId(m.id), m.photoPrint, today),
    });
    if (m.providerCentre.source) {
      out.push({
        id: `mission.${m.id}.provider-centre`,
        kind: 'provider-centre',
        scope: m.id,
        value: { address: m.providerCentre.address },
        ref: ruleRef(
          `mission.${m.id}.provider-centre`,
          {
            source: m.providerCentre.source,
            checkedOn: m.providerCentre.checkedOn ?? m.checkedOn,
            note: m.providerCentre.note,
          },
          today,
        ),
      });
    }
  }
  for (const p of listProviders()) {
    out.push({
      id: `provider.${p.id}`,
      kind: 'provider',
      scope: p.id,
      value: { name: p.name, website: p.website },
      ref: ruleRef(`provider.${p.id}`, p, today),
    });
  }
  return out;
}
