/**
 * Real cases, table-driven: for each, the documents, Tatkaal, police verification, the fee and the print size
 * the sources give. A change to rules.json that changes one of these answers fails here on purpose: update the
 * row in the same commit, with the source.
 */
import { describe, expect, it } from 'vitest';
import type { CaseAnswers } from './case-answers.ts';
import { resolveCase } from './resolve-case.ts';

const TODAY = '2026-11-26';

const BASE = ['application-form', 'photos', 'legal-status', 'address-proof'];
const RENEW = [...BASE, 'current-passport', 'passport-copies'];
const US_RENEW = [...RENEW, 'self-declaration'];
const LOST = [...BASE, 'passport-copies', 'police-report', 'loss-declaration'];
const DAMAGED = [...BASE, 'passport-copies', 'damaged-passport', 'damage-declaration'];
const MINOR = ['parents-passports', 'parental-consent'];
const FRESH_ADULT = [...BASE, 'citizenship-proof', 'birth-certificate'];
const FRESH_CHILD = [...BASE, ...MINOR, 'birth-certificate', 'birth-registration'];

interface RealCase {
  readonly name: string;
  readonly answers: CaseAnswers;
  readonly documents: readonly string[];
  readonly tatkaal: 'open' | 'closed' | 'unconfirmed';
  readonly police: boolean;
  /** [kind, amount] for every fee line, and the total (null when a figure is missing or open). */
  readonly fees: {
    readonly lines: readonly [string, number | null][];
    readonly total: number | null;
    readonly currency: string | null;
  };
  readonly printMm: readonly [number, number];
  readonly attend?: 'required' | 'not_required' | 'unconfirmed';
}

const renewal = (
  countryOfResidence: CaseAnswers['countryOfResidence'],
  missionId: string | undefined,
  extra: Partial<CaseAnswers> = {},
): CaseAnswers => ({
  applicationType: 'renewal',
  reason: 'expiring',
  ageGroup: 'adult',
  countryOfResidence,
  ...(missionId ? { missionId } : {}),
  ...extra,
});
const fresh = (
  countryOfResidence: CaseAnswers['countryOfResidence'],
  missionId: string,
  extra: Partial<CaseAnswers> = {},
): CaseAnswers => ({ applicationType: 'new', ageGroup: 'adult', countryOfResidence, missionId, ...extra });

const US_FEES = (gov: number, extra: [string, number][] = []) => ({
  lines: [['government', gov], ['welfare', 2], ['provider', 19], ...extra] as [string, number][],
  total: Math.round((gov + 21 + extra.reduce((s, [, n]) => s + n, 0)) * 100) / 100,
  currency: 'USD',
});
const US_LOST = {
  lines: [
    ['government', null],
    ['welfare', 2],
    ['provider', 19],
  ] as [string, number | null][],
  total: null,
  currency: 'USD',
};
const CA_FEES = {
  lines: [
    ['government', null],
    ['welfare', 2],
    ['provider', 7.4],
  ] as [string, number | null][],
  total: null,
  currency: 'CAD',
};
const CA_LOST = CA_FEES;
const AU_FEES = {
  lines: [
    ['government', null],
    ['welfare', null],
    ['provider', null],
  ] as [string, number | null][],
  total: null,
  currency: 'AUD',
};
const DE_FEES = (gov: number | null) => ({
  lines: [
    ['government', gov],
    ['welfare', 2],
    ['provider', null],
  ] as [string, number | null][],
  total: null,
  currency: 'EUR',
});
const UK_FEES = (gov: number | null) => ({
  lines: [
    ['government', gov],
    ['welfare', 2],
    ['provider', null],
  ] as [string, number | null][],
  total: null,
  currency: 'GBP',
});
const UAE_FEES = (gov: number, kind = 'government') => ({
  lines: [
    [kind, gov],
    ['welfare', 8],
    ['provider', 9],
  ] as [string, number][],
  total: gov + 17,
  currency: 'AED',
});
const SQ51: [number, number] = [51, 51];
const SQ50: [number, number] = [50, 50];

const CASES: RealCase[] = [
  {
    name: 'adult renewal in San Francisco',
    answers: renewal('US', 'cgi-san-francisco'),
    documents: US_RENEW,
    tatkaal: 'open',
    police: false,
    fees: US_FEES(92.9),
    printMm: SQ51,
    attend: 'not_required',
  },
  {
    name: 'adult renewal in New York, urgent (Tatkaal)',
    answers: renewal('US', 'cgi-new-york', { timeline: 'urgent' }),
    documents: US_RENEW,
    tatkaal: 'open',
    police: false,
    fees: US_FEES(92.9, [['tatkaal', 150]]),
    printMm: SQ51,
  },
  {
    name: 'adult renewal, 60 pages, in Los Angeles',
    answers: renewal('US', 'cgi-los-angeles', { booklet: '60' }),
    documents: US_RENEW,
    tatkaal: 'open',
    police: false,
    fees: US_FEES(117.9),
    printMm: SQ51,
  },
  {
    name: 'child under 15 renewing in Chicago',
    answers: renewal('US', 'cgi-chicago', { ageGroup: 'minor', under15: true }),
    documents: [...RENEW, ...MINOR],
    tatkaal: 'open',
    police: false,
    fees: US_FEES(67.9),
    printMm: SQ51,
  },
  {
    name: 'lost passport in Houston',
    answers: renewal('US', 'cgi-houston', { reason: 'lost' }),
    documents: [...LOST, 'self-declaration'],
    tatkaal: 'closed',
    police: true,
    fees: US_LOST,
    printMm: SQ51,
  },
  {
    name: 'change of date of birth in Seattle',
    answers: renewal('US', 'cgi-seattle', { reason: 'change', changeKind: 'other_particulars' }),
    documents: [...US_RENEW, 'particulars-proof'],
    tatkaal: 'closed',
    police: true,
    fees: US_FEES(92.9),
    printMm: SQ51,
  },
  {
    name: 'court case pending in India, Atlanta',
    answers: renewal('US', 'cgi-atlanta', { courtCaseInIndia: true, timeline: 'urgent' }),
    documents: US_RENEW,
    tatkaal: 'closed',
    police: true,
    fees: US_FEES(92.9),
    printMm: SQ51,
  },
  {
    name: 'passport expired 8 months ago (MRZ), Washington DC',
    answers: renewal('US', 'eoi-washington', {
      reason: 'expired',
      currentPassport: { expiryDate: '2026-03-20', expiryReadFrom: 'mrz' },
    }),
    documents: US_RENEW,
    tatkaal: 'open',
    police: false,
    fees: US_FEES(92.9),
    printMm: SQ51,
  },
  {
    name: 'adult renewal in Boston',
    answers: renewal('US', 'cgi-boston'),
    documents: US_RENEW,
    tatkaal: 'open',
    police: false,
    fees: US_FEES(92.9),
    printMm: SQ51,
  },
  {
    name: 'passport expired 4 years ago (MRZ), London',
    answers: renewal('UK', 'hci-london', {
      reason: 'expired',
      currentPassport: { expiryDate: '2022-10-01', expiryReadFrom: 'mrz' },
      timeline: 'urgent',
    }),
    documents: [...RENEW, 'delay-declaration'],
    tatkaal: 'closed',
    police: true,
    fees: UK_FEES(57),
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: 'adult renewal in Birmingham',
    answers: renewal('UK', 'cgi-birmingham'),
    documents: RENEW,
    tatkaal: 'open',
    police: false,
    fees: UK_FEES(57),
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: 'child renewing in Edinburgh',
    answers: renewal('UK', 'cgi-edinburgh', { ageGroup: 'minor' }),
    documents: [...RENEW, ...MINOR],
    tatkaal: 'open',
    police: false,
    fees: UK_FEES(39),
    printMm: SQ51,
  },
  {
    name: 'change of appearance in Manchester',
    answers: renewal('UK', 'cgi-manchester', { reason: 'change', changeKind: 'appearance_signature' }),
    documents: [...RENEW, 'appearance-declaration'],
    tatkaal: 'closed',
    police: true,
    fees: UK_FEES(57),
    printMm: SQ51,
  },
  {
    name: 'surname after marriage in Belfast',
    answers: renewal('UK', 'cgi-belfast', { reason: 'change', changeKind: 'surname_after_marriage' }),
    documents: [...RENEW, 'marriage-proof'],
    tatkaal: 'closed',
    police: false,
    fees: UK_FEES(57),
    printMm: SQ51,
  },
  {
    name: 'name change in Canada (Toronto)',
    answers: renewal('CA', 'cgi-toronto', { reason: 'change', changeKind: 'name_other' }),
    documents: [...RENEW, 'self-declaration', 'name-change-proof'],
    tatkaal: 'closed',
    police: true,
    fees: CA_FEES,
    printMm: SQ51,
    attend: 'not_required',
  },
  {
    name: 'new application in Toronto',
    answers: fresh('CA', 'cgi-toronto'),
    documents: FRESH_ADULT,
    tatkaal: 'closed',
    police: true,
    fees: CA_FEES,
    printMm: SQ51,
  },
  {
    name: 'passport expired 2 years ago, Vancouver',
    answers: renewal('CA', 'cgi-vancouver', { reason: 'expired', currentPassport: { expiredBand: '1_to_3_years' } }),
    documents: [...RENEW, 'delay-declaration'],
    tatkaal: 'open',
    police: false,
    fees: CA_FEES,
    printMm: SQ51,
  },
  {
    name: 'passport expired 5 years ago, Vancouver',
    answers: renewal('CA', 'cgi-vancouver', { reason: 'expired', currentPassport: { expiredBand: 'over_3_years' } }),
    documents: [...RENEW, 'delay-declaration', 'ircc-search-letter'],
    tatkaal: 'closed',
    police: true,
    fees: CA_FEES,
    printMm: SQ51,
  },
  {
    name: 'urgent renewal in Ottawa (no Tatkaal there)',
    answers: renewal('CA', 'hci-ottawa', { timeline: 'urgent' }),
    documents: RENEW,
    tatkaal: 'closed',
    police: false,
    fees: CA_LOST,
    printMm: SQ51,
  },
  {
    name: 'damaged passport in Australia (Sydney)',
    answers: renewal('AU', 'cgi-sydney', { reason: 'damaged' }),
    documents: DAMAGED,
    tatkaal: 'closed',
    police: true,
    fees: AU_FEES,
    printMm: SQ51,
    attend: 'not_required',
  },
  {
    name: 'adult renewal in Melbourne',
    answers: renewal('AU', 'cgi-melbourne'),
    documents: RENEW,
    tatkaal: 'unconfirmed',
    police: false,
    fees: AU_FEES,
    printMm: SQ51,
  },
  {
    name: 'lost passport in Perth',
    answers: renewal('AU', 'cgi-perth', { reason: 'lost' }),
    documents: LOST,
    tatkaal: 'closed',
    police: true,
    fees: AU_FEES,
    printMm: SQ51,
  },
  {
    name: "a child's first passport in Brisbane",
    answers: fresh('AU', 'cgi-brisbane', { ageGroup: 'minor' }),
    documents: FRESH_CHILD,
    tatkaal: 'closed',
    police: true,
    fees: AU_FEES,
    printMm: SQ51,
  },
  {
    name: 'damaged child passport in Canberra',
    answers: renewal('AU', 'hci-canberra', { reason: 'damaged', ageGroup: 'minor' }),
    documents: [...DAMAGED, ...MINOR],
    tatkaal: 'closed',
    police: true,
    fees: AU_FEES,
    printMm: SQ51,
  },
  {
    name: 'lost passport in Germany (Munich)',
    answers: renewal('DE', 'cgi-munich', { reason: 'lost', timeline: 'urgent' }),
    documents: [...LOST, 'indian-address-proof'],
    tatkaal: 'closed',
    police: true,
    fees: DE_FEES(null),
    printMm: SQ50,
    attend: 'required',
  },
  {
    name: 'lost passport in Berlin',
    answers: renewal('DE', 'eoi-berlin', { reason: 'lost' }),
    documents: LOST,
    tatkaal: 'closed',
    police: true,
    fees: DE_FEES(null),
    printMm: [35, 45],
    attend: 'required',
  },
  {
    name: 'adult renewal in Frankfurt',
    answers: renewal('DE', 'cgi-frankfurt'),
    documents: RENEW,
    tatkaal: 'closed',
    police: false,
    fees: DE_FEES(60),
    printMm: SQ50,
    attend: 'not_required',
  },
  {
    name: 'adult renewal, 60 pages, in Hamburg',
    answers: renewal('DE', 'cgi-hamburg', { booklet: '60' }),
    documents: RENEW,
    tatkaal: 'closed',
    police: false,
    fees: DE_FEES(75),
    printMm: SQ50,
  },
  {
    name: "a newborn's first passport in Munich",
    answers: fresh('DE', 'cgi-munich', { ageGroup: 'minor', under15: true }),
    documents: [...FRESH_CHILD, 'indian-address-proof'],
    tatkaal: 'closed',
    police: true,
    fees: DE_FEES(null),
    printMm: SQ50,
  },
  {
    name: 'pages exhausted in Singapore',
    answers: renewal('SG', undefined, { reason: 'pages' }),
    documents: RENEW,
    tatkaal: 'open',
    police: false,
    fees: {
      lines: [
        ['government', 100],
        ['welfare', null],
        ['provider', 10.8],
      ],
      total: null,
      currency: 'SGD',
    },
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: 'urgent adult renewal in Singapore',
    answers: renewal('SG', 'hci-singapore', { timeline: 'urgent' }),
    documents: RENEW,
    tatkaal: 'open',
    police: false,
    fees: {
      lines: [
        ['government', 100],
        ['welfare', null],
        ['provider', 10.8],
        ['tatkaal', 285],
      ],
      total: null,
      currency: 'SGD',
    },
    printMm: SQ51,
  },
  {
    name: 'child under 15 renewing in Singapore',
    answers: renewal('SG', 'hci-singapore', { ageGroup: 'minor', under15: true }),
    documents: [...RENEW, ...MINOR],
    tatkaal: 'open',
    police: false,
    fees: {
      lines: [
        ['government', 65],
        ['welfare', null],
        ['provider', 10.8],
      ],
      total: null,
      currency: 'SGD',
    },
    printMm: SQ51,
  },
  {
    name: 'minor in the UAE (Dubai)',
    answers: renewal('UAE', 'cgi-dubai', { ageGroup: 'minor' }),
    documents: [...RENEW, ...MINOR],
    tatkaal: 'open',
    police: false,
    fees: UAE_FEES(190),
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: 'minor in Abu Dhabi, Tatkaal',
    answers: renewal('UAE', 'eoi-abu-dhabi', { ageGroup: 'minor', timeline: 'urgent' }),
    documents: [...RENEW, ...MINOR],
    tatkaal: 'open',
    police: false,
    fees: UAE_FEES(760, 'tatkaal'),
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: "spouse's name added in Dubai",
    answers: renewal('UAE', 'cgi-dubai', { reason: 'change', changeKind: 'spouse_name_added' }),
    documents: [...RENEW, 'marriage-proof'],
    tatkaal: 'open',
    police: false,
    fees: UAE_FEES(285),
    printMm: SQ51,
  },
  {
    name: 'ECR passport holder in Dubai',
    answers: renewal('UAE', 'cgi-dubai', { ecr: 'ecr' }),
    documents: [...RENEW, 'ecnr-proof'],
    tatkaal: 'open',
    police: false,
    fees: UAE_FEES(285),
    printMm: SQ51,
  },
  {
    name: 'passport expired 8 months ago (MRZ), Dubai',
    answers: renewal('UAE', 'cgi-dubai', {
      reason: 'expired',
      currentPassport: { expiryDate: '2026-03-20', expiryReadFrom: 'mrz' },
    }),
    documents: [...RENEW, 'delay-declaration'],
    tatkaal: 'open',
    police: false,
    fees: UAE_FEES(285),
    printMm: SQ51,
  },
  {
    name: 'passport expired 6 years ago, Abu Dhabi',
    answers: renewal('UAE', 'eoi-abu-dhabi', {
      reason: 'expired',
      currentPassport: { expiryDate: '2020-09-01', expiryReadFrom: 'mrz' },
    }),
    documents: [...RENEW, 'delay-declaration', 'prior-approval'],
    tatkaal: 'closed',
    police: true,
    fees: UAE_FEES(285),
    printMm: SQ51,
  },
  {
    name: 'lost passport in Dubai, urgent',
    answers: renewal('UAE', 'cgi-dubai', { reason: 'lost', timeline: 'urgent' }),
    documents: LOST,
    tatkaal: 'closed',
    police: true,
    fees: {
      lines: [
        ['government', null],
        ['welfare', 8],
        ['provider', 9],
      ],
      total: null,
      currency: 'AED',
    },
    printMm: SQ51,
    attend: 'required',
  },
  {
    name: 'a country we hold no missions for',
    answers: renewal('OTHER', undefined),
    documents: RENEW,
    tatkaal: 'unconfirmed',
    police: false,
    fees: { lines: [], total: null, currency: null },
    printMm: SQ51,
    attend: 'unconfirmed',
  },
];

describe('real cases', () => {
  it('covers at least 30 cases across all seven countries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    const countries = new Set(CASES.map((c) => c.answers.countryOfResidence));
    for (const c of ['US', 'UK', 'CA', 'AU', 'DE', 'SG', 'UAE']) expect(countries).toContain(c);
  });

  it.each(CASES)('$name', (c) => {
    const r = resolveCase(c.answers, { today: TODAY });
    expect([...r.documents.map((d) => d.id)].sort()).toEqual([...c.documents].sort());
    expect(r.tatkaal.status).toBe(c.tatkaal);
    expect(r.policeVerification.likely).toBe(c.police);
    expect(r.fees.currency).toBe(c.fees.currency);
    expect(r.fees.lines.map((l) => [l.kind, l.amount])).toEqual(c.fees.lines);
    expect(r.fees.total).toBe(c.fees.total);
    expect([r.photo.print.widthMm, r.photo.print.heightMm]).toEqual(c.printMm);
    expect([r.photo.digital.widthPx, r.photo.digital.heightPx]).toEqual([630, 810]);
    if (c.attend) expect(r.attendInPerson.mode).toBe(c.attend);
    // Every line says where it was read and when.
    for (const line of [...r.documents, ...r.fees.lines, r.tatkaal.reasons[0], r.photo.print, r.processing]) {
      expect(line?.source.title.length).toBeGreaterThan(5);
      expect(line?.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
