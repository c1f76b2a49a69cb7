import { nowIso, type Db } from '../db/connect.ts';

/** Which staff consoles are open, in any process: one row per event stream, refreshed by its heartbeat. */
const PRESENCE_TTL_MS = 45_000;

export async function touchPresence(db: Db, connectionId: string, staffId: number): Promise<void> {
  const seen = nowIso();
  // Rows left by a process that died without saying goodbye.
  const stale = new Date(Date.now() - 10 * PRESENCE_TTL_MS).toISOString();
  await db.deleteFrom('chat_presence').where('seen_at', '<', stale).execute();
  await db
    .insertInto('chat_presence')
    .values({ connection_id: connectionId, staff_id: staffId, seen_at: seen })
    .onConflict((oc) => oc.column('connection_id').doUpdateSet({ seen_at: seen }))
    .execute();
}

export const dropPresence = (db: Db, connectionId: string) =>
  db.deleteFrom('chat_presence').where('connection_id', '=', connectionId).execute();

/** A staff console is open somewhere (any process) and has sent a heartbeat lately. */
export async function isStaffOnline(db: Db): Promise<boolean> {
  const since = new Date(Date.now() - PRESENCE_TTL_MS).toISOString();
  const row = await db.selectFrom('chat_presence').select('staff_id').where('seen_at', '>', since).executeTakeFirst();
  return row !== undefined;
}
