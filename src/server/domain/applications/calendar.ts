import type { Timeline } from '#shared/schemas/timeline.ts';

/**
 * The timeline as an iCalendar file (RFC 5545) the applicant can add to any calendar: the file-by date, the
 * appointment, the day the government form expires and each chase date, as all-day events. Lines end in CRLF and
 * are folded at 75 octets; text is escaped; every event has a stable UID (so a second download updates rather than
 * duplicates) and the DTSTAMP of the download.
 */
export interface CalendarEntry {
  readonly key: string;
  readonly date: string;
  readonly summary: string;
  readonly description: string;
}

export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into chunks of at most 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const basic = (date: string) => date.replace(/-/g, '');
const nextDay = (date: string) => new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function calendarEntries(timeline: Timeline, label: string): CalendarEntry[] {
  const out: CalendarEntry[] = [];
  if (timeline.fileBy) {
    out.push({
      key: 'file-by',
      date: timeline.fileBy.date,
      summary: `File your passport application by today (${label})`,
      description: timeline.fileBy.reasons.join('\n'),
    });
  }
  const book = timeline.steps.find((s) => s.id === 'book');
  if (book?.dueBy && !timeline.events.appointment) {
    out.push({
      key: 'form-expires',
      date: book.dueBy,
      summary: `Government form expires: attend before today (${label})`,
      description: book.detail,
    });
  }
  const attend = timeline.steps.find((s) => s.id === 'attend');
  if (timeline.events.appointment) {
    out.push({
      key: 'appointment',
      date: timeline.events.appointment,
      summary: `Passport appointment (${label})`,
      description: attend?.detail ?? '',
    });
  }
  for (const c of timeline.chase) {
    if (!c.on || timeline.events.passportReceived) continue;
    out.push({
      key: c.key,
      date: c.on,
      summary: `Chase ${c.who} about your passport if it has not come (${label})`,
      description: c.how,
    });
  }
  return out;
}

export function toIcs(
  entries: readonly CalendarEntry[],
  options: { uidPrefix: string; host: string; now: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Passport Buddy//Case timeline//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const e of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${options.uidPrefix}-${e.key}@${options.host}`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART;VALUE=DATE:${basic(e.date)}`,
      `DTEND;VALUE=DATE:${basic(nextDay(e.date))}`,
      `SUMMARY:${escapeText(e.summary)}`,
      `DESCRIPTION:${escapeText(e.description)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
