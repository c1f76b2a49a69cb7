import type { PlanId } from '#shared/constants.ts';
import type { StoredDocument } from '#shared/schemas/plans.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import {
  findOwnedDocument,
  listStoredDocumentsOfUser,
  toDocument,
  type DocumentRow,
} from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requirePlan } from '../plans/require-plan.ts';
import { daysRemaining, storedKind } from './storage-rules.ts';

/** Failure reasons are paid analysis: an unpaid user sees the status, not the reasons. */
export function documentFor(user: UserRow, row: DocumentRow) {
  const doc = toDocument(row);
  return user.has_access === 1 ? doc : { ...doc, verificationErrors: [] };
}

/** The owner's non-deleted documents, newest first, with expiry facts. */
export async function listStoredDocuments(db: Db, user: UserRow, now: Date): Promise<StoredDocument[]> {
  const rows = await listStoredDocumentsOfUser(db, user.id);
  return rows.map((row) => ({
    ...documentFor(user, row),
    expiresAt: row.expires_at,
    daysRemaining: daysRemaining(row.expires_at, now),
    kind: storedKind(row.mime_type),
  }));
}

/** The owner's document decrypted, for a plan that includes downloads. */
export async function downloadStoredDocument({
  ctx,
  user,
  id,
  plans,
}: {
  ctx: AppContext;
  user: UserRow;
  id: number;
  /** Plans that may use this route; `'any'`: the owner's own copy, whatever the plan (the storage page). */
  plans: readonly PlanId[] | 'any';
}): Promise<{ bytes: Buffer; name: string; mime: string }> {
  const row = await findOwnedDocument(ctx.db, user.id, id);
  if (!row || row.deleted_at) throw notFound('Document');
  if (plans !== 'any') requirePlan(user, plans);
  return { bytes: await ctx.blobs.get(row.filename), name: row.original_name, mime: row.mime_type };
}

/** RFC 6266 header: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
