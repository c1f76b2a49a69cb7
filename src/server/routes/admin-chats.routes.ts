import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  adminChatsQuerySchema,
  liveChatBodySchema,
  liveChatMessageSchema,
  staffConversationDetailSchema,
  staffConversationListSchema,
  staffConversationSchema,
  typingBodySchema,
} from '#shared/schemas/live-chat.ts';
import { requirePermission, staffOnly, stillPermitted } from '../auth/guards.ts';
import { forward, guardedRelay, refuseAttachments } from '../chat/live-chat-http.ts';
import { markChatRead, publishTyping } from '../domain/live-chat/read-and-typing.ts';
import { claimChat, closeChat, openStaffConversation, replyToChat } from '../domain/live-chat/staff-chat.ts';
import { lastEventId, type EventStreams } from '../http/event-stream.ts';
import { errors, eventStream, idParams, noContent, SIGNED_IN, type TypedApp } from '../http/contract.ts';
import { dropPresence, touchPresence } from '../repositories/chat-presence.repository.ts';
import { listChatMessagesAfter, listStaffConversations } from '../repositories/live-chat.repository.ts';

const TAGS = ['Live chat'];
const STAFF = [403, ...SIGNED_IN];
const params = idParams('Conversation');
const chatStaff = staffOnly('chat:reply');

/** The staff console: the queue, one conversation, claim, reply, close, and the event stream (presence). */
export function adminChatRoutes(api: TypedApp, streams: EventStreams): void {
  const { ctx } = api;

  api.get(
    '/api/admin/chats',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'The staff queue: waiting conversations first, then claimed ones; or the closed ones',
        querystring: adminChatsQuerySchema,
        response: { 200: staffConversationListSchema, ...errors(400, ...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'chat:reply');
      return listStaffConversations(ctx.db, request.query);
    },
  );

  api.get(
    '/api/admin/chats/events',
    {
      schema: {
        tags: TAGS,
        summary: 'The console’s event stream: every conversation’s messages, claims, typing and reads',
        response: {
          200: eventStream(
            'Server-sent events `message`, `conversation`, `typing`, `read`, and `access-ended` when the staff role ' +
              'or the session ends. Send Last-Event-ID to receive the messages missed since.',
          ),
          ...errors(...STAFF),
        },
      },
    },
    async (request, reply) => {
      const staff = await requirePermission(request, 'chat:reply');
      const connection = randomUUID();
      await touchPresence(ctx.db, connection, staff.id);
      // Each heartbeat and event re-checks the role: staff who lose it (or sign out everywhere) stop receiving.
      const stream = streams.start(request, reply, async () => {
        if (await access.check()) await touchPresence(ctx.db, connection, staff.id);
      });
      const access = guardedRelay(stream, () => stillPermitted(request, 'chat:reply'));
      stream.onClose(() => void dropPresence(ctx.db, connection).catch(() => undefined));
      stream.onClose(
        ctx.chatBus.subscribe((event) => {
          if (event.type === 'typing' && event.from === 'staff') return;
          access.relay(event);
        }),
      );
      const after = lastEventId(request);
      if (after !== undefined) {
        for (const missed of await listChatMessagesAfter(ctx.db, after))
          forward(stream, { type: 'message', ...missed });
      }
    },
  );

  api.get(
    '/api/admin/chats/:id',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'One conversation with its history',
        params,
        response: { 200: staffConversationDetailSchema, ...errors(404, ...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'chat:reply');
      return openStaffConversation(ctx, request.params.id);
    },
  );

  api.post(
    '/api/admin/chats/:id/claim',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'Answer this conversation yourself (409 when closed or a colleague has it)',
        params,
        response: { 200: staffConversationSchema, ...errors(404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'chat:reply');
      return claimChat(ctx, request.params.id, staff.id);
    },
  );

  api.post(
    '/api/admin/chats/:id/messages',
    {
      // Files are refused in the chat's own words before the body is checked as a message.
      preValidation: [chatStaff, async (request: FastifyRequest) => refuseAttachments(request)],
      schema: {
        tags: TAGS,
        summary: 'Reply to the user (claims the conversation if nobody has)',
        params,
        body: liveChatBodySchema,
        response: { 201: liveChatMessageSchema, ...errors(400, 404, 409, 415, ...STAFF) },
      },
    },
    async (request, reply) => {
      const staff = await requirePermission(request, 'chat:reply');
      reply.code(201);
      return replyToChat(ctx, request.params.id, staff.id, request.body.message);
    },
  );

  api.post(
    '/api/admin/chats/:id/close',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'Close the conversation (the user’s next message starts a new one)',
        params,
        response: { 200: staffConversationSchema, ...errors(404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'chat:reply');
      return closeChat(ctx, request.params.id, staff.id);
    },
  );

  api.post(
    '/api/admin/chats/:id/read',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'Mark the user’s messages read (the user sees it)',
        params,
        response: { 204: noContent('Marked read'), ...errors(404, ...STAFF) },
      },
    },
    async (request, reply) => {
      await requirePermission(request, 'chat:reply');
      await markChatRead(ctx, request.params.id, 'staff');
      return reply.code(204).send(undefined);
    },
  );

  api.post(
    '/api/admin/chats/:id/typing',
    {
      preValidation: chatStaff,
      schema: {
        tags: TAGS,
        summary: 'Tell the user whether you are typing (not stored)',
        params,
        body: typingBodySchema,
        response: { 204: noContent('Passed on to the user'), ...errors(400, 404, ...STAFF) },
      },
    },
    async (request, reply) => {
      await requirePermission(request, 'chat:reply');
      await publishTyping(ctx, request.params.id, 'staff', request.body.typing);
      return reply.code(204).send(undefined);
    },
  );
}
