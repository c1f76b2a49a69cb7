/**
 * Admin dashboard at scale: 10,000 applications of 2,000 users, then the list the page loads (first page,
 * a status filter, an e-mail search, an id search), the stats cards, the review queue and the CSV export.
 * Run: npx tsx bench/admin.ts
 */
import { nowIso } from '#server/db/connect.ts';
import type { TestClient } from '../tests/support/client.ts';
import { TEST_DIALECT, startTestServer } from '../tests/support/server.ts';
import { signUpAs } from '../tests/support/staff.ts';
import { percentile } from './api.ts';

const USERS = 2_000;
const APPLICATIONS = 10_000;
const STATUSES = ['draft', 'configured', 'submitted', 'under_review', 'verified', 'failed'];

async function seed(server: Awaited<ReturnType<typeof startTestServer>>) {
  const { db } = server.app.ctx;
  const now = nowIso();
  for (let start = 0; start < USERS; start += 500) {
    const users = Array.from({ length: 500 }, (_, i) => ({
      email: `bench-${start + i}@example.com`,
      password_hash: null,
      first_name: 'Bench',
      last_name: String(start + i),
      role: 'user',
      plan: ['basic', 'pro', 'express'][(start + i) % 3]!,
      plan_status: 'active',
      has_access: 1,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('users').values(users).execute();
  }
  const ids = (await db.selectFrom('users').select('id').where('email', 'like', 'bench-%').execute()).map((u) => u.id);
  for (let start = 0; start < APPLICATIONS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      const requested = n % 40 === 0;
      return {
        user_id: ids[n % ids.length]!,
        type: n % 4 === 0 ? 'new' : 'renewal',
        status: STATUSES[n % STATUSES.length]!,
        manual_review_status: requested ? 'requested' : 'pending',
        manual_review_requested_at: requested ? new Date(Date.now() - n * 60_000).toISOString() : null,
        review_kind: requested ? 'manual' : null,
        priority_processing: n % 7 === 0 ? 1 : 0,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto('applications').values(rows).execute();
  }
}

async function time(client: TestClient, url: string, runs = 40): Promise<string> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await client.get(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    samples.push(performance.now() - started);
  }
  return `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (n=${runs})`;
}

export async function benchAdmin(): Promise<void> {
  const server = await startTestServer();
  try {
    const seeded = performance.now();
    await seed(server);
    console.log(
      `seeded ${APPLICATIONS.toLocaleString('en-US')} applications of ${USERS} users in ${((performance.now() - seeded) / 1000).toFixed(1)} s (${TEST_DIALECT})`,
    );
    const { client } = await signUpAs(server, 'admin');
    const rows: [string, string][] = [
      ['first page (25 rows)', '/api/admin/applications'],
      ['status filter, page 10', '/api/admin/applications?status=submitted&page=10'],
      ['e-mail search', '/api/admin/applications?search=bench-1234%40'],
      ['id search', '/api/admin/applications?search=5000'],
      ['stat cards', '/api/admin/stats'],
      ['review queue (250 open)', '/api/admin/reviews'],
    ];
    for (const [label, url] of rows) console.log(`${label.padEnd(26)} ${await time(client, url)}`);
    console.log(`${'CSV export, all 10,000'.padEnd(26)} ${await time(client, '/api/admin/applications/export', 5)}`);
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAdmin();
