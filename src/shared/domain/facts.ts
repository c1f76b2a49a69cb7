/**
 * Domain facts: the one place the checks, the checklist, the estimates, the help pages and the assistant
 * read rules from. Each fact carries the date it was last checked and its source. How to update it:
 * docs/decisions/0002-domain-facts.md.
 */
import type { Consulate, Country, Timeline } from '../schemas/applications.ts';

export interface Sourced<T> {
  readonly value: T;
  /** YYYY-MM-DD: when someone last compared this value with its source. */
  readonly lastChecked: string;
  readonly source: string;
  /** 'indicative': shown as an estimate only. 'unknown': we hold no figure. */
  readonly reliability?: 'official' | 'indicative' | 'unknown';
}

/** The briefing gathered these facts "as of late 2025"; no exact day was recorded. */
const LATE_2025 = '2025-11-01';
const MISSION_NOTICES = 'Indian mission and service-centre notices (BLS/VFS), gathered late 2025';
const PUBLIC_GUIDES = 'Public applicant guides, gathered late 2025 (not found in an official notice)';
const SPEC = 'Product description, docs/product.md §12 (visible strings kept as written)';

const fact = <T>(
  value: T,
  source: string,
  reliability: Sourced<T>['reliability'] = 'official',
  lastChecked: string = LATE_2025,
): Sourced<T> => ({
  value,
  lastChecked,
  source,
  reliability,
});

// ---------------------------------------------------------------------------------------------------------
// Photo

export const PHOTO_FACTS = {
  digital: fact(
    { widthPx: 630, heightPx: 810, colour: true, background: 'plain white' },
    `${MISSION_NOTICES}; ICAO-compliant photos required since 1 Sep 2025 (reported for the Gulf missions; ICAO 9303)`,
  ),
  /** Face, chin to crown, as a share of the frame height in the digital photo. */
  headHeightRatio: fact({ min: 0.8, max: 0.85 }, `${MISSION_NOTICES}; ICAO 9303`),
  printSizes: fact(
    [
      { id: 'abroad', label: '2 x 2 in (51 x 51 mm)', widthMm: 51, heightMm: 51, usedFor: 'applications made abroad' },
      { id: 'india', label: '35 x 45 mm', widthMm: 35, heightMm: 45, usedFor: 'applications made in India' },
    ] as const,
    MISSION_NOTICES,
  ),
  headHeightInches: fact({ min: 1, max: 1.375, mmMin: 25, mmMax: 35 }, `${MISSION_NOTICES}; on a 2 x 2 in print`),
  eyeLineInches: fact({ min: 1.125, max: 1.375 }, `${MISSION_NOTICES}; from the bottom of a 2 x 2 in print`),
  minDpi: fact(300, MISSION_NOTICES),
  maxAgeMonths: fact(6, MISSION_NOTICES),
  rules: fact(
    [
      'Colour photo on a plain white background',
      'Face (chin to crown) about 80-85% of the frame height',
      'Eyes open and visible, looking straight at the camera',
      'Neutral expression, mouth closed',
      'No glasses',
      'No shadows on the face or the background',
      'Head covering only for religious reasons, with the full face visible',
      'No digital alteration of any kind (background replacement counts as alteration)',
      'Taken within the last 6 months',
    ] as const,
    `${MISSION_NOTICES}; ICAO 9303`,
  ),
} as const;

// ---------------------------------------------------------------------------------------------------------
// Documents by reason

export interface DocumentFact {
  readonly id: string;
  readonly label: string;
  readonly detail: string;
}

export const DOCUMENT_FACTS = fact(
  {
    base: [
      {
        id: 'application-form',
        label: 'Printed application form',
        detail: 'The completed application form, printed and signed inside the signature box.',
      },
      { id: 'original-passport', label: 'Original current passport', detail: 'Bring the original passport with you.' },
      {
        id: 'passport-copies',
        label: 'Copies of your passport pages',
        detail: 'Self-attested copies of the first and last pages, and of any endorsement pages.',
      },
      {
        id: 'legal-status',
        label: 'Proof of legal status',
        detail: 'A visa, residence permit or green card for your country of residence.',
      },
      {
        id: 'address-proof',
        label: 'Proof of address abroad',
        detail:
          'A utility bill, bank statement, lease or government letter in your name, dated within the last 3 months.',
      },
    ],
    // What each reason and situation adds is in the case rules (src/shared/case/rules.json): one copy.
    /** Passport expired for more than this many days: a notarised affidavit explaining the delay is commonly asked for. */
    delayAffidavitAfterDays: 365,
    /** Some centres ask for it after 6 months already. */
    delayAffidavitSomeCentresAfterDays: 183,
    addressProofMaxAgeMonths: 3,
  },
  MISSION_NOTICES,
);

/** Address proof age: commonly stated by guides only. */
export const ADDRESS_PROOF_MAX_AGE = fact({ months: 3 }, PUBLIC_GUIDES, 'indicative');

// ---------------------------------------------------------------------------------------------------------
// Fees and processing (indicative)

export interface FeeLine {
  readonly label: string;
  readonly amount: number;
  readonly currency: string;
}

export interface CountryFees {
  readonly currency: string | null;
  readonly lines: readonly FeeLine[];
  readonly alternatives?: readonly FeeLine[];
  readonly urgentExtra?: FeeLine;
  readonly note?: string;
}

export const FEES_BY_COUNTRY: Readonly<Record<Country, Sourced<CountryFees>>> = {
  US: fact(
    {
      currency: 'USD',
      lines: [
        { label: 'Passport fee (36 pages)', amount: 92.9, currency: 'USD' },
        { label: 'Indian Community Welfare Fund', amount: 2, currency: 'USD' },
        { label: 'Service-centre fee', amount: 16, currency: 'USD' },
      ],
      alternatives: [{ label: 'Passport fee (60 pages)', amount: 117.9, currency: 'USD' }],
      urgentExtra: { label: 'Tatkal (urgent) handling', amount: 150, currency: 'USD' },
    },
    'Indian missions in the USA and their service centre, 2025 fee schedule',
    'indicative',
  ),
  UK: fact(
    { currency: 'GBP', lines: [{ label: 'Passport fee, including the welfare fee', amount: 57, currency: 'GBP' }] },
    'High Commission of India, London, 2025',
    'indicative',
  ),
  CA: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
  AU: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
  DE: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
  SG: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
  UAE: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
  OTHER: fact({ currency: null, lines: [] }, 'No figure gathered', 'unknown'),
};

export const PROCESSING_FACTS = fact(
  {
    normal: '2-4 weeks at many missions',
    byConsulate: { sf: 'about 3 weeks' } as Partial<Record<Consulate, string>>,
    byCountry: { UK: '4-8 weeks' } as Partial<Record<Country, string>>,
    delays: 'Longer when the old passport was issued elsewhere or when police verification is needed.',
  },
  MISSION_NOTICES,
  'indicative',
);

export interface TimelineFact {
  readonly label: string;
  readonly surchargeInr: number;
  readonly feeNote: string;
}

/** The spec's own surcharges for the step-1 timeline choice (docs/product.md §12). */
export const TIMELINE_SURCHARGES: Readonly<Record<Timeline, Sourced<TimelineFact>>> = {
  normal: fact({ label: 'normal (6-8 weeks)', surchargeInr: 0, feeNote: 'regular fee' }, SPEC),
  fast: fact({ label: 'fast (3-4 weeks)', surchargeInr: 2000, feeNote: 'adds ₹2000' }, SPEC),
  urgent: fact({ label: 'urgent (1-2 weeks)', surchargeInr: 5000, feeNote: 'adds ₹5000' }, SPEC),
};

// ---------------------------------------------------------------------------------------------------------
// Passport data page

export const PASSPORT_FACTS = fact(
  {
    mrzFormat: 'ICAO 9303 TD3',
    mrzLines: 2,
    mrzLineLength: 44,
    documentType: 'P',
    issuingState: 'IND',
    nationality: 'IND',
    numberPattern: /^[A-Z][0-9]{7}$/,
    numberDescription: 'one letter followed by seven digits',
    checkDigitsCover: ['passport number', 'date of birth', 'expiry date', 'composite'] as const,
    namesHaveCheckDigit: false,
  },
  'ICAO Doc 9303 part 4; Indian passport data page',
);

// ---------------------------------------------------------------------------------------------------------
// Why files are put on hold

export const HOLD_REASONS = fact(
  [
    { id: 'photo', text: 'Photo not compliant' },
    { id: 'address-proof', text: "Address proof too old or not in the applicant's name" },
    { id: 'identity-mismatch', text: 'Name or date of birth that differs between documents' },
    { id: 'passport-copies', text: 'Missing copies of passport pages' },
    { id: 'legal-status', text: 'Missing legal-status proof' },
    { id: 'unprintable', text: 'Form printed with characters the system cannot print' },
    { id: 'signature', text: 'Signature outside its box' },
  ] as const,
  MISSION_NOTICES,
);

// ---------------------------------------------------------------------------------------------------------

/** Every fact with its path, for an admin "facts to re-check" list. */
export function listFacts(): { path: string; fact: Sourced<unknown> }[] {
  const out: { path: string; fact: Sourced<unknown> }[] = [];
  const groups: Record<string, Record<string, Sourced<unknown>> | Sourced<unknown>> = {
    photo: PHOTO_FACTS,
    documents: DOCUMENT_FACTS,
    addressProofMaxAge: ADDRESS_PROOF_MAX_AGE,
    fees: FEES_BY_COUNTRY,
    processing: PROCESSING_FACTS,
    timelines: TIMELINE_SURCHARGES,
    passport: PASSPORT_FACTS,
    holdReasons: HOLD_REASONS,
  };
  for (const [name, group] of Object.entries(groups)) {
    if (isSourced(group)) out.push({ path: name, fact: group });
    else for (const [key, f] of Object.entries(group)) out.push({ path: `${name}.${key}`, fact: f });
  }
  return out;
}

function isSourced(v: unknown): v is Sourced<unknown> {
  return typeof v === 'object' && v !== null && 'lastChecked' in v && 'source' in v && 'value' in v;
}

/** Facts not checked within `maxAgeDays` of `today` (YYYY-MM-DD). */
export function staleFacts(today: string, maxAgeDays = 180): { path: string; fact: Sourced<unknown> }[] {
  const limit = Date.parse(today) - maxAgeDays * 86_400_000;
  return listFacts().filter((f) => Date.parse(f.fact.lastChecked) < limit);
}
