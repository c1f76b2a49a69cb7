import type { LiveChatMessage, StaffConversation, StaffConversationDetail } from '#shared/schemas/live-chat.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  claimConversation,
  closeConversation,
  findConversation,
  insertChatMessage,
  listChatMessages,
  listStaffConversations,
  markRead,
  staffFirstName,
  toStatus,
  type ConversationRow,
} from '../../repositories/live-chat.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'chatBus'>;

// Distinct codes: the console shows a closed conversation read-only, and refreshes one a colleague has taken.
const closedError = () => new AppError(409, 'This conversation is closed.', { code: 'conversation_closed' });
const claimedError = () =>
  new AppError(409, 'Another staff member has claimed this conversation.', { code: 'conversation_claimed' });

export async function requireConversation(ctx: Ctx, id: number): Promise<ConversationRow> {
  const conversation = await findConversation(ctx.db, id);
  if (!conversation) throw notFound('Conversation');
  return conversation;
}

async function staffView(ctx: Ctx, id: number): Promise<StaffConversation> {
  const [conversation] = await listStaffConversations(ctx.db, { status: 'active', id });
  if (!conversation) throw notFound('Conversation');
  return conversation;
}

export async function openStaffConversation(ctx: Ctx, id: number): Promise<StaffConversationDetail> {
  await requireConversation(ctx, id);
  return { conversation: await staffView(ctx, id), messages: await listChatMessages(ctx.db, id) };
}

/** Claim: this staff member answers the conversation; another's claim is not taken over. */
export async function claimChat(ctx: Ctx, id: number, staffId: number): Promise<StaffConversation> {
  const before = await requireConversation(ctx, id);
  if (before.status === 'closed') throw closedError();
  const claimed = await claimConversation(ctx.db, id, staffId);
  if (!claimed) throw claimedError();
  await ctx.chatBus.publish({
    type: 'conversation',
    userId: claimed.user_id,
    conversationId: id,
    status: 'claimed',
    agent: await staffFirstName(ctx.db, staffId),
  });
  return staffView(ctx, id);
}

/** A staff reply; replying to an unclaimed conversation claims it. */
export async function replyToChat(ctx: Ctx, id: number, staffId: number, body: string): Promise<LiveChatMessage> {
  const conversation = await requireConversation(ctx, id);
  if (conversation.status === 'closed') throw closedError();
  if (conversation.staff_id !== staffId) await claimChat(ctx, id, staffId);
  const message = await insertChatMessage(ctx.db, { conversationId: id, sender: 'staff', senderId: staffId, body });
  await markRead(ctx.db, id, 'staff');
  await ctx.chatBus.publish({ type: 'message', userId: conversation.user_id, message });
  return message;
}

export async function closeChat(ctx: Ctx, id: number, staffId: number): Promise<StaffConversation> {
  const conversation = await requireConversation(ctx, id);
  if (conversation.staff_id !== null && conversation.staff_id !== staffId) {
    throw claimedError();
  }
  const closed = await closeConversation(ctx.db, id);
  if (closed) {
    await ctx.chatBus.publish({
      type: 'conversation',
      userId: closed.user_id,
      conversationId: id,
      status: toStatus(closed.status),
      agent: await staffFirstName(ctx.db, staffId),
    });
  }
  return staffView(ctx, id);
}
