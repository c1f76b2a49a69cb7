/**
 * The case rules as data: missions.json (missions and their providers), rules.json (every rule with a stable id,
 * its value, source and checked-on date) and sources.json (every page a rule rests on). Parsed once here, so a
 * malformed edit fails at start-up and in the tests, not in front of a user. Why data and not code:
 * docs/decisions/0035-case-rules.md.
 */
import { z } from 'zod';
import { COUNTRIES, REASONS } from '../schemas/application-choices.ts';
import { DOCUMENT_TYPES } from '../schemas/documents.ts';
import { isIsoDate } from '../schemas/renewal-form.ts';
import missionsJson from './missions.json';
import rulesJson from './rules.json';
import sourcesJson from './sources.json';

const isoDate = z.string().refine(isIsoDate, 'Use the date format YYYY-MM-DD.');
const id = z.string().regex(/^[a-z0-9][a-z0-9.-]*$/, 'Ids are lower-case words joined by dots and dashes.');

// ---------------------------------------------------------------------------------------------------------
// Sources

export const SOURCE_KINDS = [
  'mission',
  'provider',
  'government',
  'news',
  'guide',
  'forum',
  'brief',
  'standard',
  'spec',
];
const sourceSchema = z.strictObject({
  url: z.url().nullable(),
  title: z.string().min(5),
  kind: z.enum(SOURCE_KINDS),
  /** The date the page states or was published, when known (YYYY, YYYY-MM or YYYY-MM-DD). */
  pageDate: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .optional(),
  note: z.string().optional(),
});
export type Source = z.infer<typeof sourceSchema>;

// ---------------------------------------------------------------------------------------------------------
// Missions and providers

export const CHANGE_KINDS = [
  'spouse_name_added',
  'surname_after_marriage',
  'name_other',
  'other_particulars',
  'appearance_signature',
] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

const sourced = {
  source: id,
  alsoSeen: z.array(id).optional(),
  checkedOn: isoDate,
};

export const providerSchema = z.strictObject({
  name: z.string().min(2),
  website: z.url(),
  note: z.string().optional(),
  ...sourced,
});
export type Provider = z.infer<typeof providerSchema> & { readonly id: string };

export const photoPrintSchema = z.strictObject({
  widthMm: z.number().positive(),
  heightMm: z.number().positive(),
  label: z.string().min(3),
  confirmWithMission: z.boolean(),
  note: z.string().optional(),
  ...sourced,
});
export type PhotoPrint = z.infer<typeof photoPrintSchema>;

export const missionSchema = z.strictObject({
  id,
  kind: z.enum(['embassy', 'high_commission', 'consulate_general']),
  name: z.string().min(5),
  city: z.string().min(2),
  country: z.enum(COUNTRIES).exclude(['OTHER']),
  jurisdiction: z.string().min(3),
  jurisdictionSource: id,
  website: z.url().nullable(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  provider: id,
  providerCentre: z.strictObject({
    address: z.string().nullable(),
    source: id.nullable(),
    note: z.string().optional(),
    /** When staff last checked the address on its own; the mission's checkedOn otherwise. */
    checkedOn: isoDate.optional(),
  }),
  photoPrint: photoPrintSchema,
  status: z.enum(['open']),
  sources: z.array(id).min(1),
  checkedOn: isoDate,
  specConsulate: z.string().optional(),
  note: z.string().optional(),
});
export type Mission = z.infer<typeof missionSchema>;

// ---------------------------------------------------------------------------------------------------------
// Rules

const conditionSchema = z.strictObject({
  applicationType: z.array(z.enum(['renewal', 'new'])).optional(),
  reason: z.array(z.enum(REASONS)).optional(),
  changeKind: z.array(z.enum(CHANGE_KINDS)).optional(),
  changeKindKnown: z.boolean().optional(),
  ageGroup: z.array(z.enum(['adult', 'minor'])).optional(),
  /** 'adult' also covers a minor of 15 or more where a mission charges them the adult fee. */
  feeBand: z.array(z.enum(['adult', 'minor_under_15'])).optional(),
  /** Expired more than this many months ago, from the MRZ date or the plain-words answer. */
  expiredMoreThanMonths: z.number().int().nonnegative().optional(),
  ecr: z.array(z.enum(['ecr', 'ecnr'])).optional(),
  booklet: z.array(z.enum(['36', '60'])).optional(),
  tatkaalRequested: z.boolean().optional(),
  courtCase: z.boolean().optional(),
  policeVerificationLikely: z.boolean().optional(),
});
export type Condition = z.infer<typeof conditionSchema>;

export const DOCUMENT_FORMS = [
  'original',
  'copy',
  'self_attested_copy',
  'original_and_copy',
  'signed_original',
  'notarised_original',
] as const;
export type DocumentForm = (typeof DOCUMENT_FORMS)[number];

const documentValue = z.strictObject({
  documentId: id,
  title: z.string().min(5),
  purpose: z.string().min(10),
  form: z.enum(DOCUMENT_FORMS),
  copies: z.number().int().positive().nullable(),
  uploadSlot: z.enum(DOCUMENT_TYPES).nullable(),
  /** Each slot holds one file: the document with the highest priority takes it. */
  slotPriority: z.number().int(),
  required: z.boolean(),
  /** Plain words for when the document applies, shown when the answers cannot decide it. */
  condition: z.string().optional(),
});

const feeValue = z.strictObject({
  kind: z.enum(['government', 'welfare', 'provider', 'tatkaal']),
  label: z.string().min(3),
  /** null: no figure was read; the line says the mission confirms it. */
  amount: z.number().nonnegative().nullable(),
  includedInGovernmentFee: z.boolean().optional(),
  replacesGovernmentFee: z.boolean().optional(),
  condition: z.string().optional(),
  note: z.string().optional(),
});

const processingValue = z.strictObject({
  min: z.number().positive().nullable(),
  max: z.number().positive().nullable(),
  unit: z.enum(['working_days', 'weeks', 'months']),
  text: z.string().min(5),
});

const chaseStep = z.strictObject({
  contact: z.enum(['provider', 'mission']),
  afterValue: z.number().positive().nullable(),
  afterUnit: z.enum(['working_days', 'weeks', 'processing_time']).nullable(),
  how: z.string().min(5),
});

const ruleBase = {
  id,
  scope: z
    .strictObject({
      countries: z.array(z.enum(COUNTRIES)).optional(),
      missions: z.array(id).optional(),
    })
    .optional(),
  when: conditionSchema.optional(),
  unless: conditionSchema.optional(),
  /** Less specific rules this one takes the place of when both apply. */
  replaces: z.array(id).optional(),
  ...sourced,
  confirmWithMission: z.boolean(),
  note: z.string().optional(),
};

export const ruleSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...ruleBase, kind: z.literal('document'), value: documentValue }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('annexure'),
    value: z.strictObject({ documentId: id, letter: z.string() }),
  }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('tatkaal-availability'),
    value: z.strictObject({ status: z.enum(['open', 'closed', 'unconfirmed']), why: z.string().min(5) }),
  }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('tatkaal-exclusion'),
    value: z.strictObject({ why: z.string().min(5) }),
  }),
  z.strictObject({ ...ruleBase, kind: z.literal('police-trigger'), value: z.strictObject({ why: z.string().min(5) }) }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('police-effect'),
    value: z.strictObject({ addsWeeksMin: z.number(), addsWeeksMax: z.number(), needs: z.string().min(5) }),
  }),
  z.strictObject({ ...ruleBase, kind: z.literal('police-note'), value: z.strictObject({ text: z.string().min(5) }) }),
  z.strictObject({ ...ruleBase, kind: z.literal('fee'), value: feeValue }),
  z.strictObject({ ...ruleBase, kind: z.literal('processing'), value: processingValue }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('attendance'),
    value: z.strictObject({
      inPerson: z.enum(['required', 'not_required', 'unconfirmed']),
      why: z.string().min(5),
    }),
  }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('form-validity'),
    value: z.strictObject({ days: z.number().int().positive(), text: z.string().min(5) }),
  }),
  z.strictObject({ ...ruleBase, kind: z.literal('form-note'), value: z.strictObject({ text: z.string().min(5) }) }),
  z.strictObject({
    ...ruleBase,
    kind: z.literal('chase'),
    value: z.strictObject({ steps: z.array(chaseStep).min(1) }),
  }),
  z.strictObject({ ...ruleBase, kind: z.literal('fact'), value: z.unknown() }),
]);
export type Rule = z.infer<typeof ruleSchema>;
export type RuleKind = Rule['kind'];
export type RuleOf<K extends RuleKind> = Extract<Rule, { kind: K }>;

// ---------------------------------------------------------------------------------------------------------
// Load once, check the references between the three files

const sources: Readonly<Record<string, Source>> = z
  .strictObject({ sources: z.record(id, sourceSchema) })
  .parse(sourcesJson).sources;
const missionsData = z
  .strictObject({ providers: z.record(id, providerSchema), missions: z.array(missionSchema) })
  .parse(missionsJson);
const rules: readonly Rule[] = z.strictObject({ rules: z.array(ruleSchema) }).parse(rulesJson).rules;

type ProviderData = z.infer<typeof providerSchema>;

/** One consistent set of missions, providers and rules: the files as shipped, or with staff edits laid over. */
export interface CaseData {
  readonly rules: readonly Rule[];
  readonly missions: readonly Mission[];
  readonly providers: Readonly<Record<string, ProviderData>>;
  readonly ruleById: ReadonlyMap<string, Rule>;
  readonly missionById: ReadonlyMap<string, Mission>;
}

export function caseData(
  rulesIn: readonly Rule[],
  missions: readonly Mission[],
  providers: Readonly<Record<string, ProviderData>>,
): CaseData {
  return {
    rules: rulesIn,
    missions,
    providers,
    ruleById: new Map(rulesIn.map((r) => [r.id, r])),
    missionById: new Map(missions.map((m) => [m.id, m])),
  };
}

/** The data files as shipped. */
export const BASE_DATA: CaseData = caseData(rules, missionsData.missions, missionsData.providers);
const missionById = BASE_DATA.missionById;
const ruleById = BASE_DATA.ruleById;

/**
 * The data the look-ups below read: the shipped files, or for the length of one synchronous `withCaseData` call
 * the files with staff edits laid over (overrides.ts). Nothing else ever changes it, so a resolve stays a function
 * of its inputs.
 */
let active: CaseData = BASE_DATA;

export function withCaseData<T>(data: CaseData, work: () => T): T {
  const previous = active;
  active = data;
  try {
    return work();
  } finally {
    active = previous;
  }
}

function checkReferences(): void {
  const problems: string[] = [];
  const needSource = (where: string, sourceId: string | null | undefined) => {
    if (sourceId && !sources[sourceId]) problems.push(`${where}: unknown source ${sourceId}`);
  };
  if (ruleById.size !== rules.length) problems.push('rules.json: duplicate rule ids');
  if (missionById.size !== missionsData.missions.length) problems.push('missions.json: duplicate mission ids');
  for (const [pid, p] of Object.entries(missionsData.providers)) {
    for (const s of [p.source, ...(p.alsoSeen ?? [])]) needSource(`provider ${pid}`, s);
  }
  for (const m of missionsData.missions) {
    if (!missionsData.providers[m.provider]) problems.push(`mission ${m.id}: unknown provider ${m.provider}`);
    const ids = [
      ...m.sources,
      m.jurisdictionSource,
      m.providerCentre.source,
      m.photoPrint.source,
      ...(m.photoPrint.alsoSeen ?? []),
    ];
    for (const s of ids) needSource(`mission ${m.id}`, s);
  }
  for (const r of rules) {
    for (const s of [r.source, ...(r.alsoSeen ?? [])]) needSource(`rule ${r.id}`, s);
    for (const m of r.scope?.missions ?? [])
      if (!missionById.has(m)) problems.push(`rule ${r.id}: unknown mission ${m}`);
    for (const x of r.replaces ?? []) if (!ruleById.has(x)) problems.push(`rule ${r.id}: replaces unknown rule ${x}`);
  }
  if (problems.length > 0) throw new Error(`Case rules data is inconsistent:\n${problems.join('\n')}`);
}
checkReferences();

// ---------------------------------------------------------------------------------------------------------
// Look-ups

export function getSource(sourceId: string): Source {
  const s = sources[sourceId];
  if (!s) throw new Error(`Unknown source ${sourceId}`);
  return s;
}

export function listSources(): { id: string; source: Source }[] {
  return Object.entries(sources).map(([sid, source]) => ({ id: sid, source }));
}

export function listMissions(): readonly Mission[] {
  return active.missions;
}

export function getMission(missionId: string): Mission | undefined {
  return active.missionById.get(missionId);
}

export function missionsForCountry(country: string): Mission[] {
  return active.missions.filter((m) => m.country === country);
}

export function getProvider(providerId: string): Provider {
  const p = active.providers[providerId];
  if (!p) throw new Error(`Unknown provider ${providerId}`);
  return { id: providerId, ...p };
}

export function listProviders(): Provider[] {
  return Object.keys(active.providers).map(getProvider);
}

export function allRules(): readonly Rule[] {
  return active.rules;
}

export function rulesOfKind<K extends RuleKind>(kind: K): RuleOf<K>[] {
  return active.rules.filter((r): r is RuleOf<K> => r.kind === kind);
}

export function getRule(ruleId: string): Rule | undefined {
  return active.ruleById.get(ruleId);
}
