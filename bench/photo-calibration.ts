/**
 * Calibration-set figures: per check, agreement, precision and recall ("positive" = the check fails) on the
 * calibration part and the held-out part (people whose photos thresholds were never tuned on), split by
 * Monk skin-tone group, and how often a check rejects a photo labelled as meeting it (false rejection).
 * "Could not check" answers are counted apart: they send the photo to a person, they do not reject it.
 * Run: npx tsx bench/photo-calibration.ts   (PHOTO_BENCH_PEOPLE=6 runs the first 6 people only)
 */
import { pathToFileURL } from 'node:url';
import { PHOTO_CHECK_NAMES, photoCheckStatus, type PhotoCheckName } from '#shared/schemas/photo-analysis.ts';
import { analyzePhoto, warmUpPhotoModels } from '#server/analysis/photo/analyze-photo.ts';
import {
  calibrationSet,
  type CalibrationPhoto,
  type MonkGroup,
  type Split,
} from '../tests/fixtures/photos/calibration/calibration-set.ts';

type Tally = { tp: number; fp: number; fn: number; tn: number; unchecked: number };
type Row = { photo: CalibrationPhoto; check: PhotoCheckName; expected: boolean; status: string; value: string };

const GROUPS: (MonkGroup | 'all')[] = ['all', '1-4', '5-7', '8-10'];
const SPLITS: Split[] = ['calibration', 'held-out'];

export async function benchPhotoCalibration(): Promise<void> {
  const limit = Number(process.env.PHOTO_BENCH_PEOPLE ?? 0);
  let photos = calibrationSet();
  if (limit > 0) {
    const people = [...new Set(photos.map((p) => p.person))].slice(0, limit);
    photos = photos.filter((p) => people.includes(p.person));
  }
  await warmUpPhotoModels();
  const rows: Row[] = [];
  const times: number[] = [];
  for (const photo of photos) {
    const bytes = await photo.build();
    const start = performance.now();
    const result = await analyzePhoto(bytes);
    times.push(performance.now() - start);
    for (const check of PHOTO_CHECK_NAMES) {
      const expected = photo.labels[check];
      if (expected === undefined) continue;
      const m = result.measurements[check];
      rows.push({ photo, check, expected, status: photoCheckStatus(m), value: m.value });
    }
  }
  const people = new Set(photos.map((p) => p.person)).size;
  console.log(`\nCalibration set: ${photos.length} photos of ${people} people (tests/fixtures/photos/calibration)`);
  for (const split of SPLITS) {
    console.log(`\n[${split}] agreement (precision / recall / false rejection) per Monk group; n = labelled photos`);
    console.log(`${'check'.padEnd(18)}${GROUPS.map((g) => g.padStart(31)).join('')}`);
    for (const check of PHOTO_CHECK_NAMES) {
      const cells = GROUPS.map((g) => {
        const t = tally(
          rows.filter((r) => r.check === check && r.photo.split === split && (g === 'all' || r.photo.monk === g)),
        );
        return cell(t).padStart(31);
      });
      console.log(`${check.padEnd(18)}${cells.join('')}`);
    }
  }
  const misses = rows.filter((r) => r.status !== 'unchecked' && (r.status === 'passed') !== r.expected);
  if (misses.length)
    console.log(
      '\nDisagreements:\n  ' +
        misses
          .map((r) => `${r.photo.name} [${r.photo.split}, ${r.photo.monk}]: ${r.check} ${r.status} (${r.value})`)
          .join('\n  '),
    );
  times.sort((a, b) => a - b);
  console.log(`\nanalysis p50 ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms over ${times.length} photos`);
}

function tally(rows: Row[]): Tally {
  const t: Tally = { tp: 0, fp: 0, fn: 0, tn: 0, unchecked: 0 };
  for (const r of rows) {
    if (r.status === 'unchecked') t.unchecked++;
    else if (r.status === 'failed') {
      if (r.expected) t.fp++;
      else t.tp++;
    } else if (r.expected) t.tn++;
    else t.fn++;
  }
  return t;
}

function cell(t: Tally): string {
  const n = t.tp + t.fp + t.fn + t.tn;
  if (n + t.unchecked === 0) return '-';
  const f = (a: number, b: number) => (b === 0 ? ' n/a' : (a / b).toFixed(2));
  const agree = f(t.tp + t.tn, n);
  return `${agree} (${f(t.tp, t.tp + t.fp)}/${f(t.tp, t.tp + t.fn)}/${f(t.fp, t.fp + t.tn)}) n${n}${t.unchecked ? ` ?${t.unchecked}` : ''}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPhotoCalibration();
