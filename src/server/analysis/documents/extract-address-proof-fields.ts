import { findDates, numericDateOrder, type FoundDate } from './parse-dates.ts';
import { ADDRESS_LABEL, CA_PROVINCE_POSTAL, countryLine, isAnchor, UAE_PO_BOX, US_ZIP } from './address-patterns.ts';
import { cleanPersonName, looksLikePersonName } from './person-name.ts';

export interface AddressProofFields {
  name: string | null;
  address: string | null;
  date: string | null;
  expiryDate: string | null;
}

const LABEL = /^[A-Za-z][A-Za-z'’ ./&()-]{1,40}:\s*/;

const NAME_LABEL_WORDS = String.raw`account\s*holder(?:'s)?(?:\s*name)?|account\s*name|customer\s*name|name\s+of\s+(?:the\s+)?(?:tenant|customer|account\s*holder|applicant)|tenant(?:'s|\(s\)|s)?(?:\s*name)?|lessee|name|addressee|bill(?:ed)?\s+to|customer|to|kontoinhaber(?:in)?|inhaber(?:in)?|rechnungsempf\S{0,3}nger(?:in)?|kunde(?:nname)?|name\s+des\s+kunden`;
/** "Account name: R. K. Sharma" on one cell. */
const NAME_LABELS = new RegExp(String.raw`^(?:${NAME_LABEL_WORDS})(?:\s*[:;.-]\s*|\s+)(.+)$`, 'i');
/** A name label alone in its cell ("Name", "Customer Name", "To:"): the value is the next cell or line. */
const NAME_LABEL_ALONE = new RegExp(String.raw`^(?:${NAME_LABEL_WORDS})\s*[:;.-]?$`, 'i');
/** "Dear Mr Anil Kumar Nair," - the only place some letters name the holder. */
const SALUTATION = /^dear\s+(.+?)[,:]?\s*$/i;
const GENERIC_SALUTATION =
  /^(?:sir|madam|sir\s*\/\s*madam|sir\s+or\s+madam|customer|valued\s+customer|member|resident|tenant|colleague)s?\b/i;

/** A line of text split into cells where the layout put wide gaps (table columns, side boxes). */
interface Cell {
  line: number;
  column: number;
  text: string;
}

export function splitCells(text: string): Cell[][] {
  return text.split('\n').map((raw, line) =>
    raw
      .split(/\s{3,}|\t+/)
      .map((t) => t.trim())
      .filter((t) => t !== '')
      .map((t, column) => ({ line, column, text: t })),
  );
}

export function detectUs(text: string): boolean {
  return US_ZIP.test(text) || /\b(USA|United States)\b/.test(text);
}

export function extractAddressProofFields(text: string, now: Date): AddressProofFields {
  const lines = splitCells(normaliseOcrText(text));
  const address = findAddress(lines);
  const name = findName(lines, address);
  const order = numericDateOrder(text, detectUs(text));
  const { date, expiryDate } = findDocumentDates(lines, order, now);
  return { name, address: address?.text ?? null, date, expiryDate };
}

const DIGIT_AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G' };
const LETTER_AS_DIGIT: Record<string, string> = { O: '0', I: '1', L: '1', Z: '2', S: '5', B: '8', G: '6' };

/** Canadian postal codes alternate letter/digit, so OCR slips can be undone by position. */
function fixCanadianPostalCodes(text: string): string {
  return text.replace(new RegExp(CA_PROVINCE_POSTAL.source, 'g'), (_, province: string, a: string, b: string) => {
    const code = (a + b).split('').map((c, i) => (i % 2 === 0 ? (DIGIT_AS_LETTER[c] ?? c) : (LETTER_AS_DIGIT[c] ?? c)));
    const fixed = code.join('');
    return /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(fixed)
      ? `${province} ${fixed.slice(0, 3)} ${fixed.slice(3)}`
      : `${province} ${a} ${b}`;
  });
}

function normaliseOcrText(text: string): string {
  return (
    fixCanadianPostalCodes(text)
      // "-straße" read by OCR as "stralle", "strale", "straie", "straRe", "strafie", "straBe", "stra8e".
      .replace(/(\p{L})stra(?:ll|lR|fi|R|B|8|fl|l|i)e\b/gu, '$1straße')
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[|]/g, ' ')
      .replace(/\r/g, '')
  );
}

/** Next non-empty line index in direction `step`; OCR often puts a blank line inside a block. */
function nextLine(lines: Cell[][], from: number, step: 1 | -1): number {
  let l = from + step;
  if (lines[l]?.length === 0) l += step;
  return l;
}

function cellAt(lines: Cell[][], line: number, column: number): Cell | undefined {
  const row = lines[line];
  if (!row || row.length === 0) return undefined;
  return row.find((c) => c.column === column) ?? (column > 0 ? undefined : row[0]);
}

interface FoundAddress {
  text: string;
  firstLine: number;
  column: number;
}

/**
 * The postal address is the block around a line holding a postcode (US ZIP, UK postcode,
 * Canadian postal code, UAE P.O. Box or emirate): street lines above it, country lines below.
 * An "Address:" label on the line makes the line self-contained.
 */
function findAddress(lines: Cell[][]): FoundAddress | null {
  const anchors: Cell[] = [];
  for (const row of lines) for (const cell of row) if (isAnchor(cell.text)) anchors.push(cell);
  const labelled = anchors.find((c) => ADDRESS_LABEL.test(c.text));
  const candidates = labelled ? [labelled, ...anchors.filter((c) => c !== labelled)] : anchors;
  for (const anchor of candidates) {
    const block = addressBlock(lines, anchor);
    if (block) return block;
  }
  return null;
}

function addressBlock(lines: Cell[][], anchor: Cell): FoundAddress | null {
  const parts: string[] = [];
  let firstLine = anchor.line;
  const anchorText = anchor.text.replace(ADDRESS_LABEL, '');
  const selfContained = anchorText !== anchor.text || anchorText.split(',').length >= 3;
  if (LABEL.test(anchorText) && !UAE_PO_BOX.test(anchorText)) return null;
  parts.push(anchorText);
  if (!selfContained) {
    for (
      let l = nextLine(lines, anchor.line, -1), taken = 0;
      l >= 0 && taken < 4;
      l = nextLine(lines, l, -1), taken++
    ) {
      const cell = cellAt(lines, l, anchor.column);
      if (!cell) break;
      const t = cell.text;
      const labelled = t.match(ADDRESS_LABEL);
      if (labelled) {
        const rest = t.slice(labelled[0].length).trim();
        if (rest) {
          parts.unshift(rest);
          firstLine = l;
        }
        break;
      }
      if (LABEL.test(t) || !isAddressLine(t)) break;
      parts.unshift(t);
      firstLine = l;
    }
  }
  for (let l = nextLine(lines, anchor.line, 1); l < lines.length && l <= anchor.line + 4; l = nextLine(lines, l, 1)) {
    const cell = cellAt(lines, l, anchor.column);
    if (!cell || LABEL.test(cell.text)) break;
    const country = countryLine(cell.text);
    if (country) parts.push(country);
    else if (isAnchor(cell.text) && !US_ZIP.test(parts.join(' '))) parts.push(cell.text);
    else break;
  }
  const text = parts
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .replace(/[\s,;]+$/, '')
        .replace(/\b([A-Z]{1,2}\d[A-Z\d]?)(\d[ABD-HJLNP-UW-Z]{2})\b/g, '$1 $2')
        .replace(/\b([A-Za-z]{3,}|\d+[A-Za-z]?)\. (?=[A-Z0-9])/g, (m, word: string) =>
          ABBREVIATIONS.has(word.toLowerCase()) ? m : `${word}, `,
        )
        .trim(),
    )
    .filter(Boolean)
    .join(', ');
  if (text.length < 8) return null;
  return { text, firstLine, column: anchor.column };
}

/** Address abbreviations whose full stop is not an OCR-misread comma. */
const ABBREVIATIONS = new Set(['ave', 'blvd', 'apt', 'str', 'bldg', 'ste', 'hwy', 'pkwy', 'cres', 'mrs']);

const STREET_WORDS =
  /\b(street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|close|court|ct|place|pl|terrace|crescent|square|flat|apt|apartment|unit|suite|villa|building|bldg|blk|block|tower|house|floor|district|dist|rue|chemin|p\.?o\.?\s*box)\b/i;
/** Street then house number, as in Germany and much of Europe: "Kaiserstrasse 17", "Am Lindenhof 9". */
const STREET_THEN_NUMBER =
  /^\p{Lu}[\p{L}.'-]+(?:\s+\p{L}[\p{L}.'-]*){0,3}\s+\d{1,4}\s?[a-zA-Z]?(?:\s*[-/]\s*\d{1,4})?(?:,.*)?$/u;
/** A unit number on its own line, as in Singapore: "#08-115". */
const UNIT_NUMBER = /^#\s?\d{1,3}\s?-\s?\d{1,5}\b/;

function isDateLine(text: string): boolean {
  const dates = findDates(text, 'DMY');
  return dates.length > 0 && text.replace(/[^A-Za-z0-9]/g, '').length <= 2 + dates[0]!.end - dates[0]!.index;
}

function isAddressLine(text: string): boolean {
  if (text.length > 70) return false;
  if (/\d/.test(text)) {
    if (isDateLine(text)) return false;
    return (
      STREET_WORDS.test(text) ||
      /^\d+[A-Za-z]?(?:\s?[/-]\s?\d+[A-Za-z]?)?\s+\w/.test(text) ||
      STREET_THEN_NUMBER.test(text) ||
      UNIT_NUMBER.test(text) ||
      isAnchor(text)
    );
  }
  if (looksLikePersonName(text)) return false;
  // A locality line such as "Al Olaya District" or "Prince Sultan Street" (no number on the line).
  if (STREET_WORDS.test(text) && !LABEL.test(text) && text.split(/\s+/).length <= 5) return true;
  // A town on its own line, e.g. "Leeds" or "Wembley".
  return (
    /^[A-Z][A-Za-z'.-]+(?:[ -][A-Z][A-Za-z'.-]+)?,?$/.test(text) &&
    text.split(/\s+/).length <= 2 &&
    !/\s/.test(text.trim())
  );
}

/**
 * Labelled names ("Account holder:", "Account name:", "Tenant(s):") win;
 * then the person line directly above the address block (the addressee of a letter or bill); then a
 * full name after "Dear" (a surname alone, as in "Dear Mr Kumar", is not the holder's name).
 */
function findName(lines: Cell[][], address: FoundAddress | null): string | null {
  for (const [l, row] of lines.entries()) {
    for (const cell of row) {
      const m = cell.text.match(NAME_LABELS);
      if (m) {
        const name = cleanPersonName(m[1]!, { single: true });
        if (name) return name;
      }
      if (!NAME_LABEL_ALONE.test(cell.text)) continue;
      // Table layout: the value is the next cell on the row; a heading over a block: the next line.
      const beside = row.find((c) => c.column === cell.column + 1);
      const below = beside ? undefined : (lines[nextLine(lines, l, 1)]?.[0] ?? undefined);
      const value = beside ?? below;
      const name = value && cleanPersonName(value.text, { single: true });
      if (name) return name;
    }
  }
  if (address) {
    for (let l = nextLine(lines, address.firstLine, -1), n = 0; l >= 0 && n < 2; l = nextLine(lines, l, -1), n++) {
      const cell = cellAt(lines, l, address.column);
      if (!cell) continue;
      const name = cleanPersonName(cell.text);
      if (name) return name;
    }
  }
  for (const row of lines) {
    const m = row[0]?.text.match(SALUTATION);
    if (!m || GENERIC_SALUTATION.test(m[1]!)) continue;
    const name = cleanPersonName(m[1]!.replace(/^(?:(?:mr|mrs|ms|miss|dr)\.?\s+)+/i, ''));
    if (name) return name;
  }
  return null;
}

const ISSUE_LABEL =
  /(statement|bill|invoice|issue|letter|notice|print(?:ed)?|document|agreement|contract)\s*date|date\s*of\s*(issue|statement|bill|letter|notice|agreement|contract)|issued(\s+on)?|\bdated\b|\bmade\s+on|\bdate\b\s*[:-]?\s*$|(?:rechnungs|auszugs|ausstellungs|brief)?datum\b\s*[:-]?\s*$/i;
const EXCLUDED_LABEL =
  /\b(due|pay(ment)?|birth|born|expir\w*|valid|until|till|end(s|ing)?|commenc\w*|start(s|ing)?|from|since|next|reading|opened|f(?:ae|ä)llig|zahlbar|bis|ab|seit)\b/i;
const EXPIRY_LABEL =
  /(expir\w*|valid\s*(until|till|to|thru|through)|(lease|tenancy|contract|term)\s*(end|expiry)|end\s*date|ending|ends)\b[^0-9]*$/i;
const PERIOD_LABEL = /\b(period|from|zeitraum|vom)\b/i;

function findDocumentDates(
  lines: Cell[][],
  order: ReturnType<typeof numericDateOrder>,
  now: Date,
): { date: string | null; expiryDate: string | null } {
  let issue: string | null = null;
  let periodEnd: string | null = null;
  let expiry: string | null = null;
  const plain: string[] = [];
  const latestAllowed = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  for (const row of lines) {
    for (const cell of row) {
      const dates = findDates(cell.text, order);
      // A table row: "Bill Date" in one cell, the date in the next.
      const before = cell.column > 0 ? `${row.find((c) => c.column === cell.column - 1)?.text ?? ''} ` : '';
      dates.forEach((d: FoundDate, i) => {
        const own = cell.text.slice(i === 0 ? Math.max(0, d.index - 50) : dates[i - 1]!.end, d.index);
        const context = i === 0 && own.trim() === '' && findDates(before, order).length === 0 ? before + own : own;
        if (EXPIRY_LABEL.test(context)) {
          expiry ??= d.iso;
          return;
        }
        if (
          i > 0 &&
          /^\s*(to|-|–|until|through|bis)\s*$/i.test(context) &&
          PERIOD_LABEL.test(cell.text.slice(0, dates[0]!.index))
        ) {
          periodEnd ??= d.iso;
          return;
        }
        if (EXCLUDED_LABEL.test(context)) return;
        if (ISSUE_LABEL.test(context)) {
          issue ??= d.iso;
          return;
        }
        if (d.spaced) return;
        if (d.iso <= latestAllowed) plain.push(d.iso);
      });
    }
  }
  const latestPlain = plain.sort().at(-1) ?? null;
  return { date: issue ?? periodEnd ?? latestPlain, expiryDate: expiry };
}
