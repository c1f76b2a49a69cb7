import { describe, expect, it } from 'vitest';
import { autoFillFromDetails, autoFillFromExtracted } from './autofill.ts';

describe('auto-fill', () => {
  it('fills only the fields the extracted data provides', () => {
    const r = autoFillFromExtracted({
      applicantName: ' Rahul Sharma ',
      dateOfBirth: '03 Apr 1990',
      fatherName: '',
      previousPassportNumber: 'K1234567',
    });
    expect(r.values).toEqual({ fullName: 'Rahul Sharma', dateOfBirth: '1990-04-03', passportNumber: 'K1234567' });
    expect(r.filled).toHaveLength(3);
    expect(autoFillFromExtracted(null).filled).toEqual([]);
  });
  it('keeps an ambiguous date as written', () => {
    expect(autoFillFromExtracted({ dateOfBirth: '03/04/1990' }).values.dateOfBirth).toBe('03/04/1990');
  });
  it('copies saved details', () => {
    expect(autoFillFromDetails({ fullName: 'R S', placeOfBirth: '', motherName: null }).filled).toEqual(['fullName']);
  });
});
