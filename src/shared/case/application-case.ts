/**
 * The case of a saved application: its stored step-1 answers, or, for an application configured before the
 * plain questions, answers derived from the spec's configuration (and the passport expiry from the saved form).
 * Every consumer (checklist, upload slots, Passport Buddy, the PDF, the endpoints) goes through here, so one
 * application always gets one answer.
 */
import type { ApplicationConfig, ApplicationDetails, ApplicationType } from '../schemas/applications.ts';
import { isIsoDate } from '../schemas/renewal-form.ts';
import { caseAnswersFromConfig, type CaseAnswers } from './case-answers.ts';
import type { RuleOverrides } from './overrides.ts';
import { resolveCase, type CaseResult } from './resolve-case.ts';

export interface ApplicationForCase {
  readonly type: ApplicationType;
  readonly config: ApplicationConfig | null;
  readonly details?: Pick<ApplicationDetails, 'passportExpiryDate'> | null;
}

/** The answers that decide this application's case; null before step 1 is saved. */
export function caseAnswersOf(app: ApplicationForCase): CaseAnswers | null {
  if (!app.config) return null;
  const expiry = app.details?.passportExpiryDate;
  const formExpiry =
    app.type === 'renewal' && typeof expiry === 'string' && isIsoDate(expiry)
      ? { expiryDate: expiry, expiryReadFrom: 'form' as const }
      : null;
  const stored = app.config.caseAnswers;
  if (!stored) return caseAnswersFromConfig(app.type, app.config, formExpiry ? { currentPassport: formExpiry } : {});
  // A date typed into the form later fills a gap; a date the user already gave (or the MRZ read) is kept.
  if (formExpiry && stored.applicationType === 'renewal' && !stored.currentPassport?.expiryDate) {
    return { ...stored, currentPassport: { ...stored.currentPassport, ...formExpiry } };
  }
  return stored;
}

/** The resolved case of an application, with staff's edits to the rules laid over; null before step 1 is saved. */
export function resolveApplicationCase(
  app: ApplicationForCase,
  today: string,
  overrides: RuleOverrides = {},
): CaseResult | null {
  const answers = caseAnswersOf(app);
  return answers ? resolveCase(answers, { today, overrides }) : null;
}

/** Today as YYYY-MM-DD in UTC: the day a case is resolved for when none is given. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
