import { sql, type Kysely } from 'kysely';

/**
 * At most one not-closed live chat conversation per user, guaranteed by the database: two first messages sent
 * at once could otherwise each open a conversation (docs/decisions/0029-live-chat.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Close any extra conversation a past race opened, keeping each user's newest, so the index can be built.
  await sql`
    update chat_conversations set status = 'closed', closed_at = coalesce(last_message_at, created_at),
      assistant_due_at = null
    where status <> 'closed' and id < (
      select max(newer.id) from chat_conversations newer
      where newer.user_id = chat_conversations.user_id and newer.status <> 'closed'
    )`.execute(db);
  await db.schema
    .createIndex('chat_conversations_one_active')
    .unique()
    .on('chat_conversations')
    .column('user_id')
    .where(sql.ref('status'), '<>', 'closed')
    .execute();
}
