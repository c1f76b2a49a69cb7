const TITLES = /^(?:mr|mrs|ms|miss|mx|dr|shri|smt|sri|kumari|prof)\.?\s+/i;

/** Words that appear in company names, headings and labels but not in people's names. */
const NOT_NAME_WORDS = new Set(
  [
    'account',
    'bank',
    'statement',
    'energy',
    'electric',
    'electricity',
    'water',
    'gas',
    'hydro',
    'power',
    'ltd',
    'llc',
    'inc',
    'plc',
    'pjsc',
    'co',
    'company',
    'society',
    'trust',
    'services',
    'service',
    'department',
    'ministry',
    'agency',
    'authority',
    'government',
    'council',
    'revenue',
    'customs',
    'security',
    'federal',
    'street',
    'road',
    'avenue',
    'drive',
    'lane',
    'flat',
    'apt',
    'unit',
    'villa',
    'tower',
    'building',
    'box',
    'date',
    'number',
    'total',
    'amount',
    'balance',
    'bill',
    'summary',
    'period',
    'agreement',
    'tenancy',
    'lease',
    'contract',
    'landlord',
    'tenant',
    'dear',
    'yours',
    'sincerely',
    'records',
    'team',
    'office',
    'reference',
    'customer',
    'page',
    'the',
    'of',
    'and',
    'for',
    'your',
    'to',
    'property',
    'management',
    'lettings',
    'rentals',
    'real',
    'estate',
    'address',
    'notice',
    'assessment',
    'operations',
    'united',
    'states',
    'kingdom',
    'arab',
    'emirates',
    'canada',
    'usa',
    'uae',
    'description',
    'signed',
    'rent',
  ].map((w) => w.toLowerCase()),
);

export function looksLikePersonName(text: string): boolean {
  const words = text.replace(TITLES, '').trim().split(/\s+/);
  if (words.length < 2 || words.length > 5) return false;
  return words.every(
    (w) => /^[A-Za-z][A-Za-z'.-]*$/.test(w) && !NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]/g, '')),
  );
}

/** 'MR ARJUN MEHTA' -> 'Arjun Mehta'; null when the text is not a plausible person's name. */
export function cleanPersonName(raw: string): string | null {
  let text = raw
    .split(/\s{3,}/)[0]!
    .replace(/[,;:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  text = text.replace(TITLES, '').replace(TITLES, '');
  if (!looksLikePersonName(text)) return null;
  // OCR reads a capital I as a lower-case l at the start of a name ("lyer" for "Iyer").
  text = text.replace(/(^|\s)l(?=[a-z]+(\s|$))/g, (m, sep: string) => (text === text.toLowerCase() ? m : `${sep}I`));
  if (text === text.toUpperCase() || text === text.toLowerCase()) {
    text = text.toLowerCase().replace(/(^|[\s'-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
  }
  return text;
}
