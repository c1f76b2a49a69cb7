/**
 * The standard PDF fonts (Helvetica...) encode WinAnsi only. pdf-lib throws on anything else, so every
 * string goes through toWinAnsi first: accents are dropped where the letter is missing, a few symbols are
 * spelt out, and characters with no Latin equivalent become '?' (the caller is told, to warn the user).
 */

// The 0x80-0x9F block of Windows-1252; 0x20-0x7E and 0xA0-0xFF map to the same code points.
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0) ?? 0;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || CP1252_EXTRAS.includes(ch);
}

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '₹': 'INR ',
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '✓': 'v',
  '✔': 'v',
  '✗': 'x',
  '✘': 'x',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u00ad': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŧ: 't',
  Ŧ: 'T',
};

export interface WinAnsiResult {
  readonly text: string;
  /** True when some characters could not be represented and were replaced by '?'. */
  readonly lossy: boolean;
}

/** Converts one line of text (tabs become spaces; line breaks must be split by the caller). */
export function toWinAnsi(input: string): WinAnsiResult {
  let out = '';
  let lossy = false;
  let lastWasUnknown = false;
  for (const ch of input.replace(/\t/g, ' ').replace(/[\r\n]+/g, ' ')) {
    let mapped: string | null = null;
    if (isWinAnsi(ch)) mapped = ch;
    else if (ch in REPLACEMENTS) mapped = REPLACEMENTS[ch] ?? '';
    else {
      const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      if (base !== '' && Array.from(base).every(isWinAnsi)) mapped = base;
      else if (/\p{M}|\p{Cc}|\p{Cf}/u.test(ch)) mapped = '';
    }
    if (mapped === null) {
      lossy = true;
      if (!lastWasUnknown) out += '?';
      lastWasUnknown = true;
    } else {
      out += mapped;
      if (mapped !== '') lastWasUnknown = false;
    }
  }
  return { text: out, lossy };
}
