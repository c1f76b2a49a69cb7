import type { FastifyInstance } from 'fastify';
import { supportMessageBodySchema, supportReplyBodySchema, supportStatusBodySchema } from '#shared/schemas/support.ts';
import { currentUser, requirePermission } from '../auth/guards.ts';
import { replyToSupportMessage } from '../domain/support/reply-to-support-message.ts';
import { sendSupportMessage } from '../domain/support/send-support-message.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { notFound } from '../http/app-error.ts';
import {
  listSupportMessages,
  setSupportMessageStatus,
  toSupportMessage,
} from '../repositories/support-messages.repository.ts';

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  // Open to visitors (the Support Center is a public page), so limited per client IP.
  app.post('/api/support-messages', async (request, reply) => {
    const body = parseBody(supportMessageBodySchema, request.body);
    await ctx.limits.supportMessagesPerIp.consume(request.ip, 'messages from this network');
    const user = await currentUser(request);
    reply.code(201);
    return sendSupportMessage({ ctx, body, userId: user?.id ?? null });
  });

  app.get('/api/admin/support-messages', async (request) => {
    await requirePermission(request, 'support:reply');
    return (await listSupportMessages(ctx.db)).map(toSupportMessage);
  });

  app.post<{ Params: { id: string } }>('/api/admin/support-messages/:id/reply', async (request) => {
    const staff = await requirePermission(request, 'support:reply');
    const id = parseId(request.params.id, 'Support message');
    const { reply } = parseBody(supportReplyBodySchema, request.body);
    return replyToSupportMessage({ ctx, id, reply, staffId: staff.id });
  });

  app.patch<{ Params: { id: string } }>('/api/admin/support-messages/:id', async (request) => {
    await requirePermission(request, 'support:reply');
    const id = parseId(request.params.id, 'Support message');
    const { status } = parseBody(supportStatusBodySchema, request.body);
    const row = await setSupportMessageStatus(ctx.db, id, status);
    if (!row) throw notFound('Support message');
    return toSupportMessage(row);
  });
}
