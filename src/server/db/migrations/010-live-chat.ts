import type { Kysely } from 'kysely';
import { idColumn, type MigrationContext } from './context.ts';

/**
 * Live chat between a user and staff (docs/decisions/0029-live-chat.md): conversations, their messages, and which
 * staff consoles are open (presence), kept in the database so every server process sees the same.
 */
export async function up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> {
  await idColumn(db.schema.createTable('chat_conversations'), ctx)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    /** 'open' (waiting for staff), 'claimed' (a staff member answers) or 'closed'. */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    /** The last message id each side has seen: unread = later messages from the other side. */
    .addColumn('user_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff_read_id', 'integer', (c) => c.notNull().defaultTo(0))
    /** When the assistant answers unless staff come online first; null when nothing is waiting. */
    .addColumn('assistant_due_at', 'text')
    .addColumn('last_message_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('chat_conversations_user')
    .on('chat_conversations')
    .columns(['user_id', 'status'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_status')
    .on('chat_conversations')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chat_conversations_assistant_due')
    .on('chat_conversations')
    .column('assistant_due_at')
    .execute();

  await idColumn(db.schema.createTable('chat_messages'), ctx)
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    /** 'user', 'staff' or 'assistant'. */
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_messages_conversation')
    .on('chat_messages')
    .columns(['conversation_id', 'id'])
    .execute();

  // One row per open staff console connection, refreshed by its heartbeat; stale rows mean offline.
  await db.schema
    .createTable('chat_presence')
    .addColumn('connection_id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_presence_seen').on('chat_presence').column('seen_at').execute();
}
