import type { FastifyInstance } from 'fastify';
import { liveChatBodySchema, typingBodySchema, type LiveChatState } from '#shared/schemas/live-chat.ts';
import { requireUser, stillPermitted } from '../auth/guards.ts';
import { HelpIndex } from '../chat/help-index.ts';
import { LiveChatAssistant } from '../chat/live-chat-assistant.ts';
import { LlmRewriter } from '../chat/llm-rewrite.ts';
import { startAssistantTurns } from '../domain/live-chat/assistant-turns.ts';
import { sendLiveChatMessage } from '../domain/live-chat/send-live-chat-message.ts';
import { markChatRead, publishTyping } from '../domain/live-chat/read-and-typing.ts';
import { forward, guardedRelay, refuseAttachments } from '../chat/live-chat-http.ts';
import { EventStreams, lastEventId } from '../http/event-stream.ts';
import { parseBody } from '../http/validate.ts';
import {
  countUserUnread,
  findLatestConversation,
  listChatMessages,
  listChatMessagesAfter,
  staffFirstName,
  toStatus,
} from '../repositories/live-chat.repository.ts';
import { adminChatRoutes } from './admin-chats.routes.ts';

/** Live chat, person to person (docs/decisions/live-chat.md): the user's side; the staff console's routes below. */
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
  });

  adminChatRoutes(app, streams);
}
