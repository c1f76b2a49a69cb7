import { readinessOf } from '#shared/schemas/buddy.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { toApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { listDocumentsForApplications, type DocumentRow } from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { openProblems } from './open-problems.ts';
import { fileByDates, utcToday } from './timeline.ts';

/**
 * The owner's applications as the owner sees them: each with its readiness (how many things are left to fix
 * or wait for), computed from the same open problems Passport Buddy lists, so every screen says the same.
 */
export async function ownerApplications(
  db: Db,
  user: UserRow,
  rows: readonly ApplicationRow[],
): Promise<Application[]> {
  const documents = await listDocumentsForApplications(
    db,
    rows.map((r) => r.id),
  );
  const byApplication = new Map<number, DocumentRow[]>();
  for (const doc of documents)
    byApplication.set(doc.application_id, [...(byApplication.get(doc.application_id) ?? []), doc]);
  const paid = user.has_access === 1;
  const fileBy = await fileByDates(db, rows, utcToday());
  return rows.map((row) => ({
    ...toApplication(row),
    readiness: readinessOf(openProblems(row, byApplication.get(row.id) ?? [], paid)),
    fileBy: fileBy.get(row.id) ?? null,
  }));
}

export async function ownerApplication(db: Db, user: UserRow, row: ApplicationRow): Promise<Application> {
  const [application] = await ownerApplications(db, user, [row]);
  return application!;
}
