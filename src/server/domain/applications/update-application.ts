import {
  canOwnerEdit,
  canTransition,
  toApplicationType,
  transitionError,
  type ApplicationStatus,
  type UpdateApplicationBody,
} from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import { updateApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { requireOwnedApplication } from './require-owned-application.ts';

/**
 * PATCH by the owner: save the step-1 configuration and move through the owner's transitions only.
 * Staff statuses (verified, failed, completed, rejected) are refused here (docs/decisions/0001-application-status.md).
 */
export async function updateOwnApplication({
  db,
  userId,
  id,
  body,
}: {
  db: Db;
  userId: number;
  id: number;
  body: UpdateApplicationBody;
}): Promise<ApplicationRow> {
  const app = await requireOwnedApplication(db, userId, id);
  const from = app.status as ApplicationStatus;
  if (body.status && body.status !== from && !canTransition(from, body.status, 'owner')) {
    throw new AppError(409, transitionError(from, body.status, 'owner'));
  }
  if (body.status === 'submitted' && !app.details) {
    throw new AppError(409, 'Fill in and save the application form before submitting.');
  }
  if (body.config && !canOwnerEdit(from)) {
    throw new AppError(409, 'This application is with our review team and can no longer be changed.', {
      code: 'not_editable',
    });
  }
  const answers = body.config?.caseAnswers;
  if (answers && answers.applicationType !== toApplicationType(app.type)) {
    throw new AppError(400, 'The answers are for another kind of application than this one.', {
      code: 'validation_failed',
    });
  }
  return updateApplication(db, id, {
    ...(body.status ? { status: body.status } : {}),
    ...(body.config ? { config: JSON.stringify(body.config) } : {}),
  });
}
