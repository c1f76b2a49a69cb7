import { describe, expect, it } from 'vitest';
import {
  addressMatchStatus,
  compareDates,
  compareField,
  compareNames,
  crossCheck,
  dateCandidates,
  normalizeForCompare,
} from './compare.ts';

describe('normalisation and field comparison', () => {
  it('ignores case, punctuation and spacing', () => {
    expect(normalizeForCompare("  O'Brien,  Flat-4\n MG   Road. ")).toBe('obrien flat 4 mg road');
    expect(compareField('12 Market St., San Francisco', '12 MARKET ST SAN FRANCISCO')).toBe('match');
    expect(compareField('José Kumar', 'JOSE KUMAR')).toBe('match');
  });

  it('matches when either contains the other', () => {
    expect(compareField('Rahul Sharma', 'Rahul Kumar Sharma')).toBe('mismatch');
    expect(compareField('Rahul Kumar Sharma', 'Kumar Sharma')).toBe('match');
    expect(compareField('Kumar Sharma', 'Rahul Kumar Sharma')).toBe('match');
    expect(compareField('Rahul', 'Priya')).toBe('mismatch');
  });

  it('is unknown when either side is empty', () => {
    expect(compareField('', 'x')).toBe('unknown');
    expect(compareField('Rahul', null)).toBe('unknown');
    expect(compareField('...', 'Rahul')).toBe('unknown');
  });

  it('matches names in another order', () => {
    expect(compareNames('Rahul Sharma', 'SHARMA RAHUL')).toBe('match');
    expect(compareNames('Rahul Sharma', 'SHARMA PRIYA')).toBe('mismatch');
  });
});

describe('dates', () => {
  it('reads common written forms', () => {
    expect(dateCandidates('1990-04-03')).toEqual(['1990-04-03']);
    expect(dateCandidates('03 Apr 1990')).toEqual(['1990-04-03']);
    expect(dateCandidates('April 3, 1990')).toEqual(['1990-04-03']);
    expect(dateCandidates('03/04/1990').sort()).toEqual(['1990-03-04', '1990-04-03']);
    expect(dateCandidates('25/12/1990')).toEqual(['1990-12-25']);
    expect(dateCandidates('900403', 2025)).toEqual(['1990-04-03']);
    expect(dateCandidates('not a date')).toEqual([]);
  });
  it('compares dates across formats', () => {
    expect(compareDates('1990-04-03', '03/04/1990')).toBe('match');
    expect(compareDates('1990-04-03', '1991-04-03')).toBe('mismatch');
    expect(compareDates('1990-04-03', '')).toBe('unknown');
  });
});

describe('crossCheck', () => {
  const form = {
    fullName: 'Rahul Sharma',
    dateOfBirth: '1990-04-03',
    passportNumber: 'K1234567',
    currentAddress: '12 Market Street, San Francisco, CA 94103',
  };

  it('finds no warnings when everything agrees', () => {
    expect(
      crossCheck({
        form,
        passport: { surname: 'SHARMA', givenNames: 'RAHUL', dateOfBirth: '900403', passportNumber: 'K1234567' },
        addressProof: { name: 'RAHUL SHARMA', address: '12 MARKET STREET SAN FRANCISCO CA 94103' },
        applicationForm: { applicantName: 'Rahul Sharma', dateOfBirth: '03/04/1990' },
      }),
    ).toEqual([]);
  });

  it('warns on name, date of birth, passport number and address differences', () => {
    const w = crossCheck({
      form,
      passport: { name: 'PRIYA SHARMA', dateOfBirth: '1991-04-03', passportNumber: 'K7654321' },
      addressProof: { address: '1 Other Road, Austin TX' },
    });
    expect(w.map((x) => x.field).sort()).toEqual(['currentAddress', 'dateOfBirth', 'fullName', 'passportNumber']);
    const name = w.find((x) => x.field === 'fullName');
    expect(name?.sources).toEqual(['form', 'passport']);
    expect(name?.message).toBe(
      'Full Name differs: the form says "Rahul Sharma" but your current passport says "PRIYA SHARMA".',
    );
    // Dates as people write them, not as stored.
    expect(w.find((x) => x.field === 'dateOfBirth')?.message).toBe(
      'Date of Birth differs: the form says "3 April 1990" but your current passport says "3 April 1991".',
    );
  });

  it('compares documents with each other when the form field is empty', () => {
    const w = crossCheck({ form: {}, passport: { name: 'RAHUL SHARMA' }, addressProof: { name: 'Priya Nair' } });
    expect(w).toHaveLength(1);
    expect(w[0]?.sources).toEqual(['passport', 'addressProof']);
  });

  it('labels the current address line', () => {
    expect(addressMatchStatus('12 Market Street', '12 market street, SF')).toBe('Matches document');
    expect(addressMatchStatus('12 Market Street', '1 Other Road')).toBe('Different from document');
    expect(addressMatchStatus('', '1 Other Road')).toBeNull();
  });
});
