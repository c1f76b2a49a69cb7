/**
 * API benchmark against the built server in its own process (as in production):
 * upload acceptance time, PDF generation time, requests per second, and latency while analyses run.
 * GET /api/applications is measured against a bare node:http server sending the same bytes, in alternating rounds.
 * Run: npx tsx bench/api.ts   (needs `npm run build` first)
 *   BENCH_API_PORT=5190       our server's port; the bare server takes the next one
 *   BENCH_API_QUICK=1         skip the upload and PDF figures (for profiling the list alone)
 *   BENCH_CPU_PROF=.tmp/prof  run our server with --cpu-prof, profile written there on exit
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { startBuiltServer } from './built-server.ts';
import { httpLoad, percentile, startBareServer, type LoadResult } from './http-load.ts';
import { SqliteDatabase } from '../src/server/db/sqlite-driver.ts';
import { TestClient, uniqueEmail } from '../tests/support/client.ts';
import { form } from '../tests/support/files.ts';

const PORT = Number(process.env.BENCH_API_PORT ?? 5190);
const BARE_PORT = PORT + 1;
const ROUNDS = 6;
const ROUND_MS = 3000;
const CONCURRENCY = 10;
const BASE = `http://127.0.0.1:${PORT}`;

export { percentile };
const ms = (v: number) => `${v.toFixed(1)} ms`;

function startServer(dataDir: string): Promise<ChildProcess> {
  const prof = process.env.BENCH_CPU_PROF;
  const flags = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  return startBuiltServer(PORT, dataDir, { ANALYSIS_WORKERS: '1' }, flags);
}

/** A noise JPEG just under the 2 MB photo limit: the worst case a user may send. */
async function twoMegabytePhoto(): Promise<Buffer> {
  const width = 1400;
  const height = 1800;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  for (let quality = 90; quality > 20; quality -= 5) {
    const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= 2 * 1024 * 1024) return jpeg;
  }
  throw new Error('could not make a 2 MB photo');
}

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

const fmt = (r: LoadResult) => `${r.rps.toFixed(0)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;

/** The same requests against ours and the bare server in alternating rounds, so both see the same machine load. */
async function versusBare(client: TestClient): Promise<void> {
  const res = await client.get('/api/applications');
  const body = Buffer.from(await res.arrayBuffer());
  const bare = await startBareServer(BARE_PORT, body, res.headers);
  const headers = { cookie: client.cookieHeader() };
  const rounds: { ours: LoadResult[]; bare: LoadResult[] } = { ours: [], bare: [] };
  try {
    // One second each first, so neither side's first round pays for JIT warm-up.
    for (const base of [BASE, `http://127.0.0.1:${BARE_PORT}`]) {
      const end = performance.now() + 1000;
      await httpLoad(`${base}/api/applications`, headers, CONCURRENCY, () => performance.now() > end);
    }
    for (let i = 0; i < ROUNDS; i++) {
      const which = i % 2 === 0 ? 'ours' : 'bare';
      const base = which === 'ours' ? BASE : `http://127.0.0.1:${BARE_PORT}`;
      const end = performance.now() + ROUND_MS;
      rounds[which].push(
        await httpLoad(`${base}/api/applications`, headers, CONCURRENCY, () => performance.now() > end),
      );
    }
  } finally {
    bare.kill('SIGTERM');
  }
  // Figures are the median round of each, so one disturbed round does not decide the result.
  const median = (rs: LoadResult[]) => [...rs].sort((a, b) => a.rps - b.rps)[Math.floor(rs.length / 2)]!;
  const ours = median(rounds.ours);
  const base = median(rounds.bare);
  const title = `GET /api/applications (50 applications, ${body.length} bytes), ${CONCURRENCY} keep-alive connections`;
  console.log(`${title}, ${ROUNDS} alternating rounds of ${ROUND_MS / 1000} s (median round):`);
  console.log(`  ours: ${fmt(ours)}   [rounds: ${rounds.ours.map((r) => r.rps.toFixed(0)).join(', ')} req/s]`);
  console.log(
    `  bare node:http, same bytes: ${fmt(base)}   [rounds: ${rounds.bare.map((r) => r.rps.toFixed(0)).join(', ')} req/s]`,
  );
  console.log(`  ours / bare: ${(ours.rps / base.rps).toFixed(2)} (goal at least 0.5)`);
}

export async function benchApi(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-bench-'));
  const server = await startServer(dataDir);
  try {
    const client = new TestClient(BASE);
    const signup = await client.post('/api/auth/signup', {
      firstName: 'Bench',
      lastName: 'User',
      email: uniqueEmail('bench'),
      password: 'Renew-2026-ok',
    });
    // Express: Basic allows one application (docs/product.md §12), and the figure is for a list of 50.
    const me = (await signup.json()) as { id: number };
    const sqlite = new SqliteDatabase(path.join(dataDir, 'app.db'));
    sqlite.prepare(`update users set plan = 'express', plan_status = 'active', has_access = 1 where id = ?`).run(me.id);
    sqlite.close();
    const apps: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await client.post('/api/applications', { type: 'renewal' });
      if (res.status !== 201) throw new Error(`application ${i + 1} not created: ${res.status} ${await res.text()}`);
      apps.push(((await res.json()) as { id: number }).id);
    }
    const appId = apps[0]!;
    await client.patch(`/api/applications/${appId}`, {
      status: 'configured',
      config: {
        countryOfResidence: 'US',
        timeline: 'normal',
        reason: 'expiring',
        consulate: 'sf',
        emailNotifications: true,
        smsNotifications: false,
      },
    });

    if (!process.env.BENCH_API_QUICK) await uploadsAndPdf(client, appId);
    await versusBare(client);
    await latencyDuringAnalyses(client, apps[1]!);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function uploadsAndPdf(client: TestClient, appId: number): Promise<void> {
  const photo = await twoMegabytePhoto();
  const uploads: number[] = [];
  for (let i = 0; i < 20; i++) {
    const [t, res] = await timed(() =>
      client.request('POST', `/api/applications/${appId}/documents`, form('photo', photo, 'photo.jpg')),
    );
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
    uploads.push(t);
  }
  console.log(
    `upload of a ${(photo.length / 1024 / 1024).toFixed(2)} MB photo accepted: p50 ${ms(percentile(uploads, 50))}, p95 ${ms(percentile(uploads, 95))} (n=20)`,
  );

  const pdfs: number[] = [];
  for (let i = 0; i < 10; i++) {
    const [t, res] = await timed(() => client.get(`/api/applications/${appId}/download`));
    await res.arrayBuffer();
    pdfs.push(t);
  }
  console.log(
    `application PDF generated and sent: p50 ${ms(percentile(pdfs, 50))}, p95 ${ms(percentile(pdfs, 95))} (n=10)`,
  );

  // Let the photo analyses queued above finish before measuring an idle server.
  const idleBy = Date.now() + 60_000;
  while (Date.now() < idleBy) {
    const docs = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as { status: string }[];
    if (docs.every((d) => d.status !== 'uploaded')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function latencyDuringAnalyses(client: TestClient, target: number): Promise<void> {
  // Four analyses queued at once: a scanned bill, a passport scan and two photos.
  const fixtures = path.resolve('tests/fixtures');
  const busy = [
    ['address_proof', 'documents/us-utility-bill.scan.jpg'],
    ['passport', 'passports/05-photo.jpg'],
    ['photo', 'photos/good.jpg'],
    ['additional', 'documents/us-utility-bill.scan.pdf'],
  ] as const;
  for (const [type, file] of busy) {
    await client.request(
      'POST',
      `/api/applications/${target}/documents`,
      form(type, readFileSync(path.join(fixtures, file)), path.basename(file)),
    );
  }
  let analysing = true;
  const watcher = (async () => {
    const by = Date.now() + 120_000;
    while (Date.now() < by) {
      const docs = (await (await client.get(`/api/applications/${target}/documents`)).json()) as { status: string }[];
      if (docs.every((d) => d.status !== 'uploaded')) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    analysing = false;
  })();
  const headers = { cookie: client.cookieHeader() };
  const [span, during] = await timed(() => httpLoad(`${BASE}/api/applications`, headers, 4, () => !analysing));
  await watcher;
  console.log(
    `GET /api/applications while 4 analyses run (${(span / 1000).toFixed(1)} s, 4 concurrent): p50 ${ms(during.p50)}, p99 ${ms(during.p99)}, ${during.rps.toFixed(0)} req/s (target p99 < 50 ms)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchApi();
