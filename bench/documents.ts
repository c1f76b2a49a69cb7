/**
 * Field accuracy of the address-proof and application-form analysers over the labelled fixtures,
 * and warm timing of one-page scanned address proofs.
 * Run: npx tsx bench/documents.ts [--text-only] [--verbose]
 *
 * Address proofs are reported per split: "calibration" documents may be studied while improving the
 * extractor, "held_out" ones (other layouts, people and seeds) are only measured; "held_out_blind" ones were
 * written by someone who never read the extractor (scripts/fixtures/documents/blind-templates.ts). --verbose
 * lists the misses of the calibration split only, so that the held-out figures stay an honest estimate.
 */
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeAddressProof } from '#server/analysis/documents/analyze-address-proof.ts';
import { analyzeApplicationForm } from '#server/analysis/documents/analyze-application-form.ts';
import { terminateOcr, warmUpOcr } from '#server/analysis/ocr/ocr-worker.ts';

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../tests/fixtures/documents');

interface AddressLabel {
  file: string;
  mime: 'application/pdf' | 'image/jpeg' | 'image/png';
  variant: 'text_pdf' | 'scan_image' | 'scan_pdf' | 'scan_hard' | 'phone_photo';
  split: 'calibration' | 'held_out' | 'held_out_blind';
  documentType: string;
  name: string;
  address: string;
  date: string;
  expiryDate: string | null;
  isValid: boolean;
}

interface Labels {
  now: string;
  addressProofs: AddressLabel[];
  applicationForms: { file: string; source: string; fields: Record<string, string> }[];
}

/**
 * Case, punctuation and spacing do not count; the spec compares names and addresses this way. Full stops
 * vanish rather than split words, so that "U.A.E." and "UAE", or "P.O. Box" and "PO Box", are equal.
 */
export function sameText(a: string | null, b: string | null): boolean {
  const norm = (s: string | null) =>
    (s ?? '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[.'’]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) !== '' && norm(a) === norm(b);
}

interface Tally {
  n: number;
  name: number;
  address: number;
  date: number;
  type: number;
  valid: number;
}

function addTally(a: Tally | undefined, b: Tally): Tally {
  if (!a) return { ...b };
  return {
    n: a.n + b.n,
    name: a.name + b.name,
    address: a.address + b.address,
    date: a.date + b.date,
    type: a.type + b.type,
    valid: a.valid + b.valid,
  };
}

function formatTally(t: Tally): string {
  const pct = (k: number) => `${Math.round((100 * k) / t.n)}%`.padStart(4);
  return `n=${String(t.n).padEnd(3)} name ${pct(t.name)}  address ${pct(t.address)}  date ${pct(t.date)}  type ${pct(t.type)}  verdict ${pct(t.valid)}`;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function benchDocuments(options: { textOnly?: boolean; verbose?: boolean } = {}): Promise<void> {
  const labels = JSON.parse(await readFile(path.join(fixtureDir, 'labels.json'), 'utf8')) as Labels;
  const now = new Date(labels.now);
  await warmUpOcr();
  // DOCUMENT_BENCH_SPLITS=calibration: measure only those splits (someone improving the extractor never sees
  // the held-out figures move while they work).
  const splits = process.env.DOCUMENT_BENCH_SPLITS?.split(',');
  const rows = labels.addressProofs.filter(
    (l) => (!options.textOnly || l.variant === 'text_pdf') && (!splits || splits.includes(l.split)),
  );
  const tally = new Map<string, Tally>();
  const scanTimes: number[] = [];
  const scanCpu: number[] = [];
  for (const label of rows) {
    const bytes = await readFile(path.join(fixtureDir, label.file));
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const result = await analyzeAddressProof(bytes, label.mime, now);
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuStart);
    if (label.split === 'calibration' && (label.variant === 'scan_image' || label.variant === 'scan_pdf')) {
      scanTimes.push(ms);
      // All threads of the process (the OCR engine runs in a worker thread).
      scanCpu.push((cpu.user + cpu.system) / 1000);
    }
    const key = `${label.split.padEnd(16)}${label.variant}`;
    const t = tally.get(key) ?? { n: 0, name: 0, address: 0, date: 0, type: 0, valid: 0 };
    const ok = {
      name: sameText(result.extractedData.name, label.name),
      address: sameText(result.extractedData.address, label.address),
      date: result.extractedData.date === label.date,
      type: result.documentType === label.documentType,
      valid: result.isValid === label.isValid,
    };
    t.n++;
    for (const k of ['name', 'address', 'date', 'type', 'valid'] as const) t[k] += ok[k] ? 1 : 0;
    tally.set(key, t);
    if (options.verbose && label.split === 'calibration' && Object.values(ok).some((v) => !v)) {
      console.log(
        `MISS ${label.file} (${Math.round(ms)} ms)`,
        JSON.stringify({
          got: { ...result.extractedData, type: result.documentType },
          want: { name: label.name, address: label.address, date: label.date, type: label.documentType },
        }),
      );
    }
  }
  console.log('Address proofs: field accuracy by split and variant');
  const totals = new Map<string, Tally>();
  for (const [key, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${key.padEnd(28)} ${formatTally(t)}`);
    const split = key.slice(0, 16).trim();
    totals.set(split, addTally(totals.get(split), t));
  }
  for (const [split, t] of totals) console.log(`  ${`${split}, all variants`.padEnd(24)} ${formatTally(t)}`);
  if (scanTimes.length) {
    console.log(
      `Scanned one-page address proofs, warm: p50 ${Math.round(percentile(scanTimes, 50))} ms, p95 ${Math.round(percentile(scanTimes, 95))} ms wall; CPU p50 ${Math.round(percentile(scanCpu, 50))} ms (n=${scanTimes.length}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
    );
  }
  for (const form of labels.applicationForms) {
    if (options.textOnly && form.source === 'ocr') continue;
    const started = performance.now();
    const result = await analyzeApplicationForm(await readFile(path.join(fixtureDir, form.file)));
    const ms = performance.now() - started;
    const keys = Object.keys(form.fields);
    const right = keys.filter((k) =>
      sameText(result.extractedData[k as keyof typeof result.extractedData], form.fields[k]!),
    );
    console.log(
      `Application form ${form.file}: ${right.length}/${keys.length} fields via ${result.source} in ${Math.round(ms)} ms`,
    );
    if (options.verbose && right.length < keys.length) console.log('  got', JSON.stringify(result.extractedData));
  }
  await terminateOcr();
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await benchDocuments({ textOnly: process.argv.includes('--text-only'), verbose: process.argv.includes('--verbose') });
}
