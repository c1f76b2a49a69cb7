import { PRODUCT_NAME } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/app-error.ts';
import {
  findSupportMessage,
  markSupportMessageReplied,
  toSupportMessage,
} from '../../repositories/support-messages.repository.ts';

/** A staff reply goes to the writer by e-mail and is kept with the message. */
export async function replyToSupportMessage(options: {
  ctx: Pick<AppContext, 'db' | 'mailer'>;
  id: number;
  reply: string;
  staffId: number;
}) {
  const { ctx, id, reply, staffId } = options;
  const message = await findSupportMessage(ctx.db, id);
  if (!message) throw notFound('Support message');
  await ctx.mailer.send({
    to: message.email,
    subject: `Re: ${message.subject}`,
    text: [
      `Hello ${message.name},`,
      '',
      reply,
      '',
      `— The ${PRODUCT_NAME} support team`,
      '',
      '> ' + message.message.split('\n').join('\n> '),
    ].join('\n'),
  });
  return toSupportMessage(await markSupportMessageReplied(ctx.db, id, reply, staffId));
}
