/**
 * Text steps between raw OCR output and a TD3 pair of lines: cleaning, fitting to 44 characters, and
 * per-character voting across OCR passes.
 */
import { states } from 'mrz';
import { fixStateCode, fixTd3Line1, fixTd3Line2 } from './mrz-fixup.ts';
import { compositeSource, mrzCheckDigit, TD3_LINE_LENGTH } from './td3.ts';

/** Upper-case, map look-alikes of the '<' filler, and drop anything outside A-Z 0-9 <. */
export function cleanOcrLine(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[«‹≤([{]/g, '<')
    .replace(/[^A-Z0-9<]/g, '');
}

function longestFillerRun(line: string): { start: number; length: number } {
  let best = { start: -1, length: 0 };
  const re = /<+/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    if (m[0].length >= best.length) best = { start: m.index, length: m[0].length };
  }
  return best;
}

/**
 * Brings a line to exactly `length` characters. OCR most often miscounts a long run of '<' filler, so
 * the first choice adds to or removes from the longest such run; otherwise the end is padded or cut.
 */
export function fitLineLength(line: string, length = TD3_LINE_LENGTH): string {
  let out = line;
  while (out.length !== length) {
    const run = longestFillerRun(out);
    if (out.length < length) {
      if (run.length >= 2) out = out.slice(0, run.start) + '<' + out.slice(run.start);
      else out = out + '<';
    } else if (run.length >= 3) {
      out = out.slice(0, run.start) + out.slice(run.start + 1);
    } else {
      out = out.slice(0, length);
    }
  }
  return out;
}

/**
 * Like fitLineLength, but also tries dropping stray characters at either end (a speck read as a
 * letter) and keeps the fit that `score` likes best; ties go to the filler-run fit.
 */
export function fitLineLengthBest(
  line: string,
  score: (candidate: string) => number,
  length = TD3_LINE_LENGTH,
): string {
  const candidates = [fitLineLength(line, length)];
  const excess = line.length - length;
  if (excess > 0 && excess <= 4) {
    for (let head = 0; head <= excess; head++) {
      for (let tail = 0; head + tail <= excess; tail++) {
        const trimmed = line.slice(head, line.length - tail);
        candidates.push(fitLineLength(trimmed, length));
      }
    }
  } else if (excess < 0 && excess >= -4) {
    candidates.push(line + '<'.repeat(-excess));
  }
  let best = candidates[0] as string;
  let bestScore = score(best);
  for (const candidate of candidates.slice(1)) {
    const s = score(candidate);
    if (s > bestScore) {
      best = candidate;
      bestScore = s;
    }
  }
  return best;
}

function line1Plausibility(line: string): number {
  let score = 0;
  if (line[0] === 'P') score += 3;
  if (line[1] === '<' || /[A-Z]/.test(line[1] ?? '')) score += 1;
  if (fixStateCode(line.slice(2, 5)) in states) score += 3;
  for (let i = 5; i < line.length; i++) if (/[A-Z<]/.test(line[i] as string)) score += 0.2;
  if (line.endsWith('<')) score += 2;
  return score;
}

function line2Plausibility(line: string): number {
  const fixed = fixTd3Line2(line);
  let score = 0;
  const digitAt = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (/\d/.test(line[i] as string)) score += 0.5;
  };
  digitAt(13, 20);
  digitAt(21, 28);
  const checks: [number, number, number][] = [
    [0, 9, 9],
    [13, 19, 19],
    [21, 27, 27],
  ];
  for (const [from, to, at] of checks) {
    const field = fixed.slice(from, to);
    if (/^[A-Z0-9<]+$/.test(field) && mrzCheckDigit(field) === fixed[at]) score += 10;
  }
  const composite = compositeSource(fixed);
  if (/^[A-Z0-9<]+$/.test(composite) && mrzCheckDigit(composite) === fixed[43]) score += 10;
  if (fixStateCode(fixed.slice(10, 13)) in states) score += 3;
  return score;
}

export interface LineCandidate {
  text: string;
  /** Relative trust in this pass, e.g. its OCR confidence. */
  weight: number;
}

export interface VoteResult {
  text: string;
  /** Share of the total weight that agreed with the chosen character, averaged over the line (0-1). */
  agreement: number;
  /** Positions where fewer than half of the weight agreed. */
  contested: number[];
  /** Positions where any candidate read another character (the majority still decided). */
  disputed: number[];
}

/** Per-position weighted vote across candidates of the same length. */
export function voteLines(candidates: LineCandidate[]): VoteResult {
  const usable = candidates.filter((c) => c.text.length > 0 && c.weight > 0);
  const first = usable[0];
  if (!first) return { text: '', agreement: 0, contested: [], disputed: [] };
  const length = first.text.length;
  const same = usable.filter((c) => c.text.length === length);
  const total = same.reduce((sum, c) => sum + c.weight, 0);
  let text = '';
  let agreementSum = 0;
  const contested: number[] = [];
  const disputed: number[] = [];
  for (let i = 0; i < length; i++) {
    const tally = new Map<string, number>();
    for (const c of same) {
      const ch = c.text[i] as string;
      tally.set(ch, (tally.get(ch) ?? 0) + c.weight);
    }
    let bestChar = first.text[i] as string;
    let bestWeight = -1;
    for (const [ch, w] of tally) {
      if (w > bestWeight) {
        bestChar = ch;
        bestWeight = w;
      }
    }
    text += bestChar;
    agreementSum += bestWeight / total;
    if (bestWeight / total <= 0.5 && same.length > 1) contested.push(i);
    if (tally.size > 1) disputed.push(i);
  }
  return { text, agreement: agreementSum / length, contested, disputed };
}

/** Line 2 fields that carry their own check digit: [start, end) including the digit. */
const CHECKED_FIELDS: [number, number][] = [
  [0, 10],
  [13, 20],
  [21, 28],
];

function fieldChecks(segment: string): boolean {
  const value = segment.slice(0, -1);
  return /^[A-Z0-9<]+$/.test(value) && /^\d$/.test(segment.slice(-1)) && mrzCheckDigit(value) === segment.slice(-1);
}

/**
 * Line 2 from the vote, except that a field (with its check digit) whose voted reading fails is
 * replaced by the reading of it, among those the passes actually produced, that passes its check
 * digit, with the most pass weight behind it. Nothing is invented: every character comes from a pass,
 * and the composite check digit (over all the fields) still has to agree for the line to be clean.
 */
export function pickFieldsByCheckDigit(voted: string, passes: LineCandidate[]): string {
  let line = voted;
  for (const [from, to] of CHECKED_FIELDS) {
    if (fieldChecks(voted.slice(from, to))) continue;
    const support = new Map<string, number>();
    for (const p of passes) {
      const segment = p.text.slice(from, to);
      if (segment.length === to - from && fieldChecks(segment)) {
        support.set(segment, (support.get(segment) ?? 0) + p.weight);
      }
    }
    let best: string | null = null;
    let bestWeight = 0;
    for (const [segment, weight] of support) {
      if (weight > bestWeight) {
        best = segment;
        bestWeight = weight;
      }
    }
    if (best) line = line.slice(0, from) + best + line.slice(to);
  }
  return line;
}

/**
 * From the lines one OCR pass returned, picks the two that look like a TD3 MRZ: the last pair of long
 * lines, the first of which starts like a passport line 1 (P + filler/letter) and carries '<<'.
 */
export function pickMrzPair(lines: string[]): [string, string] | null {
  const long = lines.map(cleanOcrLine).filter((l) => l.length >= 30 && l.length <= 50);
  for (let i = long.length - 2; i >= 0; i--) {
    const a = long[i] as string;
    const b = long[i + 1] as string;
    if (/^[PF][A-Z<]/.test(a) && a.includes('<<') && /\d{5}/.test(b)) return [a, b];
  }
  if (long.length >= 2) {
    const a = long[long.length - 2] as string;
    const b = long[long.length - 1] as string;
    if (a.includes('<<') && /\d{6}/.test(b)) return [a, b];
  }
  return null;
}

/** Clean, fit and fix one pass's pair of lines. */
export function normaliseTd3Pair(pair: [string, string]): [string, string] {
  const line1 = fixTd3Line1(fitLineLengthBest(cleanOcrLine(pair[0]), line1Plausibility));
  const line2 = fixTd3Line2(fitLineLengthBest(cleanOcrLine(pair[1]), line2Plausibility), line1.slice(2, 5));
  return [line1, line2];
}

/**
 * Digits the legacy engine takes for one another on blurred, noisy OCR-B (seen on the calibration
 * photos: 4/6, 6/5/8, 3/8, 1/7, 0/8/9). Letter/digit confusions are already settled by position
 * (mrz-fixup.ts).
 */
const DIGIT_CONFUSIONS: Record<string, string> = {
  '0': '689',
  '1': '47',
  '3': '89',
  '4': '61',
  '5': '683',
  '6': '4580',
  '7': '1',
  '8': '3609',
  '9': '830',
};

/** All readings of a checked field, one confusable digit changed, that pass the field's check digit. */
function fieldRepairs(segment: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < segment.length; i++) {
    for (const alt of DIGIT_CONFUSIONS[segment[i] as string] ?? '') {
      const candidate = segment.slice(0, i) + alt + segment.slice(i + 1);
      if (fieldChecks(candidate)) found.push(candidate);
    }
  }
  return found;
}

/**
 * Repairs line 2 when its checked fields fail: each failing field may take a reading with one
 * look-alike digit changed (4/6, 3/8...) that passes its own check digit, and the composite check digit
 * (over all the fields) must then agree as well. The repair is taken only when exactly one combination
 * passes both. Since the composite is independent of each field's own digit, a genuinely wrong check
 * digit on a consistently printed page is never "repaired": changing any one character of it breaks the
 * composite. Returns null when nothing is repaired.
 */
export function repairByCheckDigits(line2: string): { line: string; repaired: number } | null {
  if (line2.length !== TD3_LINE_LENGTH) return null;
  const failing = CHECKED_FIELDS.filter(([from, to]) => !fieldChecks(line2.slice(from, to)));
  if (failing.length === 0) return null;
  let candidates = [line2];
  for (const [from, to] of failing) {
    const repairs = fieldRepairs(line2.slice(from, to));
    candidates = candidates.flatMap((line) => repairs.map((r) => line.slice(0, from) + r + line.slice(to)));
    if (candidates.length === 0 || candidates.length > 1000) return null;
  }
  const confirmed = candidates.filter((line) => {
    const composite = compositeSource(line);
    return /^[A-Z0-9<]+$/.test(composite) && mrzCheckDigit(composite) === line[43];
  });
  return confirmed.length === 1 ? { line: confirmed[0] as string, repaired: failing.length } : null;
}

/**
 * Look-alike letters and digits that OCR-B prints differently but OCR confuses. A document number may hold
 * either at any position (only Indian numbers have a fixed letter/digit layout), so position cannot decide.
 */
const LETTER_DIGIT_SWAPS: Record<string, string> = {
  O: '0',
  D: '0',
  Q: '0',
  I: '1',
  B: '8',
  S: '5',
  Z: '2',
  G: '6',
  '0': 'O',
  '1': 'I',
  '8': 'B',
  '5': 'S',
  '2': 'Z',
  '6': 'G',
};

/**
 * Other readings of the document number, made by swapping look-alike letters and digits (O/0, I/1, B/8,
 * S/5, Z/2, G/6, D/0, Q/0) at any of its positions, that pass the number's check digit and the composite
 * just as the read one does. Any such reading means the check digits cannot tell which is printed: a
 * letter O weighs 24 and a zero 0, and two such swaps can add up to a multiple of ten. `format`, when the
 * issuing state fixes the layout (India: a letter and seven digits), rules out readings that break it.
 */
export function letterDigitAlternatives(line2: string, format?: RegExp): string[] {
  if (line2.length !== TD3_LINE_LENGTH) return [];
  const number = line2.slice(0, 9);
  // A number read as digits only is taken as such: the confusion seen on real pages is a number of
  // letters and zeros read with Os (or the reverse), which needs a letter in the read.
  if (!/[A-Z]/.test(number)) return [];
  const positions = [...number].flatMap((c, i) => (LETTER_DIGIT_SWAPS[c] ? [i] : []));
  const found: string[] = [];
  for (let mask = 1; mask < 1 << positions.length; mask++) {
    const chars = [...number];
    positions.forEach((p, bit) => {
      if (mask & (1 << bit)) chars[p] = LETTER_DIGIT_SWAPS[chars[p] as string] as string;
    });
    const candidate = chars.join('');
    if (format && !format.test(candidate)) continue;
    if (mrzCheckDigit(candidate) !== line2[9]) continue;
    const line = candidate + line2.slice(9);
    if (mrzCheckDigit(compositeSource(line)) !== line[43]) continue;
    found.push(candidate.replace(/<+$/, ''));
  }
  return found;
}

/** TD1 ID cards (3 × 30), TD2 cards (2 × 36), visas (MRV-A 2 × 44, MRV-B 2 × 36, both starting with V). */
export type OtherDocumentKind = 'visa' | 'id_card';

/**
 * Whether the lines of one OCR pass are the MRZ of another document than a passport's photo page. Read
 * before the lines are fitted to TD3 (which would make any pair of long lines look like a passport): a
 * first line starting with V is a visa; with I, A or C (ID and residence cards) or lines of about 30 or 36
 * characters, not starting with P, an ID card. Null for a passport, or when it cannot tell.
 */
export function otherDocumentKind(rawLines: string[]): OtherDocumentKind | null {
  const lines = rawLines.map(cleanOcrLine).filter((l) => l.length >= 26 && l.length <= 50);
  if (lines.length < 2) return null;
  // The MRZ lines are the last ones in the band: two (TD2, TD3, visas) or three (TD1).
  const last = lines.slice(-3);
  const td1 = last.length === 3 && last.every((l) => l.length >= 28 && l.length <= 32);
  const top = (td1 ? last[0] : last[last.length - 2]) as string;
  if (!top.includes('<')) return null;
  if (/^V[A-Z<][A-Z]{3}/.test(top)) return 'visa';
  if (/^P/.test(top)) return null;
  if (td1 || /^[IAC][A-Z<][A-Z]{3}/.test(top)) return 'id_card';
  const pair = last.slice(-2);
  // Two lines of a TD1 card's three (the band finder takes the lowest pair), or a TD2 card's two.
  if (pair.every((l) => l.length >= 28 && l.length <= 32)) return 'id_card';
  if (pair.every((l) => l.length >= 33 && l.length <= 39)) return 'id_card';
  return null;
}
