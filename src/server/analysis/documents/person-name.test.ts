import { describe, expect, it } from 'vitest';
import { cleanPersonName } from './person-name.ts';

// Names as printed on the calibration address proofs (scripts/fixtures/documents/world-templates.ts).
describe('cleanPersonName', () => {
  it('keeps the holder before S/O, D/O, W/O and C/O', () => {
    expect(cleanPersonName('RAVI KUMAR S/O RAMESH KUMAR')).toBe('Ravi Kumar');
    expect(cleanPersonName('Priya Menon D/O Suresh Menon')).toBe('Priya Menon');
    expect(cleanPersonName('Mrs Fatima Begum W/O Abdul Rahman')).toBe('Fatima Begum');
    expect(cleanPersonName('Ravi Kumar son of Ramesh Kumar')).toBe('Ravi Kumar');
  });

  it('reads initials before or after the surname, spacing initials run together', () => {
    expect(cleanPersonName('Dr R. K. Sharma')).toBe('R. K. Sharma');
    expect(cleanPersonName('R.K. Sharma')).toBe('R. K. Sharma');
    expect(cleanPersonName('Sharma R K', { single: true })).toBe('Sharma R K');
    expect(cleanPersonName('MR S VENKATARAMAN')).toBe('S Venkataraman');
  });

  it('accepts a single name only with a title, a relation or a name label', () => {
    expect(cleanPersonName('Smt Kavitha')).toBe('Kavitha');
    expect(cleanPersonName('LAKSHMI D/O RAMASAMY')).toBe('Lakshmi');
    expect(cleanPersonName('Kavitha', { single: true })).toBe('Kavitha');
    expect(cleanPersonName('Kavitha')).toBeNull();
  });

  it('drops honorifics, including stacked and German ones', () => {
    expect(cleanPersonName('Frau Dr. Sunita Rao')).toBe('Sunita Rao');
    expect(cleanPersonName('Shri Anil Kumar Nair')).toBe('Anil Kumar Nair');
    expect(cleanPersonName('Mr. Mohammed Irfan Shaikh')).toBe('Mohammed Irfan Shaikh');
  });

  it('rejects table labels and locality lines', () => {
    expect(cleanPersonName('Name', { single: true })).toBeNull();
    expect(cleanPersonName('Payment Due')).toBeNull();
    expect(cleanPersonName('Al Rawdah District')).toBeNull();
  });

  it('never takes a one-word German or Dutch street name for a person', () => {
    // A misread house number ("Sa" for "5a") leaves a street line that reads like a first name and surname.
    expect(cleanPersonName('Bahnhofstraße Sa')).toBeNull();
    expect(cleanPersonName('Schillerstrasse West')).toBeNull();
    expect(cleanPersonName('Lindenweg Nord')).toBeNull();
    expect(cleanPersonName('Prinsengracht Oost')).toBeNull();
    expect(cleanPersonName('Anna Weger')).toBe('Anna Weger');
  });

  it('drops French and Dutch forms of address', () => {
    expect(cleanPersonName('Madame Priya Nair')).toBe('Priya Nair');
    expect(cleanPersonName('Mevrouw A. Desai')).toBe('A. Desai');
    expect(cleanPersonName('Dhr. Rohan Shah')).toBe('Rohan Shah');
  });
});
