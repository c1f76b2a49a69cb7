import type { FastifyInstance } from 'fastify';
import {
  supportMessageBodySchema,
  supportMessageListSchema,
  supportMessageSchema,
  supportReplyBodySchema,
  supportStatusBodySchema,
} from '#shared/schemas/support.ts';
import { currentUser, requirePermission, staffOnly } from '../auth/guards.ts';
import { replyToSupportMessage } from '../domain/support/reply-to-support-message.ts';
import { sendSupportMessage } from '../domain/support/send-support-message.ts';
import { notFound } from '../http/app-error.ts';
import { errors, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import {
  listSupportMessages,
  setSupportMessageStatus,
  toSupportMessage,
} from '../repositories/support-messages.repository.ts';

const TAGS = ['Support'];
const params = idParams('Support message');
const STAFF_ANSWERS = [400, 403, 404, ...SIGNED_IN];

export async function supportRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);
  // Staff only, answered before the id and the body are looked at.

  // Open to visitors (the Support Center is a public page), so limited per client IP.
  api.post(
    '/api/support-messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Send the support team a message (signed in or not); staff reply by e-mail',
        security: [],
        body: supportMessageBodySchema,
        response: { 201: supportMessageSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      await ctx.limits.supportMessagesPerIp.consume(request.ip, 'messages from this network');
      const user = await currentUser(request);
      reply.code(201);
      return sendSupportMessage({ ctx, body: request.body, userId: user?.id ?? null });
    },
  );

  api.get(
    '/api/admin/support-messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Staff: the support inbox, open messages first',
        response: { 200: supportMessageListSchema, ...errors(403, ...SIGNED_IN) },
      },
    },
    async (request) => {
      await requirePermission(request, 'support:reply');
      return (await listSupportMessages(ctx.db)).map(toSupportMessage);
    },
  );

  api.post(
    '/api/admin/support-messages/:id/reply',
    {
      preValidation: staffOnly('support:reply'),
      schema: {
        tags: TAGS,
        summary: 'Staff: reply to a message (e-mailed to its writer, kept with the message)',
        params,
        body: supportReplyBodySchema,
        response: { 200: supportMessageSchema, ...errors(...STAFF_ANSWERS) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'support:reply');
      return replyToSupportMessage({ ctx, id: request.params.id, reply: request.body.reply, staffId: staff.id });
    },
  );

  api.patch(
    '/api/admin/support-messages/:id',
    {
      preValidation: staffOnly('support:reply'),
      schema: {
        tags: TAGS,
        summary: 'Staff: mark a message handled without a reply, or open it again',
        params,
        body: supportStatusBodySchema,
        response: { 200: supportMessageSchema, ...errors(...STAFF_ANSWERS) },
      },
    },
    async (request) => {
      await requirePermission(request, 'support:reply');
      const row = await setSupportMessageStatus(ctx.db, request.params.id, request.body.status);
      if (!row) throw notFound('Support message');
      return toSupportMessage(row);
    },
  );
}
