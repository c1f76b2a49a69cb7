import {
  buildTimeline,
  caseAnswersOf,
  resolveCase,
  type RuleOverrides,
  type CaseAnswers,
  type CaseResult,
} from '#shared/case/index.ts';
import { APPLICATION_TYPE_LABELS, toApplicationType, type ApplicationConfig } from '#shared/schemas/applications.ts';
import type { ApplicationDetails } from '#shared/schemas/applications.ts';
import { NO_EVENTS, type Timeline, type TimelineEvents, type TimelineEventsBody } from '#shared/schemas/timeline.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import {
  findApplicationEvents,
  listEventsForApplications,
  replaceApplicationEvents,
} from '../../repositories/application-events.repository.ts';
import type { ApplicationRow } from '../../repositories/applications.repository.ts';

/** Today's date in UTC, YYYY-MM-DD: the timeline's "today" (an injected clock in tests). */
export const utcToday = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export const STEP_ONE_FIRST = 'Answer step 1 first: what happens next depends on your country and mission.';

export interface ApplicationCase {
  readonly result: CaseResult;
  readonly passportExpiry: string | null;
  readonly applicantName: string | null;
  /** "Passport Renewal #12": how mail names the application. */
  readonly label: string;
  readonly emailNotifications: boolean;
}

const parse = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);

/**
 * resolveCase is pure, and costs about 2.5 ms (docs/decisions/0043-case-timeline.md); the owner's list computes it for
 * every application (the file-by line) and many share the same answers, so answers are kept per day, a bounded few.
 */
const CASE_CACHE_MAX = 500;
const caseCache = new Map<string, CaseResult>();
function cachedCase(answers: CaseAnswers, today: string, overrides: RuleOverrides): CaseResult {
  const key = `${today}|${JSON.stringify(answers)}|${JSON.stringify(overrides)}`;
  let result = caseCache.get(key);
  if (!result) {
    if (caseCache.size >= CASE_CACHE_MAX) caseCache.clear();
    result = resolveCase(answers, { today, overrides });
    caseCache.set(key, result);
  }
  return result;
}

/**
 * The case answer for a saved application (its step-1 configuration and the passport's expiry from the form), or
 * null before step 1 is answered.
 */
export function applicationCase(
  row: ApplicationRow,
  today: string,
  overrides: RuleOverrides = {},
): ApplicationCase | null {
  const config = parse<ApplicationConfig>(row.config);
  if (!config) return null;
  const details = parse<ApplicationDetails>(row.details);
  const type = toApplicationType(row.type);
  // The same answers every other screen uses: the stored step-1 answers, the form's expiry filling a gap.
  const answers = caseAnswersOf({ type, config, details });
  if (!answers) return null;
  const expiry = answers.currentPassport?.expiryDate ?? null;
  return {
    result: cachedCase(answers, today, overrides),
    passportExpiry: type === 'renewal' ? expiry : null,
    applicantName: details?.fullName?.trim() || null,
    label: `${APPLICATION_TYPE_LABELS[type]} #${row.id}`,
    emailNotifications: config.emailNotifications,
  };
}

export function timelineOf(c: ApplicationCase, events: TimelineEvents, today: string): Timeline {
  return buildTimeline({
    result: c.result,
    events,
    today,
    passportExpiry: c.passportExpiry,
    applicantName: c.applicantName,
  });
}

function requireCase(row: ApplicationRow, today: string, overrides: RuleOverrides): ApplicationCase {
  const c = applicationCase(row, today, overrides);
  if (!c) throw new AppError(409, STEP_ONE_FIRST);
  return c;
}

export async function applicationTimeline(
  db: Db,
  row: ApplicationRow,
  today: string,
  overrides: RuleOverrides = {},
): Promise<Timeline> {
  const c = requireCase(row, today, overrides);
  return timelineOf(c, await findApplicationEvents(db, row.id), today);
}

export async function saveTimelineEvents(
  db: Db,
  row: ApplicationRow,
  body: TimelineEventsBody,
  today: string,
  overrides: RuleOverrides = {},
): Promise<Timeline> {
  const c = requireCase(row, today, overrides);
  const events: TimelineEvents = { ...NO_EVENTS };
  for (const key of Object.keys(NO_EVENTS) as (keyof TimelineEvents)[]) {
    const value = body[key];
    events[key] = value === undefined || value === null || value === '' ? null : value;
  }
  await replaceApplicationEvents(db, row.id, events);
  return timelineOf(c, events, today);
}

/** The file-by date of each application that has one and is still waiting for its passport (the card's line). */
export async function fileByDates(
  db: Db,
  rows: readonly ApplicationRow[],
  today: string,
  overrides: RuleOverrides = {},
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const withCase = rows
    .map((row) => [row, applicationCase(row, today, overrides)] as const)
    .filter(([, c]) => c !== null);
  if (withCase.length === 0) return out;
  const events = await listEventsForApplications(
    db,
    withCase.map(([row]) => row.id),
  );
  for (const [row, c] of withCase) {
    const t = timelineOf(c as ApplicationCase, events.get(row.id) ?? NO_EVENTS, today);
    // Once the passport has come, the date to file by is history.
    if (t.fileBy && !t.events.passportReceived) out.set(row.id, t.fileBy.date);
  }
  return out;
}
