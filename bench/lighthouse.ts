/**
 * Lighthouse (mobile preset, Debian Chromium) against the built server: performance, accessibility and
 * layout shift for the public pages, plus the JS the landing page loads. Median of LIGHTHOUSE_RUNS runs (default 3).
 * Run: npm run bench lighthouse   (or, after `npm run build`: npx tsx bench/index.ts lighthouse)
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5152);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/auth', '/pricing'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      PAYMENTS_MODE: 'test',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function benchLighthouse() {
  console.log(execFileSync(process.execPath, ['scripts/landing-js-size.mjs'], { encoding: 'utf8' }).trimEnd());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pb-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    console.log(`Lighthouse ${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, mobile preset`);
    for (const page of PAGES) {
      const perf: number[] = [];
      const a11y: number[] = [];
      const cls: number[] = [];
      const lcp: number[] = [];
      const failed: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${BASE}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`no Lighthouse result for ${page}`);
        const { categories, audits, runtimeError, runWarnings } = result.lhr;
        if (categories.performance?.score == null) {
          // A run without a score is reported and left out of the median, not counted as a zero.
          const reason = runtimeError?.message ?? runWarnings.join('; ');
          console.log(`${page} run ${run + 1}: no performance score (${reason || 'no reason given'})`);
          failed.push(run + 1);
          continue;
        }
        perf.push((categories.performance?.score ?? NaN) * 100);
        a11y.push((categories.accessibility?.score ?? NaN) * 100);
        cls.push(audits['cumulative-layout-shift']?.numericValue ?? NaN);
        lcp.push(audits['largest-contentful-paint']?.numericValue ?? NaN);
      }
      console.log(
        `${page.padEnd(10)} performance ${median(perf).toFixed(0).padStart(3)}  accessibility ${median(a11y).toFixed(0).padStart(3)}` +
          `  CLS ${median(cls).toFixed(3)}  LCP ${(median(lcp) / 1000).toFixed(2)} s   (runs: perf ${perf.join('/')}${failed.length ? `, ${failed.length} without a score` : ''})`,
      );
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
