/**
 * API benchmark against the built server in its own process (as in production):
 * upload acceptance time, PDF generation time, requests per second, and latency while analyses run.
 * Run: npx tsx bench/api.ts   (needs `npm run build` first)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { TestClient, uniqueEmail } from '../tests/support/client.ts';
import { form } from '../tests/support/files.ts';

const PORT = 5190;
const BASE = `http://127.0.0.1:${PORT}`;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
const ms = (v: number) => `${v.toFixed(1)} ms`;

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ANALYSIS_WORKERS: '1',
      AUTH_IP_LIMIT: '10000',
      PAYMENTS_MODE: 'test',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
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

/** `concurrency` loops of GET for `seconds`; returns rps and latency percentiles. */
async function load(client: TestClient, url: string, concurrency: number, until: () => boolean) {
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const [t, res] = await timed(() => client.get(url));
        await res.arrayBuffer();
        if (res.ok) latencies.push(t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    n: latencies.length,
  };
}

export async function benchApi(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-bench-'));
  const server = await startServer(dataDir);
  try {
    const client = new TestClient(BASE);
    await client.post('/api/auth/signup', {
      firstName: 'Bench',
      lastName: 'User',
      email: uniqueEmail('bench'),
      password: 'Renew-2026-ok',
    });
    const apps: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await client.post('/api/applications', { type: 'renewal' });
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
    const idleEnd = performance.now() + 5000;
    const idle = await load(client, '/api/applications', 10, () => performance.now() > idleEnd);
    console.log(
      `GET /api/applications (50 applications), 10 concurrent for 5 s: ${idle.rps.toFixed(0)} req/s, p50 ${ms(idle.p50)}, p99 ${ms(idle.p99)}`,
    );

    // Four analyses queued at once: a scanned bill, a passport scan and two photos.
    const fixtures = path.resolve('tests/fixtures');
    const busy = [
      ['address_proof', 'documents/us-utility-bill.scan.jpg'],
      ['passport', 'passports/05-photo.jpg'],
      ['photo', 'photos/good.jpg'],
      ['additional', 'documents/us-utility-bill.scan.pdf'],
    ] as const;
    const target = apps[1]!;
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
    const [span, during] = await timed(() => load(client, '/api/applications', 4, () => !analysing));
    await watcher;
    console.log(
      `GET /api/applications while 4 analyses run (${(span / 1000).toFixed(1)} s, 4 concurrent): p50 ${ms(during.p50)}, p99 ${ms(during.p99)}, ${during.rps.toFixed(0)} req/s (target p99 < 50 ms)`,
    );
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchApi();
