import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { adminChatsQuerySchema, liveChatBodySchema, typingBodySchema } from '#shared/schemas/live-chat.ts';
import { requirePermission, stillPermitted } from '../auth/guards.ts';
import { forward, guardedRelay, refuseAttachments } from '../chat/live-chat-http.ts';
import { markChatRead, publishTyping } from '../domain/live-chat/read-and-typing.ts';
import { claimChat, closeChat, openStaffConversation, replyToChat } from '../domain/live-chat/staff-chat.ts';
import { lastEventId, type EventStreams } from '../http/event-stream.ts';
import { parseBody, parseId } from '../http/validate.ts';
import { dropPresence, touchPresence } from '../repositories/chat-presence.repository.ts';
import { listChatMessagesAfter, listStaffConversations } from '../repositories/live-chat.repository.ts';

/** The staff console: the queue, one conversation, claim, reply, close, and the event stream (presence). */
export function adminChatRoutes(app: FastifyInstance, streams: EventStreams): void {
  const { ctx } = app;

  app.get('/api/admin/chats', async (request) => {
    await requirePermission(request, 'chat:reply');
    return listStaffConversations(ctx.db, parseBody(adminChatsQuerySchema, request.query));
  });

  app.get('/api/admin/chats/events', async (request, reply) => {
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
      for (const missed of await listChatMessagesAfter(ctx.db, after)) forward(stream, { type: 'message', ...missed });
    }
  });

  app.get<{ Params: { id: string } }>('/api/admin/chats/:id', async (request) => {
    await requirePermission(request, 'chat:reply');
    return openStaffConversation(ctx, parseId(request.params.id, 'Conversation'));
  });

  app.post<{ Params: { id: string } }>('/api/admin/chats/:id/claim', async (request) => {
    const staff = await requirePermission(request, 'chat:reply');
    return claimChat(ctx, parseId(request.params.id, 'Conversation'), staff.id);
  });

  app.post<{ Params: { id: string } }>('/api/admin/chats/:id/messages', async (request, reply) => {
    const staff = await requirePermission(request, 'chat:reply');
    const id = parseId(request.params.id, 'Conversation');
    refuseAttachments(request);
    const { message } = parseBody(liveChatBodySchema, request.body);
    reply.code(201);
    return replyToChat(ctx, id, staff.id, message);
  });

  app.post<{ Params: { id: string } }>('/api/admin/chats/:id/close', async (request) => {
    const staff = await requirePermission(request, 'chat:reply');
    return closeChat(ctx, parseId(request.params.id, 'Conversation'), staff.id);
  });

  app.post<{ Params: { id: string } }>('/api/admin/chats/:id/read', async (request, reply) => {
    await requirePermission(request, 'chat:reply');
    await markChatRead(ctx, parseId(request.params.id, 'Conversation'), 'staff');
    return reply.code(204).send();
  });

  app.post<{ Params: { id: string } }>('/api/admin/chats/:id/typing', async (request, reply) => {
    await requirePermission(request, 'chat:reply');
    const { typing } = parseBody(typingBodySchema, request.body);
    await publishTyping(ctx, parseId(request.params.id, 'Conversation'), 'staff', typing);
    return reply.code(204).send();
  });
}
