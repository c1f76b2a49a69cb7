import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from './case-answers.ts';
import { listRules } from './list-rules.ts';
import { resolveCase } from './resolve-case.ts';
import { checkedOnNotice, isStale, STALE_AFTER_DAYS } from './rule-ref.ts';

const TODAY = '2026-11-26';
const sf: CaseAnswers = {
  applicationType: 'renewal',
  reason: 'expiring',
  ageGroup: 'adult',
  countryOfResidence: 'US',
  missionId: 'cgi-san-francisco',
};

describe('resolveCase', () => {
  it('answers an adult renewal in San Francisco, every line with its source', () => {
    const r = resolveCase(sf, { today: TODAY });
    expect(r.wording).toEqual({ applicationTitle: 'Passport Renewal', service: 'Re-issue of passport on expiry' });
    expect(r.mission).toMatchObject({
      name: 'Consulate General of India, San Francisco',
      currency: 'USD',
      provider: { name: 'VFS Global', centre: { address: '642 Harrison Street, Suite 200, San Francisco, CA 94107' } },
    });
    expect(r.tatkaal).toMatchObject({ status: 'open', requested: false });
    expect(r.policeVerification).toMatchObject({ likely: false, addsWeeks: null });
    expect(r.fees).toMatchObject({ currency: 'USD', total: 113.9, readOn: '2026-11-01' });
    expect(r.processing).toMatchObject({ min: 3, max: 3, unit: 'weeks', ruleId: 'processing.san-francisco' });
    expect(r.photo.print).toMatchObject({
      label: '2 x 2 in (51 x 51 mm)',
      ruleId: 'mission.cgi-san-francisco.photo-print',
    });
    expect(r.governmentForm).toMatchObject({ validityDays: 150, ruleId: 'form.validity' });
    expect(r.chase.steps.map((s) => [s.who, s.after])).toEqual([
      ['VFS Global', null],
      ['Consulate General of India, San Francisco', { value: 30, unit: 'working_days' }],
    ]);
    expect(r.uploadSlots.map((s) => [s.slot, s.requirement])).toEqual([
      ['passport_application', 'required'],
      ['photo', 'required'],
      ['passport', 'required'],
      ['address_proof', 'required'],
      ['additional', 'required'],
    ]);
    expect(r.documents.find((d) => d.id === 'legal-status')).toMatchObject({
      uploadSlot: 'additional',
      source: {
        id: 'legalclarity-usa-renew',
        url: 'https://legalclarity.org/how-to-renew-an-indian-passport-in-the-usa',
      },
      checkedOn: TODAY,
      stale: false,
    });
  });

  it('is pure: the same answers and date give the same plain-JSON answer', () => {
    const a = resolveCase(sf, { today: TODAY });
    expect(resolveCase(sf, { today: TODAY })).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('gives a new application its own wording, documents and slots', () => {
    const r = resolveCase(
      { applicationType: 'new', ageGroup: 'adult', countryOfResidence: 'CA', missionId: 'cgi-toronto' },
      { today: TODAY },
    );
    expect(r.wording).toEqual({
      applicationTitle: 'New Passport Application',
      service: 'Fresh passport (your first Indian passport)',
    });
    expect(r.documents.map((d) => d.id)).not.toContain('current-passport');
    expect(r.uploadSlots.find((s) => s.slot === 'passport')).toMatchObject({
      label: 'Birth certificate',
      documentId: 'birth-certificate',
    });
  });

  it('says what the answers leave open instead of guessing', () => {
    const r = resolveCase({ ...sf, reason: 'expired' }, { today: TODAY });
    expect(r.documents.find((d) => d.id === 'delay-declaration')).toMatchObject({
      required: false,
      condition: 'if your passport expired more than a year ago',
    });
    expect(r.policeVerification.summary).toMatch(/^Possible, if this applies: applying more than 3 years/);
    const child = resolveCase({ ...sf, ageGroup: 'minor' }, { today: TODAY });
    expect(child.fees.total).toBeNull();
    expect(child.fees.lines.find((l) => l.ruleId === 'fee.us.passport-minor')?.condition).toContain('under 15');
  });

  it('warns about a missing mission, an unknown country and an expiry that contradicts the reason', () => {
    const noMission = resolveCase({ ...sf, countryOfResidence: 'CA', missionId: undefined }, { today: TODAY });
    expect(noMission.mission).toBeNull();
    expect(noMission.warnings[0]).toContain('Choose your mission');
    expect(
      resolveCase({ ...sf, countryOfResidence: 'OTHER', missionId: undefined }, { today: TODAY }).warnings[0],
    ).toContain('no mission data');
    const mrz = resolveCase(
      { ...sf, currentPassport: { expiryDate: '2026-01-02', expiryReadFrom: 'mrz' } },
      { today: TODAY },
    );
    expect(mrz.warnings).toEqual(['Your passport expired on 2026-01-02: choose "Passport expired" as the reason.']);
  });

  it('marks a rule not checked for more than 180 days as stale, and says so', () => {
    const now = resolveCase(sf, { today: TODAY });
    expect(now.staleRuleIds).toEqual(expect.arrayContaining(['doc.address-proof']));
    expect(now.staleRuleIds).not.toContain('processing.san-francisco');
    const later = resolveCase(sf, { today: '2027-06-01' });
    expect(later.staleRuleIds).toEqual(
      expect.arrayContaining(['processing.san-francisco', 'mission.cgi-san-francisco.photo-print']),
    );
    expect(later.processing.stale).toBe(true);
    expect(checkedOnNotice(later.processing, '2027-06-01')).toBe(
      'Source: Consulate General of India, San Francisco: FAQs - Passports (https://www.cgisf.gov.in/page/FAQs/). ' +
        'Checked on 2026-11-26. Not checked for 187 days (more than 180): it may have changed.',
    );
    expect(isStale('2026-06-01', '2026-11-28')).toBe(false);
    expect(isStale('2026-06-01', '2026-11-29')).toBe(true);
    expect(STALE_AFTER_DAYS).toBe(180);
  });

  it('refuses a bad date or bad answers', () => {
    expect(() => resolveCase(sf, { today: '26/11/2026' })).toThrow('options.today');
    expect(() => resolveCase({ ...sf, missionId: 'hci-london' }, { today: TODAY })).toThrow(
      'Choose a mission in your country of residence.',
    );
  });
});

describe('listRules', () => {
  it('lists every rule with a stable id, its source and checked-on date, mission-carried ones included', () => {
    const rules = listRules(TODAY);
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining(['fee.us.tatkaal', 'mission.cgi-munich.photo-print', 'provider.alankit-germany']),
    );
    expect(rules.filter((r) => r.kind === 'mission-photo-print')).toHaveLength(29);
    for (const r of rules) {
      expect(r.ref.source.title.length, r.id).toBeGreaterThan(5);
      expect(r.ref.checkedOn, r.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("covers every rule an answer can use, so a staff page can count a rule's applications", () => {
    const listed = new Set(listRules(TODAY).map((r) => r.id));
    const r = resolveCase({ ...sf, reason: 'lost', timeline: 'urgent' }, { today: TODAY });
    expect(r.usedRuleIds.filter((id) => !listed.has(id))).toEqual([]);
  });
});
