import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#shared/schemas/applications.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { emails } from '../../mail/templates.ts';
import { findApplication } from '../../repositories/applications.repository.ts';
import { insertAudit } from '../../repositories/audit.repository.ts';
import { notifyApplicant } from './notify-applicant.ts';

/** The admin's 'Send Status Update': mails the applicant the current status (docs/product.md §5). */
export async function sendStatusNotification({
  ctx,
  staffId,
  applicationId,
}: {
  ctx: AppContext;
  staffId: number;
  applicationId: number;
}): Promise<{ sent: boolean; message: string }> {
  const app = await findApplication(ctx.db, applicationId);
  if (!app) throw new AppError(404, 'Application not found');
  const status = APPLICATION_STATUS_LABELS[app.status as ApplicationStatus] ?? app.status;
  const sent = await notifyApplicant(ctx, app, (name) => emails.statusUpdate({ name, applicationId, status }));
  await insertAudit(ctx.db, {
    actorId: staffId,
    action: 'application.notify',
    subjectType: 'application',
    subjectId: applicationId,
    after: { type: 'status_update', status: app.status, sent },
  });
  return {
    sent,
    message: sent
      ? 'Email notification has been sent to the user.'
      : 'The applicant turned e-mail notifications off, so no e-mail was sent.',
  };
}
