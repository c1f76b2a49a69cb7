/**
 * What happens after the PDF (issue 20, part 5): the events the applicant records, and the timeline computed from
 * them (src/shared/case/timeline.ts). docs/decisions/0043-case-timeline.md.
 */
import { z } from 'zod';
import { isIsoDate } from './renewal-form.ts';

export const TIMELINE_EVENT_KINDS = [
  'formSubmitted',
  'appointment',
  'fileNumber',
  'policeVerificationDone',
  'passportReceived',
  'travelDate',
] as const;
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

export const TIMELINE_EVENT_LABELS: Readonly<Record<TimelineEventKind, string>> = {
  formSubmitted: 'Government form submitted on',
  appointment: 'Appointment date',
  fileNumber: 'File number',
  policeVerificationDone: 'Police verification done on',
  passportReceived: 'Passport received on',
  travelDate: 'Travel date',
};

/** Dates of things that already happened may be up to a day ahead (the applicant's time zone). */
const HAPPENED_GRACE_DAYS = 1;
/** An appointment or a trip is booked at most this far ahead. */
export const MAX_YEARS_AHEAD = 2;
const DAY_MS = 86_400_000;

export const DATE_FORMAT = 'Use the date format YYYY-MM-DD.';
export const FILE_NUMBER_MESSAGE =
  'The file number has letters, digits, dashes or slashes only, up to 40 characters (for example SF1234567890123).';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysFrom = (date: string, days: number) => new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
const yearsFrom = (date: string, years: number) => `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

const isoDate = z.string().refine(isIsoDate, DATE_FORMAT);
const happened = (what: string) =>
  isoDate
    .refine((v) => v <= daysFrom(todayUtc(), HAPPENED_GRACE_DAYS), `${what} cannot be in the future.`)
    .nullable()
    .optional();
const ahead = (what: string) =>
  isoDate
    .refine(
      (v) => v <= yearsFrom(todayUtc(), MAX_YEARS_AHEAD),
      `${what} must be within ${MAX_YEARS_AHEAD} years from today.`,
    )
    .nullable()
    .optional();

/** PUT /api/applications/{id}/events: the whole record; a field left out or null is cleared. */
export const timelineEventsBodySchema = z
  .strictObject({
    formSubmitted: happened('The date the form was submitted'),
    appointment: ahead('The appointment date'),
    fileNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/, FILE_NUMBER_MESSAGE)
      .nullable()
      .optional(),
    policeVerificationDone: happened('The date police verification was done'),
    passportReceived: happened('The date the passport was received'),
    travelDate: ahead('The travel date'),
  })
  .superRefine((e, ctx) => {
    const issue = (path: TimelineEventKind, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (e.formSubmitted && e.appointment && e.appointment < e.formSubmitted)
      issue('appointment', 'The appointment cannot be before the date the form was submitted.');
    if (e.appointment && e.passportReceived && e.passportReceived < e.appointment)
      issue('passportReceived', 'The passport cannot have been received before the appointment.');
    if (e.passportReceived && !e.appointment)
      issue('appointment', 'Give the appointment date too: the passport was received after it.');
  })
  .meta({ id: 'TimelineEventsBody' });
export type TimelineEventsBody = z.infer<typeof timelineEventsBodySchema>;

/** The events as stored and answered: every kind, null when not recorded. */
export const timelineEventsSchema = z.object({
  formSubmitted: z.string().nullable(),
  appointment: z.string().nullable(),
  fileNumber: z.string().nullable(),
  policeVerificationDone: z.string().nullable(),
  passportReceived: z.string().nullable(),
  travelDate: z.string().nullable(),
});
export type TimelineEvents = z.infer<typeof timelineEventsSchema>;

export const NO_EVENTS: TimelineEvents = {
  formSubmitted: null,
  appointment: null,
  fileNumber: null,
  policeVerificationDone: null,
  passportReceived: null,
  travelDate: null,
};

export const TIMELINE_STEP_IDS = [
  'government_form',
  'book',
  'attend',
  'police_verification',
  'dispatch',
  'received',
] as const;
export type TimelineStepId = (typeof TIMELINE_STEP_IDS)[number];

export const TIMELINE_STATUSES = ['done', 'next', 'upcoming', 'overdue'] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

/** Plain words for each status, as the timeline shows them. */
export const TIMELINE_STATUS_LABELS: Readonly<Record<TimelineStatus, string>> = {
  done: 'Done',
  next: 'Next',
  upcoming: 'Later',
  overdue: 'Overdue',
};

const dateRangeSchema = z.object({ from: z.string().nullable(), to: z.string().nullable() });

export const followUpEmailSchema = z.object({
  /** The address when a source gives one; otherwise null and `where` says where to find it. */
  to: z.string().nullable(),
  toName: z.string(),
  where: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
});
export type FollowUpEmail = z.infer<typeof followUpEmailSchema>;

export const chaseDateSchema = z.object({
  /** 'chase:provider' or 'chase:mission': a reminder is sent once per key. */
  key: z.string(),
  contact: z.enum(['provider', 'mission']),
  who: z.string(),
  how: z.string(),
  /** YYYY-MM-DD, or null when no processing time is known to count from. */
  on: z.string().nullable(),
  due: z.boolean(),
  /** Drafted when the chase is due and the passport has not come. */
  email: followUpEmailSchema.nullable(),
});
export type ChaseDate = z.infer<typeof chaseDateSchema>;

export const timelineStepSchema = z.object({
  id: z.enum(TIMELINE_STEP_IDS),
  title: z.string(),
  status: z.enum(TIMELINE_STATUSES),
  detail: z.string(),
  doneOn: z.string().nullable(),
  expected: dateRangeSchema.nullable(),
  /** The last day the step can be done (the form's expiry for booking and attending). */
  dueBy: z.string().nullable(),
});
export type TimelineStep = z.infer<typeof timelineStepSchema>;

export const fileBySchema = z.object({
  date: z.string(),
  reasons: z.array(z.string()),
  passed: z.boolean(),
});
export type FileBy = z.infer<typeof fileBySchema>;

export const timelineSchema = z
  .object({
    today: z.string(),
    events: timelineEventsSchema,
    steps: z.array(timelineStepSchema),
    chase: z.array(chaseDateSchema),
    fileBy: fileBySchema.nullable(),
    /** Where the processing range comes from (the rule's words). */
    processingText: z.string(),
  })
  .meta({ id: 'Timeline' });
export type Timeline = z.infer<typeof timelineSchema>;
