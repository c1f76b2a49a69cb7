/**
 * One unit test per rule: every rule in rules.json (facts aside, see general-facts.test.ts) has a witness case
 * that must use it, and a conditional rule has a case that must not. A rule added without a witness fails the
 * first test, so the table stays complete.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from './case-answers.ts';
import { allRules } from './case-data.ts';
import { resolveCase, type CaseResult } from './resolve-case.ts';

const TODAY = '2026-11-26';

type Extra = { [K in keyof CaseAnswers]?: CaseAnswers[K] };

function at(country: CaseAnswers['countryOfResidence'], missionId: string | undefined, x: Extra = {}): CaseAnswers {
  const answers: CaseAnswers = {
    applicationType: 'renewal',
    ageGroup: 'adult',
    countryOfResidence: country,
    ...(missionId ? { missionId } : {}),
    ...x,
  };
  if (answers.applicationType === 'renewal' && !answers.reason) answers.reason = 'expiring';
  return answers;
}
const NY = (x: Extra = {}) => at('US', 'cgi-new-york', x);
const SF = (x: Extra = {}) => at('US', 'cgi-san-francisco', x);
const LON = (x: Extra = {}) => at('UK', 'hci-london', x);
const TOR = (x: Extra = {}) => at('CA', 'cgi-toronto', x);
const VAN = (x: Extra = {}) => at('CA', 'cgi-vancouver', x);
const OTT = (x: Extra = {}) => at('CA', 'hci-ottawa', x);
const SYD = (x: Extra = {}) => at('AU', 'cgi-sydney', x);
const MUC = (x: Extra = {}) => at('DE', 'cgi-munich', x);
const FRA = (x: Extra = {}) => at('DE', 'cgi-frankfurt', x);
const HAM = (x: Extra = {}) => at('DE', 'cgi-hamburg', x);
const SIN = (x: Extra = {}) => at('SG', 'hci-singapore', x);
const DXB = (x: Extra = {}) => at('UAE', 'cgi-dubai', x);
const AUH = (x: Extra = {}) => at('UAE', 'eoi-abu-dhabi', x);

const lost: Extra = { reason: 'lost' };
const damaged: Extra = { reason: 'damaged' };
const urgent: Extra = { timeline: 'urgent' };
const minor: Extra = { ageGroup: 'minor' };
const child: Extra = { ageGroup: 'minor', under15: true };
const fresh: Extra = { applicationType: 'new' };
const expiredBand = (b: 'up_to_1_year' | '1_to_3_years' | 'over_3_years'): Extra => ({
  reason: 'expired',
  currentPassport: { expiredBand: b },
});
const expiredOn = (date: string): Extra => ({
  reason: 'expired',
  currentPassport: { expiryDate: date, expiryReadFrom: 'mrz' },
});
const change = (changeKind: NonNullable<CaseAnswers['changeKind']>): Extra => ({ reason: 'change', changeKind });

const doc = (r: CaseResult, id: string) => r.documents.find((d) => d.id === id);
const fee = (r: CaseResult, ruleId: string) => r.fees.lines.find((l) => l.ruleId === ruleId);

interface Witness {
  readonly uses: CaseAnswers;
  readonly notWhen?: CaseAnswers;
  readonly check?: (r: CaseResult) => void;
}

const W: Record<string, Witness> = {
  // --- documents
  'doc.application-form': {
    uses: NY(),
    check: (r) =>
      expect(doc(r, 'application-form')).toMatchObject({ uploadSlot: 'passport_application', required: true }),
  },
  'doc.photos': { uses: LON(), notWhen: NY(), check: (r) => expect(doc(r, 'photos')?.uploadSlot).toBe('photo') },
  'doc.us.photos': { uses: NY(), notWhen: LON(), check: (r) => expect(doc(r, 'photos')?.copies).toBe(2) },
  'doc.munich.photos': { uses: MUC(), notWhen: FRA(), check: (r) => expect(doc(r, 'photos')?.copies).toBe(1) },
  'doc.hamburg.photos': { uses: HAM(), notWhen: MUC(), check: (r) => expect(doc(r, 'photos')?.copies).toBe(2) },
  'doc.uae.minor-photos': { uses: DXB(minor), notWhen: DXB(), check: (r) => expect(doc(r, 'photos')?.copies).toBe(6) },
  'doc.legal-status': { uses: at('OTHER', undefined), notWhen: NY() },
  'doc.us.legal-status': { uses: NY(), check: (r) => expect(doc(r, 'legal-status')?.purpose).toContain('I-797') },
  'doc.uk.legal-status': { uses: LON(), check: (r) => expect(doc(r, 'legal-status')?.purpose).toContain('BRP') },
  'doc.ca.legal-status': { uses: TOR(), check: (r) => expect(doc(r, 'legal-status')?.purpose).toContain('PR card') },
  'doc.au.legal-status': { uses: SYD(), check: (r) => expect(doc(r, 'legal-status')?.purpose).toContain('VEVO') },
  'doc.de.legal-status': {
    uses: MUC(),
    check: (r) => expect(doc(r, 'legal-status')?.title).toContain('Aufenthaltstitel'),
  },
  'doc.sg.legal-status': { uses: SIN(), check: (r) => expect(doc(r, 'legal-status')?.purpose).toContain('NRIC') },
  'doc.uae.legal-status': { uses: DXB(), check: (r) => expect(doc(r, 'legal-status')?.title).toContain('UAE') },
  'doc.address-proof': {
    uses: NY(),
    notWhen: MUC(),
    check: (r) => expect(doc(r, 'address-proof')).toMatchObject({ uploadSlot: 'address_proof', stale: true }),
  },
  'doc.de.address-proof': {
    uses: FRA(),
    check: (r) => expect(doc(r, 'address-proof')?.title).toContain('Meldebescheinigung'),
  },
  'doc.munich.indian-address': { uses: MUC(), notWhen: FRA() },
  'doc.us.self-declaration': {
    uses: NY(),
    notWhen: NY(minor),
    check: (r) => expect(doc(r, 'self-declaration')?.annexure?.letter).toBe('E'),
  },
  'doc.toronto.self-declaration': { uses: TOR(), notWhen: VAN() },
  'annexure.us.self-declaration': {
    uses: SF(),
    check: (r) => expect(doc(r, 'self-declaration')?.annexure?.ruleId).toBe('annexure.us.self-declaration'),
  },
  'annexure.toronto.self-declaration': { uses: TOR(), notWhen: TOR(fresh) },
  'doc.current-passport': { uses: NY(), notWhen: NY(lost) },
  'doc.passport-copies': {
    uses: NY(damaged),
    notWhen: NY(lost),
    check: (r) =>
      expect(doc(r, 'passport-copies')).toMatchObject({ uploadSlot: 'passport', slotRequirement: 'required' }),
  },
  'doc.lost-passport-copy': {
    uses: NY(lost),
    notWhen: NY(),
    check: (r) => expect(doc(r, 'passport-copies')).toMatchObject({ required: false, slotRequirement: 'optional' }),
  },
  'doc.police-report': {
    uses: NY(lost),
    notWhen: NY(damaged),
    check: (r) =>
      expect(doc(r, 'police-report')).toMatchObject({ uploadSlot: 'additional', slotRequirement: 'required' }),
  },
  'doc.loss-declaration': {
    uses: LON(lost),
    notWhen: LON(damaged),
    check: (r) => expect(doc(r, 'loss-declaration')?.annexure).toBeUndefined(),
  },
  'doc.damaged-passport': { uses: LON(damaged), notWhen: LON(lost) },
  'doc.damage-declaration': { uses: LON(damaged), notWhen: LON() },
  'doc.delay-declaration': {
    uses: LON(expiredBand('1_to_3_years')),
    notWhen: LON(expiredBand('up_to_1_year')),
    check: (r) => expect(doc(r, 'delay-declaration')).toMatchObject({ required: true, form: 'notarised_original' }),
  },
  'doc.vancouver.delay-declaration': {
    uses: VAN(expiredOn('2025-06-01')),
    notWhen: VAN(expiredOn('2026-06-01')),
    check: (r) => expect(doc(r, 'delay-declaration')?.form).toBe('signed_original'),
  },
  'doc.uae.delay-letter': {
    uses: DXB(expiredOn('2026-04-01')),
    notWhen: DXB(expiredOn('2026-08-01')),
    check: (r) => expect(doc(r, 'delay-declaration')?.title).toContain('Request letter'),
  },
  'doc.vancouver.ircc-search-letter': {
    uses: VAN(expiredBand('over_3_years')),
    notWhen: VAN(expiredBand('1_to_3_years')),
  },
  'doc.uae.prior-approval': { uses: AUH(expiredOn('2020-01-15')), notWhen: AUH(expiredOn('2022-01-15')) },
  'doc.marriage-proof': {
    uses: DXB(change('spouse_name_added')),
    notWhen: DXB(change('name_other')),
    check: (r) => expect(doc(r, 'marriage-proof')?.confirmWithMission).toBe(true),
  },
  'doc.name-change-proof': { uses: TOR(change('name_other')), notWhen: TOR(change('surname_after_marriage')) },
  'doc.particulars-proof': { uses: NY(change('other_particulars')), notWhen: NY(change('appearance_signature')) },
  'doc.appearance-declaration': { uses: NY(change('appearance_signature')), notWhen: NY(change('other_particulars')) },
  'doc.change-proof': { uses: NY({ reason: 'change' }), notWhen: NY(change('name_other')) },
  'doc.parents-passports': { uses: LON(minor), notWhen: LON() },
  'doc.parental-consent': { uses: LON(minor), notWhen: SIN(minor) },
  'doc.sg.parental-undertaking': {
    uses: SIN(minor),
    notWhen: SIN(),
    check: (r) => expect(doc(r, 'parental-consent')?.title).toContain('Undertaking'),
  },
  'doc.citizenship-proof': { uses: TOR(fresh), notWhen: TOR({ ...fresh, ...minor }) },
  'doc.birth-certificate': {
    uses: TOR(fresh),
    notWhen: TOR({ ...fresh, ...minor }),
    check: (r) => expect(doc(r, 'birth-certificate')?.uploadSlot).toBe('passport'),
  },
  'doc.child-birth-certificate': { uses: MUC({ ...fresh, ...minor }), notWhen: MUC(fresh) },
  'doc.birth-registration': { uses: MUC({ ...fresh, ...minor }), notWhen: MUC(minor) },
  'doc.ecnr-proof': {
    uses: DXB({ ecr: 'ecr' }),
    notWhen: DXB({ ecr: 'ecnr' }),
    check: (r) => expect(doc(r, 'ecnr-proof')?.required).toBe(false),
  },
  'doc.uae.court-case': { uses: DXB({ courtCaseInIndia: true }), notWhen: NY({ courtCaseInIndia: true }) },
  // --- Tatkaal
  'tatkaal.us': { uses: NY(), check: (r) => expect(r.tatkaal.status).toBe('open') },
  'tatkaal.uk': { uses: LON(), check: (r) => expect(r.tatkaal.status).toBe('open') },
  'tatkaal.ca': {
    uses: at('CA', undefined),
    notWhen: VAN(),
    check: (r) => expect(r.tatkaal.status).toBe('unconfirmed'),
  },
  'tatkaal.vancouver': { uses: VAN(), check: (r) => expect(r.tatkaal.status).toBe('open') },
  'tatkaal.toronto': {
    uses: TOR(),
    check: (r) => expect(r.tatkaal.reasons[0]).toMatchObject({ ruleId: 'tatkaal.toronto', confirmWithMission: true }),
  },
  'tatkaal.ottawa': { uses: OTT(), check: (r) => expect(r.tatkaal.status).toBe('closed') },
  'tatkaal.au': { uses: SYD(), check: (r) => expect(r.tatkaal.status).toBe('unconfirmed') },
  'tatkaal.de': { uses: HAM(), check: (r) => expect(r.tatkaal.status).toBe('closed') },
  'tatkaal.sg': { uses: SIN(), check: (r) => expect(r.tatkaal.status).toBe('open') },
  'tatkaal.uae': { uses: AUH(), check: (r) => expect(r.tatkaal.status).toBe('open') },
  'tatkaal.default': { uses: at('OTHER', undefined), notWhen: NY() },
  'tatkaal.not-for-lost-damaged': {
    uses: NY(damaged),
    notWhen: NY(),
    check: (r) => expect(r.tatkaal.status).toBe('closed'),
  },
  'tatkaal.not-for-changes': { uses: NY(change('other_particulars')), notWhen: NY(change('spouse_name_added')) },
  'tatkaal.not-for-married-name': {
    uses: AUH(change('surname_after_marriage')),
    notWhen: AUH(change('spouse_name_added')),
    check: (r) => expect(r.tatkaal.status).toBe('closed'),
  },
  'tatkaal.not-for-first-passport': { uses: SIN(fresh), notWhen: SIN() },
  'tatkaal.not-with-police-verification-first': {
    uses: LON(expiredBand('over_3_years')),
    notWhen: LON(expiredBand('1_to_3_years')),
    check: (r) => expect(r.tatkaal.status).toBe('closed'),
  },
  // --- police verification
  'police.change-of-particulars': {
    uses: NY(change('name_other')),
    notWhen: NY(change('surname_after_marriage')),
    check: (r) => expect(r.policeVerification.likely).toBe(true),
  },
  'police.lost-damaged': {
    uses: NY(lost),
    notWhen: NY(),
    check: (r) => expect(r.policeVerification.likely).toBe(true),
  },
  'police.expired-over-3-years': {
    uses: NY(expiredOn('2023-01-01')),
    notWhen: NY(expiredOn('2024-01-01')),
    check: (r) => expect(r.policeVerification.likely).toBe(true),
  },
  'police.court-case': { uses: LON({ courtCaseInIndia: true }), notWhen: LON() },
  'police.first-passport': { uses: LON(fresh), notWhen: LON() },
  'police.effect': {
    uses: NY(lost),
    notWhen: NY(),
    check: (r) => expect(r.policeVerification.addsWeeks).toMatchObject({ min: 4, max: 6 }),
  },
  'police.munich-indian-address': { uses: MUC(), notWhen: FRA() },
  // --- fees
  'fee.lost-damaged': {
    uses: NY(lost),
    notWhen: NY(),
    check: (r) => {
      expect(fee(r, 'fee.lost-damaged')?.amount).toBeNull();
      expect(fee(r, 'fee.us.passport-36')).toBeUndefined();
      expect(r.fees.total).toBeNull();
    },
  },
  'fee.us.passport-36': { uses: NY(), notWhen: NY({ booklet: '60' }) },
  'fee.us.passport-60': { uses: NY({ booklet: '60' }), notWhen: NY() },
  'fee.us.passport-minor': {
    uses: NY(child),
    notWhen: NY({ ...minor, under15: false }),
    check: (r) => expect(fee(r, 'fee.us.passport-minor')?.amount).toBe(67.9),
  },
  'fee.us.welfare': { uses: NY(), check: (r) => expect(fee(r, 'fee.us.welfare')?.amount).toBe(2) },
  'fee.us.provider': { uses: SF(), check: (r) => expect(fee(r, 'fee.us.provider')?.confirmWithMission).toBe(true) },
  'fee.us.tatkaal': {
    uses: NY(urgent),
    notWhen: NY(),
    check: (r) => expect(fee(r, 'fee.us.tatkaal')?.amount).toBe(150),
  },
  'fee.uk.passport-36': {
    uses: LON(),
    notWhen: LON(minor),
    check: (r) => expect(fee(r, 'fee.uk.passport-36')?.amount).toBe(57),
  },
  'fee.uk.passport-60': {
    uses: LON({ booklet: '60' }),
    check: (r) => expect(fee(r, 'fee.uk.passport-60')?.amount).toBe(76),
  },
  'fee.uk.passport-minor': { uses: LON(minor), check: (r) => expect(fee(r, 'fee.uk.passport-minor')?.amount).toBe(39) },
  'fee.uk.welfare': {
    uses: LON(),
    check: (r) => expect(fee(r, 'fee.uk.welfare')).toMatchObject({ amount: 2, includedInGovernmentFee: true }),
  },
  'fee.uk.provider': { uses: LON(), check: (r) => expect(fee(r, 'fee.uk.provider')?.amount).toBeNull() },
  'fee.uk.tatkaal': { uses: LON(urgent), notWhen: LON({ ...urgent, ...lost }) },
  'fee.ca.passport': { uses: TOR(), notWhen: TOR(lost) },
  'fee.ca.welfare': { uses: VAN(), check: (r) => expect(fee(r, 'fee.ca.welfare')?.amount).toBe(2) },
  'fee.ca.provider': { uses: OTT(), check: (r) => expect(fee(r, 'fee.ca.provider')?.amount).toBe(7.4) },
  'fee.ca.tatkaal': { uses: VAN(urgent), notWhen: OTT(urgent) },
  'fee.au.passport': { uses: SYD(), check: (r) => expect(fee(r, 'fee.au.passport')?.amount).toBeNull() },
  'fee.au.welfare': { uses: SYD() },
  'fee.au.provider': { uses: SYD() },
  'fee.au.tatkaal': { uses: SYD(urgent), notWhen: SYD() },
  'fee.de.passport-36': { uses: MUC(), check: (r) => expect(fee(r, 'fee.de.passport-36')?.amount).toBe(60) },
  'fee.de.passport-60': {
    uses: HAM({ booklet: '60' }),
    check: (r) => expect(fee(r, 'fee.de.passport-60')?.amount).toBe(75),
  },
  'fee.de.passport-minor': { uses: FRA(child), notWhen: FRA({ ...minor, under15: false }) },
  'fee.de.welfare': { uses: FRA(), check: (r) => expect(fee(r, 'fee.de.welfare')?.amount).toBe(2) },
  'fee.de.provider': { uses: FRA(), check: (r) => expect(fee(r, 'fee.de.provider')?.amount).toBeNull() },
  'fee.sg.passport-36': { uses: SIN(), check: (r) => expect(fee(r, 'fee.sg.passport-36')?.amount).toBe(100) },
  'fee.sg.passport-60': {
    uses: SIN({ booklet: '60' }),
    check: (r) => expect(fee(r, 'fee.sg.passport-60')?.amount).toBe(130),
  },
  'fee.sg.passport-minor': { uses: SIN(child), check: (r) => expect(fee(r, 'fee.sg.passport-minor')?.amount).toBe(65) },
  'fee.sg.welfare': { uses: SIN() },
  'fee.sg.provider': { uses: SIN(), check: (r) => expect(fee(r, 'fee.sg.provider')?.amount).toBe(10.8) },
  'fee.sg.tatkaal-36': {
    uses: SIN(urgent),
    notWhen: SIN(),
    check: (r) => expect(fee(r, 'fee.sg.tatkaal-36')?.amount).toBe(285),
  },
  'fee.sg.tatkaal-60': {
    uses: SIN({ ...urgent, booklet: '60' }),
    check: (r) => expect(fee(r, 'fee.sg.tatkaal-60')?.amount).toBe(320),
  },
  'fee.sg.tatkaal-minor': {
    uses: SIN({ ...urgent, ...child }),
    check: (r) => expect(fee(r, 'fee.sg.tatkaal-minor')?.amount).toBe(255),
  },
  'fee.uae.passport-36': {
    uses: DXB(),
    notWhen: DXB(urgent),
    check: (r) => expect(fee(r, 'fee.uae.passport-36')?.amount).toBe(285),
  },
  'fee.uae.passport-60': {
    uses: DXB({ booklet: '60' }),
    check: (r) => expect(fee(r, 'fee.uae.passport-60')?.amount).toBe(380),
  },
  'fee.uae.passport-minor': {
    uses: DXB(minor),
    check: (r) => expect(fee(r, 'fee.uae.passport-minor')?.amount).toBe(190),
  },
  'fee.uae.tatkaal-36': {
    uses: DXB(urgent),
    notWhen: DXB({ ...urgent, ...lost }),
    check: (r) => expect(r.fees.total).toBe(872),
  },
  'fee.uae.tatkaal-60': { uses: AUH({ ...urgent, booklet: '60' }), check: (r) => expect(r.fees.total).toBe(967) },
  'fee.uae.tatkaal-minor': {
    uses: DXB({ ...urgent, ...minor }),
    check: (r) => expect(fee(r, 'fee.uae.tatkaal-minor')?.amount).toBe(760),
  },
  'fee.uae.welfare': { uses: DXB(), check: (r) => expect(fee(r, 'fee.uae.welfare')?.amount).toBe(8) },
  'fee.uae.provider': { uses: DXB(), check: (r) => expect(fee(r, 'fee.uae.provider')?.amount).toBe(9) },
  // --- processing
  'processing.default': {
    uses: NY(),
    notWhen: SF(),
    check: (r) => expect(r.processing).toMatchObject({ min: 2, max: 4, stale: true }),
  },
  'processing.san-francisco': {
    uses: SF(),
    check: (r) => expect(r.processing).toMatchObject({ min: 3, max: 3, unit: 'weeks' }),
  },
  'processing.uk': { uses: LON(), check: (r) => expect(r.processing).toMatchObject({ min: 4, max: 5 }) },
  'processing.uk.tatkaal': { uses: LON(urgent), notWhen: LON({ ...urgent, ...lost }) },
  'processing.ca': { uses: TOR(), check: (r) => expect(r.processing.unit).toBe('months') },
  'processing.vancouver': { uses: VAN(), notWhen: VAN(urgent) },
  'processing.vancouver.tatkaal': { uses: VAN(urgent), check: (r) => expect(r.processing.tatkaal).toBe(true) },
  'processing.au': { uses: SYD(), check: (r) => expect(r.processing).toMatchObject({ min: null, max: null }) },
  'processing.de': { uses: MUC(), check: (r) => expect(r.processing).toMatchObject({ min: null, max: 7 }) },
  'processing.sg': {
    uses: SIN(),
    check: (r) => expect(r.processing).toMatchObject({ min: 5, max: 8, unit: 'working_days' }),
  },
  'processing.sg.tatkaal': { uses: SIN(urgent), notWhen: SIN({ ...fresh, ...urgent }) },
  'processing.dubai': { uses: DXB(), notWhen: AUH() },
  'processing.dubai.tatkaal': { uses: DXB(urgent), notWhen: DXB() },
  'processing.dubai.lost-damaged': { uses: DXB(lost), check: (r) => expect(r.processing.min).toBe(7) },
  // --- attendance
  'attendance.default': {
    uses: at('OTHER', undefined),
    check: (r) => expect(r.attendInPerson.mode).toBe('unconfirmed'),
  },
  'attendance.us': { uses: NY(), check: (r) => expect(r.attendInPerson.mode).toBe('not_required') },
  'attendance.uk': { uses: LON(), check: (r) => expect(r.attendInPerson.mode).toBe('required') },
  'attendance.ca': { uses: TOR(), check: (r) => expect(r.attendInPerson.mode).toBe('not_required') },
  'attendance.au': { uses: SYD(), check: (r) => expect(r.attendInPerson.confirmWithMission).toBe(true) },
  'attendance.de': {
    uses: FRA(),
    notWhen: FRA(lost),
    check: (r) => expect(r.attendInPerson.mode).toBe('not_required'),
  },
  'attendance.de.physical-verification': { uses: FRA(lost), notWhen: MUC(lost) },
  'attendance.munich.physical-verification': {
    uses: MUC(damaged),
    check: (r) => expect(r.attendInPerson.mode).toBe('required'),
  },
  'attendance.munich.appearance': {
    uses: MUC(change('appearance_signature')),
    notWhen: FRA(change('appearance_signature')),
  },
  'attendance.sg': { uses: SIN(), check: (r) => expect(r.attendInPerson.mode).toBe('required') },
  'attendance.uae': { uses: DXB(minor), check: (r) => expect(r.attendInPerson.mode).toBe('required') },
  // --- form, chase
  'form.validity': { uses: NY(), check: (r) => expect(r.governmentForm.validityDays).toBe(150) },
  'form.no-corrections': { uses: SIN() },
  'form.ca.current-year': { uses: OTT(), notWhen: NY() },
  'form.us.on-hold': { uses: SF(), notWhen: LON() },
  'chase.default': { uses: NY(), notWhen: SF(), check: (r) => expect(r.chase.steps[0]?.who).toBe('VFS Global') },
  'chase.san-francisco': {
    uses: SF(),
    check: (r) =>
      expect(r.chase.steps[1]).toMatchObject({ contact: 'mission', after: { value: 30, unit: 'working_days' } }),
  },
  'chase.london': { uses: LON(), check: (r) => expect(r.chase.steps[1]?.after?.value).toBe(10) },
  'chase.frankfurt': { uses: FRA(), check: (r) => expect(r.chase.steps[0]?.who).toBe('Alankit') },
  'chase.munich': { uses: MUC(), check: (r) => expect(r.chase.steps[1]?.how).toContain('passport.munich@mea.gov.in') },
};

const resolve = (a: CaseAnswers) => resolveCase(a, { today: TODAY });

describe('every rule has a witness case', () => {
  it('covers each rule in rules.json except the shared facts', () => {
    const ruleIds = allRules()
      .filter((r) => r.kind !== 'fact')
      .map((r) => r.id);
    expect(ruleIds.filter((id) => !W[id])).toEqual([]);
    expect(Object.keys(W).filter((id) => !ruleIds.includes(id))).toEqual([]);
  });
});

describe.each(Object.entries(W))('rule %s', (ruleId, w) => {
  it('is used by its witness case', () => {
    const r = resolve(w.uses);
    expect(r.usedRuleIds).toContain(ruleId);
    w.check?.(r);
  });
  if (w.notWhen) {
    const notWhen = w.notWhen;
    it('is not used where it does not apply', () => {
      expect(resolve(notWhen).usedRuleIds).not.toContain(ruleId);
    });
  }
});
