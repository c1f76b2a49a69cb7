/**
 * Every date and time the app shows, in the reader's own locale (Intl with an undefined locale) unless a page
 * must use a fixed one (the storage page: en-US, docs/product.md §5). Unreadable input shows as ''.
 */
type DateInput = string | number | Date;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const format = (value: DateInput, options: Intl.DateTimeFormatOptions, locale?: string) => {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, options).format(date) : '';
};

/** A day, in numbers: '11/22/2026' in en-US, '22/11/2026' in en-GB. */
export const formatDate = (value: DateInput, locale?: string) =>
  format(value, { year: 'numeric', month: 'numeric', day: 'numeric' }, locale);

/** A day and the time, where the hour matters: 'Nov 22, 2026, 3:04 PM' in en-US. */
export const formatDateTime = (value: DateInput, locale?: string) =>
  format(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);

/** The time of day only: '3:04 PM' in en-US. */
export const formatTime = (value: DateInput, locale?: string) =>
  format(value, { hour: 'numeric', minute: '2-digit' }, locale);

/**
 * A calendar date written 'YYYY-MM-DD' (a date of birth, a document's expiry), read as that day everywhere:
 * no time zone can move it to the day before. Anything else is shown as it came.
 */
export function formatCalendarDate(isoDate: string, options?: { month?: 'short' | 'long' }): string;
export function formatCalendarDate(
  isoDate: string | null | undefined,
  options?: { month?: 'short' | 'long' },
): string | null;
export function formatCalendarDate(
  isoDate: string | null | undefined,
  { month = 'short' }: { month?: 'short' | 'long' } = {},
): string | null {
  if (!isoDate) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return isoDate;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return format(date, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' }) || isoDate;
}

/** Time left until a deadline, or how far past it: '3h 12m left', '1h 05m overdue'. */
export function formatTimeLeft(due: DateInput, now: number = Date.now()): string {
  const date = toDate(due);
  if (!date) return '';
  const ms = date.getTime() - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const text = `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
  return ms >= 0 ? `${text} left` : `${text} overdue`;
}
