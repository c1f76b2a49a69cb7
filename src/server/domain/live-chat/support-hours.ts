/**
 * When people answer live chat. The default is the Basic plan's "Business-hours support 9 AM-6 PM EST,
 * Mon-Fri" (src/shared/constants.ts), in New York time so daylight saving is followed.
 */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 09:00-18:00 America/New_York';

export interface SupportHours {
  /** 0 = Sunday ... 6 = Saturday. */
  days: ReadonlySet<number>;
  /** Minutes after local midnight. */
  open: number;
  close: number;
  timeZone: string;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const PATTERN = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)-(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (\d\d):(\d\d)-(\d\d):(\d\d) (\S+)$/;

/** "Mon-Fri 09:00-18:00 America/New_York", or "always" (null: people answer at any hour). */
export function parseSupportHours(text: string): SupportHours | null {
  if (text.trim() === 'always') return null;
  const match = PATTERN.exec(text.trim());
  if (!match) throw new Error('must look like "Mon-Fri 09:00-18:00 America/New_York" or be "always"');
  const [, from = '', to = '', oh, om, ch, cm, timeZone = ''] = match;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new Error(`unknown time zone ${timeZone}`);
  }
  const open = Number(oh) * 60 + Number(om);
  const close = Number(ch) * 60 + Number(cm);
  if (open >= close || close > 24 * 60) throw new Error('the opening time must come before the closing time');
  const days = new Set<number>();
  for (let d = DAYS.indexOf(from); ; d = (d + 1) % 7) {
    days.add(d);
    if (d === DAYS.indexOf(to)) break;
  }
  return { days, open, close, timeZone };
}

function localTime(hours: SupportHours, at: Date): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: DAYS.indexOf(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

export function isWithinSupportHours(hours: SupportHours | null, at = new Date()): boolean {
  if (!hours) return true;
  const { day, minutes } = localTime(hours, at);
  return hours.days.has(day) && minutes >= hours.open && minutes < hours.close;
}

const STEP_MS = 15 * 60_000;

/** The next moment people answer: searched in 15-minute steps, then back to the exact minute. */
export function nextOpening(hours: SupportHours, from = new Date()): Date {
  let at = new Date(Math.ceil(from.getTime() / 60_000) * 60_000);
  for (let i = 0; i < (8 * 24 * 60 * 60_000) / STEP_MS && !isWithinSupportHours(hours, at); i++) {
    at = new Date(at.getTime() + STEP_MS);
  }
  while (isWithinSupportHours(hours, new Date(at.getTime() - 60_000)) && at > from) {
    at = new Date(at.getTime() - 60_000);
  }
  return at;
}

/** "Monday 9:00 AM EST" in the support team's own time zone. */
export function describeOpening(hours: SupportHours, at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: hours.timeZone,
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(at)
    .replace(/,/g, '');
}
