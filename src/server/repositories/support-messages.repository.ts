import { sql, type Selectable } from 'kysely';
import {
  SUPPORT_MESSAGE_STATUSES,
  type SupportMessage,
  type SupportMessageBody,
  type SupportMessageStatus,
} from '#shared/schemas/support.ts';
import { nowIso, type Db } from '../db/connect.ts';
import type { SupportMessagesTable } from '../db/schema.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';

export type SupportMessageRow = Selectable<SupportMessagesTable>;

/**
 * The writer's name, address, subject, message and the staff reply are sealed in the table
 * (docs/decisions/0012-encryption-at-rest.md); every function here returns them opened. Nothing filters or sorts on them.
 */
export const SEALED_SUPPORT_COLUMNS = ['name', 'email', 'subject', 'message', 'reply'] as const;

const opened =
  (db: Db) =>
  (row: SupportMessageRow): SupportMessageRow => ({
    ...row,
    name: openColumn(db, row.name),
    email: openColumn(db, row.email),
    subject: openColumn(db, row.subject),
    message: openColumn(db, row.message),
    reply: openColumn(db, row.reply),
  });

export const insertSupportMessage = async (db: Db, message: SupportMessageBody & { userId: number | null }) =>
  opened(db)(
    await db
      .insertInto('support_messages')
      .values({
        user_id: message.userId,
        name: sealColumn(db, message.name),
        email: sealColumn(db, message.email),
        subject: sealColumn(db, message.subject),
        message: sealColumn(db, message.message),
        status: 'open',
        reply: null,
        replied_by: null,
        replied_at: null,
        created_at: nowIso(),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );

/** Open messages first, then the rest; newest first within each: the staff inbox order. */
export const listSupportMessages = async (db: Db, limit = 200) =>
  (
    await db
      .selectFrom('support_messages')
      .selectAll()
      .orderBy(sql`case when status = 'open' then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
  ).map(opened(db));

export const findSupportMessage = async (db: Db, id: number) => {
  const row = await db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row && opened(db)(row);
};

export const markSupportMessageReplied = async (db: Db, id: number, reply: string, staffId: number) =>
  opened(db)(
    await db
      .updateTable('support_messages')
      .set({ status: 'replied', reply: sealColumn(db, reply), replied_by: staffId, replied_at: nowIso() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow(),
  );

export const setSupportMessageStatus = async (db: Db, id: number, status: SupportMessageStatus) => {
  const row = await db
    .updateTable('support_messages')
    .set({ status })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && opened(db)(row);
};

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
