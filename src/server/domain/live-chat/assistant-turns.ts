import type { FastifyBaseLogger } from 'fastify';
import type { LiveChatAssistant } from '../../chat/live-chat-assistant.ts';
import type { AppContext } from '../../context.ts';
import { isStaffOnline } from '../../repositories/chat-presence.repository.ts';
import { insertChatMessage, listChatMessages, takeDueAssistantTurns } from '../../repositories/live-chat.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'chatBus' | 'config'>;

/** The assistant's answer, unless it would only repeat what it said since a person last wrote. */
export async function postAssistantReply(
  ctx: Ctx,
  assistant: LiveChatAssistant,
  conversationId: number,
  userId: number,
  question: string,
): Promise<void> {
  const history = await listChatMessages(ctx.db, conversationId);
  const sinceStaff = history.slice(history.findLastIndex((m) => m.sender === 'staff') + 1);
  const body = await assistant.reply(
    question,
    sinceStaff.some((m) => m.sender === 'assistant'),
  );
  if (body === null) return;
  const message = await insertChatMessage(ctx.db, { conversationId, sender: 'assistant', senderId: null, body });
  await ctx.chatBus.publish({ type: 'message', userId, message });
}

/**
 * In support hours a user who writes while no staff console is open waits LIVE_CHAT_STAFF_WAIT_SECONDS for
 * one to open; if none does (in any process), the assistant answers the last message and says when a person
 * will. Each process checks on a timer; the database update that takes a turn succeeds in one of them only.
 */
export function startAssistantTurns(ctx: Ctx, assistant: LiveChatAssistant, log: FastifyBaseLogger) {
  const everyMs = Math.max(250, Math.min(5000, ctx.config.liveChat.staffWaitMs / 4));
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const conversation of await takeDueAssistantTurns(ctx.db)) {
        if (conversation.status === 'closed' || (await isStaffOnline(ctx.db))) continue;
        const messages = await listChatMessages(ctx.db, conversation.id);
        // Everything the user wrote since anyone last answered; nothing when staff answered meanwhile.
        const firstUnanswered = messages.findLastIndex((m) => !m.isUser) + 1;
        const question = messages
          .slice(firstUnanswered)
          .map((m) => m.message)
          .join('\n');
        if (!question) continue;
        await postAssistantReply(ctx, assistant, conversation.id, conversation.user_id, question);
      }
    } catch (error) {
      log.error({ err: error }, 'live chat: assistant turn failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
