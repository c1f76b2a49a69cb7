import { NO_EVENTS, TIMELINE_EVENT_KINDS, type TimelineEvents } from '#shared/schemas/timeline.ts';
import { nowIso, type Db } from '../db/connect.ts';
import { openColumn, sealColumn } from '../storage/field-cipher.ts';
import { inTransaction } from './transaction.ts';

/**
 * The events an applicant records on the timeline (docs/decisions/0043-case-timeline.md), one row per kind, every value
 * sealed (docs/decisions/0012-encryption-at-rest.md): a file number is personal data, and nothing filters on a value.
 */
const isKind = (kind: string): kind is keyof TimelineEvents =>
  (TIMELINE_EVENT_KINDS as readonly string[]).includes(kind);

export async function findApplicationEvents(db: Db, applicationId: number): Promise<TimelineEvents> {
  const rows = await db
    .selectFrom('application_events')
    .select(['kind', 'value'])
    .where('application_id', '=', applicationId)
    .execute();
  const events: TimelineEvents = { ...NO_EVENTS };
  for (const row of rows) if (isKind(row.kind)) events[row.kind] = openColumn(db, row.value);
  return events;
}

/** Replaces the whole record: a kind given null is deleted. */
export async function replaceApplicationEvents(db: Db, applicationId: number, events: TimelineEvents): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('application_events').where('application_id', '=', applicationId).execute();
    const now = nowIso();
    const rows = TIMELINE_EVENT_KINDS.flatMap((kind) => {
      const value = events[kind];
      return value === null
        ? []
        : [{ application_id: applicationId, kind, value: sealColumn(trx, value), updated_at: now }];
    });
    if (rows.length > 0) await trx.insertInto('application_events').values(rows).execute();
  });
}

/** Applications with at least one recorded event, or none: what the reminder job looks at. */
export async function listApplicationIdsWithEvents(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('application_events').select('application_id').distinct().execute();
  return rows.map((r) => r.application_id);
}

/** Travel dates per application of one user (the dashboard's file-by line), opened. */
export async function listEventsForApplications(db: Db, ids: readonly number[]): Promise<Map<number, TimelineEvents>> {
  const out = new Map<number, TimelineEvents>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('application_events')
    .select(['application_id', 'kind', 'value'])
    .where('application_id', 'in', [...ids])
    .execute();
  for (const row of rows) {
    if (!isKind(row.kind)) continue;
    const events = out.get(row.application_id) ?? { ...NO_EVENTS };
    events[row.kind] = openColumn(db, row.value);
    out.set(row.application_id, events);
  }
  return out;
}

/**
 * Claims a reminder before it is sent: true for the one caller that inserted the row, false when it was already
 * claimed (by an earlier run, or another server), so each reminder goes at most once.
 */
export async function claimReminder(db: Db, applicationId: number, step: string): Promise<boolean> {
  const result = await db
    .insertInto('application_reminders')
    .values({ application_id: applicationId, step, sent_at: nowIso() })
    .onConflict((oc) => oc.columns(['application_id', 'step']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function listSentReminders(db: Db, applicationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('application_reminders')
    .select('step')
    .where('application_id', '=', applicationId)
    .execute();
  return rows.map((r) => r.step);
}
