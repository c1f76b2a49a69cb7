import { PLANS, type PlanId } from '#shared/constants.ts';
import type { DocumentResource } from '#shared/schemas/documents.ts';

/** A stored document as GET /api/user-documents answers it: the document plus its expiry. */
export type StoredDocument = DocumentResource & { expiresAt?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The server's expiry, else upload + the plan's storage months (Basic and Pro 6, Express 12). */
export function expiryOf(doc: StoredDocument, plan: PlanId): Date {
  if (doc.expiresAt) return new Date(doc.expiresAt);
  const months = plan === 'express' ? PLANS.express.storageMonths : PLANS.pro.storageMonths;
  const date = new Date(doc.uploadedAt);
  date.setMonth(date.getMonth() + months);
  return date;
}

/** Whole days left until `expiry`, never negative (the original showed a fixed 179). */
export function daysRemaining(expiry: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS));
}

export const kindOf = (mimeType: string): 'Image' | 'Document' =>
  mimeType.startsWith('image/') ? 'Image' : 'Document';

export const storageStatus = (status: string): { label: string; tone: 'green' | 'red' } =>
  status === 'failed' ? { label: 'Rejected', tone: 'red' } : { label: 'Active', tone: 'green' };
