import type { PlanId } from '#shared/constants.ts';
import type { Application } from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { findOwnedApplication, markPriority, toApplication } from '../../repositories/applications.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requireOwnedApplication } from '../applications/require-owned-application.ts';
import { requirePlan } from '../plans/require-plan.ts';

/** Turns priority on; there is no way back, and a second call changes nothing (keeps the first time). */
export async function enablePriority({
  db,
  user,
  id,
  plans,
}: {
  db: Db;
  user: UserRow;
  id: number;
  plans: readonly PlanId[];
}): Promise<Application> {
  await requireOwnedApplication(db, user.id, id);
  requirePlan(user, plans);
  await markPriority(db, id);
  const row = await findOwnedApplication(db, user.id, id);
  if (!row) throw new Error('application vanished');
  return toApplication(row);
}
