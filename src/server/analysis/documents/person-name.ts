/** English, Indian, German, French and Dutch forms of address. */
const TITLES =
  /^(?:mr|mrs|ms|miss|mx|dr|shri|smt|sri|kumari|prof|herrn?|frau|madame|monsieur|mme|mlle|mevrouw|mevr|dhr|de\s+heer)\.?\s+/i;

/**
 * "Priya D/O Ramesh Kumar", "Murugan s/o Selvam", "R. K. Sharma C/O Al Fajr Trading": the holder is the
 * person before the relation (son/daughter/wife of, care of); what follows names someone else.
 */
const RELATION = /\s+(?:[SDWC]\s?[/.\\]\s?O\b\.?|(?:son|daughter|wife|husband)\s+of\b|care\s+of\b).*$/i;

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
    'name',
    'payment',
    'due',
    'district',
    'charges',
    'period',
    'plan',
    'subject',
    'kontoinhaber',
    'anschrift',
    'rechnung',
    // Company forms, job titles and contact words: a signatory's or contact's line is not the holder's.
    'gmbh',
    'ag',
    'kg',
    'nv',
    'bv',
    'pty',
    'bhd',
    'berhad',
    'corp',
    'limited',
    'stadtwerke',
    'care',
    'support',
    'contact',
    'manager',
    'supervisor',
    'officer',
    'director',
    'chief',
    'section',
    'clerk',
    'agent',
    'witness',
    'signature',
    'billing',
    'phone',
    'mobile',
    'email',
    'tel',
    'fax',
    'no',
    'occupier',
    'occupant',
    'resident',
    'herrn',
    'herr',
    'frau',
  ].map((w) => w.toLowerCase()),
);

/** German and Dutch street names are one word ending in the street word: "Bahnhofstraße", "Lindenweg". */
const STREET_SUFFIX = /\p{L}{2,}(?:straße|strasse|stra(?:ss|ß)e|gasse|allee|platz|weg|straat|laan|gracht)$/iu;

export interface NameOptions {
  /**
   * Accept a one-word name. Only where the context says a name follows (a "Name:" label, a title, a
   * relation form): many people have a single name, but so do company and place words.
   */
  single?: boolean;
}

export function looksLikePersonName(text: string, options: NameOptions = {}): boolean {
  const words = text.replace(TITLES, '').trim().split(/\s+/);
  if (words.length < (options.single ? 1 : 2) || words.length > 5) return false;
  if (words.length === 1 && (words[0]!.replace(/\./g, '').length < 3 || words[0]!.endsWith('.'))) return false;
  return words.every(
    (w) =>
      /^\p{L}[\p{L}'.-]*$/u.test(w) &&
      !NOT_NAME_WORDS.has(w.toLowerCase().replace(/[.,]/g, '')) &&
      !STREET_SUFFIX.test(w),
  );
}

/**
 * 'MR ARJUN MEHTA' -> 'Arjun Mehta', 'MURUGAN S/O SELVAM' -> 'Murugan'; null when the text is not a
 * plausible person's name.
 */
export function cleanPersonName(raw: string, options: NameOptions = {}): string | null {
  const first = raw
    .split(/\s{3,}/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  let text = first
    // "1. Anita Rao 2. Vikram Rao", "(1) Anita Rao": the first of a numbered list.
    .replace(/^\(?1[.)]\s+/, '')
    .split(/\s+\(?2[.)]\s+/)[0]!
    // "MR & MRS RAJESH KUMAR", "Mr A Kumar and Mrs B Kumar": the first person named.
    .replace(/^((?:mr|mrs|ms|miss|dr)\.?)\s*(?:&|and)\s*(?:mr|mrs|ms|miss|dr)\.?\s+/i, '$1 ')
    .split(/\s+(?:&|and)\s+(?=(?:mr|mrs|ms|miss|dr)\b)/i)[0]!
    .replace(RELATION, '')
    .replace(/[,;:]+$/, '')
    .trim();
  const hasRelation = text !== first.replace(/[,;:]+$/, '').trim();
  const titled = TITLES.test(text);
  text = text.replace(TITLES, '').replace(TITLES, '');
  const single = options.single || titled || hasRelation;
  if (!looksLikePersonName(text, { single })) return null;
  // Initials run together by OCR or by the writer: "R.K. Sharma" is "R. K. Sharma".
  text = text.replace(/\b([A-Za-z])\.(?=[A-Za-z]\b)/g, '$1. ');
  // OCR reads a capital I as a lower-case l at the start of a name ("lyer" for "Iyer").
  text = text.replace(/(^|\s)l(?=[a-z]+(\s|$))/g, (m, sep: string) => (text === text.toLowerCase() ? m : `${sep}I`));
  if (text === text.toUpperCase() || text === text.toLowerCase()) {
    text = text.toLowerCase().replace(/(^|[\s'-])(\p{Ll})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
  }
  return text;
}
