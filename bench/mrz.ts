/**
 * MRZ reader benchmark over the labelled SPECIMEN sets: exact-read rate (every extracted field and the
 * list of failed check digits as labelled), how many wrong reads were flagged for review, and warm time
 * per image. Three sets: tests/fixtures/passports and tests/fixtures/passports-calibration-2 (calibration:
 * the reader's settings were chosen on them) and tests/fixtures/passports-held-out (same builder, another
 * seed; only measured, never tuned on). Then the real-world set (bench/mrz-real.ts).
 *
 *   npx tsx bench/mrz.ts                       # both sets
 *   PASSPORT_FIXTURES=/some/dir npx tsx bench/mrz.ts   # one other set made by the fixture builder
 *   MRZ_READ_BUDGET_MS=0 npx tsx bench/mrz.ts  # no per-image time limit: accuracy independent of load
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readPassportImage, terminateMrzReader, warmUpMrzReader } from '#server/analysis/mrz/read-passport.ts';
import { benchMrzReal } from './mrz-real.ts';

const fixturesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures');
/** PASSPORT_FIXTURES points the bench at another labelled set made by the fixture builder. */
const SETS: [string, string][] = process.env.PASSPORT_FIXTURES
  ? [['custom', process.env.PASSPORT_FIXTURES]]
  : [
      ['calibration', path.join(fixturesRoot, 'passports')],
      // More calibration photos (seed 20260401), so the hard-photo figure is not out of six.
      ['calibration-2', path.join(fixturesRoot, 'passports-calibration-2')],
      ['held-out', path.join(fixturesRoot, 'passports-held-out')],
    ];
const NOW = new Date('2025-11-01T10:00:00Z');

interface Label {
  file: string;
  kind: string;
  expected: Record<string, string>;
  failedCheckDigits: string[];
  degradation?: { light: number };
}

/** The builder's hardest phone photos (further away, more blur and tilt, harsh light) are kind "photo" too. */
function group(label: Label): string {
  return label.kind === 'photo' && (label.degradation?.light ?? 0) > 1 ? 'hard photo' : label.kind;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

export async function benchMrz(): Promise<void> {
  const warmStart = performance.now();
  await warmUpMrzReader();
  console.log(`mrz: reader start ${Math.round(performance.now() - warmStart)} ms`);
  for (const [name, dir] of SETS) await benchSet(name, dir);
  // Published specimen pages, visas and ID cards, and captures generated from them (bench/mrz-real.ts).
  if (!process.env.PASSPORT_FIXTURES) await benchMrzReal(false);
  await terminateMrzReader();
}

async function benchSet(name: string, dir: string): Promise<void> {
  const { fixtures } = JSON.parse(readFileSync(path.join(dir, 'labels.json'), 'utf8')) as { fixtures: Label[] };
  console.log(`mrz ${name} set (${path.relative(process.cwd(), dir) || dir}):`);
  // One untimed read so that JIT and tesseract's first-page set-up are not counted as "warm".
  await readPassportImage(readFileSync(path.join(dir, fixtures[0]!.file)), NOW);

  const times: number[] = [];
  // CPU time of the whole process (tesseract's worker threads and libvips included): less sensitive to
  // other load on a shared machine than wall time.
  const cpuTimes: number[] = [];
  let exact = 0;
  let flaggedWhenWrong = 0;
  let exactToReview = 0;
  let exactNameReview = 0;
  let wrong = 0;
  const byGroup = new Map<string, { n: number; exact: number }>();
  for (const label of fixtures) {
    const image = readFileSync(path.join(dir, label.file));
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await readPassportImage(image, NOW);
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    times.push(ms);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const fieldsOk = JSON.stringify(result.extractedData) === JSON.stringify(label.expected);
    const checksOk = JSON.stringify(result.failedCheckDigits) === JSON.stringify(label.failedCheckDigits);
    const g = byGroup.get(group(label)) ?? { n: 0, exact: 0 };
    g.n++;
    if (fieldsOk && checksOk) {
      exact++;
      g.exact++;
      if (result.needsHumanReview) exactToReview++;
      if (result.needsHumanReview && result.issues.some((i) => /name line was hard to read/.test(i))) exactNameReview++;
    } else {
      wrong++;
      if (result.needsHumanReview || !result.mrzFound) flaggedWhenWrong++;
    }
    byGroup.set(group(label), g);
    // File-level results for the calibration set only: the held-out set is reported in aggregate.
    if (name !== 'held-out') {
      const status = fieldsOk && checksOk ? 'exact' : 'WRONG';
      const failed = result.failedCheckDigits.join(',') || '-';
      const review = result.needsHumanReview ? 'review' : '';
      console.log(
        `  ${label.file.padEnd(24)} ${status.padEnd(6)} ${String(Math.round(ms)).padStart(5)} ms  failed: ${failed.padEnd(12)} ${review}`,
      );
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const rate = ((100 * exact) / fixtures.length).toFixed(1);
  const groups = [...byGroup].map(([k, g]) => `${k} ${g.exact}/${g.n}`).join(', ');
  console.log(
    `  exact reads ${exact}/${fixtures.length} (${rate}%): ${groups}; of the exact, sent to review ${exactToReview} (for the name line ${exactNameReview})`,
  );
  console.log(
    `  wrong reads flagged for review ${flaggedWhenWrong}/${wrong}, silent wrong ${wrong - flaggedWhenWrong}`,
  );
  console.log(
    `  warm p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, max ${Math.round(times[times.length - 1] ?? 0)} ms wall`,
  );
  console.log(
    `  CPU per image p50 ${Math.round(percentile(cpuTimes, 0.5))} ms, p95 ${Math.round(percentile(cpuTimes, 0.95))} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMrz();
}
