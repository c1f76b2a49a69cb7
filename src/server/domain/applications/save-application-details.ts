import { canOwnerEdit, canTransition, type ApplicationStatus } from '#shared/schemas/applications.ts';
import { STALE_DETAILS_MESSAGE, type DetailsSaveResult } from '#shared/schemas/renewal-form.ts';
import { nowIso, type Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { updateApplicationIfSavedAt, type ApplicationRow } from '../../repositories/applications.repository.ts';
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
  const { basedOn, ...fields } = body;
  // A stale tab must not overwrite a newer save: the update only applies to the version the form was loaded from.
  const expected = basedOn === undefined ? app.details_saved_at : basedOn;
  if (expected !== app.details_saved_at) throw new AppError(409, STALE_DETAILS_MESSAGE);
  const savedAt = nowIso();
  const details = JSON.stringify({ ...fields, lastSaved: fields.lastSaved ?? savedAt });

  const to: ApplicationStatus = 'submitted';
  if (!body.isDraft && from !== to && !canTransition(from, to, 'owner')) {
    throw new AppError(409, 'Choose your situation in step 1 and continue before submitting the form.');
  }
  const changes = body.isDraft
    ? { details, details_saved_at: savedAt }
    : { details, details_saved_at: savedAt, status: to };
  const saved = await updateApplicationIfSavedAt(db, id, expected, changes);
  if (!saved) throw new AppError(409, STALE_DETAILS_MESSAGE);
  return saved;
}
