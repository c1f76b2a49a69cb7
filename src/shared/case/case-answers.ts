/**
 * The step-1 questions, asked plainly: only what decides the case. The spec's values for country, reason,
 * timeline and consulate are kept (schemas/applications.ts); the spec's seven consulates map onto the full
 * mission list (missions.json, field specConsulate).
 */
import { z } from 'zod';
import {
  APPLICATION_TYPES,
  COUNTRIES,
  CONSULATES,
  REASONS,
  TIMELINES,
  type ApplicationType,
  type Consulate,
} from '../schemas/application-choices.ts';
import type { ApplicationConfig } from '../schemas/applications.ts';
import { isIsoDate } from '../schemas/renewal-form.ts';
import { CHANGE_KINDS, getMission, listMissions, missionsForCountry } from './case-data.ts';

export { CHANGE_KINDS, type ChangeKind } from './case-data.ts';

export const AGE_GROUPS = ['adult', 'minor'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** How long ago the current passport expired, in the plain words of the question. */
export const EXPIRY_BANDS = ['valid', 'up_to_1_year', '1_to_3_years', 'over_3_years'] as const;
export type ExpiryBand = (typeof EXPIRY_BANDS)[number];

export const ECR_STATUSES = ['ecnr', 'ecr'] as const;
export const BOOKLETS = ['36', '60'] as const;

export const AGE_GROUP_LABELS: Readonly<Record<AgeGroup, string>> = {
  adult: 'Adult (18 or over)',
  minor: 'Child (under 18)',
};

export const CHANGE_KIND_LABELS: Readonly<Record<(typeof CHANGE_KINDS)[number], string>> = {
  spouse_name_added: "Adding my spouse's name",
  surname_after_marriage: 'My surname after marriage or divorce',
  name_other: 'My name, for another reason',
  other_particulars: 'My date or place of birth, or other details',
  appearance_signature: 'My appearance or signature',
};

export const EXPIRY_BAND_LABELS: Readonly<Record<ExpiryBand, string>> = {
  valid: 'Not expired yet',
  up_to_1_year: 'Expired less than 1 year ago',
  '1_to_3_years': 'Expired 1 to 3 years ago',
  over_3_years: 'Expired more than 3 years ago',
};

export const ECR_LABELS: Readonly<Record<(typeof ECR_STATUSES)[number], string>> = {
  ecnr: 'ECNR (no emigration check) or not sure',
  ecr: 'ECR (emigration check required) is printed in my passport',
};

export const BOOKLET_LABELS: Readonly<Record<(typeof BOOKLETS)[number], string>> = {
  '36': '36 pages (standard)',
  '60': '60 pages (jumbo)',
};

const isoDate = z.string().refine(isIsoDate, 'Use the date format YYYY-MM-DD.');

export const caseAnswersSchema = z
  .strictObject({
    applicationType: z.enum(APPLICATION_TYPES, { error: 'Choose renewal or a new application.' }),
    /** Renewals only: the spec's values. */
    reason: z.enum(REASONS, { error: 'Choose the reason for renewal.' }).optional(),
    /** Only with reason 'change'. */
    changeKind: z.enum(CHANGE_KINDS, { error: 'Choose what changes.' }).optional(),
    ageGroup: z.enum(AGE_GROUPS, { error: 'Choose adult or child.' }),
    /** Children only: some missions charge a lower fee under 15. Unknown until asked. */
    under15: z.boolean().optional(),
    /** Renewals only. The MRZ expiry date wins over the plain-words answer when both are given. */
    currentPassport: z
      .strictObject({
        expiryDate: isoDate.optional(),
        expiryReadFrom: z.enum(['mrz', 'form']).optional(),
        expiredBand: z.enum(EXPIRY_BANDS).optional(),
      })
      .optional(),
    ecr: z.enum(ECR_STATUSES).optional(),
    booklet: z.enum(BOOKLETS).optional(),
    countryOfResidence: z.enum(COUNTRIES, { error: 'Choose your country of residence.' }),
    missionId: z.string().optional(),
    timeline: z.enum(TIMELINES, { error: 'Choose a processing timeline.' }).optional(),
    courtCaseInIndia: z.boolean().optional(),
  })
  .superRefine((a, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (a.applicationType === 'renewal' && !a.reason) issue('reason', 'Choose the reason for renewal.');
    if (a.applicationType === 'new' && a.reason) issue('reason', 'A new application has no reason for renewal.');
    if (a.applicationType === 'new' && a.currentPassport) {
      issue('currentPassport', 'A new application has no current passport.');
    }
    if (a.changeKind && a.reason !== 'change') issue('changeKind', 'Choose what changes only for a change in details.');
    if (a.under15 !== undefined && a.ageGroup !== 'minor')
      issue('under15', 'Say whether the child is under 15 only for a child.');
    if (a.missionId !== undefined) {
      const mission = getMission(a.missionId);
      if (!mission) issue('missionId', 'Choose a mission from the list.');
      else if (mission.country !== a.countryOfResidence) {
        issue('missionId', 'Choose a mission in your country of residence.');
      }
    }
  });
export type CaseAnswers = z.infer<typeof caseAnswersSchema>;

/** The full mission for one of the spec's seven consulate ids. */
export function missionIdForSpecConsulate(consulate: Consulate): string {
  const m = listMissions().find((x) => x.specConsulate === consulate);
  if (!m) throw new Error(`No mission for the spec consulate ${consulate}`);
  return m.id;
}

export const SPEC_CONSULATE_MISSIONS: Readonly<Record<Consulate, string>> = Object.fromEntries(
  CONSULATES.map((c) => [c, missionIdForSpecConsulate(c)]),
) as Record<Consulate, string>;

/**
 * Answers from today's step-1 configuration, for applications saved before the plain questions. The spec lets
 * any consulate go with any country; a consulate outside the country of residence is dropped, not guessed.
 */
export function caseAnswersFromConfig(
  type: ApplicationType,
  config: ApplicationConfig,
  extra: Partial<Pick<CaseAnswers, 'ageGroup' | 'under15' | 'changeKind' | 'currentPassport' | 'ecr' | 'booklet'>> = {},
): CaseAnswers {
  const missionId = SPEC_CONSULATE_MISSIONS[config.consulate];
  const inCountry = getMission(missionId)?.country === config.countryOfResidence;
  const own = missionsForCountry(config.countryOfResidence);
  return caseAnswersSchema.parse({
    applicationType: type,
    ...(type === 'renewal' ? { reason: config.reason } : {}),
    ageGroup: 'adult',
    countryOfResidence: config.countryOfResidence,
    ...(inCountry ? { missionId } : own.length === 1 ? { missionId: own[0]?.id } : {}),
    timeline: config.timeline,
    ...extra,
  });
}
