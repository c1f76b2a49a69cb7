import { describe, expect, it } from 'vitest';
import { fixStateCode, fixTd3Line1, fixTd3Line2 } from './mrz-fixup.ts';
import {
  cleanOcrLine,
  fitLineLength,
  letterDigitAlternatives,
  otherDocumentKind,
  normaliseTd3Pair,
  pickFieldsByCheckDigit,
  pickMrzPair,
  repairByCheckDigits,
  voteLines,
} from './mrz-text.ts';
import { composeTd3, compositeSource, mrzCheckDigit } from './td3.ts';

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

describe('letterDigitAlternatives', () => {
  const canada = composeTd3({
    issuingState: 'CAN',
    surname: 'MARTIN',
    givenNames: 'SARAH',
    passportNumber: 'ZE000509',
    nationality: 'CAN',
    birthDate: '850101',
    sex: 'F',
    expiryDate: '300114',
  });

  it('finds the O/0 swaps that pass the same check digits (O weighs 24: two swaps can add up to ten)', () => {
    const alternatives = letterDigitAlternatives(canada[1]);
    // Positions 3 and 4 (weights 7 and 3): 24 x 7 + 24 x 3 = 240.
    expect(alternatives).toContain('ZE0OO509');
    for (const number of alternatives) {
      const line = number.padEnd(9, '<') + canada[1].slice(9);
      expect(mrzCheckDigit(number)).toBe(canada[1][9]);
      expect(mrzCheckDigit(compositeSource(line))).toBe(line[43]);
    }
  });

  it('also finds the read-as-letters number when the printed one has zeros, and the reverse', () => {
    const asLetters = 'ZE0OO509<' + canada[1].slice(9);
    expect(letterDigitAlternatives(asLetters)).toContain('ZE000509');
  });

  it('finds none for a number whose swaps all break the check digit', () => {
    const lines = composeTd3({
      issuingState: 'JPN',
      surname: 'GAIMU',
      givenNames: 'SAKURA',
      passportNumber: 'XN4734739',
      nationality: 'JPN',
      birthDate: '790220',
      sex: 'F',
      expiryDate: '310320',
    });
    // X, N, 3, 4, 7 and 9 have no look-alike of the other kind.
    expect(letterDigitAlternatives(lines[1])).toEqual([]);
  });

  it('lets a fixed number layout rule alternatives out (India: one letter, seven digits)', () => {
    const lines = composeTd3({
      issuingState: 'IND',
      surname: 'SHARMA',
      givenNames: 'ANITA',
      passportNumber: 'Z4830157',
      nationality: 'IND',
      birthDate: '850312',
      sex: 'F',
      expiryDate: '260703',
    });
    expect(letterDigitAlternatives(lines[1], /^[A-Z]\d{7}<$/)).toEqual([]);
  });
});

describe('otherDocumentKind', () => {
  it('tells a Schengen visa (2 x 36, V) from a passport', () => {
    expect(otherDocumentKind(['VCFRASPECIMEN<<SPECIMEN<<<<<<<<<<<<<', 'F000000005UTO0311063M1401143<M300703'])).toBe(
      'visa',
    );
  });

  it('tells an MRV-A visa (2 x 44, V)', () => {
    expect(
      otherDocumentKind([
        'VNUSATRAVELER<<HAPPY<<<<<<<<<<<<<<<<<<<<<<<<',
        '1234567897CAN6612120M1407282B3XLC000FD142955',
      ]),
    ).toBe('visa');
  });

  it('tells a TD1 ID card (3 x 30) and a TD2 card (2 x 36)', () => {
    expect(
      otherDocumentKind([
        'I<SWE59000002<8198703142391<<<',
        '8703145M1701027SWE<<<<<<<<<<<8',
        'SPECIMEN<<SVEN<<<<<<<<<<<<<<<<',
      ]),
    ).toBe('id_card');
    expect(otherDocumentKind(['I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<', 'D231458907UTO7408122F1204159<<<<<<<6'])).toBe(
      'id_card',
    );
  });

  it('leaves a passport, even one whose filler run was miscounted, to the TD3 reader', () => {
    expect(
      otherDocumentKind([
        'P<INDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<<',
        'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2',
      ]),
    ).toBeNull();
    expect(
      otherDocumentKind(['P<INDSHARMA<<ANITA<<<<<<<<<<<<<<<', 'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2']),
    ).toBeNull();
    expect(otherDocumentKind(['some header text'])).toBeNull();
  });
});
