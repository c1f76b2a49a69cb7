/**
 * Letter/digit fix-up by position in a TD3 MRZ (O/0, I/1, B/8, S/5, Z/2... where the layout allows
 * only one of them), and state codes corrected to the ICAO list. No change is ever made to satisfy a
 * check digit.
 */
import { states } from 'mrz';
import { TD3_LINE_LENGTH } from './td3.ts';

const LETTER_FOR_DIGIT: Record<string, string> = {
  '0': 'O',
  '1': 'I',
  '2': 'Z',
  '4': 'A',
  '5': 'S',
  '6': 'G',
  '7': 'T',
  '8': 'B',
};

const DIGIT_FOR_LETTER: Record<string, string> = {
  O: '0',
  Q: '0',
  D: '0',
  U: '0',
  C: '0',
  I: '1',
  L: '1',
  J: '1',
  T: '1',
  Z: '2',
  A: '4',
  S: '5',
  G: '6',
  B: '8',
};

type Slot = 'letter' | 'letterOrFiller' | 'digit' | 'digitOrFiller' | 'sex' | 'any' | 'filler';

function applySlot(char: string, slot: Slot): string {
  switch (slot) {
    case 'letter':
      return LETTER_FOR_DIGIT[char] ?? char;
    case 'letterOrFiller':
      return char === '<' ? char : (LETTER_FOR_DIGIT[char] ?? char);
    case 'digit':
      return DIGIT_FOR_LETTER[char] ?? char;
    case 'digitOrFiller':
      return char === '<' ? char : (DIGIT_FOR_LETTER[char] ?? char);
    case 'sex':
      return char === 'H' || char === 'N' ? 'M' : char === 'E' || char === 'P' ? 'F' : char;
    case 'filler':
      return '<';
    default:
      return char;
  }
}

function slotsLine1(): Slot[] {
  const slots: Slot[] = ['letter', 'letterOrFiller', 'letter', 'letter', 'letter'];
  while (slots.length < TD3_LINE_LENGTH) slots.push('letterOrFiller');
  return slots;
}

function slotsLine2(indian: boolean): Slot[] {
  // Indian passport numbers are one letter and seven digits, then one filler.
  const docNumber: Slot[] = indian
    ? ['letter', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit', 'digit', 'filler']
    : Array<Slot>(9).fill('any');
  return [
    ...docNumber,
    'digit',
    'letter',
    'letter',
    'letter',
    ...Array<Slot>(7).fill('digit'),
    'sex',
    ...Array<Slot>(7).fill('digit'),
    ...Array<Slot>(14).fill('any'),
    'digitOrFiller',
    'digit',
  ];
}

const LETTER_LOOKALIKES: Record<string, string[]> = {
  O: ['D', 'Q'],
  D: ['O'],
  Q: ['O'],
  U: ['O'],
  I: ['L', 'T'],
  L: ['I'],
  T: ['I'],
  // W read as N or H on small real pages (TWN as TNN, THN).
  N: ['M', 'H', 'W'],
  M: ['N'],
  H: ['N', 'W'],
  E: ['F'],
  F: ['E'],
  C: ['G'],
  G: ['C'],
  V: ['W'],
  W: ['V', 'N'],
};

/**
 * A three-letter state code that is not on the ICAO list is corrected when exactly one look-alike
 * substitution (O/D, I/L, N/M...) turns it into a listed code. Codes carry no check digit.
 */
export function fixStateCode(code: string, known: (c: string) => boolean = (c) => c in states): string {
  const letters = code
    .split('')
    .map((c) => applySlot(c, 'letter'))
    .join('');
  if (known(letters)) return letters;
  const found = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    for (const alt of LETTER_LOOKALIKES[letters[i] as string] ?? []) {
      const candidate = letters.slice(0, i) + alt + letters.slice(i + 1);
      if (known(candidate)) found.add(candidate);
    }
  }
  return found.size === 1 ? ([...found][0] as string) : letters;
}

/** Fixes letter/digit confusions (O/0, I/1, B/8, S/5, Z/2 ...) where the TD3 layout allows only one. */
export function fixTd3Line1(line: string): string {
  const slots = slotsLine1();
  const chars = line.split('').map((c, i) => applySlot(c, slots[i] ?? 'any'));
  if (chars[0] !== 'P') chars[0] = 'P';
  const fixed = chars.join('');
  return fixed.slice(0, 2) + fixStateCode(fixed.slice(2, 5)) + fixed.slice(5);
}

/** `issuingState` (from line 1) tells whether the Indian passport-number layout applies. */
export function fixTd3Line2(line: string, issuingState?: string): string {
  const nationality = fixStateCode(line.slice(10, 13));
  const withCode = line.slice(0, 10) + nationality + line.slice(13);
  const slots = slotsLine2(issuingState === 'IND' || nationality === 'IND');
  return withCode
    .split('')
    .map((c, i) => applySlot(c, slots[i] ?? 'any'))
    .join('');
}
