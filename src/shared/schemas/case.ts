/**
 * The case endpoints' contract (issue 20): the answers in, the resolver's CaseResult out, and the missions of a
 * country. The result schema mirrors src/shared/case/resolve-case.ts field for field; the type checks below fail
 * the build when the two drift apart.
 */
import { z } from 'zod';
import { caseAnswersSchema } from '../case/case-answers.ts';
import type { CaseResult } from '../case/resolve-case.ts';
import { COUNTRIES } from './application-choices.ts';
import { DOCUMENT_TYPES } from './documents.ts';

/** The resolver returns readonly arrays. */
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const sourceRefSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  title: z.string(),
  kind: z.string(),
  pageDate: z.string().optional(),
  note: z.string().optional(),
});

/** Every line of the answer: its rule, the page it was read from, when it was last checked, and whether stale. */
const ruleRefShape = {
  ruleId: z.string(),
  source: sourceRefSchema,
  alsoSeen: list(sourceRefSchema),
  checkedOn: isoDay,
  stale: z.boolean().meta({ description: 'Last checked more than 180 days ago' }),
  confirmWithMission: z.boolean().meta({ description: 'Sources disagree: the safer reading is shown' }),
  note: z.string().optional(),
};
const ruleRefSchema = z.object(ruleRefShape);
const withRef = <T extends z.ZodRawShape>(shape: T) => ruleRefSchema.extend(shape);

const slotRequirement = z.enum(['required', 'optional']);

const caseDocumentSchema = withRef({
  id: z.string(),
  title: z.string(),
  purpose: z.string(),
  form: z.enum([
    'original',
    'copy',
    'self_attested_copy',
    'original_and_copy',
    'signed_original',
    'notarised_original',
  ]),
  copies: z.number().int().nullable(),
  required: z.boolean(),
  condition: z.string().optional(),
  annexure: withRef({ letter: z.string() }).optional(),
  uploadSlot: z.enum(DOCUMENT_TYPES).nullable(),
  slotRequirement: slotRequirement.nullable(),
});

const uploadSlotPlanSchema = z.object({
  slot: z.enum(DOCUMENT_TYPES),
  requirement: z.enum(['required', 'optional', 'not_used']),
  documentId: z.string().nullable(),
  label: z.string().nullable(),
});

const reasonLineSchema = withRef({ text: z.string(), applies: z.enum(['yes', 'maybe']) });
const textLineSchema = withRef({ text: z.string() });
const timeUnit = z.enum(['working_days', 'weeks', 'months']);

const missionKind = z.enum(['embassy', 'high_commission', 'consulate_general']);
const missionCountry = z.enum(COUNTRIES).exclude(['OTHER']);

const missionSummarySchema = z.object({
  id: z.string(),
  kind: missionKind,
  name: z.string(),
  city: z.string(),
  country: missionCountry,
  jurisdiction: z.string(),
  website: z.string().nullable(),
  currency: z.string(),
  note: z.string().optional(),
  record: ruleRefSchema,
  provider: z.object({
    id: z.string(),
    name: z.string(),
    website: z.string(),
    note: z.string().optional(),
    centre: z.object({ address: z.string().nullable(), note: z.string().optional() }),
    ref: ruleRefSchema,
  }),
});

export const caseResultSchema = z
  .object({
    today: isoDay,
    wording: z.object({ applicationTitle: z.string(), service: z.string() }),
    mission: missionSummarySchema.nullable(),
    documents: list(caseDocumentSchema),
    uploadSlots: list(uploadSlotPlanSchema),
    attendInPerson: withRef({ mode: z.enum(['required', 'not_required', 'unconfirmed']), why: z.string() }),
    tatkaal: z.object({
      status: z.enum(['open', 'closed', 'unconfirmed']),
      requested: z.boolean(),
      summary: z.string(),
      reasons: list(reasonLineSchema),
    }),
    policeVerification: z.object({
      likely: z.boolean(),
      reasons: list(reasonLineSchema),
      checked: list(z.string()),
      summary: z.string(),
      addsWeeks: withRef({ min: z.number(), max: z.number() }).nullable(),
      needs: z.string(),
      notes: list(textLineSchema),
    }),
    fees: z.object({
      currency: z.string().nullable(),
      lines: list(
        withRef({
          kind: z.enum(['government', 'welfare', 'provider', 'tatkaal']),
          label: z.string(),
          amount: z.number().nullable(),
          currency: z.string(),
          includedInGovernmentFee: z.boolean(),
          condition: z.string().optional(),
        }),
      ),
      readOn: isoDay.nullable(),
      total: z.number().nullable(),
      summary: z.string(),
      timelineSurcharge: withRef({ label: z.string(), amountInr: z.number(), note: z.string() }),
    }),
    processing: withRef({
      min: z.number().nullable(),
      max: z.number().nullable(),
      unit: timeUnit,
      text: z.string(),
      tatkaal: z.boolean(),
      policeVerificationAddsWeeks: z.object({ min: z.number(), max: z.number() }).nullable(),
    }),
    photo: z.object({
      print: withRef({ widthMm: z.number(), heightMm: z.number(), label: z.string() }),
      digital: withRef({ widthPx: z.number().int(), heightPx: z.number().int() }),
      maxAgeMonths: z.number().int(),
    }),
    governmentForm: withRef({ validityDays: z.number().int(), text: z.string(), notes: list(textLineSchema) }),
    chase: withRef({
      steps: list(
        z.object({
          contact: z.enum(['provider', 'mission']),
          who: z.string(),
          after: z
            .object({
              value: z.number().nullable(),
              unit: z.enum(['working_days', 'weeks', 'processing_time']),
            })
            .nullable(),
          how: z.string(),
        }),
      ),
    }),
    warnings: list(z.string()),
    usedRuleIds: list(z.string()),
    staleRuleIds: list(z.string()),
    confirmWithMissionRuleIds: list(z.string()),
  })
  .meta({ id: 'CaseResult', description: 'Everything the case needs, each line with its source and checked-on date' });

/** POST /api/case/resolve: the step-1 answers, and optionally the day to resolve for (default: today, UTC). */
export const resolveCaseBodySchema = z.strictObject({
  answers: caseAnswersSchema,
  today: isoDay.optional().meta({ description: 'YYYY-MM-DD; decides expiry bands and staleness. Default: today' }),
});
export type ResolveCaseBody = z.infer<typeof resolveCaseBodySchema>;

export const missionsQuerySchema = z.object({
  country: z.enum(COUNTRIES, { error: 'Choose a country from the list.' }),
});

export const missionListItemSchema = z.object({
  id: z.string(),
  kind: missionKind,
  name: z.string(),
  city: z.string(),
  country: missionCountry,
  jurisdiction: z.string(),
  currency: z.string(),
  provider: z.object({ id: z.string(), name: z.string(), website: z.string() }),
  centreAddress: z.string().nullable(),
  photoPrint: z.string(),
});
export const missionListSchema = z.object({ missions: list(missionListItemSchema) });
export type MissionListItem = z.infer<typeof missionListItemSchema>;

// The resolver's type and the schema must describe the same thing (both directions).
type Parsed = z.infer<typeof caseResultSchema>;
const _resultFitsSchema = (r: CaseResult): Parsed => r;
const _schemaFitsResult = (p: Parsed): CaseResult => p;
void _resultFitsSchema;
void _schemaFitsResult;

/** Staff's edits to the case rules (GET /api/case/rule-overrides): the browser resolves with them like the server. */
export const ruleOverridesSchema = z.object({
  overrides: z.record(
    z.string(),
    z.object({
      checkedOn: z.string().optional().describe('YYYY-MM-DD: when staff last compared the rule with its source'),
      value: z.unknown().optional().describe("The rule's corrected value, replacing the shipped one"),
    }),
  ),
});
