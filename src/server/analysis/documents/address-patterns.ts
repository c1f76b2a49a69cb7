/**
 * Recognisers for the lines that anchor a postal address: postcodes and their local equivalents (P.O.
 * Box, emirate, Singapore and Australian codes, postcode before or after the town) and country lines.
 */

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
export const US_ZIP = new RegExp(String.raw`\b(?:${US_STATES})\.?\s+\d{5}(?:-\d{4})?\b`);
const CA_POSTAL = /\b[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d\b/;
/** Province + postal code, tolerating OCR reading letters as digits ("V3W 425" for "V3W 4Z5"). */
export const CA_PROVINCE_POSTAL = /\b(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+([A-Z0-9]{3})\s?([A-Z0-9]{3})\b/;
const UK_POSTCODE = /\b(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)\s*\d[ABD-HJLNP-UW-Z]{2}\b/;
export const UAE_PO_BOX = /\bP\.?\s*O\.?\s*Box\s*:?\s*\d{3,6}\b/i;
const EMIRATES = String.raw`Dubai|Abu\s+Dhabi|Sharjah|Ajman|Umm\s+Al\s+Quwain|Ras\s+Al\s+Khaimah|Fujairah|Al\s+Ain`;
const UAE_EMIRATE = new RegExp(String.raw`\b(${EMIRATES})\b.*\b(U\.?A\.?E|United\s+Arab\s+Emirates)\b`, 'i');
/** An emirate alone on its line ("Dubai", "Sharjah - U.A.E."): UAE addresses often have no postcode. */
const EMIRATE_LINE = new RegExp(
  String.raw`^(?:${EMIRATES})(?:\s*[,-]?\s*(?:U\.?A\.?E\.?|United\s+Arab\s+Emirates))?\.?$`,
  'i',
);
/** Australian state or territory and 4-digit postcode: "Parramatta NSW 2150". */
const AU_STATE_POSTCODE = /\b(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}\b/;
/** Japanese postal code after the town at the end of a line: "Minato-ku, Tokyo 107-0062". */
const JP_POSTAL = /\p{Lu}[\p{L}-]+,?\s+\d{3}-\d{4}$/u;
/** Irish Eircode: routing key and unique identifier, "D06 F2X4". */
const EIRCODE =
  /\b(?:[AC-FHKNPRTV-Y]\d{2}|D6W)\s?(?=[0-9AC-FHKNPRTV-Y]{4}\b)(?=\S*\d)(?=\S*[A-Z])[0-9AC-FHKNPRTV-Y]{4}\b/;
/** Singapore's 6-digit postal code. */
const SG_POSTAL = /\bSingapore\s+\d{6}\b/i;
/** Postcode before the town (Germany, Austria, France...): "60311 Frankfurt am Main", "1010 Wien". */
const POSTCODE_THEN_TOWN = /^\d{4,5}\s+\p{Lu}[\p{L}.'-]+(?:\s+[\p{L}.'-]+){0,3}$/u;
/** The same at the end of a one-line address: "Leopoldstraße 48, 80802 München". */
const POSTCODE_THEN_TOWN_TAIL = /,\s*\d{4,5}\s+\p{Lu}[\p{L}.'-]+(?:\s+[\p{L}.'-]+){0,3}$/u;
/**
 * A town then a 5-digit code ending a line (Saudi national address, Gulf states): "Riyadh 12382", "Al Olaya
 * District, Riyadh 12244".
 */
const TOWN_THEN_POSTCODE = /(?:^|[^,:\d]{3},\s*)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+\d{5}(?:-\d{4})?$/u;
/** The same with a 4-digit code (New Zealand, Norway, Denmark...): "Auckland 1010"; field labels excluded. */
const TOWN_THEN_4_DIGITS =
  /^(?!(?:page|total|account|invoice|customer|meter|reference|ref|unit|suite|flat|room|apartment|apt|level|no|box|pin|code)\b)\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+\d{4}$/iu;
const COUNTRY_LINE =
  /^(USA|U\.S\.A\.?|United States( of America)?|United Kingdom|UK|Canada|UAE|U\.A\.E\.?|United Arab Emirates|(?:Kingdom of )?Saudi Arabia|KSA|Singapore|Australia|New Zealand|Germany|Deutschland|Austria|Switzerland|France|Ireland|Netherlands|The Netherlands|Nederland|Belgium|Japan|Kenya|Qatar|State of Qatar|Kuwait|State of Kuwait|Bahrain|Kingdom of Bahrain|(?:Sultanate of )?Oman|Malaysia|Hong Kong|South Africa|India)\.?$/i;
/** Country names as printed on address lines, for undoing a one-letter OCR slip ("Saud Arabia"). */
const COUNTRY_NAMES = [
  'United States',
  'United Kingdom',
  'Canada',
  'United Arab Emirates',
  'Saudi Arabia',
  'Kingdom of Saudi Arabia',
  'Singapore',
  'Australia',
  'Germany',
  'Deutschland',
  'Netherlands',
  'New Zealand',
  'Malaysia',
  'Switzerland',
];

/** The line as a country line: itself when it is one, the right spelling when one letter is off, else null. */
export function countryLine(text: string): string | null {
  if (COUNTRY_LINE.test(text)) return text;
  // "Muscat, Sultanate of Oman", "Al Sadd, Doha, Qatar": a town before the country on the same line.
  const tail = text.match(/^\p{Lu}[\p{L} .'-]{1,30},\s*(.+)$/u);
  if (tail && COUNTRY_LINE.test(tail[1]!.trim())) return text;
  const bare = text
    .replace(/[.,]+$/, '')
    .trim()
    .toLowerCase();
  if (bare.length < 6) return null;
  return COUNTRY_NAMES.find((c) => editDistanceAtMostOne(c.toLowerCase(), bare)) ?? null;
}

function editDistanceAtMostOne(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export const ADDRESS_LABEL =
  /^(?:(?:service|supply|billing|mailing|postal|property|residential|correspondence|home|premises?|physical|connection|installation|permanent|current|present)\s+)?(?:address|premises|anschrift|adresse|wohnanschrift|lieferanschrift|(?<=\s)location)(?:\s+of\s+(?:the\s+)?(?:rented\s+|leased\s+)?(?:property|premises))?(?:\s*[:;.-]\s*|\s+(?=\d|(?:unit|flat|apt|apartment|suite|villa|blk|block|building)\b)|$)/i;

/** A line that fixes an address block: a postcode or its local equivalent. */
export function isAnchor(text: string): boolean {
  const bare = text.replace(ADDRESS_LABEL, '').trim();
  return (
    US_ZIP.test(text) ||
    CA_POSTAL.test(text) ||
    CA_PROVINCE_POSTAL.test(text) ||
    UK_POSTCODE.test(text) ||
    UAE_PO_BOX.test(text) ||
    UAE_EMIRATE.test(text) ||
    EMIRATE_LINE.test(bare) ||
    AU_STATE_POSTCODE.test(text) ||
    SG_POSTAL.test(text) ||
    JP_POSTAL.test(text.trim()) ||
    EIRCODE.test(text) ||
    POSTCODE_THEN_TOWN.test(bare) ||
    (bare !== text.trim() && POSTCODE_THEN_TOWN_TAIL.test(bare)) ||
    TOWN_THEN_POSTCODE.test(bare) ||
    TOWN_THEN_4_DIGITS.test(bare)
  );
}
