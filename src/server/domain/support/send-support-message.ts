import { SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { SupportMessageBody } from '#shared/schemas/support.ts';
import type { AppContext } from '../../context.ts';
import { insertSupportMessage, toSupportMessage } from '../../repositories/support-messages.repository.ts';

/** Stores the message first (nothing is lost if mail fails), then tells the staff inbox. */
export async function sendSupportMessage(options: {
  ctx: Pick<AppContext, 'db' | 'mailer'>;
  body: SupportMessageBody;
  userId: number | null;
}) {
  const { ctx, body, userId } = options;
  const row = await insertSupportMessage(ctx.db, { ...body, userId });
  await ctx.mailer.send({
    to: SUPPORT_EMAIL,
    subject: `[Support #${row.id}] ${body.subject}`,
    text: [
      `From: ${body.name} <${body.email}>${userId === null ? ' (not signed in)' : ` (user ${userId})`}`,
      `Reply within ${SUPPORT_RESPONSE_HOURS} hours from the staff inbox in /admin.`,
      '',
      body.message,
    ].join('\n'),
  });
  return toSupportMessage(row);
}
