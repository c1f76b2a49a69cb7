import type { Db } from '../../db/connect.ts';
import { notFound } from '../../http/app-error.ts';
import { findOwnedApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';

/** The owner's application or a 404, the same answer for missing and for someone else's. */
export async function requireOwnedApplication(db: Db, userId: number, id: number): Promise<ApplicationRow> {
  const row = await findOwnedApplication(db, userId, id);
  if (!row) throw notFound('Application');
  return row;
}
