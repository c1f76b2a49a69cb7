import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  liveChatBodySchema,
  liveChatPostResponseSchema,
  liveChatStateSchema,
  typingBodySchema,
} from '#shared/schemas/live-chat.ts';
import { requireUser, signedIn, stillPermitted } from '../auth/guards.ts';
import { HelpIndex } from '../chat/help-index.ts';
import { LiveChatAssistant } from '../chat/live-chat-assistant.ts';
import { LlmRewriter } from '../chat/llm-rewrite.ts';
import { startAssistantTurns } from '../domain/live-chat/assistant-turns.ts';
import { sendLiveChatMessage } from '../domain/live-chat/send-live-chat-message.ts';
import { markChatRead, publishTyping } from '../domain/live-chat/read-and-typing.ts';
import { forward, guardedRelay, refuseAttachments } from '../chat/live-chat-http.ts';
import { EventStreams, lastEventId } from '../http/event-stream.ts';
import { errors, eventStream, noContent, SIGNED_IN, typed } from '../http/contract.ts';
import {
  countUserUnread,
  findLatestConversation,
  listChatMessages,
  listChatMessagesAfter,
  staffFirstName,
  toStatus,
} from '../repositories/live-chat.repository.ts';
import { adminChatRoutes } from './admin-chats.routes.ts';

const TAGS = ['Live chat'];

/** Live chat, person to person (docs/decisions/0029-live-chat.md): the user's side; the staff console's routes below. */
export async function liveChatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);
  const rewriter = ctx.config.llm ? new LlmRewriter(ctx.config.llm, app.log) : undefined;
  const assistant = new LiveChatAssistant(ctx.config.liveChat, new HelpIndex(), rewriter);
  const turns = startAssistantTurns(ctx, assistant, app.log);
  const streams = new EventStreams();
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => turns.stop());
  // Any other body type reaches the handler as bytes, to be refused in the chat's own words.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  api.get(
    '/api/live-chat',
    {
      schema: {
        tags: TAGS,
        summary: 'Your latest conversation with support (null before your first message) and its history',
        response: { 200: liveChatStateSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request) => {
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
    },
  );

  api.post(
    '/api/live-chat',
    {
      // Files are refused in the chat's own words before the body is checked as a message.
      preValidation: [signedIn, async (request: FastifyRequest) => refuseAttachments(request)],
      schema: {
        tags: TAGS,
        summary: 'Write to support (a closed conversation starts a new one); `agent` says who answers',
        body: liveChatBodySchema,
        response: { 200: liveChatPostResponseSchema, ...errors(400, 415, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await ctx.limits.liveChatMessagesPerUser.consume(String(user.id), 'chat messages');
      return sendLiveChatMessage({ ctx, assistant, userId: user.id, message: request.body.message });
    },
  );

  api.post(
    '/api/live-chat/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark support’s messages read (support sees it)',
        response: { 204: noContent('Marked read'), ...errors(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const conversation = await findLatestConversation(ctx.db, user.id);
      if (conversation) await markChatRead(ctx, conversation.id, 'user');
      return reply.code(204).send(undefined);
    },
  );

  api.post(
    '/api/live-chat/typing',
    {
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Tell support whether you are typing (not stored)',
        body: typingBodySchema,
        response: { 204: noContent('Passed on to support'), ...errors(400, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await ctx.limits.liveChatTypingPerUser.consume(String(user.id), 'typing updates');
      const conversation = await findLatestConversation(ctx.db, user.id);
      if (conversation && conversation.status !== 'closed') {
        await publishTyping(ctx, conversation.id, 'user', request.body.typing);
      }
      return reply.code(204).send(undefined);
    },
  );

  api.get(
    '/api/live-chat/events',
    {
      schema: {
        tags: TAGS,
        summary: 'Your conversation’s event stream: messages, who answers, typing and reads',
        response: {
          200: eventStream(
            'Server-sent events `message`, `conversation`, `typing`, `read`, and `access-ended` when the session ' +
              'ends. Send Last-Event-ID to receive the messages missed since.',
          ),
          ...errors(...SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      // Signing out everywhere ends this stream too, at the next event or heartbeat.
      const stream = streams.start(request, reply, async () => void (await access.check()));
      const access = guardedRelay(stream, () => stillPermitted(request));
      stream.onClose(
        ctx.chatBus.subscribe((event) => {
          if (event.userId !== user.id) return;
          if (event.type === 'typing' && event.from === 'user') return;
          access.relay(event);
        }),
      );
      const after = lastEventId(request);
      if (after !== undefined) {
        for (const missed of await listChatMessagesAfter(ctx.db, after, user.id))
          forward(stream, { type: 'message', ...missed });
      }
    },
  );

  adminChatRoutes(api, streams);
}
