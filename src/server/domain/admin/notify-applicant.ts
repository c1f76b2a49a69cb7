import type { ApplicationConfig } from '#shared/schemas/applications.ts';
import type { AppContext } from '../../context.ts';
import { renderLetter, type emails } from '../../mail/templates.ts';
import type { ApplicationRow } from '../../repositories/applications.repository.ts';
import { findUserById } from '../../repositories/users.repository.ts';

type Letter = ReturnType<(typeof emails)[keyof typeof emails]>;

/**
 * Mails the applicant about their application unless they turned e-mail notifications off in step 1.
 * Returns whether a message was queued.
 */
export async function notifyApplicant(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  app: ApplicationRow,
  letter: (name: string) => Letter,
): Promise<boolean> {
  const config = app.config ? (JSON.parse(app.config) as Partial<ApplicationConfig>) : null;
  if (config?.emailNotifications === false) return false;
  const user = await findUserById(ctx.db, app.user_id);
  if (!user) return false;
  await ctx.mailer.send(renderLetter(user.email, letter(user.first_name), ctx.config.publicUrl));
  return true;
}
