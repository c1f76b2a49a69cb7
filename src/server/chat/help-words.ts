/**
 * How Quick Help reads a question's words: lower case, chat shorthand spelled out, a light stem, typos
 * corrected against the words of our help pages ("documnets" -> "document"). help-lexicon.ts adds each word's
 * base form and meaning class.
 */

/** Spellings people use in chat for words our pages spell out. */
const SHORTHAND: Readonly<Record<string, string>> = {
  docs: 'documents',
  doc: 'document',
  pic: 'photo',
  pics: 'photo',
  picture: 'photo',
  pictures: 'photo',
  photograph: 'photo',
  foto: 'photo',
  pp: 'passport',
  ppt: 'passport',
  ur: 'your',
  u: 'you',
  pls: 'please',
  plz: 'please',
  yr: 'year',
  yrs: 'years',
  abt: 'about',
  reqd: 'required',
  govt: 'government',
  cant: 'can not',
  cannot: 'can not',
  dont: 'do not',
  wont: 'will not',
  whats: 'what is',
  email: 'e mail',
};

export function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ch|sh|x|ss)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** The words of a text in order, shorthand spelled out and stemmed; apostrophes join ("can't" -> "cant"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/['’]/g, '')
      // "15mb" is "15 mb"; "2x2" is "2 x 2" in questions and topics alike.
      .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .flatMap((w) => (SHORTHAND[w] ?? w).split(' '))
      .map(stem)
  );
}

/** Optimal string alignment distance (an adjacent swap costs 1), stopping early beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Corrects a word our pages do not use to the nearest one they do with the same first letter: one edit from
 * five letters, two from nine. Shorter words are left alone: "fir" and "fit" are both words; so is a word
 * with two nearest ones.
 */
export class Speller {
  private readonly known: Set<string>;
  private readonly byLength = new Map<number, string[]>();

  constructor(vocabulary: Iterable<string>) {
    this.known = new Set(vocabulary);
    for (const w of this.known) {
      const list = this.byLength.get(w.length) ?? [];
      list.push(w);
      this.byLength.set(w.length, list);
    }
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  correct(word: string): string {
    const { best, tied } = this.nearest(word);
    // Two words equally near ("renwal": renewal or rental?) would be a guess: leave it as typed.
    return tied ? word : best;
  }

  /** A word of ours, or a typo of one (even one we cannot tell apart): not a word our pages never use. */
  knows(word: string): boolean {
    if (this.known.has(word)) return true;
    const { best, tied } = this.nearest(word);
    return best !== word || tied;
  }

  private nearest(word: string): { best: string; tied: boolean } {
    if (word.length < 5 || this.known.has(word) || /\d/.test(word)) return { best: word, tied: false };
    const max = word.length >= 9 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let tied = false;
    for (let len = word.length - max; len <= word.length + max; len++) {
      for (const candidate of this.byLength.get(len) ?? []) {
        // People rarely get the first letter wrong; "carry" is not a typo of "marry".
        if (candidate[0] !== word[0]) continue;
        const d = editDistance(word, candidate, max);
        if (d < bestDistance) [best, bestDistance, tied] = [candidate, d, false];
        else if (d === bestDistance && d <= max) tied = true;
      }
    }
    return { best, tied };
  }
}
