import { PLAN_STORAGE_MONTHS, STORAGE_EXPIRY_NOTICE_DAYS, type PlanId } from '#shared/constants.ts';

const DAY_MS = 86_400_000;

/** Expiry of an upload: 6 months on Basic (and unpaid) and Pro, 12 on Express (docs/decisions/0023-plans-and-limits.md). */
export function expiryFor(plan: PlanId | null, uploadedAt: Date): string {
  const d = new Date(uploadedAt);
  d.setUTCMonth(d.getUTCMonth() + PLAN_STORAGE_MONTHS[plan ?? 'basic']);
  return d.toISOString();
}

/** Whole days left, never negative; null when the document has no expiry. */
export function daysRemaining(expiresAt: string | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY_MS));
}

/** The moment the 30-day notice is due. */
export function noticeDueAt(expiresAt: string): Date {
  return new Date(Date.parse(expiresAt) - STORAGE_EXPIRY_NOTICE_DAYS * DAY_MS);
}

export const storedKind = (mime: string): 'Image' | 'Document' => (mime.startsWith('image/') ? 'Image' : 'Document');
