import { parse } from 'mrz';
import { describe, expect, it } from 'vitest';
import { composeTd3, compositeSource, mrzCheckDigit, mrzName } from './td3.ts';

describe('mrzCheckDigit', () => {
  it('matches the ICAO 9303 specimen (Anna Eriksson, Utopia)', () => {
    expect(mrzCheckDigit('L898902C3')).toBe('6');
    expect(mrzCheckDigit('740812')).toBe('2');
    expect(mrzCheckDigit('120415')).toBe('9');
    expect(mrzCheckDigit('ZE184226B<<<<<')).toBe('1');
    const line2 = 'L898902C36UTO7408122F1204159ZE184226B<<<<<1';
    expect(mrzCheckDigit(compositeSource(line2))).toBe('0');
  });
});

describe('composeTd3', () => {
  it('builds an Indian passport MRZ that the mrz parser accepts', () => {
    const lines = composeTd3({
      issuingState: 'IND',
      surname: 'Sharma',
      givenNames: 'Anita Kumari',
      passportNumber: 'Z4830157',
      nationality: 'IND',
      birthDate: '850312',
      sex: 'F',
      expiryDate: '260703',
    });
    expect(lines).toEqual([
      'P<INDSHARMA<<ANITA<KUMARI<<<<<<<<<<<<<<<<<<<',
      'Z4830157<3IND8503127F2607034<<<<<<<<<<<<<<<2',
    ]);
    expect(parse(lines).valid).toBe(true);
  });

  it('writes names the MRZ way', () => {
    expect(mrzName("D'Souza-Pinto Mária")).toBe('DSOUZA<PINTO<MARIA');
  });
});
