/**
 * MRZ reader benchmark over the labelled SPECIMEN set: exact-read rate (every extracted field and the
 * list of failed check digits as labelled) and warm time per image.
 *
 *   npx tsx bench/mrz.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readPassportImage, terminateMrzReader, warmUpMrzReader } from '#server/analysis/mrz/read-passport.ts';

/** PASSPORT_FIXTURES points the bench at another labelled set made by the fixture builder. */
const FIXTURES =
  process.env.PASSPORT_FIXTURES ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/passports');
const NOW = new Date('2025-11-01T10:00:00Z');

interface Label {
  file: string;
  kind: string;
  expected: Record<string, string>;
  failedCheckDigits: string[];
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

export async function benchMrz(): Promise<void> {
  const { fixtures } = JSON.parse(readFileSync(path.join(FIXTURES, 'labels.json'), 'utf8')) as {
    fixtures: Label[];
  };
  const warmStart = performance.now();
  await warmUpMrzReader();
  console.log(`mrz: reader start ${Math.round(performance.now() - warmStart)} ms`);
  // One untimed read so that JIT and tesseract's first-page set-up are not counted as "warm".
  await readPassportImage(readFileSync(path.join(FIXTURES, fixtures[0]!.file)), NOW);

  const times: number[] = [];
  // CPU time of the whole process (tesseract's worker thread and libvips included): less sensitive to
  // other load on a shared machine than wall time.
  const cpuTimes: number[] = [];
  let exact = 0;
  let flaggedWhenWrong = 0;
  let wrong = 0;
  for (const label of fixtures) {
    const image = readFileSync(path.join(FIXTURES, label.file));
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await readPassportImage(image, NOW);
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    times.push(ms);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    const fieldsOk = JSON.stringify(result.extractedData) === JSON.stringify(label.expected);
    const checksOk = JSON.stringify(result.failedCheckDigits) === JSON.stringify(label.failedCheckDigits);
    if (fieldsOk && checksOk) exact++;
    else {
      wrong++;
      if (result.needsHumanReview || !result.mrzFound) flaggedWhenWrong++;
    }
    const status = fieldsOk && checksOk ? 'exact' : 'WRONG';
    const failed = result.failedCheckDigits.join(',') || '-';
    console.log(
      `  ${label.file.padEnd(24)} ${status.padEnd(6)} ${String(Math.round(ms)).padStart(5)} ms  failed: ${failed}`,
    );
  }
  await terminateMrzReader();
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const rate = ((100 * exact) / fixtures.length).toFixed(1);
  console.log(`mrz: exact reads ${exact}/${fixtures.length} (${rate}%)`);
  console.log(`mrz: wrong reads flagged for review ${flaggedWhenWrong}/${wrong}`);
  console.log(`mrz: warm p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms`);
  console.log(
    `mrz: CPU per image p50 ${Math.round(percentile(cpuTimes, 0.5))} ms, p95 ${Math.round(percentile(cpuTimes, 0.95))} ms`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMrz();
}
