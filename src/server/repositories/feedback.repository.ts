import { nowIso, type Db } from '../db/connect.ts';

/** The applicant's feedback on an application (Pro and Express dashboards); returns the new row's id. */
export async function insertFeedback(
  db: Db,
  feedback: { applicationId: number; userId: number; message: string },
): Promise<number> {
  const row = await db
    .insertInto('application_feedback')
    .values({
      application_id: feedback.applicationId,
      user_id: feedback.userId,
      message: feedback.message,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
