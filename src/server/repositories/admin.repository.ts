import { sql, type SelectQueryBuilder } from 'kysely';
import type { AdminApplicationsQuery, AdminStats } from '#shared/schemas/admin.ts';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { withoutDetails } from './applications.repository.ts';

/** Counts for the five admin stat cards, in one round trip per table. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const row = await db
    .selectFrom('applications')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(sql`case when status in ('submitted', 'under_review') then 1 else 0 end`).as('pending'),
      eb.fn.sum<number>(sql`case when status in ('verified', 'completed') then 1 else 0 end`).as('verified'),
      eb.fn.sum<number>(sql`case when status in ('failed', 'rejected') then 1 else 0 end`).as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const users = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return {
    totalApplications: Number(row.total),
    pendingApplications: Number(row.pending ?? 0),
    verifiedApplications: Number(row.verified ?? 0),
    failedApplications: Number(row.failed ?? 0),
    totalUsers: Number(users.n),
  };
}

type Filter = Pick<AdminApplicationsQuery, 'search' | 'status' | 'type'>;

/** The search box takes an application id or a user id (a number), or part of the user's e-mail. */
function filtered(db: Db, { search, status, type }: Filter) {
  let q = db.selectFrom('applications as a').innerJoin('users as u', 'u.id', 'a.user_id');
  if (status !== 'all') q = q.where('a.status', '=', status);
  if (type !== 'all') q = q.where('a.type', '=', type);
  const term = search.replace(/^#/, '').trim();
  if (/^\d{1,15}$/.test(term)) {
    const n = Number(term);
    q = q.where((eb) => eb.or([eb('a.id', '=', n), eb('a.user_id', '=', n)]));
  } else if (term) {
    const like = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(u.email) like ${like} escape '\\'`);
  }
  return q;
}

const withColumns = <
  T extends SelectQueryBuilder<Database & { a: Database['applications']; u: Database['users'] }, 'a' | 'u', object>,
>(
  q: T,
) =>
  q
    .selectAll('a')
    .select(['u.email as user_email', 'u.plan as user_plan'])
    .select((eb) =>
      eb
        .selectFrom('documents as d')
        .whereRef('d.application_id', '=', 'a.id')
        .where('d.deleted_at', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('document_count'),
    );

export async function pageAdminApplications(db: Db, query: AdminApplicationsQuery) {
  const base = filtered(db, query);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await withColumns(base)
    .orderBy('a.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { rows: rows.map(withoutDetails), total: Number(total.n) };
}

export async function exportAdminApplications(db: Db, filter: Filter, maxRows: number) {
  const rows = await withColumns(filtered(db, filter)).orderBy('a.id', 'desc').limit(maxRows).execute();
  return rows.map(withoutDetails);
}

/** Staff and admins first, then the newest accounts; the search matches e-mail or name. */
export async function searchUsers(db: Db, search: string) {
  let q = db.selectFrom('users').selectAll();
  const term = search.trim().toLowerCase();
  if (/^\d{1,15}$/.test(term)) q = q.where('id', '=', Number(term));
  else if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(email) like ${like} escape '\\' or lower(first_name || ' ' || last_name) like ${like} escape '\\')`,
    );
  }
  return q
    .orderBy(sql`case when role = 'user' then 1 else 0 end`)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}
