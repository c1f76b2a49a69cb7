import { describe, expect, it } from 'vitest';
import { getMission, getRule } from './case-data.ts';
import { listRules } from './list-rules.ts';
import { checkRuleOverride, overlayCaseData } from './overrides.ts';
import { resolveCase } from './resolve-case.ts';

const today = '2026-11-26';
const munich = {
  applicationType: 'renewal',
  reason: 'lost',
  ageGroup: 'adult',
  countryOfResidence: 'DE',
  missionId: 'cgi-munich',
} as const;

describe('staff overrides laid over the case rules', () => {
  it("changes a mission's print size and its checked-on date in resolveCase, and only with the overrides", () => {
    const overrides = {
      'mission.cgi-munich.photo-print': {
        value: { widthMm: 35, heightMm: 45, label: '35 x 45 mm' },
        checkedOn: '2026-11-27',
      },
    };
    const edited = resolveCase(munich, { today, overrides });
    expect(edited.photo.print).toMatchObject({
      widthMm: 35,
      heightMm: 45,
      label: '35 x 45 mm',
      checkedOn: '2026-11-27',
    });
    // The shipped data is untouched: a resolve without overrides, before or after, gives the mission's own size.
    expect(resolveCase(munich, { today }).photo.print).toMatchObject({ widthMm: 50, heightMm: 50 });
    expect(getMission('cgi-munich')?.photoPrint.widthMm).toBe(50);
  });

  it('re-checking a stale rule makes it fresh in the answer and in the staff list', () => {
    // A year on, every rule read for this change is stale.
    const later = '2027-11-26';
    const ruleId = 'mission.cgi-munich.photo-print';
    expect(resolveCase(munich, { today: later }).staleRuleIds).toContain(ruleId);
    const overrides = { [ruleId]: { checkedOn: later } };
    const fresh = resolveCase(munich, { today: later, overrides });
    expect(fresh.staleRuleIds).not.toContain(ruleId);
    expect(fresh.photo.print).toMatchObject({ checkedOn: later, stale: false, widthMm: 50 });
    const listed = listRules(later, overrides).find((r) => r.id === ruleId)!;
    expect(listed.ref).toMatchObject({ checkedOn: later, stale: false });
  });

  it('an edited fee changes the fee line and the total', () => {
    const ny = {
      applicationType: 'renewal',
      reason: 'expiring',
      ageGroup: 'adult',
      countryOfResidence: 'US',
      missionId: 'cgi-new-york',
    } as const;
    const fees = resolveCase(ny, { today }).fees;
    const line = fees.lines.find((l) => l.amount !== null && !l.includedInGovernmentFee);
    expect(line).toBeDefined();
    const rule = getRule(line!.ruleId)!;
    const value = { ...(rule.value as Record<string, unknown>), amount: line!.amount! + 100 };
    const edited = resolveCase(ny, { today, overrides: { [rule.id]: { value } } }).fees;
    expect(edited.lines.find((l) => l.ruleId === rule.id)?.amount).toBe(line!.amount! + 100);
    if (fees.total !== null) expect(edited.total).toBeCloseTo(fees.total + 100, 2);
  });

  it('validates an edit against the rule kind, and names the problem', () => {
    expect(
      checkRuleOverride('mission.cgi-munich.photo-print', {
        value: { widthMm: 35, heightMm: 45, label: '35 x 45 mm' },
      }),
    ).toEqual([]);
    expect(
      checkRuleOverride('mission.cgi-munich.photo-print', {
        value: { widthMm: -1, heightMm: 45, label: '35 x 45 mm' },
      })[0],
    ).toMatch(/widthMm/);
    expect(checkRuleOverride('mission.cgi-munich.photo-print', { value: { widthMm: 35 } }).length).toBeGreaterThan(0);
    expect(
      checkRuleOverride('mission.cgi-munich.record', {
        value: {
          name: 'Consulate General of India, Munich',
          jurisdiction: 'Bavaria',
          website: null,
          provider: 'nobody',
        },
      })[0],
    ).toMatch(/unknown provider/);
    expect(checkRuleOverride('fact.photo.min-dpi', { value: 'three hundred' }).length).toBeGreaterThan(0);
    expect(checkRuleOverride('fact.photo.min-dpi', { value: 600 })).toEqual([]);
    expect(checkRuleOverride('no.such.rule', { checkedOn: today })[0]).toMatch(/no such rule/);
    expect(checkRuleOverride('fact.photo.min-dpi', { checkedOn: '26/11/2026' })[0]).toMatch(/YYYY-MM-DD/);
  });

  it('leaves out an invalid stored edit instead of failing every answer', () => {
    const { data, problems } = overlayCaseData({ 'mission.cgi-munich.photo-print': { value: { widthMm: 'big' } } });
    expect(problems.length).toBeGreaterThan(0);
    expect(data.missionById.get('cgi-munich')?.photoPrint.widthMm).toBe(50);
  });
});
