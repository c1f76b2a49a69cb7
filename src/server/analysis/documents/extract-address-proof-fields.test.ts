import { describe, expect, it } from 'vitest';
import { classifyAddressProof } from './classify-address-proof.ts';
import { extractAddressProofFields } from './extract-address-proof-fields.ts';
import { findDates, numericDateOrder } from './parse-dates.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('findDates', () => {
  it('reads the common formats', () => {
    const found = (s: string, order: 'DMY' | 'MDY' = 'DMY') => findDates(s, order).map((d) => d.iso);
    expect(found('12/03/2025')).toEqual(['2025-03-12']);
    expect(found('12/03/2025', 'MDY')).toEqual(['2025-12-03']);
    expect(found('24/05/2025', 'MDY')).toEqual(['2025-05-24']);
    expect(found('03 Mar 2025, March 3, 2025, 2025-03-03, 3rd March 2025, 03-Mar-2025, Mar. 3 2025')).toEqual(
      Array(6).fill('2025-03-03'),
    );
    expect(found('31/02/2025')).toEqual([]);
  });

  it('infers day/month order from the document, then from the country', () => {
    expect(numericDateOrder('01/02/2025 and 05/24/2025', false)).toBe('MDY');
    expect(numericDateOrder('01/02/2025 and 24/05/2025', true)).toBe('DMY');
    expect(numericDateOrder('01/02/2025', true)).toBe('MDY');
    expect(numericDateOrder('01/02/2025', false)).toBe('DMY');
  });
});

describe('extractAddressProofFields on layouts unlike the fixtures', () => {
  it('reads a UK council-style letter with the addressee block and an issue date label', () => {
    const text = [
      'Royal Borough Council',
      'Council Tax Services',
      '',
      'Mrs S. Krishnan                          Date of issue: 2 April 2025',
      '14 Orchard Close                         Account ref: 55120931',
      'Reading',
      'RG1 4QS',
      '',
      'Dear Mrs Krishnan,',
      'Your payments are due on 1 May 2025 and the first of each month after.',
    ].join('\n');
    const fields = extractAddressProofFields(text, now);
    expect(fields).toMatchObject({ address: '14 Orchard Close, Reading, RG1 4QS', date: '2025-04-02' });
    expect(fields.name).toBe('S. Krishnan');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });

  it('reads a US statement with a one-line labelled address and a statement period only', () => {
    const text = [
      'FIRST HARBOR CREDIT UNION',
      'Customer Name: ANIL KUMAR REDDY',
      'Mailing address: 500 Oak St Apt 12, Austin, TX 78701',
      'Statement Period 04/01/2025 - 04/30/2025',
      '04/03/2025 DEPOSIT 1,200.00',
      '04/28/2025 WITHDRAWAL 60.00',
      'Closing balance 2,310.44',
    ].join('\n');
    const fields = extractAddressProofFields(text, now);
    expect(fields).toEqual({
      name: 'Anil Kumar Reddy',
      address: '500 Oak St Apt 12, Austin, TX 78701',
      date: '2025-04-30',
      expiryDate: null,
    });
    expect(classifyAddressProof(text).documentType).toBe('bank_statement');
  });

  it('reads a Dubai bill with P.O. Box and emirate lines, ignoring the due date', () => {
    const text = [
      'Dubai Electricity & Water Authority',
      'Invoice date: 08/05/2025',
      'Due date: 28/05/2025',
      'MOHAMMED ASIF KHAN',
      'Apartment 604, Al Fahidi Residence',
      'P.O. Box 11882',
      'Dubai, UAE',
      'Electricity consumption 820 kWh',
    ].join('\n');
    const fields = extractAddressProofFields(text, now);
    expect(fields).toMatchObject({
      name: 'Mohammed Asif Khan',
      address: 'Apartment 604, Al Fahidi Residence, P.O. Box 11882, Dubai, UAE',
      date: '2025-05-08',
    });
    expect(classifyAddressProof(text).documentType).toBe('utility_bill');
  });

  it('finds nothing in text that is not an address proof', () => {
    const fields = extractAddressProofFields('Shopping list\nmilk\neggs\nbread', now);
    expect(fields).toEqual({ name: null, address: null, date: null, expiryDate: null });
    expect(classifyAddressProof('Shopping list\nmilk\neggs').documentType).toBe('other');
  });
});
