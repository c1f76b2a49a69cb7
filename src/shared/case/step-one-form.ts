/**
 * Step 1's form: the plain questions as the screen asks them, and how they become the saved configuration (the
 * spec's fields, kept, plus the case answers). Pure, so the mapping is tested once and the screen only renders.
 */
import { z } from 'zod';
import {
  CONSULATES,
  COUNTRIES,
  REASONS,
  TIMELINES,
  type ApplicationType,
  type Consulate,
} from '../schemas/application-choices.ts';
import type { ApplicationConfig } from '../schemas/applications.ts';
import {
  AGE_GROUPS,
  ECR_STATUSES,
  EXPIRY_BANDS,
  SPEC_CONSULATE_MISSIONS,
  caseAnswersSchema,
  type CaseAnswers,
} from './case-answers.ts';
import { CHANGE_KINDS, missionsForCountry } from './case-data.ts';

export const stepOneFormSchema = z.object({
  countryOfResidence: z.enum(COUNTRIES, { error: 'Choose your country of residence.' }),
  /** '' where we hold no mission list (country 'Other'). */
  missionId: z.string(),
  reason: z.enum(REASONS, { error: 'Choose the reason for renewal.' }),
  changeKind: z.enum(CHANGE_KINDS, { error: 'Choose what changes.' }),
  ageGroup: z.enum(AGE_GROUPS, { error: 'Choose who the passport is for.' }),
  expiredBand: z.enum(EXPIRY_BANDS, { error: 'Choose when your passport expired.' }),
  ecr: z.enum(ECR_STATUSES, { error: 'Choose ECR or ECNR.' }),
  timeline: z.enum(TIMELINES, { error: 'Choose a processing timeline.' }),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
});
export type StepOneValues = z.infer<typeof stepOneFormSchema>;

/** The form's starting values: the saved answers, else the saved configuration, else the defaults. */
export function stepOneValues(config: ApplicationConfig | null, answers: CaseAnswers | null): StepOneValues {
  const country = answers?.countryOfResidence ?? config?.countryOfResidence ?? 'US';
  const missionId = answers?.missionId ?? missionsForCountry(country)[0]?.id ?? '';
  return {
    countryOfResidence: country,
    missionId,
    reason: answers?.reason ?? config?.reason ?? 'expiring',
    changeKind: answers?.changeKind ?? 'surname_after_marriage',
    ageGroup: answers?.ageGroup ?? 'adult',
    expiredBand: answers?.currentPassport?.expiredBand ?? 'valid',
    ecr: answers?.ecr ?? 'ecnr',
    timeline: answers?.timeline ?? config?.timeline ?? 'normal',
    emailNotifications: config?.emailNotifications ?? true,
    smsNotifications: config?.smsNotifications ?? false,
  };
}

/** The spec's consulate for a mission: its own where it is one of the seven, else the first of its country. */
function specConsulate(missionId: string, country: StepOneValues['countryOfResidence']): Consulate {
  const own = CONSULATES.find((c) => SPEC_CONSULATE_MISSIONS[c] === missionId);
  if (own) return own;
  const inCountry = CONSULATES.find((c) =>
    missionsForCountry(country).some((m) => m.id === SPEC_CONSULATE_MISSIONS[c]),
  );
  return inCountry ?? 'ny';
}

/**
 * The configuration to save. A new application asks no reason: the spec field keeps a placeholder the answers
 * override (caseAnswers has no reason, and every screen reads the case). The MRZ date, when read, replaces the
 * plain-words band.
 */
export function stepOneToConfig(
  type: ApplicationType,
  values: StepOneValues,
  mrz: { expiryDate: string; readFrom: 'mrz' } | null,
): ApplicationConfig {
  const renewal = type === 'renewal';
  const answers = caseAnswersSchema.safeParse({
    applicationType: type,
    ...(renewal ? { reason: values.reason } : {}),
    ...(renewal && values.reason === 'change' ? { changeKind: values.changeKind } : {}),
    ageGroup: values.ageGroup,
    ...(renewal
      ? {
          currentPassport: mrz
            ? { expiryDate: mrz.expiryDate, expiryReadFrom: mrz.readFrom }
            : { expiredBand: values.expiredBand },
        }
      : {}),
    ecr: values.ecr,
    countryOfResidence: values.countryOfResidence,
    ...(values.missionId ? { missionId: values.missionId } : {}),
    timeline: values.timeline,
  });
  return {
    countryOfResidence: values.countryOfResidence,
    timeline: values.timeline,
    reason: values.reason,
    consulate: specConsulate(values.missionId, values.countryOfResidence),
    emailNotifications: values.emailNotifications,
    smsNotifications: values.smsNotifications,
    ...(answers.success ? { caseAnswers: answers.data } : {}),
  };
}
