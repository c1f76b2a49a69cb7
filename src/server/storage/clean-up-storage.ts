import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.ts';
import type { BlobStore } from './blob-store.ts';
import { isEncrypted, sealColumn } from './field-cipher.ts';

const LEFTOVER_GRACE_MS = 60 * 60_000;

/** Start-up: delete crash leftovers in the blob folder or bucket (docs/decisions/uploads.md). */
export async function cleanUpBlobs(db: Db, blobs: BlobStore, log: FastifyBaseLogger): Promise<void> {
  const rows = await db.selectFrom('documents').select('filename').execute();
  const live = new Set(rows.map((r) => r.filename));
  const removed = await blobs.sweep((key) => live.has(key), LEFTOVER_GRACE_MS);
  if (removed > 0) log.info({ removed }, 'removed leftover blob files');
}

/** Start-up: rows written before encryption at rest are encrypted now (docs/decisions/encryption-at-rest.md). */
export async function encryptLegacyColumns(db: Db): Promise<void> {
  const apps = await db
    .selectFrom('applications')
    .select(['id', 'details'])
    .where('details', 'not like', 'enc:v1:%')
    .execute();
  for (const row of apps) {
    if (row.details === null || isEncrypted(row.details)) continue;
    await db
      .updateTable('applications')
      .set({ details: sealColumn(db, row.details) })
      .where('id', '=', row.id)
      .execute();
  }
  const docs = await db
    .selectFrom('documents')
    .select(['id', 'ai_analysis'])
    .where('ai_analysis', 'not like', 'enc:v1:%')
    .execute();
  for (const row of docs) {
    if (row.ai_analysis === null || isEncrypted(row.ai_analysis)) continue;
    await db
      .updateTable('documents')
      .set({ ai_analysis: sealColumn(db, row.ai_analysis) })
      .where('id', '=', row.id)
      .execute();
  }
}
