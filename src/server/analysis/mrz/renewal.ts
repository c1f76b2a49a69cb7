/**
 * Re-issue on the ground of expiry: open when the passport has expired or expires within a year (the
 * passport office's ground for re-issue; what each ground asks for is under "Documents by reason" in
 * src/shared/domain/facts.ts).
 */
import type { PassportRenewal } from '#shared/schemas/passport-analysis.ts';

const DAY_MS = 86_400_000;
const RENEWAL_WINDOW_DAYS = 365;
/** Past this, many centres ask for a notarised affidavit explaining the delay. */
const LONG_EXPIRED_DAYS = 365;

function formatDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** `expiryDate` is YYYY-MM-DD, the last day the passport is valid. */
export function assessRenewal(expiryDate: string | null, now: Date): PassportRenewal | null {
  if (!expiryDate) return null;
  const expiry = Date.parse(`${expiryDate}T00:00:00Z`);
  if (Number.isNaN(expiry)) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysToExpiry = Math.round((expiry - today) / DAY_MS);
  const when = formatDate(expiryDate);

  if (daysToExpiry < 0) {
    const ago = -daysToExpiry;
    const late =
      ago > LONG_EXPIRED_DAYS
        ? ' Because it expired more than a year ago, many centres also ask for a notarised affidavit explaining the delay.'
        : '';
    return {
      status: 'expired',
      daysToExpiry,
      message: `Your passport expired on ${when} (${plural(ago, 'day')} ago). You can apply for a re-issue.${late}`,
    };
  }
  if (daysToExpiry <= RENEWAL_WINDOW_DAYS) {
    return {
      status: 'expiring_within_year',
      daysToExpiry,
      message: `Your passport expires on ${when}, in ${plural(daysToExpiry, 'day')}. You can apply for a re-issue now.`,
    };
  }
  const opens = new Date(expiry - RENEWAL_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
  return {
    status: 'valid',
    daysToExpiry,
    message: `Your passport is valid until ${when}. A re-issue because of expiry can be requested from ${formatDate(opens)}; before then only for another reason, such as pages running out, damage or a change of name.`,
  };
}
