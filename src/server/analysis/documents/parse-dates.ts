/** Finds and normalises the date formats seen on bills, statements and letters. */

export type NumericDateOrder = 'DMY' | 'MDY';

export interface FoundDate {
  iso: string;
  index: number;
  end: number;
  /** True for 04/05/2025-style dates whose day/month order had to be inferred. */
  ambiguous: boolean;
  /**
   * True for "03 06 2025": a dotted or slashed date whose separators OCR lost. Only trusted next to a
   * date label, since groups of digits are also account and meter numbers.
   */
  spaced?: boolean;
}

/**
 * English month names, and the German, Dutch and French ones that English does not already cover
 * ("15. März 2025", "3 mei 2025", "le 3 juin 2025"); "Januar", "juni", "septembre"... match the English stems.
 */
const MONTH_NAMES =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?' +
  '|m(?:ä|ae)rz|mai(?![a-z])|mei(?![a-z])|maart|okt(?:ober)?|dez(?:ember)?|avr(?:il)?|juin|juil(?:let)?|ao[uû]t|f[ée]v(?:rier)?|d[ée]c(?:embre)?';
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The German, Dutch and French stems that differ from the English ones. */
const OTHER_MONTHS: [RegExp, number][] = [
  [/^juil/, 7],
  [/^juin/, 6],
  [/^fev/, 2],
  [/^(?:maa|mae|mar)/, 3],
  [/^avr/, 4],
  [/^m[ae]i/, 5],
  [/^aou/, 8],
  [/^okt/, 10],
  [/^dez/, 12],
];

const ISO = /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g;
const NUMERIC = /\b(\d{1,2})\s?[/.-]\s?(\d{1,2})\s?[/.-]\s?(\d{4}|\d{2})\b/g;
const SPACED = /\b(\d{2}) (\d{2}) ((?:19|20)\d{2})\b/g;
/** "28.05 2025": a dotted or slashed date with one separator lost to OCR; trusted like SPACED. */
const HALF_SPACED = /\b(\d{1,2})[./](\d{1,2}) ((?:19|20)\d{2})\b/g;
const DAY_MONTH = new RegExp(
  String.raw`\b(\d{1,2})(?:st|nd|rd|th|er)?[\s.-]*(?:(?:day\s+)?of\s+)?(${MONTH_NAMES})[a-z]{0,6}\.?[\s.,-]*(\d{4})\b`,
  'gi',
);
/** "10-Jun-25": day, month name and a two-digit year, joined by hyphens (Gulf and Indian bills). */
const DAY_MON_YY = new RegExp(String.raw`\b(\d{1,2})-(${MONTH_NAMES})-(\d{2})\b`, 'gi');
const MONTH_DAY = new RegExp(
  String.raw`\b(${MONTH_NAMES})[a-z]{0,6}\.?\s*(\d{1,2})(?:st|nd|rd|th)?[,.]?\s*(\d{4})\b`,
  'gi',
);

export function toIso(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

function monthIndex(name: string): number {
  const bare = name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  const english = MONTHS.indexOf(bare.slice(0, 3)) + 1;
  if (english > 0 && !/^(?:juil|juin)/.test(bare)) return english;
  return OTHER_MONTHS.find(([stem]) => stem.test(bare))?.[1] ?? 0;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/** Every date in a string, in order of appearance; overlapping matches keep the first found. */
export function findDates(text: string, order: NumericDateOrder): FoundDate[] {
  const found: FoundDate[] = [];
  const add = (index: number, length: number, iso: string | null, ambiguous = false, spaced = false) => {
    if (!iso) return;
    const end = index + length;
    if (found.some((f) => index < f.end && end > f.index)) return;
    found.push(spaced ? { iso, index, end, ambiguous, spaced } : { iso, index, end, ambiguous });
  };
  for (const m of text.matchAll(ISO)) add(m.index, m[0].length, toIso(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of text.matchAll(DAY_MONTH))
    add(m.index, m[0].length, toIso(Number(m[3]), monthIndex(m[2]!), Number(m[1])));
  for (const m of text.matchAll(DAY_MON_YY))
    add(m.index, m[0].length, toIso(fullYear(m[3]!), monthIndex(m[2]!), Number(m[1])));
  for (const m of text.matchAll(MONTH_DAY))
    add(m.index, m[0].length, toIso(Number(m[3]), monthIndex(m[1]!), Number(m[2])));
  for (const m of text.matchAll(NUMERIC)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const year = fullYear(m[3]!);
    const dmy = a > 12 || (b <= 12 && order === 'DMY');
    add(m.index, m[0].length, dmy ? toIso(year, b, a) : toIso(year, a, b), a <= 12 && b <= 12 && a !== b);
  }
  for (const m of [...text.matchAll(SPACED), ...text.matchAll(HALF_SPACED)]) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const dmy = a > 12 || (b <= 12 && order === 'DMY');
    add(m.index, m[0].length, dmy ? toIso(Number(m[3]), b, a) : toIso(Number(m[3]), a, b), a <= 12 && b <= 12, true);
  }
  return found.sort((x, y) => x.index - y.index);
}

/**
 * Day/month order for numeric dates: a date like 24/05/2025 or 05/24/2025 anywhere in the
 * document settles it; otherwise US documents are month-first and the rest day-first.
 */
export function numericDateOrder(text: string, isUs: boolean): NumericDateOrder {
  let dmy = 0;
  let mdy = 0;
  for (const m of text.matchAll(NUMERIC)) {
    if (Number(m[1]) > 12 && Number(m[2]) <= 12) dmy++;
    if (Number(m[2]) > 12 && Number(m[1]) <= 12) mdy++;
  }
  if (dmy !== mdy) return dmy > mdy ? 'DMY' : 'MDY';
  return isUs ? 'MDY' : 'DMY';
}

export function daysBetween(fromIso: string, to: Date): number {
  const from = Date.parse(`${fromIso}T00:00:00Z`);
  const toDay = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((toDay - from) / 86_400_000);
}
