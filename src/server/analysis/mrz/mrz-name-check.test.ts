import { describe, expect, it } from 'vitest';
import { nameWordsConfirmed, reconcileNameLine } from './mrz-name-check.ts';

describe('reconcileNameLine', () => {
  const legacy = 'P<INDTHONAS<<HERIN<ELIZABETH<<<<<<<<<<<<<<<<';

  it("takes the LSTM engine's letters for a name word one letter off, keeping the legacy '<' structure", () => {
    const lstm = 'P<INDTHOMAS<<MERIN<CELIZABETH<C<CLCLLLLCLLLLLLLL';
    expect(reconcileNameLine(legacy, lstm)).toBe('P<INDTHOMAS<<MERIN<ELIZABETH<<<<<<<<<<<<<<<<');
  });

  it('keeps a word the LSTM reading does not nearly match, and words too short to match', () => {
    expect(reconcileNameLine('P<INDRAO<<SURESH<BABU<<<<<<<<<<<<<<<<<<<<<<<', 'P<INDRAQ<<XYZWVU<BAXV<<<')).toBe(
      'P<INDRAO<<SURESH<BABU<<<<<<<<<<<<<<<<<<<<<<<',
    );
  });

  it('never changes the document code or the issuing state', () => {
    expect(reconcileNameLine('P<INDSHARMA<<ANITA<<<<<<<<<<<<<<<<<<<<<<<<<<', 'P<IHDSHARMA<<ANITA')).toBe(
      'P<INDSHARMA<<ANITA<<<<<<<<<<<<<<<<<<<<<<<<<<',
    );
  });
});

describe('nameWordsConfirmed', () => {
  const legacy = 'P<CANMARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<';

  it('confirms when the LSTM text has every letter in place and fillers (read as C, K, L) between', () => {
    expect(nameWordsConfirmed(legacy, 'P<CANMARTINKCSARAHKKKKKCCCCLLLL')).toBe(true);
    // One filler more than the legacy line has: the LSTM engine often reads '<<' as three characters.
    expect(
      nameWordsConfirmed('P<INDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<<', 'P<KINDSHARMAK<KANITA<KKUMARI<<<KLKL'),
    ).toBe(true);
  });

  it('does not confirm a differing letter', () => {
    expect(nameWordsConfirmed(legacy, 'P<CANMARTINKCSARAMKKKKKCCCC')).toBe(false);
  });

  it('does not confirm a word the legacy passes cut short', () => {
    const cut = 'P<CANMARTIN<<ARAH<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    expect(nameWordsConfirmed(cut, 'P<CANMARTIN<<SARAH<<<<<<<<')).toBe(false);
    const cutFirst = 'P<CANARTIN<<SARAH<<<<<<<<<<<<<<<<<<<<<<<<<<<';
    expect(nameWordsConfirmed(cutFirst, 'P<CANMARTIN<<SARAH<<<<<<<<')).toBe(false);
  });
});
