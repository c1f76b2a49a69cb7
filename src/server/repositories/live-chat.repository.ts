import { sql, type Selectable } from 'kysely';
import {
  ASSISTANT_AGENT,
  SUPPORT_AGENT,
  type ChatSender,
  type ConversationStatus,
  type LiveChatMessage,
  type StaffConversation,
} from '#shared/schemas/live-chat.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { ChatConversationsTable, ChatMessagesTable } from '../db/schema.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';

export type ConversationRow = Selectable<ChatConversationsTable>;
type MessageRow = Selectable<ChatMessagesTable> & { sender_name: string | null };

const HISTORY_LIMIT = 200;

export const toStatus = (value: string): ConversationStatus =>
  value === 'claimed' || value === 'closed' ? value : 'open';

/** A message row as stored: `body` sealed (docs/decisions/0012-encryption-at-rest.md), opened here. */
export function toLiveChatMessage(db: Db, row: MessageRow): LiveChatMessage {
  const sender: ChatSender = row.sender === 'staff' || row.sender === 'assistant' ? row.sender : 'user';
  return {
    id: row.id,
    conversationId: row.conversation_id,
    message: openColumn(db, row.body),
    timestamp: row.created_at,
    isUser: sender === 'user',
    sender,
    agent: sender === 'assistant' ? ASSISTANT_AGENT : sender === 'staff' ? (row.sender_name ?? SUPPORT_AGENT) : null,
  };
}

const messagesWithNames = (db: Db) =>
  db
    .selectFrom('chat_messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .selectAll('m')
    .select('u.first_name as sender_name');

export async function insertChatMessage(
  db: Db,
  message: { conversationId: number; sender: ChatSender; senderId: number | null; body: string },
): Promise<LiveChatMessage> {
  const now = nowIso();
  const row = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: message.conversationId,
      sender: message.sender,
      sender_id: message.senderId,
      body: sealColumn(db, message.body),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('chat_conversations')
    .set({ last_message_at: now })
    .where('id', '=', message.conversationId)
    .execute();
  const stored = await messagesWithNames(db).where('m.id', '=', row.id).executeTakeFirstOrThrow();
  return toLiveChatMessage(db, stored);
}

/** The last messages of a conversation, oldest first. */
export async function listChatMessages(db: Db, conversationId: number): Promise<LiveChatMessage[]> {
  const rows = await messagesWithNames(db)
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((row) => toLiveChatMessage(db, row));
}

/** Messages after an event id (a reconnecting stream's Last-Event-ID), for one user or for staff (all). */
export async function listChatMessagesAfter(
  db: Db,
  afterId: number,
  userId?: number,
): Promise<{ userId: number; message: LiveChatMessage }[]> {
  let query = messagesWithNames(db)
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select('c.user_id as owner_id')
    .where('m.id', '>', afterId);
  if (userId !== undefined) query = query.where('c.user_id', '=', userId);
  const rows = await query.orderBy('m.id', 'asc').limit(HISTORY_LIMIT).execute();
  return rows.map((row) => ({ userId: row.owner_id, message: toLiveChatMessage(db, row) }));
}

export const findConversation = (db: Db, id: number) =>
  db.selectFrom('chat_conversations').selectAll().where('id', '=', id).executeTakeFirst();

/** The user's newest conversation, open or closed. */
export const findLatestConversation = (db: Db, userId: number) =>
  db
    .selectFrom('chat_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * The user's not-closed conversation, opened if there is none. The partial unique index (migration 011) admits
 * one per user, so of two requests racing to open one, the loser's insert does nothing and it uses the winner's.
 */
export async function openOrCurrentConversation(db: Db, userId: number): Promise<ConversationRow> {
  // A few passes at most: each lost race means another request's conversation exists to be found.
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await db
      .selectFrom('chat_conversations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '!=', 'closed')
      .executeTakeFirst();
    if (current) return current;
    const opened = await insertConversation(db, userId);
    if (opened) return opened;
  }
  throw new Error(`Could not open a live chat conversation for user ${userId}`);
}

const insertConversation = (db: Db, userId: number) =>
  db
    .insertInto('chat_conversations')
    .values({
      user_id: userId,
      status: 'open',
      staff_id: null,
      assistant_due_at: null,
      last_message_at: null,
      created_at: nowIso(),
      closed_at: null,
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();

/** Claims an unclaimed conversation in one statement, so two staff members cannot both win it. */
export const claimConversation = (db: Db, id: number, staffId: number) =>
  db
    .updateTable('chat_conversations')
    .set({ status: 'claimed', staff_id: staffId, assistant_due_at: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('staff_id', 'is', null), eb('staff_id', '=', staffId)]))
    .where('status', '!=', 'closed')
    .returningAll()
    .executeTakeFirst();

export const closeConversation = (db: Db, id: number) =>
  db
    .updateTable('chat_conversations')
    .set({ status: 'closed', closed_at: nowIso(), assistant_due_at: null })
    .where('id', '=', id)
    .where('status', '!=', 'closed')
    .returningAll()
    .executeTakeFirst();

export const setAssistantDue = (db: Db, id: number, dueAt: string | null) =>
  db.updateTable('chat_conversations').set({ assistant_due_at: dueAt }).where('id', '=', id).execute();

/** Takes one due assistant turn: the update that clears it succeeds in one process only. */
export async function takeDueAssistantTurns(db: Db, now = nowIso()): Promise<ConversationRow[]> {
  const due = await db
    .selectFrom('chat_conversations')
    .select(['id', 'assistant_due_at'])
    .where('assistant_due_at', '<=', now)
    .limit(20)
    .execute();
  const taken: ConversationRow[] = [];
  for (const row of due) {
    const won = await db
      .updateTable('chat_conversations')
      .set({ assistant_due_at: null })
      .where('id', '=', row.id)
      .where('assistant_due_at', '=', row.assistant_due_at)
      .returningAll()
      .executeTakeFirst();
    if (won) taken.push(won);
  }
  return taken;
}

export async function markRead(db: Db, id: number, by: 'user' | 'staff'): Promise<void> {
  const latest = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', id)
    .executeTakeFirst();
  const column = by === 'user' ? 'user_read_id' : 'staff_read_id';
  await db
    .updateTable('chat_conversations')
    .set({ [column]: Number(latest?.id ?? 0) })
    .where('id', '=', id)
    .execute();
}

/** Messages the user has not seen: anything staff or the assistant wrote after their last read. */
export async function countUserUnread(db: Db, conversation: ConversationRow): Promise<number> {
  const row = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversation.id)
    .where('sender', '!=', 'user')
    .where('id', '>', conversation.user_read_id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const staffFirstName = async (db: Db, staffId: number | null) =>
  staffId === null
    ? SUPPORT_AGENT
    : ((await db.selectFrom('users').select('first_name').where('id', '=', staffId).executeTakeFirst())?.first_name ??
      SUPPORT_AGENT);

/** Staff console list: waiting conversations first (oldest first), then claimed, or the closed ones. */
export async function listStaffConversations(
  db: Db,
  options: { status: 'active' | 'closed'; id?: number },
): Promise<StaffConversation[]> {
  let query = db
    .selectFrom('chat_conversations as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('users as s', 's.id', 'c.staff_id')
    .selectAll('c')
    .select(['u.first_name', 'u.last_name', 'u.email', 'u.plan', 's.first_name as staff_name'])
    .select((eb) => [
      eb
        .selectFrom('chat_messages as m')
        .select((m) => m.fn.countAll<number>().as('n'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.sender', '=', 'user')
        .whereRef('m.id', '>', 'c.staff_read_id')
        .as('unread'),
      eb
        .selectFrom('chat_messages as m')
        .select('m.body')
        .whereRef('m.conversation_id', '=', 'c.id')
        .orderBy('m.id', 'desc')
        .limit(1)
        .as('last_message'),
    ]);
  if (options.id !== undefined) query = query.where('c.id', '=', options.id);
  else if (options.status === 'closed') query = query.where('c.status', '=', 'closed');
  else query = query.where('c.status', '!=', 'closed');
  const rows = await query
    .orderBy(sql`case when c.status = 'open' then 0 else 1 end`)
    .orderBy(options.status === 'closed' ? 'c.closed_at' : 'c.created_at', options.status === 'closed' ? 'desc' : 'asc')
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userName: [row.first_name, row.last_name].filter(Boolean).join(' '),
    userEmail: row.email,
    userPlan: row.plan,
    status: toStatus(row.status),
    staffId: row.staff_id,
    staffName: row.staff_name,
    lastMessage: openColumn(db, row.last_message),
    lastMessageAt: row.last_message_at,
    unread: Number(row.unread ?? 0),
    createdAt: row.created_at,
  }));
}
