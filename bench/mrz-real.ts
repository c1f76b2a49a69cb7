/**
 * MRZ reader on real-world pages: published specimen passports, visas and ID cards
 * (tests/fixtures/passports-real, sources in tests/fixtures/SOURCES.md) and captures generated from them
 * (quarter turns, phone photos, glare, small captures). Figures for the calibration and held-out parts
 * separately, each split into real pages and generated captures:
 *
 * - exact: every extracted field and the failed check digits as labelled (of these, how many were sent
 *   to review anyway);
 * - silent wrong: a passport read wrongly with no review flag, or a visa/ID card taken as a passport
 *   (goal 0);
 * - flagged: read wrongly but sent for review, or no MRZ found;
 * - refused: a visa or ID card refused as not a passport page (the right answer for those);
 * - wall time per page, p50/p95/max.
 *
 *   npx tsx bench/mrz-real.ts [--verbose]    # --verbose lists calibration files only
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PassportAnalysis } from '#shared/schemas/passport-analysis.ts';
import { AnalysisInputError } from '#server/analysis/analysis-error.ts';
import { readPassportImage, terminateMrzReader, warmUpMrzReader } from '#server/analysis/mrz/read-passport.ts';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/passports-real');
const NOW = new Date('2025-11-01T10:00:00Z');
/** The review reasons, by the words of their issues (passport-messages.ts). */
const NAME_ISSUE = /name line was hard to read/;
const NUMBER_ISSUE = /passport number look alike/;

interface Label {
  file: string;
  kind: string;
  split: 'calibration' | 'held_out';
  variant: string;
  origin: 'real' | 'generated';
  expected?: Record<string, string | null>;
  failedCheckDigits?: string[];
}

type Outcome = 'exact' | 'exact-review' | 'silent-wrong' | 'flagged' | 'refused';

interface Row {
  label: Label;
  outcome: Outcome;
  ms: number;
  /** CPU time of the whole process (tesseract's threads and libvips included): steadier than wall on a shared machine. */
  cpuMs: number;
  result: PassportAnalysis | null;
}

export function judge(label: Label, result: PassportAnalysis): Outcome {
  if (label.kind !== 'passport') {
    if (result.notPassport) return 'refused';
    return result.mrzFound && !result.needsHumanReview ? 'silent-wrong' : 'flagged';
  }
  const exact =
    JSON.stringify(result.extractedData) === JSON.stringify(label.expected) &&
    JSON.stringify(result.failedCheckDigits) === JSON.stringify(label.failedCheckDigits);
  if (exact) return result.needsHumanReview ? 'exact-review' : 'exact';
  if (!result.mrzFound || result.needsHumanReview) return 'flagged';
  return 'silent-wrong';
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
}

function summarise(title: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const passports = rows.filter((r) => r.label.kind === 'passport');
  const others = rows.filter((r) => r.label.kind !== 'passport');
  const count = (list: Row[], ...outcomes: Outcome[]) => list.filter((r) => outcomes.includes(r.outcome)).length;
  const times = rows.map((r) => r.ms).sort((a, b) => a - b);
  const cpuTimes = rows.map((r) => r.cpuMs).sort((a, b) => a - b);
  const toReview = passports.filter((r) => r.outcome === 'exact-review');
  const because = (pattern: RegExp) => toReview.filter((r) => r.result?.issues.some((i) => pattern.test(i))).length;
  const parts = [
    `passports ${passports.length}: exact ${count(passports, 'exact', 'exact-review')} (of which sent to review ${toReview.length}: name line ${because(NAME_ISSUE)}, look-alike number ${because(NUMBER_ISSUE)})`,
    `silent wrong ${count(passports, 'silent-wrong')}`,
    `flagged ${count(passports, 'flagged')}`,
  ];
  if (others.length > 0) {
    parts.push(
      `visas/ID cards ${others.length}: refused ${count(others, 'refused')}, taken as a passport ${count(others, 'silent-wrong')}, flagged ${count(others, 'flagged')}`,
    );
  }
  console.log(`  ${title.padEnd(26)} ${parts.join(', ')}`);
  console.log(
    `  ${''.padEnd(26)} wall p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, max ${Math.round(times[times.length - 1] ?? 0)} ms; CPU p50 ${Math.round(percentile(cpuTimes, 0.5))} ms, p95 ${Math.round(percentile(cpuTimes, 0.95))} ms, max ${Math.round(cpuTimes[cpuTimes.length - 1] ?? 0)} ms`,
  );
}

export async function benchMrzReal(verbose = process.argv.includes('--verbose')): Promise<void> {
  const { fixtures } = JSON.parse(readFileSync(path.join(DIR, 'labels.json'), 'utf8')) as { fixtures: Label[] };
  console.log(`mrz real-world set (${path.relative(process.cwd(), DIR)}), ${fixtures.length} files:`);
  // One untimed read so that JIT and tesseract's first-page set-up are not counted.
  await readPassportImage(readFileSync(path.join(DIR, fixtures[0]!.file)), NOW);
  const rows: Row[] = [];
  for (const label of fixtures) {
    const image = readFileSync(path.join(DIR, label.file));
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    let result: PassportAnalysis | null = null;
    try {
      result = await readPassportImage(image, NOW);
    } catch (error) {
      // Refused before reading (too small to read): the user is told, nothing is taken as read.
      if (!(error instanceof AnalysisInputError)) throw error;
    }
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const row: Row = { label, outcome: result ? judge(label, result) : 'flagged', ms, cpuMs, result };
    rows.push(row);
    // File-level lines for the calibration part only: the held-out part is reported in aggregate.
    if (verbose && label.split === 'calibration') {
      const read = result ? (result.notPassport ?? (result.mrzLines.join(' ') || '-')) : 'refused: too small';
      console.log(
        `    ${label.file.padEnd(58)} ${row.outcome.padEnd(12)} ${String(Math.round(ms)).padStart(5)} ms  ${read}`,
      );
    }
  }
  for (const split of ['calibration', 'held_out'] as const) {
    const inSplit = rows.filter((r) => r.label.split === split);
    summarise(`${split} (all)`, inSplit);
    summarise(
      `${split}, real pages`,
      inSplit.filter((r) => r.label.origin === 'real'),
    );
    summarise(
      `${split}, generated`,
      inSplit.filter((r) => r.label.origin === 'generated'),
    );
  }
  // Passports only (refused visas and cards are quicker): a quarter turn or a half turn against upright.
  const passports = rows.filter((r) => r.label.kind === 'passport');
  const turned = passports.filter((r) => /rot|sideways/.test(r.label.variant)).map((r) => r.ms);
  const upright = passports.filter((r) => !/rot|sideways/.test(r.label.variant)).map((r) => r.ms);
  const median = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  const p95 = (xs: number[]) =>
    percentile(
      [...xs].sort((a, b) => a - b),
      0.95,
    );
  console.log(
    `  passports turned (n=${turned.length}) p50 ${Math.round(median(turned))} ms, p95 ${Math.round(p95(turned))} ms; upright (n=${upright.length}) p50 ${Math.round(median(upright))} ms, p95 ${Math.round(p95(upright))} ms (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await warmUpMrzReader();
  await benchMrzReal();
  await terminateMrzReader();
}
