import type { Db } from '../../db/connect.ts';
import { insertFeedback } from '../../repositories/feedback.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { requireOwnedApplication } from '../applications/require-owned-application.ts';
import { requirePlan } from '../plans/require-plan.ts';

/** Stores the applicant's feedback on an application (Pro and Express dashboards). */
export async function addFeedback({
  db,
  user,
  id,
  feedback,
}: {
  db: Db;
  user: UserRow;
  id: number;
  feedback: string;
}): Promise<{ success: true; id: number }> {
  await requireOwnedApplication(db, user.id, id);
  requirePlan(user, ['pro', 'express']);
  return { success: true, id: await insertFeedback(db, { applicationId: id, userId: user.id, message: feedback }) };
}
