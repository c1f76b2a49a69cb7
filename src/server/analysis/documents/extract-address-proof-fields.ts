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

const NAME_LABEL_WORDS = String.raw`account\s*holder(?:'s)?(?:\s*name)?|account\s*name|customer\s*name|name\s+of\s+(?:the\s+)?(?:tenant|customer|account\s*holder|applicant)|tenant(?:'s|\(s\)|s)?(?:\s*name)?|lessee|name|addressee|bill(?:ed)?\s+to|customer|to|kontoinhaber(?:in)?|inhaber(?:in)?|rechnungsempf\S{0,3}nger(?:in)?|kunde(?:nname)?|name\s+des\s+kunden|(?:consumer|subscriber|client|member|resident|ratepayer|taxpayer|policy\s*holder)(?:'s)?(?:\s*name)?|liable\s+(?:person|party|persons|parties)(?:\(s\))?|occupant|name\s+of\s+(?:the\s+)?(?:subscriber|consumer|resident|ratepayer|occupant)|nom(?:\s+du\s+client)?|naam|nama(?:\s+pelanggan)?`;
/** "Account name: R. K. Sharma" on one cell. */
const NAME_LABELS = new RegExp(String.raw`^(?:${NAME_LABEL_WORDS})(?:\s*[:;.-]\s*|\s+)(.+)$`, 'i');
/** A name label alone in its cell ("Name", "Customer Name", "To:"): the value is the next cell or line. */
const NAME_LABEL_ALONE = new RegExp(String.raw`^(?:${NAME_LABEL_WORDS})\s*[:;.-]?$`, 'i');
/** A name followed by the tenant's role in brackets, as leases written in prose introduce the parties. */
const TENANT_ROLE =
  /((?:(?:Mr|Mrs|Ms|Miss|Dr|MR|MRS|MS|DR)\.?\s+)?\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*){1,4}),?\s*\((?:[Tt]he\s+|[Hh]ereinafter\s+(?:called\s+|referred\s+to\s+as\s+)?(?:the\s+)?)?["'“”]?(?:[Tt]enant|TENANT|[Ll]essee|LESSEE)s?(?:\(s\))?["'“”]?\)/u;
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
      .map((t, column) => ({ line, column, text: t.trim() }))
      // Only a leading empty cell can remain (a row with nothing in the first column): it shifts the others.
      .filter((c) => c.text !== ''),
  );
}

export function detectUs(text: string): boolean {
  return US_ZIP.test(text) || /\b(USA|United States)\b/.test(text);
}

export function extractAddressProofFields(text: string, now: Date): AddressProofFields {
  const lines = splitCells(normaliseOcrText(text));
  const candidates = addressCandidates(lines);
  const address = candidates[0]?.block ?? null;
  const name = findName(lines, candidates);
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
    fixCanadianPostalCodes(repairAddressWords(text))
      // "-straße" read by OCR as "stralle", "strale", "straie", "straRe", "strafie", "straBe", "stra8e".
      .replace(/(\p{L})stra(?:ll|lR|fi|R|B|8|fl|l|i)?e\b/gu, '$1straße')
      // A UK postcode whose district digit OCR read as a letter: "HAL 2QW" is "HA1 2QW".
      .replace(
        /\b([A-Z]{1,2})([ILOSZB])(\s\d[ABD-HJLNP-UW-Z]{2})$/gm,
        (_, area: string, digit: string, inward: string) => area + (LETTER_AS_DIGIT[digit] ?? digit) + inward,
      )
      // An Eircode whose routing key OCR read with a letter O for the zero ("DO6 F2X4", "DO06 f2x4").
      .replace(
        /^([AC-FHKNPRTV-Y])(?:[O0]{1,2}(?=\d)|(\d))(\d)\s+([0-9AC-FHKNPRTV-Y]{4})$/gim,
        (_, key: string, first: string | undefined, second: string, id: string) =>
          `${key.toUpperCase()}${first ?? '0'}${second} ${id.toUpperCase()}`,
      )
      // A house number after a German street name whose first digit OCR read as a letter: "Bahnhofstraße Sa".
      .replace(
        /(\p{L}(?:straße|strasse|weg|gasse|allee|platz|ring|damm))\s+([SOIlBZ])(\d{0,3}[a-z]?)(?=\s*(?:,|$)|\s{3})/gimu,
        (_, street: string, digit: string, rest: string) =>
          `${street} ${LETTER_AS_DIGIT[digit.toUpperCase()] ?? digit}${rest}`,
      )
      .replace(/[‘’]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[|]/g, ' ')
      // An initial's full stop read as an underscore: "Mr R_ Venkataraman".
      .replace(/\b([A-Z])_(?=\s)/g, '$1.')
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
  /** The address label over or beside the block ("Service address", "Postal address"), if any. */
  label: string | null;
  /** Last line of the block. */
  lastLine: number;
  /** Whether a postcode or its local equivalent fixed the block. */
  anchored?: boolean;
}

/** Labels naming where the holder lives (service, supply, premises...): preferred over mailing addresses. */
const RESIDENCE_LABEL =
  /\b(?:service|supply|premises?|property|physical|residential|home|connection|installation|rented|leased|current|present|permanent|street|wohn\w*|liefer\w*)\b|^(?:address|anschrift|adresse)\b/i;
/** Organisation words: a block under such a line, or containing one, is usually the issuer's own address. */
const ORGANISATION =
  /\b(?:ltd|limited|llc|l\.l\.c|inc|plc|gmbh|ag|kg|b\.v|n\.v|pty|bhd|berhad|corp(?:oration)?|company|bank|energy|power|water|electric(?:ity)?|utilities|telecom|council|offices?|authority|ministry|department|realty|properties|branch|section|stadtwerke|sparkasse|fictional)\b/i;
/** Contact details and payment routing: the issuer's or a remittance address, not the holder's. */
const ISSUER_MARKERS = /\b(?:tel|phone|fax|remit|postfach|postbus|www|e-?mail)\b|\bc\/-|@/i;

interface Candidate {
  block: FoundAddress;
  score: number;
  /** The person named on the line above the block, if any: the addressee. */
  addressee: string | null;
}

/**
 * The holder's postal address. Candidates are the blocks around every line holding a postcode (US ZIP, UK
 * postcode, Canadian postal code, P.O. Box, emirate...) and the lines under an address label. Each is
 * scored on general signals rather than on its position in a known layout: a person's name on the line
 * above (the recipient block of a letter or bill in the envelope window), a label saying the address is
 * the service or premises address (over a mailing or postal one), and against: an organisation's name
 * above or inside the block, contact or remittance details, or a place in the letterhead.
 */
function addressCandidates(lines: Cell[][]): Candidate[] {
  const blocks: FoundAddress[] = [];
  for (const row of lines) {
    for (const cell of row) {
      if (isAnchor(cell.text)) {
        const block = addressBlock(lines, cell);
        if (block) blocks.push(block);
      } else {
        const block = labelledBlock(lines, cell, row) ?? blockUnderName(lines, cell);
        if (block) blocks.push(block);
      }
    }
  }
  const firstText = lines.findIndex((row) => row.length > 0);
  const candidates = blocks.map((block, order) => {
    const addressee = nameAbove(lines, block);
    let score = 0;
    if (addressee) score += 3;
    if (block.label) score += RESIDENCE_LABEL.test(block.label) ? 4 : 1;
    const above = cellAt(lines, nextLine(lines, block.firstLine, -1), block.column)?.text ?? '';
    if (!addressee && ORGANISATION.test(above)) score -= 3;
    // "45 Bank Street" and "Power Road" are streets, not organisations.
    const withoutStreets = block.text.replace(STREET_NAME, '');
    if (ORGANISATION.test(withoutStreets) || ISSUER_MARKERS.test(block.text) || ISSUER_MARKERS.test(above)) score -= 2;
    if (!block.label && block.firstLine <= firstText + 2) score -= 2;
    if (!block.label && !block.anchored) score -= 1;
    return { block, score, addressee, order };
  });
  return candidates.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** The person named on one of the two lines above a block, in its column. */
function nameAbove(lines: Cell[][], block: FoundAddress): string | null {
  for (let l = nextLine(lines, block.firstLine, -1), n = 0; l >= 0 && n < 2; l = nextLine(lines, l, -1), n++) {
    const cell = cellAt(lines, l, block.column);
    if (!cell) continue;
    const name = cleanPersonName(cell.text);
    if (name && !isLocalityBetween(lines, l, block.column)) return name;
  }
  return null;
}

/**
 * "Physical address" / "Connection address" alone in its cell (or with the value beside it), the address on
 * the lines below: many addresses (Gulf building/street/zone, Kenyan estates) carry no postcode at all.
 */
function labelledBlock(lines: Cell[][], cell: Cell, row: Cell[]): FoundAddress | null {
  const m = cell.text.match(ADDRESS_LABEL);
  if (!m) return null;
  const rest = cell.text.slice(m[0].length).trim();
  if (rest !== '') {
    // "Premise Address: Apartment 304, Building 12, Al Nahda 2, Dubai": no postcode, but labelled.
    if (!/\d/.test(rest) || !isAddressValue(rest) || (rest.split(',').length < 3 && !STREET_WORDS.test(rest))) {
      return null;
    }
    const label = m[0].replace(/[\s:;.-]+$/, '');
    return { text: tidyAddress([rest]), firstLine: cell.line, lastLine: cell.line, column: cell.column, label };
  }
  const label = cell.text.trim();
  const beside = row.find((c) => c.column === cell.column + 1);
  if (beside && /\d/.test(beside.text) && isAddressValue(beside.text)) {
    return {
      text: tidyAddress([beside.text]),
      firstLine: cell.line,
      lastLine: cell.line,
      column: beside.column,
      label,
    };
  }
  const parts: string[] = [];
  let firstLine = -1;
  let lastLine = cell.line;
  let anchored = false;
  for (let l = nextLine(lines, cell.line, 1); l < lines.length && parts.length < 4; l = nextLine(lines, l, 1)) {
    const below = cellAt(lines, l, cell.column);
    if (!below || !isAddressValue(below.text)) break;
    // "Al Sadd. Doha. Qatar": commas read as full stops do not make a locality line a name.
    if (parts.length > 0 && looksLikePersonName(tidyAddress([below.text]))) break;
    // After the postcode line only more postcode or country lines belong to the address.
    if (anchored && !isAnchor(below.text) && !countryLine(below.text)) break;
    anchored ||= isAnchor(below.text);
    parts.push(below.text);
    if (firstLine < 0) firstLine = l;
    lastLine = l;
    if (countryLine(below.text)) break;
  }
  if (parts.length === 0) return null;
  const text = tidyAddress(parts);
  if (text.length < 8 || !/\d/.test(text)) return null;
  return { text, firstLine, lastLine, column: cell.column, label };
}

/** Words of field labels and headings ("BILLING PERIOD", "Consumption summary"), never of an address line. */
const FIELD_WORDS =
  /\b(?:period|date|number|total|amount|balance|summary|reading|account|charges?|consumption|details|reference|usage|meter|tariff|payment|due)\b/i;

/** A field label or heading of two words or more (a lone "Reading" is a town). */
function isFieldLabel(text: string): boolean {
  return FIELD_WORDS.test(text) && text.trim().split(/\s+/).length >= 2;
}

/**
 * A recipient block with no postcode (Kuwait, Oman, Kenya and many Gulf addresses): a person's name, then
 * two to five address lines in the same column (a house or building number, street words, a town, a
 * country). Scored like the others; the name above it counts as the addressee.
 */
function blockUnderName(lines: Cell[][], cell: Cell): FoundAddress | null {
  if (LABEL.test(cell.text) || !cleanPersonName(cell.text) || isLocalityBetween(lines, cell.line, cell.column)) {
    return null;
  }
  const parts: string[] = [];
  let firstLine = -1;
  let lastLine = -1;
  for (let l = nextLine(lines, cell.line, 1); l < lines.length && parts.length < 5; l = nextLine(lines, l, 1)) {
    const below = cellAt(lines, l, cell.column);
    if (!below || LABEL.test(below.text) || isDateLine(below.text)) break;
    const t = below.text;
    const country = countryLine(t);
    if (!country && !isAddressLine(t) && !/^\p{Lu}[\p{L} .'-]{2,30},\s*\p{Lu}[\p{L} .'-]{2,30}$/u.test(t)) break;
    parts.push(country ?? t);
    if (firstLine < 0) firstLine = l;
    lastLine = l;
    if (country) break;
  }
  const streetLike = (p: string) => STREET_WORDS.test(p) || /^\d+[A-Za-z]?\s/.test(p) || STREET_THEN_NUMBER.test(p);
  if (parts.length < 2 || !parts.some((p) => /\d/.test(p)) || !parts.some(streetLike)) return null;
  return { text: tidyAddress(parts), firstLine, lastLine, column: cell.column, label: null };
}

/** A line that can belong to an address under a label: not a label, a date, a name label or an amount. */
function isAddressValue(text: string): boolean {
  if (text.length > 80 || LABEL.test(text) || ADDRESS_LABEL.test(text) || NAME_LABEL_ALONE.test(text)) return false;
  if (findDates(text, 'DMY').length > 0) return false;
  if (!/\d/.test(text) && isFieldLabel(text)) return false;
  if (/[$€£]|\b(?:AED|QAR|KES|SAR|EUR|USD|GBP|INR)\b/.test(text)) return false;
  return /\p{L}/u.test(text);
}

function addressBlock(lines: Cell[][], anchor: Cell): FoundAddress | null {
  const parts: string[] = [];
  let firstLine = anchor.line;
  let lastLine = anchor.line;
  let anchorText = anchor.text.replace(ADDRESS_LABEL, '');
  let label: string | null =
    anchorText !== anchor.text ? anchor.text.slice(0, anchor.text.length - anchorText.length) : null;
  const inline = anchorText.match(LABEL);
  if (!label && inline && /\b(?:address|anschrift|adresse)\b/i.test(inline[0])) {
    // "We confirm your address: 9 Rose Court, Mississauga ON L5B 3C4."
    label = inline[0];
    anchorText = anchorText.slice(inline[0].length).replace(/\.$/, '');
  } else if (!label && inline && NAME_LABELS.test(anchorText)) {
    // "Bill to: Rajesh Kumar, 12 High Street, London E1 6AN": the address follows the name.
    const [first, ...rest] = anchorText.slice(inline[0].length).split(',');
    if (rest.length > 0 && cleanPersonName(first!, { single: true })) anchorText = rest.join(',').trim();
  }
  const selfContained = anchorText !== anchor.text || anchorText.split(',').length >= 3;
  if (LABEL.test(anchorText) && !UAE_PO_BOX.test(anchorText)) return null;
  parts.push(anchorText);
  if (!label) {
    // A label in the cell before, as in a two-column table ("Premises address | Apartment 1504, ...").
    const before = lines[anchor.line]?.find((c) => c.column === anchor.column - 1)?.text;
    if (before && ADDRESS_LABEL.test(before) && before.replace(ADDRESS_LABEL, '').trim() === '') label = before;
  }
  if (!selfContained) {
    for (
      let l = nextLine(lines, anchor.line, -1), taken = 0, skipped = 0;
      l >= 0 && taken < 4;
      l = nextLine(lines, l, -1)
    ) {
      const cell = cellAt(lines, l, anchor.column);
      if (!cell) break;
      const t = cell.text;
      // A text layer interleaves the lines of a box beside the recipient block ("Account number", "8812 4410
      // 27") when their baselines differ: a lone field label or a bare number is passed over, not an end.
      if (lines[l]!.length === 1 && skipped < 2 && isForeignLine(t)) {
        skipped++;
        continue;
      }
      taken++;
      const labelled = t.match(ADDRESS_LABEL);
      if (labelled) {
        const rest = t.slice(labelled[0].length).trim();
        label = t.slice(0, labelled[0].length);
        if (rest) {
          parts.unshift(rest);
          firstLine = l;
        }
        break;
      }
      if (LABEL.test(t)) break;
      if (!isAddressLine(t) && !isLocalityBetween(lines, l, anchor.column)) break;
      parts.unshift(t);
      firstLine = l;
    }
  }
  for (let l = nextLine(lines, anchor.line, 1); l < lines.length && l <= anchor.line + 4; l = nextLine(lines, l, 1)) {
    const cell = cellAt(lines, l, anchor.column);
    if (!cell || LABEL.test(cell.text)) break;
    const country = countryLine(cell.text);
    const next = cellAt(lines, nextLine(lines, l, 1), anchor.column)?.text ?? '';
    if (country) parts.push(country);
    else if (isAnchor(cell.text) && !US_ZIP.test(parts.join(' '))) parts.push(cell.text);
    // A state or region between the town and the country ("Selangor", "Bavaria").
    else if (/^\p{L}[\p{L} .'-]{2,30}$/u.test(cell.text) && !looksLikePersonName(cell.text) && countryLine(next))
      parts.push(cell.text);
    else break;
    lastLine = l;
  }
  const text = tidyAddress(parts);
  if (text.length < 8) return null;
  return { text, firstLine, lastLine, column: anchor.column, label, anchored: true };
}

/**
 * Long words that addresses share everywhere (unit, building and street words, the parts of a Saudi national
 * address, country names), for undoing OCR misreads inside them: "Aparunent", "Enurates", "Additonal". No
 * word here is also a common surname, since the repair runs over the whole page.
 */
const ADDRESS_WORDS = [
  'apartment',
  'apartments',
  'building',
  'boulevard',
  'terrace',
  'crescent',
  'district',
  'additional',
  'residence',
  'residences',
  'heights',
  'gardens',
  'mansions',
  'junction',
  'parkway',
  'highway',
  'emirates',
  'singapore',
  'australia',
  'germany',
  'deutschland',
  'netherlands',
  'malaysia',
];
/** Address abbreviations that OCR reads with an i for the l or the other way round ("Bivd"). */
const SHORT_ADDRESS_WORDS = ['blvd', 'bldg'];

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
}

function withCaseOf(model: string, word: string): string {
  if (model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] === model[0]!.toUpperCase()) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/**
 * A word one or two letters away from a common address word (one for those under eight letters, or when
 * the word itself is under seven), with the same first letter and no closer candidate, is that word
 * misread; shorter words are left alone (too many real words lie one letter from "Unit" or "Tower").
 */
function repairWord(word: string): string {
  const lower = word.toLowerCase();
  // A word that a common one begins ("Singaporean", "Garden" for "Gardens"), or that begins one, is itself.
  if (ADDRESS_WORDS.some((w) => lower.startsWith(w) || w.startsWith(lower))) return word;
  if (lower.length <= 5) {
    const short = SHORT_ADDRESS_WORDS.find((w) => w === lower.replace(/[iI1]/g, 'l'));
    return short && short !== lower ? withCaseOf(word, short) : word;
  }
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const w of ADDRESS_WORDS) {
    if (w[0] !== lower[0]) continue;
    const d = editDistance(lower, w);
    if (d < bestDistance) [best, bestDistance, tie] = [w, d, false];
    else if (d === bestDistance) tie = true;
  }
  const allowed = best && best.length >= 8 && lower.length >= 7 ? 2 : 1;
  return best && !tie && bestDistance <= allowed ? withCaseOf(word, best) : word;
}

/**
 * OCR misreads inside common address words, undone cell by cell. A cell that names a person (after its
 * label, if any) is left as it is: "Terrance" is a first name, not "Terrace" misread.
 */
export function repairAddressWords(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(\s{3,}|\t+)/)
        .map((cell) => {
          const value = cell.replace(/^[^:]{1,40}:\s*/, '');
          if (cleanPersonName(value) || cleanPersonName(value.split(',')[0]!)) return cell;
          return cell.replace(/\p{L}{4,}/gu, repairWord);
        })
        .join(''),
    )
    .join('\n');
}

function tidyAddress(parts: string[]): string {
  return parts
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
}

/** Address abbreviations whose full stop is not an OCR-misread comma. */
const ABBREVIATIONS = new Set(['ave', 'blvd', 'apt', 'str', 'bldg', 'ste', 'hwy', 'pkwy', 'cres', 'mrs']);

const STREET_WORDS =
  /\b(street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|close|court|ct|place|pl|terrace|crescent|square|flat|apt|apartment|unit|suite|villa|building|bldg|blk|block|tower|house|floor|district|dist|rue|chemin|room|jalan|jln|lorong|taman|zone|estate|p\.?o\.?\s*box)\b/i;
/** A word followed by a street word: the name of a street ("Bank Street", "Water Lane"). */
const STREET_NAME = new RegExp(String.raw`\p{L}+\s+${STREET_WORDS.source}`, 'giu');
/** Street then house number, as in Germany and much of Europe: "Kaiserstrasse 17", "Am Lindenhof 9". */
const STREET_THEN_NUMBER =
  /^\p{Lu}[\p{L}.'-]+(?:\s+\p{L}[\p{L}.'-]*){0,3}\s+\d{1,4}\s?[a-zA-Z]?(?:\s*[-/]\s*\d{1,4})?(?:,.*)?$/u;
/** A unit number on its own line, as in Singapore: "#08-115". */
const UNIT_NUMBER = /^#\s?\d{1,3}\s?-\s?\d{1,5}\b/;

function isDateLine(text: string): boolean {
  const dates = findDates(text, 'DMY');
  return dates.length > 0 && text.replace(/[^A-Za-z0-9]/g, '').length <= 2 + dates[0]!.end - dates[0]!.index;
}

/**
 * "Mt Eden", "Al Khuwair": a suburb or district reads like a two-word name, but a name sits above the street
 * line, not between it and the postcode. Such a line is a locality when the line above it is a street line.
 */
function isLocalityBetween(lines: Cell[][], line: number, column: number): boolean {
  const text = cellAt(lines, line, column)?.text ?? '';
  if (!looksLikePersonName(text) || TITLES_OR_RELATION.test(text) || text.split(/\s+/).length > 3) return false;
  const above = cellAt(lines, nextLine(lines, line, -1), column)?.text ?? '';
  // A postcode line ends an address: a name after it starts the next block.
  return (
    /\d/.test(above) &&
    isAddressLine(above) &&
    !LABEL.test(above) &&
    !isAnchor(above) &&
    above.split(/\s+/).length <= 8 &&
    (STREET_WORDS.test(above) || STREET_THEN_NUMBER.test(above) || /^\d{1,5}[A-Za-z]?\s+\p{L}/u.test(above))
  );
}
const TITLES_OR_RELATION =
  /^(?:mr|mrs|ms|miss|dr|herrn?|frau|madame|monsieur|mme|mlle|mevrouw|mevr|dhr)\b|\b[SDWC]\/O\b/i;

/** A line that cannot be part of an address: a field label, a bare number or a date on its own. */
function isForeignLine(text: string): boolean {
  if (!/\p{L}/u.test(text)) return !UNIT_NUMBER.test(text);
  return (!/\d/.test(text) && isFieldLabel(text) && !STREET_WORDS.test(text)) || isDateLine(text);
}

function isAddressLine(text: string): boolean {
  if (text.length > 70 || !/\p{L}|^#/u.test(text)) return false;
  if (/\d/.test(text)) {
    if (isDateLine(text)) return false;
    // "April 1, 2025 through April 30, 2025": a line with a date is not an address line ("1-5-25
    // Shibakoen", a Japanese block number, is, by its street word or postcode).
    if (findDates(text, 'DMY').length > 0 && !STREET_WORDS.test(text) && !isAnchor(text)) return false;
    return (
      STREET_WORDS.test(text) ||
      // A house number has at most five digits; longer runs are account and reference numbers.
      /^\d{1,5}[A-Za-z]?(?:\s?[/-]\s?\d+[A-Za-z]?)?\s+\p{L}/u.test(text) ||
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
function findName(lines: Cell[][], candidates: Candidate[]): string | null {
  for (const [l, row] of lines.entries()) {
    for (const cell of row) {
      const m = cell.text.match(NAME_LABELS);
      if (m) {
        // "Bill to: Rajesh Kumar, 12 High Street, London E1 6AN": the name is the part before the address.
        const name =
          cleanPersonName(m[1]!, { single: true }) ?? cleanPersonName(m[1]!.split(',')[0]!, { single: true });
        if (name) return name;
      }
      if (!NAME_LABEL_ALONE.test(cell.text)) continue;
      // Table layout: the value is the next cell on the row; a heading over a block or a column header over
      // a row of values: the next line, in the same column.
      const beside = row.find((c) => c.column === cell.column + 1);
      const below = lines[nextLine(lines, l, 1)];
      const values = beside ? [beside, below?.find((c) => c.column === cell.column)] : [below?.[0]];
      for (const value of values) {
        const name = value && cleanPersonName(value.text, { single: true });
        if (name) return name;
      }
    }
  }
  // A lease in prose: "between John Smith (the "Landlord") and Anita Rao (the "Tenant")".
  for (const row of lines) {
    for (const cell of row) {
      const m = cell.text.match(TENANT_ROLE);
      const name = m && cleanPersonName(m[1]!);
      if (name) return name;
    }
  }
  // The addressee line of the recipient block over the address; else over another address block (the
  // mailing address in the envelope window when the service address is printed elsewhere).
  for (const candidate of candidates) if (candidate.addressee) return candidate.addressee;
  for (const row of lines) {
    const m = row[0]?.text.match(SALUTATION);
    if (!m || GENERIC_SALUTATION.test(m[1]!)) continue;
    const name = cleanPersonName(m[1]!.replace(/^(?:(?:mr|mrs|ms|miss|dr)\.?\s+)+/i, ''));
    if (name) return name;
  }
  return null;
}

/** The cell over `cell` on the previous non-empty line, in the same column (or alone on its line). */
function headerAbove(lines: Cell[][], row: Cell[], cell: Cell): string | null {
  const above = lines[nextLine(lines, cell.line, -1)];
  if (!above || above.length === 0) return null;
  if (above.length === row.length || cell.column < above.length)
    return above.find((c) => c.column === cell.column)?.text ?? null;
  return null;
}

/**
 * Labels of the document's own date, in English, German, Dutch, French and Malay: "Bill date", "Date of
 * issue", "Statement closing date", "Printed on", "Rechnungsdatum", "Factuurdatum", "Date de facture",
 * "Tarikh penyata", and a bare "Date:".
 */
const ISSUE_LABEL =
  /(statement|bill|billing|invoice|issue|letter|notice|print(?:ed)?|document|agreement|contract|closing|tax\s*invoice)\s*date|date\s*of\s*(issue|statement|bill|letter|notice|agreement|contract|this\s+(?:bill|letter|notice|statement))|issued(\s+on)?|\bdated\b|\bmade\s+on|(?:printed|prepared|generated|produced)\s+on|statement\s+as\s+(?:of|at)|\bdate\b\s*[:-]?\s*$|(?:rechnungs|auszugs|ausstellungs|brief)?datum\b\s*[:-]?\s*$|(?:factuur|nota)datum|date\s+(?:de\s+(?:la\s+)?|d')?(?:facture|l'avis|[ée]mission|[ée]tablissement)|tarikh(?:\s+(?:penyata|bil|invois))?/i;
/**
 * Dates that are not the document's: due and payment dates, periods, birth, earlier bills and payments,
 * meter readings, account opening and moving dates (English and German).
 */
const EXCLUDED_LABEL =
  /\b(due|pay(ment)?|paid|birth|born|dob|d\.o\.b|expir\w*|valid|until|till|end(s|ing)?|commenc\w*|start(s|ing)?|from|since|next|reading|read|meter|opened|previous|prior|last|received|moved|requested|effect(ive)?|debit(ed)?|instal(l)?ments?|collect(ed|ion)?|deadline|before|overdue|joined|member\s+since|limite|paiement|[ée]?ch[ée]ance|vervaldatum|betaling|uiterlijk|f(?:ae|ä)llig|zahlbar|bis|ab|seit|vom|letzte\w*|vorige\w*|z(?:ae|ä)hlerstand|abgebucht|abbuchung)\b/i;
const EXPIRY_LABEL =
  /(expir\w*|valid\s*(until|till|to|thru|through)|(lease|tenancy|contract|term)\s*(end|expiry)|end\s*date|ending|ends)\b[^0-9]*$/i;
const PERIOD_LABEL = /\b(period|from|zeitraum|vom)\b/i;
const RANGE = /^\s*(to|-|–|until|through|thru|bis)\s*$/i;

function findDocumentDates(
  lines: Cell[][],
  order: ReturnType<typeof numericDateOrder>,
  now: Date,
): { date: string | null; expiryDate: string | null } {
  let issue: string | null = null;
  let periodEnd: string | null = null;
  let expiry: string | null = null;
  const plain: string[] = [];
  // A date alone on its line in the top part of the page ("15 May 2025", "Amsterdam, 15 May 2025",
  // "Tuesday, 10 June 2025"): the date of a letter, which carries no label.
  let standalone: string | null = null;
  const textLines = lines.filter((row) => row.length > 0).length;
  let seen = 0;
  const latestAllowed = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  for (const row of lines) {
    if (row.length > 0) seen++;
    if (row.length === 1 && seen <= Math.max(8, textLines * 0.4)) {
      const only = findDates(row[0]!.text, order);
      const lead = only.length === 1 ? row[0]!.text.slice(0, only[0]!.index) : '';
      if (
        only.length === 1 &&
        !only[0]!.spaced &&
        /^(?:[\p{L} .'-]{2,30},\s*)?$/u.test(lead) &&
        row[0]!.text.slice(only[0]!.end).trim() === '' &&
        !EXCLUDED_LABEL.test(lead) &&
        only[0]!.iso <= latestAllowed
      ) {
        standalone ??= only[0]!.iso;
      }
    }
    for (const cell of row) {
      const dates = findDates(cell.text, order);
      // A table row: "Bill Date" in one cell, the date in the next.
      const before = cell.column > 0 ? `${row.find((c) => c.column === cell.column - 1)?.text ?? ''} ` : '';
      dates.forEach((d: FoundDate, i) => {
        const own = cell.text.slice(i === 0 ? Math.max(0, d.index - 50) : dates[i - 1]!.end, d.index);
        let context = i === 0 && own.trim() === '' && findDates(before, order).length === 0 ? before + own : own;
        // A column header or a label on the line above ("Bill date" over "6 May 2025"): a bare "Date" over a
        // table of transactions does not count.
        if (i === 0 && own.trim() === '') {
          const above = headerAbove(lines, row, cell);
          if (above && !/^\s*date\s*:?\s*$/i.test(above) && findDates(above, order).length === 0) {
            context = `${above} ${context}`;
          }
        }
        if (EXPIRY_LABEL.test(context)) {
          expiry ??= d.iso;
          return;
        }
        // "Opening/Closing Date 04/07/2025 - 05/06/2025": under a date label, a range's end is the date.
        const next = dates[i + 1];
        const isRangeStart = next !== undefined && RANGE.test(cell.text.slice(d.end, next.index));
        const isRangeEnd = i > 0 && RANGE.test(context);
        const rangeLabel = cell.text.slice(0, dates[0]!.index) || context;
        if (isRangeStart && ISSUE_LABEL.test(rangeLabel) && !EXCLUDED_LABEL.test(rangeLabel)) return;
        if (isRangeEnd && ISSUE_LABEL.test(before + rangeLabel) && !PERIOD_LABEL.test(before + rangeLabel)) {
          issue ??= d.iso;
          return;
        }
        if (
          i > 0 &&
          /^\s*(to|-|–|until|through|bis)\s*$/i.test(context) &&
          PERIOD_LABEL.test(cell.text.slice(0, dates[0]!.index))
        ) {
          // The end of a contract, lease or tenancy period is when the document expires.
          if (/\b(contract|lease|tenancy|term|miet\w*)\b/i.test(before + cell.text.slice(0, dates[0]!.index))) {
            expiry ??= d.iso;
          } else periodEnd ??= d.iso;
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
  return { date: issue ?? standalone ?? periodEnd ?? latestPlain, expiryDate: expiry };
}
