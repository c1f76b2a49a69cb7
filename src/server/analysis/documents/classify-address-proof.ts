import type { AddressProofDocumentType } from '#shared/schemas/document-analysis.ts';

type Known = Exclude<AddressProofDocumentType, 'other'>;

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
  ],
};

export function classifyAddressProof(text: string): { documentType: AddressProofDocumentType; strength: number } {
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
