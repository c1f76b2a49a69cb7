import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { deleteMail, storeMail } from '../mail/mail-outbox.ts';
import { SEND_EMAIL_JOB } from '../mail/mailer.ts';
import type { MailMessage } from '../mail/transport.ts';
import { SEALED_SUPPORT_COLUMNS } from '../repositories/support-messages.repository.ts';
import type { BlobStore } from './blob-store.ts';
import { SEALED_PREFIX, sealColumn } from './field-cipher.ts';

const LEFTOVER_GRACE_MS = 60 * 60_000;

/** Start-up: delete crash leftovers in the blob folder or bucket (docs/decisions/0010-uploads.md). */
export async function cleanUpBlobs(db: Db, blobs: BlobStore, log: FastifyBaseLogger): Promise<void> {
  const rows = await db.selectFrom('documents').select('filename').execute();
  const live = new Set(rows.map((r) => r.filename));
  const removed = await blobs.sweep((key) => live.has(key), LEFTOVER_GRACE_MS);
  if (removed > 0) log.info({ removed }, 'removed leftover blob files');
}

/** Columns sealed with the field cipher (docs/decisions/0012-encryption-at-rest.md), each table keyed by `id`. */
const SEALED_COLUMNS = {
  applications: ['details'],
  documents: ['ai_analysis'],
  chat_messages: ['body'],
  support_messages: SEALED_SUPPORT_COLUMNS,
} as const;

/**
 * Start-up: rows written before encryption at rest are encrypted now (docs/decisions/0012-encryption-at-rest.md), and mail
 * jobs that still carry a whole message are moved into the sealed outbox.
 */
export async function encryptLegacyColumns(db: Db): Promise<void> {
  for (const [table, columns] of Object.entries(SEALED_COLUMNS)) {
    for (const column of columns) await sealPlainColumn(db, table, column);
  }
  await moveLegacyMailJobs(db);
}

async function sealPlainColumn(db: Db, table: string, column: string): Promise<void> {
  const { rows } = await sql<{ id: number; value: string }>`
    select id, ${sql.ref(column)} as value from ${sql.table(table)}
    where ${sql.ref(column)} is not null and ${sql.ref(column)} not like ${`${SEALED_PREFIX}%`}`.execute(db);
  for (const row of rows) {
    // Only if unchanged: another process starting at the same time may have sealed it already.
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sealColumn(db, row.value)}
      where id = ${row.id} and ${sql.ref(column)} = ${row.value}`.execute(db);
  }
}

/**
 * The mailer once queued the whole message (sign-in links, support text) as the job payload. A job still to run
 * gets its message sealed into mail_outbox and carries the id; a finished one keeps nothing.
 */
async function moveLegacyMailJobs(db: Db): Promise<void> {
  const jobs = await db
    .selectFrom('jobs')
    .select(['id', 'payload', 'status'])
    .where('name', '=', SEND_EMAIL_JOB)
    .where('payload', 'not like', '{"mailId":%')
    .where('payload', '!=', '{}')
    .execute();
  for (const job of jobs) {
    const live = job.status === 'queued' || job.status === 'running';
    const mailId = live ? await storeMail(db, JSON.parse(job.payload) as MailMessage) : undefined;
    const moved = await db
      .updateTable('jobs')
      .set({ payload: JSON.stringify(mailId === undefined ? {} : { mailId }) })
      .where('id', '=', job.id)
      .where('payload', '=', job.payload)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0 && mailId !== undefined) await deleteMail(db, mailId);
  }
}
