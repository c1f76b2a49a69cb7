import { canOwnerEdit, canTransition, type ApplicationStatus } from '#shared/schemas/applications.ts';
import type { DetailsSaveResult } from '#shared/schemas/renewal-form.ts';
import { nowIso, type Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { updateApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { requireOwnedApplication } from './require-owned-application.ts';

/**
 * Saves the renewal form. A draft keeps whatever was typed; a final save has passed every rule of the
 * shared schema and submits the application.
 */
export async function saveApplicationDetails({
  db,
  userId,
  id,
  body,
}: {
  db: Db;
  userId: number;
  id: number;
  body: DetailsSaveResult;
}): Promise<ApplicationRow> {
  const app = await requireOwnedApplication(db, userId, id);
  const from = app.status as ApplicationStatus;
  if (!canOwnerEdit(from)) {
    throw new AppError(409, 'This application is with our review team and can no longer be changed.');
  }
  const savedAt = nowIso();
  const details = JSON.stringify({ ...body, lastSaved: body.lastSaved ?? savedAt });
  if (body.isDraft) return updateApplication(db, id, { details, details_saved_at: savedAt });

  const to: ApplicationStatus = 'submitted';
  if (from !== to && !canTransition(from, to, 'owner')) {
    throw new AppError(409, 'Choose your situation in step 1 and continue before submitting the form.');
  }
  return updateApplication(db, id, { details, details_saved_at: savedAt, status: to });
}
