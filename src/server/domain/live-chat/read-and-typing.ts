import type { AppContext } from '../../context.ts';
import { markRead } from '../../repositories/live-chat.repository.ts';
import { requireConversation } from './staff-chat.ts';

type Ctx = Pick<AppContext, 'db' | 'chatBus'>;

/** Either side has seen the conversation up to its newest message; the other side's views update. */
export async function markChatRead(ctx: Ctx, id: number, by: 'user' | 'staff'): Promise<void> {
  const conversation = await requireConversation(ctx, id);
  await markRead(ctx.db, id, by);
  await ctx.chatBus.publish({ type: 'read', userId: conversation.user_id, conversationId: id, by });
}

/** Typing is never stored: it only crosses the bus to the other side's stream. */
export async function publishTyping(ctx: Ctx, id: number, from: 'user' | 'staff', typing: boolean): Promise<void> {
  const conversation = await requireConversation(ctx, id);
  await ctx.chatBus.publish({ type: 'typing', userId: conversation.user_id, conversationId: id, from, typing });
}
