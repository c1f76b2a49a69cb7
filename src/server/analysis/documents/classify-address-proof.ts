import type { AddressProofDocumentType } from '#shared/schemas/document-analysis.ts';

type Known = Exclude<AddressProofDocumentType, 'other'>;

/**
 * A council tax bill, a rates notice or a municipal tax notice (UK council tax, Australian and New Zealand
 * rates, German Grundsteuer/Grundbesitzabgaben, a municipality's fees, Singapore property tax): it carries
 * bill words (amount payable, instalments, sometimes water charges) but is a letter from a government, which
 * the spec's types call government_letter. Phrases only, so that a utility bill that lists a municipality
 * fee among its charges, or a water company's "water rates invoice", stays a utility bill.
 */
const COUNCIL_NOTICE =
  /\bcouncil\s+tax\b|(?<!\b(?:water|sewerage|electricity|gas)\s+)\b(?:council\s+|annual\s+|general\s+|land\s+|property\s+)?rates?\s+(?:notice|assessment|invoice|instalment\s+notice)\b|\bcouncil\s+rates\b|\brates\s+(?:and|&)\s+charges\b|\bproperty\s+tax\s+(?:bill|notice|assessment)\b|\bmunicipal(?:ity)?\s+(?:tax|taxes|fees?|rates|charges)\s+(?:bill|notice|demand|assessment|statement)\b|\bgrundsteuer\w*|\bgrundbesitzabgaben\w*|\babgabenbescheid\b/i;

/** Keyword weights; a title-like hit near the top of the page counts double. */
const KEYWORDS: Record<Known, [RegExp, number][]> = {
  utility_bill: [
    [/\b(electricity|electric|energy|gas|water|hydro|power)\b/i, 2],
    [/\butility\b/i, 2],
    [/\b(internet|broadband|telecom|mobile|phone)\s+(bill|services?)\b/i, 2],
    [/\bkwh\b/i, 2],
    [/\bmeter\b/i, 1],
    [/\b(amount|total)\s+(due|payable)\b/i, 1],
    [/\bbill(ing)?\s+(date|period)\b|\byour\s+\w*\s*bill\b/i, 2],
    [/\bdewa\b|\bsewa\b|\baddc\b/i, 3],
    [/\b(telecom|telecommunications?|postpaid|mobilfunk)\b/i, 2],
    [
      /\b(strom|gas|wasser|heiz)rechnung\b|\brechnung\s+(?:f\S{1,2}r\s+)?(internet|telefon|strom|gas|wasser|mobilfunk)\b/i,
      3,
    ],
    [/\bgrundgeb\S{1,2}hr\b|\bverbrauch\b|\babschlag\b/i, 1],
  ],
  bank_statement: [
    [/\b(?:volks|spar|raiffeisen)?bank\b|\bsparkasse\b|\bbuilding society\b|\bcredit union\b/i, 2],
    [/\bkontoauszug\b|\bkontoinhaber(?:in)?\b/i, 3],
    [/\bstatement\s+of\s+account\b|\baccount\s+statement\b|\bbank\s+statement\b/i, 3],
    [/\b(opening|closing)\s+balance\b/i, 2],
    [/\bsort\s+code\b|\biban\b|\brouting\b|\bswift\b/i, 2],
    [/\b(deposit|withdrawal|transaction)s?\b/i, 1],
    [/\baccount\s+holder\b/i, 1],
  ],
  lease: [
    [/\b(lease|tenancy)\b/i, 3],
    [/\blandlord\b|\blessor\b/i, 2],
    [/\btenant\b|\blessee\b/i, 2],
    [/\b(monthly\s+)?rent\b(?!\s+payment)/i, 1],
    [/\bsecurity\s+deposit\b/i, 1],
    [/\bejari\b/i, 3],
  ],
  government_letter: [
    [/\b(department|ministry|agency|administration|authority|council|municipality|federal|government)\b/i, 2],
    [/\b(hm\s*revenue|hmrc|internal revenue|irs|social security|revenue agency|service canada|dvla|dmv)\b/i, 3],
    [/\b(citizenship|immigration|residency|emirates\s*id|national insurance|tax\s*(return|assessment))\b/i, 2],
    [/\bnotice\s+of\s+assessment\b/i, 2],
    [/\bdear\s+(mr|mrs|ms|miss|dr)\b/i, 1],
    [/\byours\s+(sincerely|faithfully)\b/i, 1],
    [/\bthis\s+is\s+to\s+(confirm|certify)\b|\bto\s+whom\s+it\s+may\s+concern\b/i, 2],
    [/\bregistered\s+(at\s+the\s+)?address\b|\bin\s+our\s+records\b/i, 1],
    // Council tax, rates and municipal notices are bills, but from the local government: the title decides.
    [COUNCIL_NOTICE, 6],
    // German authorities: a notice (Bescheid), a registration certificate, the town or district office.
    [
      /\w*bescheid\b|\bmeldebescheinigung\b|\b(?:b\S{1,2}rger|einwohnermelde|finanz|bezirks|landrats|ordnungs)amt\b/i,
      3,
    ],
    // The marks of a letter, each weak alone: a subject line, an office, a signatory, an address confirmed.
    [/^\s*(?:subject|re|betreff)\s*:/im, 1],
    [/\boffice\b/i, 1],
    [/\bauthori[sz]ed\s+signatory\b|\bfor\s+and\s+on\s+behalf\s+of\b/i, 1],
    [/\b(?:confirmation|proof|certificate|verification)\s+of\s+(?:\w+\s+)?address\b/i, 2],
  ],
};

/**
 * Digits that OCR puts inside words ("Counci1 Tax", "C0uncil", "5tatement") read back as the letters they
 * resemble. Only for finding keywords: the text itself is not changed.
 */
function lettersForDigits(text: string): string {
  return text.replace(/\b(?=[A-Za-z]*[015])(?=[0-9]*[A-Za-z])[A-Za-z015]{4,}\b/g, (word) =>
    word.replace(/1/g, 'l').replace(/0/g, 'o').replace(/5/g, 's'),
  );
}

export function classifyAddressProof(ocrText: string): { documentType: AddressProofDocumentType; strength: number } {
  const text = lettersForDigits(ocrText);
  const head = text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 4)
    .join('\n');
  let best: AddressProofDocumentType = 'other';
  let bestScore = 0;
  for (const [type, rules] of Object.entries(KEYWORDS) as [Known, [RegExp, number][]][]) {
    let score = 0;
    for (const [pattern, weight] of rules) {
      if (pattern.test(text)) score += weight;
      if (pattern.test(head)) score += weight;
    }
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  if (bestScore < 3) return { documentType: 'other', strength: 0 };
  return { documentType: best, strength: Math.min(1, bestScore / 10) };
}
