import { nowIso, type Db } from '../db/connect.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';
import type { MailMessage } from './transport.ts';

/**
 * Messages waiting for their send job, sealed like form details (docs/decisions/0012-encryption-at-rest.md): a sign-in
 * link or a support reply is never readable in the database, and the job itself carries only the id.
 */
export async function storeMail(db: Db, message: MailMessage): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ message: sealColumn(db, JSON.stringify(message)), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findMail(db: Db, id: number): Promise<MailMessage | undefined> {
  const row = await db.selectFrom('mail_outbox').select('message').where('id', '=', id).executeTakeFirst();
  return row ? (JSON.parse(openColumn(db, row.message)) as MailMessage) : undefined;
}

/** Sent or given up: nothing of the message stays behind. */
export async function deleteMail(db: Db, id: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

/** Rows whose job is long gone (purged, or lost before it was queued): see purge-jobs.ts. */
export async function deleteMailOlderThan(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('mail_outbox').where('created_at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
