/**
 * What happens next, and when to worry (issue 20, part 5): from the case answer, what the applicant recorded and
 * today's date, the road ahead as ordered steps, each with its status and expected dates; when to chase whom, with
 * the follow-up e-mail drafted once chasing is due; and the date to file by. Pure: no clock, no I/O.
 * Choices (how a chase date is counted, the travel margin): docs/decisions/0043-case-timeline.md.
 */
import type {
  ChaseDate,
  FileBy,
  FollowUpEmail,
  Timeline,
  TimelineEvents,
  TimelineStep,
  TimelineStepId,
} from '../schemas/timeline.ts';
import { addMonths } from './conditions.ts';
import type { CaseResult } from './resolve-case.ts';
import { assertIsoDate } from './rule-ref.ts';
import type { ChaseStep, TimeUnit } from './timing.ts';

const DAY_MS = 86_400_000;

/** Apply at least this many months before a trip, however short the processing time. */
export const TRAVEL_MIN_MONTHS = 2;
/** Time to book an appointment and for the passport to come by post, on top of the processing time. */
export const TRAVEL_MARGIN_DAYS = 28;
/** Many countries want this much validity left on arrival. */
export const VALIDITY_ON_ARRIVAL_MONTHS = 6;

export interface TimelineInput {
  readonly result: CaseResult;
  readonly events: TimelineEvents;
  /** YYYY-MM-DD. */
  readonly today: string;
  /** The current passport's expiry date (the form, or the MRZ), when known. */
  readonly passportExpiry?: string | null;
  /** For the drafted e-mail's signature. */
  readonly applicantName?: string | null;
}

export interface Reminder {
  /** Sent once per application and key. */
  readonly key: string;
  readonly subject: string;
  readonly text: string;
}

// ---------------------------------------------------------------------------------------------------------
// Dates (UTC calendar days, YYYY-MM-DD)

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Friday. Missions with another working week (Dubai: Sunday to Thursday) differ by a day at most. */
export function addWorkingDays(date: string, days: number): string {
  let d = new Date(Date.parse(date));
  let left = days;
  while (left > 0) {
    d = new Date(d.getTime() + DAY_MS);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

export function addTime(date: string, value: number, unit: TimeUnit): string {
  switch (unit) {
    case 'working_days':
      return addWorkingDays(date, value);
    case 'weeks':
      return addDays(date, value * 7);
    case 'months':
      return addMonths(date, value);
  }
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const minDate = (...dates: (string | null)[]) => dates.filter((d): d is string => d !== null).sort()[0] ?? null;
const maxDate = (...dates: (string | null)[]) =>
  dates
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1) ?? null;

/** When the passport is expected, counted from the day every document was handed in; null ends when unknown. */
export function processingRange(result: CaseResult, handedIn: string): { from: string | null; to: string | null } {
  const p = result.processing;
  const pv = result.policeVerification.likely ? p.policeVerificationAddsWeeks : null;
  const end = (n: number | null, weeks: number) =>
    n === null ? null : addDays(addTime(handedIn, n, p.unit), weeks * 7);
  return { from: end(p.min ?? p.max, pv?.min ?? 0), to: end(p.max, pv?.max ?? 0) };
}

// ---------------------------------------------------------------------------------------------------------
// Chasing

const EMAIL_IN_TEXT = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

function draftEmail(input: TimelineInput, step: ChaseStep, handedIn: string): FollowUpEmail {
  const { result, events } = input;
  const mission = result.mission;
  const file = events.fileNumber;
  const providerName = mission?.provider.name ?? 'the service provider';
  const body = [
    `Dear ${step.who},`,
    '',
    `I handed in my passport application (${result.wording.service}) at ${providerName} on ${handedIn}${
      mission ? ` for the ${mission.name}` : ''
    }. The expected processing time was: ${result.processing.text} I have not received my passport yet.`,
    '',
    'Could you please tell me the status of my application and when I can expect my passport?',
    '',
    `File number: ${file ?? '[your file number]'}`,
    'Full name: [as in your passport]',
    'Date of birth: [your date of birth]',
    'Current passport number: [your passport number]',
    '',
    'Thank you,',
    input.applicantName?.trim() || '[your name]',
  ].join('\n');
  return {
    to: EMAIL_IN_TEXT.exec(step.how)?.[0] ?? null,
    toName: step.who,
    where: step.contact === 'provider' ? (mission?.provider.website ?? null) : (mission?.website ?? null),
    subject: `Passport application${file ? ` ${file}` : ''}: status enquiry`,
    body,
  };
}

function chaseDates(input: TimelineInput, handedIn: string | null): ChaseDate[] {
  const { result, events, today } = input;
  const steps = result.chase.steps;
  const range = handedIn ? processingRange(result, handedIn) : null;
  // The rule's own date for each step: a count from hand-in, the processing time, or none ("first").
  const ruleDates = steps.map((s) => {
    if (!handedIn || !s.after) return null;
    if (s.after.unit === 'processing_time') return range?.to ?? null;
    if (s.after.value === null) return null;
    return s.after.unit === 'working_days'
      ? addWorkingDays(handedIn, s.after.value)
      : addDays(handedIn, s.after.value * 7);
  });
  const dates: (string | null)[] = [];
  steps.forEach((s, i) => {
    const later = minDate(...ruleDates.slice(i + 1));
    const previous = maxDate(...dates);
    // A step without a delay is asked first: once the expected time is over, and no later than the next step.
    const own = s.after === null && range ? (minDate(range.to ?? range.from, later) ?? later) : ruleDates[i];
    // Never before the party listed before it: the order of the rule is the order to write in.
    dates.push(own === null || own === undefined ? null : maxDate(own, previous));
  });
  const seen = new Set<string>();
  return steps.map((s, i) => {
    let key = `chase-${s.contact}`;
    if (seen.has(key)) key = `${key}-${i + 1}`;
    seen.add(key);
    const on = dates[i] ?? null;
    const due = handedIn !== null && on !== null && today >= on && !events.passportReceived;
    return {
      key,
      contact: s.contact,
      who: s.who,
      how: s.how,
      on,
      due,
      email: due && handedIn ? draftEmail(input, s, handedIn) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// File by

function fileBy(input: TimelineInput, handedIn: string | null): FileBy | null {
  const { result, events, today } = input;
  const expiry = input.passportExpiry ?? null;
  const travel = events.travelDate;
  // How long processing takes, in days, counted from the date it is measured back from (so the answer does not
  // move with today's weekday).
  const span = (anchor: string) => {
    const range = processingRange(result, anchor);
    const end = range.to ?? range.from;
    return end ? daysBetween(anchor, end) : 0;
  };
  const candidates: { date: string; reason: string }[] = [];
  if (expiry) {
    candidates.push({
      date: addDays(expiry, -span(expiry)),
      reason:
        span(expiry) > 0
          ? `Your passport expires on ${expiry}: apply at least the processing time before it (${result.processing.text.replace(/\.$/, '')}), so the new one comes before it expires.`
          : `Your passport expires on ${expiry}: apply before it expires.`,
    });
  }
  if (travel) {
    candidates.push({
      date: minDate(
        addMonths(travel, -TRAVEL_MIN_MONTHS),
        addDays(travel, -(span(travel) + TRAVEL_MARGIN_DAYS)),
      ) as string,
      reason: `You travel on ${travel}: apply at least ${TRAVEL_MIN_MONTHS} months before, and early enough for the processing time plus ${TRAVEL_MARGIN_DAYS / 7} weeks to book and receive the passport.`,
    });
    if (expiry && expiry < addMonths(travel, VALIDITY_ON_ARRIVAL_MONTHS)) {
      candidates.push({
        date: minDate(...candidates.map((c) => c.date)) as string,
        reason: `Many countries want ${VALIDITY_ON_ARRIVAL_MONTHS} months of validity left on arrival, and your passport expires less than ${VALIDITY_ON_ARRIVAL_MONTHS} months after your trip: renew before you travel.`,
      });
    }
  }
  const date = minDate(...candidates.map((c) => c.date));
  if (!date) return null;
  return { date, reasons: candidates.map((c) => c.reason), passed: handedIn === null && today > date };
}

// ---------------------------------------------------------------------------------------------------------
// Steps

interface Draft {
  id: TimelineStepId;
  title: string;
  detail: string;
  done: boolean;
  doneOn: string | null;
  expected: { from: string | null; to: string | null } | null;
  dueBy: string | null;
}

export function buildTimeline(input: TimelineInput): Timeline {
  const { result, events, today } = input;
  assertIsoDate(today, 'today');
  const mission = result.mission;
  const theMission = mission ? `the ${mission.name}` : 'your mission';
  const providerName = mission?.provider.name ?? 'the service provider';
  const received = events.passportReceived;
  const appointment = events.appointment;
  const handedIn = appointment && (appointment <= today || received) ? appointment : null;
  const formExpires = events.formSubmitted ? addDays(events.formSubmitted, result.governmentForm.validityDays) : null;
  const range = handedIn ? processingRange(result, handedIn) : null;
  const pv = result.policeVerification;

  const drafts: Draft[] = [
    {
      id: 'government_form',
      title: `Fill the government form for ${theMission}`,
      detail: `${result.governmentForm.text}${
        formExpires ? ` Your form was submitted on ${events.formSubmitted}: it expires on ${formExpires}.` : ''
      }`,
      done: Boolean(events.formSubmitted || appointment || received),
      doneOn: events.formSubmitted,
      expected: null,
      dueBy: null,
    },
    {
      id: 'book',
      title: `Book an appointment with ${providerName}`,
      detail: [
        `Book on ${providerName}'s site${mission ? ` (${mission.provider.website})` : ''}.`,
        formExpires ? `Your form expires on ${formExpires}: the appointment must be before then.` : '',
      ]
        .filter(Boolean)
        .join(' '),
      done: Boolean(appointment || received),
      doneOn: null,
      expected: null,
      dueBy: formExpires,
    },
    {
      id: 'attend',
      title: `Attend your appointment at ${providerName}`,
      detail: [
        mission?.provider.centre.address ? `At ${mission.provider.centre.address}.` : '',
        'Bring the printed form, the PDF from Passport Buddy and every document on your checklist.',
        appointment && formExpires && appointment > formExpires
          ? `Your appointment (${appointment}) is after your form expires (${formExpires}): fill and submit a new form before it.`
          : '',
      ]
        .filter(Boolean)
        .join(' '),
      done: handedIn !== null,
      doneOn: handedIn,
      expected: appointment ? { from: appointment, to: appointment } : null,
      dueBy: formExpires,
    },
    ...(pv.likely
      ? [
          {
            id: 'police_verification' as const,
            title: 'Police verification',
            detail: [pv.summary, pv.needs].filter(Boolean).join(' '),
            done: Boolean(events.policeVerificationDone || received),
            doneOn: events.policeVerificationDone,
            expected:
              handedIn && pv.addsWeeks
                ? { from: addDays(handedIn, pv.addsWeeks.min * 7), to: addDays(handedIn, pv.addsWeeks.max * 7) }
                : null,
            dueBy: null,
          },
        ]
      : []),
    {
      id: 'dispatch',
      title: `${theMission.charAt(0).toUpperCase()}${theMission.slice(1)} decides and dispatches your passport`,
      detail: `${result.processing.text}${pv.likely && result.processing.policeVerificationAddsWeeks ? ' Police verification adds to this.' : ''}`,
      done: Boolean(received),
      doneOn: received,
      expected: range,
      dueBy: null,
    },
    {
      id: 'received',
      title: 'Passport received',
      detail: 'Check every detail in the new passport as soon as it comes, and record the date here.',
      done: Boolean(received),
      doneOn: received,
      expected: null,
      dueBy: null,
    },
  ];

  let nextGiven = false;
  const steps: TimelineStep[] = drafts.map((d) => {
    const late = (d.dueBy !== null && today > d.dueBy) || (d.expected?.to != null && today > d.expected.to);
    let status: TimelineStep['status'];
    if (d.done) status = 'done';
    else if (late) status = 'overdue';
    else if (!nextGiven) status = 'next';
    else status = 'upcoming';
    if (!d.done) nextGiven = true;
    return {
      id: d.id,
      title: d.title,
      status,
      detail: d.detail,
      doneOn: d.doneOn,
      expected: d.expected,
      dueBy: d.dueBy,
    };
  });

  return {
    today,
    events,
    steps,
    chase: chaseDates(input, handedIn),
    fileBy: fileBy(input, handedIn),
    processingText: result.processing.text,
  };
}

/** The reminders due today: one per chase that is due, and the file-by date once reached before any appointment. */
export function dueReminders(timeline: Timeline, applicationLabel: string): Reminder[] {
  const out: Reminder[] = [];
  for (const c of timeline.chase) {
    if (!c.due || !c.on) continue;
    out.push({
      key: c.key,
      subject: `Time to chase ${c.who} about your passport`,
      text: [
        `Your ${applicationLabel}: it is ${c.on}, and your passport has not been recorded as received.`,
        '',
        `${c.how}`,
        '',
        'Open your application in Passport Buddy: the follow-up e-mail is drafted for you, ready to copy.',
      ].join('\n'),
    });
  }
  const fb = timeline.fileBy;
  if (fb && timeline.today >= fb.date && !timeline.events.appointment && !timeline.events.passportReceived) {
    out.push({
      key: 'file-by',
      subject: 'Your passport application: the file-by date is here',
      text: [
        `Your ${applicationLabel}: we suggested filing by ${fb.date}.`,
        '',
        ...fb.reasons,
        '',
        'Book your appointment now, and record it in Passport Buddy so we can tell you what comes next.',
      ].join('\n'),
    });
  }
  return out;
}
