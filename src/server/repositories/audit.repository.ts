import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditPage, type AuditQuery } from '#shared/schemas/admin.ts';
import { nowIso, type Db } from '../db/connect.ts';

export interface AuditRecord {
  actorId: number;
  action: AuditEntry['action'];
  subjectType: 'application' | 'document' | 'user' | 'api_key' | 'case_rule';
  subjectId: number | string;
  before?: unknown;
  after?: unknown;
}

export async function insertAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: record.actorId,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      created_at: nowIso(),
    })
    .execute();
}

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  let q = db.selectFrom('audit_log as l').leftJoin('users as u', 'u.id', 'l.actor_id');
  if (query.action !== 'all') q = q.where('l.action', '=', query.action);
  if (query.actor) q = q.where('u.email', 'like', `%${query.actor.toLowerCase()}%`);
  if (query.subject) q = q.where('l.subject_id', '=', query.subject.replace(/^#/, ''));
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll('l')
    .select('u.email as actor_email')
    .orderBy('l.id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((query.page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
  return {
    total: Number(total.n),
    items: rows.map((r) => ({
      id: r.id,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      subjectType: r.subject_type,
      subjectId: r.subject_id,
      before: parse(r.before),
      after: parse(r.after),
      createdAt: r.created_at,
    })),
  };
}
