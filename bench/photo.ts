/**
 * Photo analyser benchmark: per-check precision/recall over the labelled fixtures, and warm timings.
 * Run: npx tsx bench/photo.ts   ("positive" = the check FAILS, i.e. a problem was found; "could not check"
 * answers are listed, not counted)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PHOTO_CHECK_NAMES, photoCheckStatus, type PhotoCheckName } from '#shared/schemas/photo-analysis.ts';
import { analyzePhoto, warmUpPhotoModels } from '#server/analysis/photo/analyze-photo.ts';
import { benchPhotoCalibration } from './photo-calibration.ts';

const DIR = path.resolve(import.meta.dirname, '../tests/fixtures/photos');
const ROUNDS = 3;

export async function benchPhoto(): Promise<void> {
  const labels = JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as Record<
    string,
    Partial<Record<PhotoCheckName, boolean>>
  >;
  const files = Object.keys(labels).map((name) => ({ name, bytes: readFileSync(path.join(DIR, name)) }));
  const t0 = performance.now();
  await warmUpPhotoModels();
  console.log(`model load ${(performance.now() - t0).toFixed(0)} ms`);
  const counts = Object.fromEntries(PHOTO_CHECK_NAMES.map((n) => [n, { tp: 0, fp: 0, fn: 0, tn: 0 }]));
  const times: number[] = [];
  const misses: string[] = [];
  await analyzePhoto(files[0]!.bytes); // warm-up run, not timed
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, bytes } of files) {
      const start = performance.now();
      const result = await analyzePhoto(bytes);
      times.push(performance.now() - start);
      if (round > 0) continue;
      for (const check of PHOTO_CHECK_NAMES) {
        const expected = labels[name]![check];
        if (expected === undefined) continue;
        const status = photoCheckStatus(result.measurements[check]);
        if (status === 'unchecked') {
          misses.push(`${name}: ${check} could not be checked (${result.measurements[check].detail ?? ''})`);
          continue;
        }
        const problemExpected = !expected,
          problemFound = status === 'failed';
        const c = counts[check]!;
        if (problemFound && problemExpected) c.tp++;
        else if (problemFound) {
          c.fp++;
          misses.push(`${name}: ${check} failed (${result.measurements[check].value})`);
        } else if (problemExpected) {
          c.fn++;
          misses.push(`${name}: ${check} passed (${result.measurements[check].value})`);
        } else c.tn++;
      }
    }
  }
  const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
  console.log('\ncheck               precision  recall   (tp fp fn tn; positive = check fails)');
  for (const check of PHOTO_CHECK_NAMES) {
    const c = counts[check]!;
    console.log(
      `${check.padEnd(20)}${ratio(c.tp, c.tp + c.fp).padStart(9)}${ratio(c.tp, c.tp + c.fn).padStart(8)}   (${c.tp} ${c.fp} ${c.fn} ${c.tn})`,
    );
  }
  if (misses.length) console.log('\nDisagreements with labels:\n  ' + misses.join('\n  '));
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
  console.log(
    `\nwarm analysis over ${times.length} runs (${files.length} photos x ${ROUNDS}): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`,
  );
  await benchPhotoCalibration();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPhoto();
