import { readinessOf } from '#shared/schemas/buddy.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { AppContext } from '../../context.ts';
import { toApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { listDocumentsForApplications, type DocumentRow } from '../../repositories/documents.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { openProblems } from './open-problems.ts';
import { fileByDates, utcToday } from './timeline.ts';

/** What the owner's view reads: the database and staff's edits to the case rules. */
export type OwnerViewContext = Pick<AppContext, 'db' | 'ruleOverrides'>;

/**
 * The owner's applications as the owner sees them: each with its readiness (how many things are left to fix
 * or wait for), computed from the same open problems Passport Buddy lists, so every screen says the same.
 */
export async function ownerApplications(
  { db, ruleOverrides }: OwnerViewContext,
  user: UserRow,
  rows: readonly ApplicationRow[],
): Promise<Application[]> {
  const overrides = ruleOverrides.current();
  const documents = await listDocumentsForApplications(
    db,
    rows.map((r) => r.id),
  );
  const byApplication = new Map<number, DocumentRow[]>();
  for (const doc of documents)
    byApplication.set(doc.application_id, [...(byApplication.get(doc.application_id) ?? []), doc]);
  const paid = user.has_access === 1;
  const fileBy = await fileByDates(db, rows, utcToday(), overrides);
  return rows.map((row) => ({
    ...toApplication(row),
    readiness: readinessOf(openProblems(row, byApplication.get(row.id) ?? [], paid, overrides)),
    fileBy: fileBy.get(row.id) ?? null,
  }));
}

export async function ownerApplication(
  ctx: OwnerViewContext,
  user: UserRow,
  row: ApplicationRow,
): Promise<Application> {
  const [application] = await ownerApplications(ctx, user, [row]);
  return application!;
}
