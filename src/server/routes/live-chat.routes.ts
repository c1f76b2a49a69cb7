import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ATTACHMENTS_REFUSED,
  adminChatsQuerySchema,
  liveChatBodySchema,
  typingBodySchema,
  type LiveChatEvent,
  type LiveChatState,
} from '#shared/schemas/live-chat.ts';
import { requirePermission, requireUser } from '../auth/guards.ts';
import { HelpIndex } from '../chat/help-index.ts';
import { LiveChatAssistant } from '../chat/live-chat-assistant.ts';
import { LlmRewriter } from '../chat/llm-rewrite.ts';
import { startAssistantTurns } from '../domain/live-chat/assistant-turns.ts';
import { sendLiveChatMessage } from '../domain/live-chat/send-live-chat-message.ts';
import {
  claimChat,
  closeChat,
  markChatRead,
  openStaffConversation,
  publishTyping,
  replyToChat,
} from '../domain/live-chat/staff-chat.ts';
import { AppError } from '../http/app-error.ts';
import { EventStreams, lastEventId, type EventStream } from '../http/event-stream.ts';
import { parseBody, parseId } from '../http/validate.ts';
import {
  countUserUnread,
  dropPresence,
  findLatestConversation,
  listChatMessages,
  listChatMessagesAfter,
  listStaffConversations,
  staffFirstName,
  toStatus,
  touchPresence,
} from '../repositories/live-chat.repository.ts';

const ATTACHMENT_FIELDS = ['attachment', 'attachments', 'file', 'files', 'image', 'upload'];

/** Live chat takes words only: an upload (multipart, a file body, a file field) gets a polite refusal. */
function refuseAttachments(request: FastifyRequest): void {
  if (request.isMultipart() || Buffer.isBuffer(request.body)) throw new AppError(415, ATTACHMENTS_REFUSED);
  const body = request.body;
  if (body && typeof body === 'object' && ATTACHMENT_FIELDS.some((field) => field in body)) {
    throw new AppError(400, ATTACHMENTS_REFUSED);
  }
}

function forward(stream: EventStream, event: LiveChatEvent): void {
  stream.send(event.type, event, event.type === 'message' ? event.message.id : undefined);
}

/** Live chat, person to person (docs/decisions/live-chat.md): the user's side and the staff console. */
export async function liveChatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const rewriter = ctx.config.llm ? new LlmRewriter(ctx.config.llm, app.log) : undefined;
  const assistant = new LiveChatAssistant(ctx.config.liveChat, new HelpIndex(), rewriter);
  const turns = startAssistantTurns(ctx, assistant, app.log);
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => turns.stop());
  // Any other body type reaches the handler as bytes, to be refused in the chat's own words.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/api/live-chat', async (request): Promise<LiveChatState> => {
    const user = await requireUser(request);
    const conversation = await findLatestConversation(ctx.db, user.id);
    if (!conversation) return { conversation: null, messages: [] };
    return {
      conversation: {
        id: conversation.id,
        status: toStatus(conversation.status),
        agent: await staffFirstName(ctx.db, conversation.staff_id),
        unread: await countUserUnread(ctx.db, conversation),
      },
      messages: await listChatMessages(ctx.db, conversation.id),
    };
  });

  app.post('/api/live-chat', async (request) => {
    const user = await requireUser(request);
    refuseAttachments(request);
    const { message } = parseBody(liveChatBodySchema, request.body);
    await ctx.limits.liveChatMessagesPerUser.consume(String(user.id), 'chat messages');
    return sendLiveChatMessage({ ctx, assistant, userId: user.id, message });
  });

  app.post('/api/live-chat/read', async (request, reply) => {
    const user = await requireUser(request);
    const conversation = await findLatestConversation(ctx.db, user.id);
    if (conversation) await markChatRead(ctx, conversation.id, 'user');
    return reply.code(204).send();
  });

  app.post('/api/live-chat/typing', async (request, reply) => {
    const user = await requireUser(request);
    const { typing } = parseBody(typingBodySchema, request.body);
    await ctx.limits.liveChatTypingPerUser.consume(String(user.id), 'typing updates');
    const conversation = await findLatestConversation(ctx.db, user.id);
    if (conversation && conversation.status !== 'closed') await publishTyping(ctx, conversation.id, 'user', typing);
    return reply.code(204).send();
  });

  app.get('/api/live-chat/events', async (request, reply) => {
    const user = await requireUser(request);
    const stream = streams.start(request, reply);
    stream.onClose(
      ctx.chatBus.subscribe((event) => {
        if (event.userId !== user.id) return;
        if (event.type === 'typing' && event.from === 'user') return;
        forward(stream, event);
      }),
    );
    const after = lastEventId(request);
    if (after !== undefined) {
      for (const missed of await listChatMessagesAfter(ctx.db, after, user.id))
        forward(stream, { type: 'message', ...missed });
    }
  });

  app.get('/api/admin/chats', async (request) => {
    await requirePermission(request, 'chat:reply');
    return listStaffConversations(ctx.db, parseBody(adminChatsQuerySchema, request.query));
  });

  app.get('/api/admin/chats/events', async (request, reply) => {
    const staff = await requirePermission(request, 'chat:reply');
    const connection = randomUUID();
    await touchPresence(ctx.db, connection, staff.id);
    const stream = streams.start(request, reply, () => touchPresence(ctx.db, connection, staff.id));
    stream.onClose(() => void dropPresence(ctx.db, connection).catch(() => undefined));
    stream.onClose(
      ctx.chatBus.subscribe((event) => {
        if (event.type === 'typing' && event.from === 'staff') return;
        forward(stream, event);
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
