import {
  APPLICATION_STATUS_LABELS,
  canTransition,
  transitionError,
  type ApplicationStatus,
} from '#shared/schemas/applications.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { emails } from '../../mail/templates.ts';
import { findApplication, updateApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { notifyApplicant } from './notify-applicant.ts';

/** A staff status change (PATCH /api/applications/{id} by staff): staff transitions only, audited, mailed. */
export async function changeApplicationStatus({
  ctx,
  staffId,
  id,
  status,
}: {
  ctx: AppContext;
  staffId: number;
  id: number;
  status: ApplicationStatus;
}): Promise<ApplicationRow> {
  const app = await findApplication(ctx.db, id);
  if (!app) throw new AppError(404, 'Application not found');
  const from = app.status as ApplicationStatus;
  if (from === status) return app;
  if (!canTransition(from, status, 'staff')) throw new AppError(409, transitionError(from, status, 'staff'));
  const updated = await updateApplication(ctx.db, id, { status });
  await insertAudit(ctx.db, {
    actorId: staffId,
    action: 'application.status',
    subjectType: 'application',
    subjectId: id,
    before: { status: from },
    after: { status },
  });
  await notifyApplicant(ctx, updated, (name) =>
    emails.statusUpdate({ name, applicationId: id, status: APPLICATION_STATUS_LABELS[status] }),
  );
  return updated;
}
