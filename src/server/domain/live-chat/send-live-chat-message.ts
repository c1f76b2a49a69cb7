import { ASSISTANT_AGENT, SUPPORT_AGENT, type LiveChatPostResponse } from '#shared/schemas/live-chat.ts';
import type { LiveChatAssistant } from '../../chat/live-chat-assistant.ts';
import type { AppContext } from '../../context.ts';
import { isStaffOnline } from '../../repositories/chat-presence.repository.ts';
import {
  insertChatMessage,
  markRead,
  openOrCurrentConversation,
  setAssistantDue,
  staffFirstName,
  toStatus,
} from '../../repositories/live-chat.repository.ts';
import { postAssistantReply } from './assistant-turns.ts';

/**
 * A user's message to support: kept in their open conversation (a new one after a close), pushed to staff
 * consoles, and answered by the assistant outside support hours or when no staff member comes online in time.
 */
export async function sendLiveChatMessage(options: {
  ctx: Pick<AppContext, 'db' | 'chatBus' | 'config'>;
  assistant: LiveChatAssistant;
  userId: number;
  message: string;
}): Promise<LiveChatPostResponse> {
  const { ctx, assistant, userId, message } = options;
  const conversation = await openOrCurrentConversation(ctx.db, userId);
  const stored = await insertChatMessage(ctx.db, {
    conversationId: conversation.id,
    sender: 'user',
    senderId: userId,
    body: message,
  });
  // Writing means the user has seen everything before it.
  await markRead(ctx.db, conversation.id, 'user');
  await ctx.chatBus.publish({ type: 'message', userId, message: stored });

  if (!assistant.staffHours()) {
    await postAssistantReply(ctx, assistant, conversation.id, userId, message);
  } else if (conversation.assistant_due_at === null && !(await isStaffOnline(ctx.db))) {
    const due = new Date(Date.now() + ctx.config.liveChat.staffWaitMs).toISOString();
    await setAssistantDue(ctx.db, conversation.id, due);
  }
  let agent = assistant.staffHours() ? SUPPORT_AGENT : ASSISTANT_AGENT;
  if (toStatus(conversation.status) === 'claimed') agent = await staffFirstName(ctx.db, conversation.staff_id);
  return { ...stored, agent };
}
