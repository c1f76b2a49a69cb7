import { sql, type Selectable } from 'kysely';
import {
  SUPPORT_MESSAGE_STATUSES,
  type SupportMessage,
  type SupportMessageBody,
  type SupportMessageStatus,
} from '#shared/schemas/support.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { SupportMessagesTable } from '../db/schema.ts';

export type SupportMessageRow = Selectable<SupportMessagesTable>;

export const insertSupportMessage = (db: Db, message: SupportMessageBody & { userId: number | null }) =>
  db
    .insertInto('support_messages')
    .values({
      user_id: message.userId,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      status: 'open',
      reply: null,
      replied_by: null,
      replied_at: null,
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Open messages first, then the rest; newest first within each: the staff inbox order. */
export const listSupportMessages = (db: Db, limit = 200) =>
  db
    .selectFrom('support_messages')
    .selectAll()
    .orderBy(sql`case when status = 'open' then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const findSupportMessage = (db: Db, id: number) =>
  db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();

export const markSupportMessageReplied = (db: Db, id: number, reply: string, staffId: number) =>
  db
    .updateTable('support_messages')
    .set({ status: 'replied', reply, replied_by: staffId, replied_at: nowIso() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export const setSupportMessageStatus = (db: Db, id: number, status: SupportMessageStatus) =>
  db.updateTable('support_messages').set({ status }).where('id', '=', id).returningAll().executeTakeFirst();

const knownStatus = (status: string): SupportMessageStatus =>
  (SUPPORT_MESSAGE_STATUSES as readonly string[]).includes(status) ? (status as SupportMessageStatus) : 'open';

export function toSupportMessage(row: SupportMessageRow): SupportMessage {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: knownStatus(row.status),
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
  };
}
