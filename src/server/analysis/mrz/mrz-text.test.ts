import { describe, expect, it } from 'vitest';
import { fixStateCode, fixTd3Line1, fixTd3Line2 } from './mrz-fixup.ts';
import {
  cleanOcrLine,
  fitLineLength,
  normaliseTd3Pair,
  pickFieldsByCheckDigit,
  pickMrzPair,
  repairByCheckDigits,
  voteLines,
} from './mrz-text.ts';
import { compositeSource, mrzCheckDigit } from './td3.ts';

const LINE1 = 'P<INDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<<';
const LINE2 = 'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2';

describe('letter/digit fix-up by position', () => {
  it('turns letters into digits in numeric fields and digits into letters in alphabetic ones', () => {
    // 2 for Z (passport letter), O for 0 in the birth date, 1 for I in the nationality, S for 5 in expiry.
    expect(fixTd3Line2('24830157<3IN08503127F26O7O34<<<<<<<<<<<<<<<2', 'IND')).toBe(LINE2);
    expect(fixTd3Line2('Z483O1S7<3IND85O3127F2607034<<<<<<<<<<<<<<<Z')).toBe(LINE2);
  });

  it('fixes names and the issuing state on line 1', () => {
    expect(fixTd3Line1('P<1NDSHARMA<<AN1TA<KUMAR1<<<<<<<<<<<<<<<<<<<')).toBe(LINE1);
  });

  it('leaves the check digits alone even when they are wrong', () => {
    const wrong = LINE2.slice(0, 19) + '1' + LINE2.slice(20);
    expect(fixTd3Line2(wrong, 'IND')).toBe(wrong);
  });

  it('corrects a state code only to a single listed look-alike', () => {
    expect(fixStateCode('INO')).toBe('IND');
    expect(fixStateCode('1ND')).toBe('IND');
    expect(fixStateCode('GBR')).toBe('GBR');
    expect(fixStateCode('XQX')).toBe('XQX');
  });
});

describe('fitLineLength', () => {
  it('adds or removes filler in the longest run of <', () => {
    expect(fitLineLength(LINE1.replace('<<<<<', '<<<<'))).toBe(LINE1);
    expect(fitLineLength(LINE2.replace('<<<<<', '<<<<<<<'))).toBe(LINE2);
  });

  it('drops a stray character at the end when that makes the line plausible', () => {
    const read = normaliseTd3Pair([`${LINE1}L`, `${LINE2}E`]);
    expect(read).toEqual([LINE1, LINE2]);
  });

  it('pads or cuts when there is no filler run', () => {
    expect(fitLineLength('ABC', 5)).toBe('ABC<<');
    expect(fitLineLength('ABCDEFG', 5)).toBe('ABCDE');
  });
});

describe('voteLines', () => {
  it('takes the weighted majority per character', () => {
    const result = voteLines([
      { text: 'A1C<', weight: 0.9 },
      { text: 'AIC<', weight: 0.6 },
      { text: 'A1C<', weight: 0.5 },
    ]);
    expect(result.text).toBe('A1C<');
    expect(result.contested).toEqual([]);
    expect(result.agreement).toBeLessThan(1);
  });

  it('marks positions where no majority agreed', () => {
    const result = voteLines([
      { text: 'AB', weight: 1 },
      { text: 'AC', weight: 1 },
      { text: 'AD', weight: 1 },
    ]);
    expect(result.contested).toEqual([1]);
  });

  it('ignores candidates of another length', () => {
    expect(
      voteLines([
        { text: 'AB', weight: 1 },
        { text: 'ABC', weight: 5 },
      ]).text,
    ).toBe('AB');
  });
});

describe('pickMrzPair and normaliseTd3Pair', () => {
  it('finds the MRZ among other OCR lines and normalises it', () => {
    const ocr = [
      'HOUSTON',
      '171091201816I09I2028',
      'P<1NDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<',
      '24830157<3IND8503127F2607034<<<<<<<<<<<<<<<<2',
    ];
    const pair = pickMrzPair(ocr);
    expect(pair).not.toBeNull();
    expect(normaliseTd3Pair(pair as [string, string])).toEqual([LINE1, LINE2]);
  });

  it('returns null when nothing looks like an MRZ', () => {
    expect(pickMrzPair(['REPUBLIC OF INDIA', 'SPECIMEN'])).toBeNull();
  });

  it('cleans look-alikes of the filler', () => {
    expect(cleanOcrLine('p« ind')).toBe('P<IND');
  });
});

describe('choosing line 2 fields by their check digits', () => {
  it('takes a field from the pass that read it with a valid check digit', () => {
    // The vote misread the birth date (8503I27 fixes to nothing valid); one pass read it right.
    const voted = 'Z4830157<3IND8503177F2607034<<<<<<<<<<<<<<<2';
    const pass = 'Z4830157<3IND8503127F2607084<<<<<<<<<<<<<<<2';
    expect(pickFieldsByCheckDigit(voted, [{ text: pass, weight: 0.5 }])).toBe(
      'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2',
    );
  });

  it('keeps the voted field when no pass read one that checks: nothing is invented', () => {
    const voted = 'Z4830157<3IND8503177F2607034<<<<<<<<<<<<<<<2';
    const pass = 'Z4830157<3IND8503147F2607034<<<<<<<<<<<<<<<2';
    expect(pickFieldsByCheckDigit(voted, [{ text: pass, weight: 1 }])).toBe(voted);
  });
});

describe('repair of look-alike digits by the check digits', () => {
  const misread = (line: string, at: number, char: string) => line.slice(0, at) + char + line.slice(at + 1);

  it('puts a look-alike digit right when its field check digit and the composite both confirm it', () => {
    // Birth date 850312 read as 860312 (5 taken for 6).
    expect(repairByCheckDigits(misread(LINE2, 14, '6'))).toEqual({ line: LINE2, repaired: 1 });
  });

  it('makes no repair when more than one reading would pass', () => {
    // 8 read as 3 in the passport number: several one-digit changes satisfy both check digits.
    expect(repairByCheckDigits(misread(LINE2, 2, '3'))).toBeNull();
  });

  it('never repairs a check digit that is wrong on a consistently printed page', () => {
    const printed = misread(LINE2, 19, '0').slice(0, 43);
    const line = printed + mrzCheckDigit(compositeSource(printed));
    expect(repairByCheckDigits(line)).toBeNull();
  });

  it('leaves a line whose check digits all pass alone', () => {
    expect(repairByCheckDigits(LINE2)).toBeNull();
  });
});
