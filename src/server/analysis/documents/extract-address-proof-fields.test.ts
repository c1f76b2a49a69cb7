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

  it('takes the holder from "Dear" when the address block has no name, but not a bare surname', () => {
    const letter = (salutation: string) =>
      [
        'Municipal Services Office',
        '3 February 2025',
        'P.O. Box 7781',
        'Ajman',
        '',
        `Dear ${salutation},`,
        'Your registration is confirmed.',
      ].join('\n');
    expect(extractAddressProofFields(letter('Mrs. Shalini Rao Menon'), now)).toMatchObject({
      name: 'Shalini Rao Menon',
      address: 'P.O. Box 7781, Ajman',
      date: '2025-02-03',
    });
    expect(extractAddressProofFields(letter('Mr Menon'), now).name).toBeNull();
    expect(extractAddressProofFields(letter('Sir or Madam'), now).name).toBeNull();
  });

  it('reads S/O, D/O, W/O and C/O forms as the first person, and single names only where a name is expected', () => {
    const bill = (holder: string) =>
      [
        'Utility Services',
        `Account name: ${holder}`,
        'Bill date: 02/06/2025',
        'Blk 12 Jurong West St 41, #04-56',
        'Singapore 640012',
      ].join('\n');
    expect(extractAddressProofFields(bill('KUMARAN S/O MUTHU'), now).name).toBe('Kumaran');
    expect(extractAddressProofFields(bill('Anitha D/O Raj Kumar'), now).name).toBe('Anitha');
    expect(extractAddressProofFields(bill('Rekha W/O Suresh Babu'), now).name).toBe('Rekha');
    expect(extractAddressProofFields(bill('P. V. Raman C/O Lim Trading Pte Ltd'), now).name).toBe('P. V. Raman');
    expect(extractAddressProofFields(bill('Senthil'), now)).toMatchObject({
      name: 'Senthil',
      address: 'Blk 12 Jurong West St 41, #04-56, Singapore 640012',
    });
    // A single word above an address, with no label or title, is not taken as a name.
    const unlabelled = ['Quarterly notice', 'Issued 02/06/2025', 'Residents', '14 Harbour Road', 'Leeds', 'LS1 4AB'];
    expect(extractAddressProofFields(unlabelled.join('\n'), now).name).toBeNull();
  });

  it('reads a German bill: window sender line, "Herrn", postcode before the town, dd.mm.yyyy dates', () => {
    const text = [
      'Stadtwerke Nordhafen',
      'Stadtwerke Nordhafen - Postfach 12 34 - 20001 Hamburg',
      'Herrn   Rechnungsdatum: 14.05.2025',
      'Arvind Joshi   Kundennummer: 5521',
      'Elbchaussee 112',
      '22763 Hamburg',
      'Zeitraum 01.04.2025 bis 30.04.2025',
      'Abschlag faellig am 28.05.2025',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Arvind Joshi',
      address: 'Elbchaussee 112, 22763 Hamburg',
      date: '2025-05-14',
    });
  });

  it('reads Australian and Saudi addresses, and a date whose separators OCR lost only next to its label', () => {
    const au = ['Coastal Water', 'MS DEEPA IYER', '7/21 Ocean Parade', 'Coogee NSW 2034', 'Bill date 14 05 2025'];
    expect(extractAddressProofFields(au.join('\n'), now)).toMatchObject({
      name: 'Deepa Iyer',
      address: '7/21 Ocean Parade, Coogee NSW 2034',
      date: '2025-05-14',
    });
    const sa = [
      'Riyadh Housing Office',
      'Statement date: 01/05/2025',
      'SALMAN FAROOQI',
      'Building No. 4410, King Fahd Road',
      'Additional No. 3321, Al Olaya District',
      'Riyadh 12214',
      'Saud Arabia',
      'Meter 12 04 2025',
    ];
    expect(extractAddressProofFields(sa.join('\n'), now)).toMatchObject({
      name: 'Salman Farooqi',
      address: 'Building No. 4410, King Fahd Road, Additional No. 3321, Al Olaya District, Riyadh 12214, Saudi Arabia',
      date: '2025-05-01',
    });
  });

  it('reads a name whose label is alone in its table cell, and a date labelled in the cell before it', () => {
    const text = [
      'EMIRTEL (FICTIONAL)',
      'Postpaid Mobile Bill',
      'Name   RAVI KUMAR S/O RAMESH KUMAR',
      'Account Number   1.2345678.901',
      'Bill Date   21-May-2025',
      'Bill Period   21-Apr-2025 - 20-May-2025',
      'Payment Due   05-Jun-2025',
      'P.O. Box 48213',
      'Sharjah - U.A.E.',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Ravi Kumar',
      address: 'P.O. Box 48213, Sharjah - U.A.E.',
      date: '2025-05-21',
    });
  });

  it('reads letters addressed with "To:" on the name line or alone above it', () => {
    const inline = [
      'Jeddah Municipality - Resident Services (fictional)',
      'Date: 11/05/2025',
      'To: Mr. Mohammed Irfan Shaikh',
      'Building No. 3120, Prince Sultan Street',
      'Al Rawdah District',
      'Jeddah 23432',
      'Saudi Arabia',
      'This is to confirm that the above named person is registered at the address',
    ].join('\n');
    expect(extractAddressProofFields(inline, now)).toMatchObject({
      name: 'Mohammed Irfan Shaikh',
      address: 'Building No. 3120, Prince Sultan Street, Al Rawdah District, Jeddah 23432, Saudi Arabia',
      date: '2025-05-11',
    });
    expect(classifyAddressProof(inline).documentType).toBe('government_letter');
    const block = ['To', 'Mrs Fatima Begum W/O Abdul Rahman', 'Villa 22, Street 14, Al Mizhar 1', 'P.O. Box 60291'];
    expect(extractAddressProofFields(block.join('\n'), now).name).toBe('Fatima Begum');
  });

  it('reads German "Kontoinhaber", "Anschrift" and "Rechnungsempfänger" labels', () => {
    const statement = [
      'Isar Volksbank (fiktiv)',
      'Kontoauszug Nr. 6/2025',
      'Kontoinhaber: Sharma R K',
      'Anschrift: Leopoldstraße 48, 80802 München',
      'IBAN: DE12 5001 0517 0648 4898 90',
      'Auszugsdatum: 28.05.2025',
    ].join('\n');
    expect(extractAddressProofFields(statement, now)).toMatchObject({
      name: 'Sharma R K',
      address: 'Leopoldstraße 48, 80802 München',
      date: '2025-05-28',
    });
    expect(classifyAddressProof(statement).documentType).toBe('bank_statement');
    const invoice = [
      'Netzwerk Süd Telekom GmbH (fiktiv)',
      'Rechnungsempfänger:   Rechnungsdatum: 01.05.2025',
      'Frau Dr. Sunita Rao   Rechnungsnummer: 2025-118-4471',
      'Bahnhofstralle 5a   Kundennummer: 55 0193',
      '70173 Stuttgart',
      'Rechnung Internet und Telefon',
    ].join('\n');
    expect(extractAddressProofFields(invoice, now)).toMatchObject({
      name: 'Sunita Rao',
      address: 'Bahnhofstraße 5a, 70173 Stuttgart',
      date: '2025-05-01',
    });
    expect(classifyAddressProof(invoice).documentType).toBe('utility_bill');
  });

  it('finds nothing in text that is not an address proof', () => {
    const fields = extractAddressProofFields('Shopping list\nmilk\neggs\nbread', now);
    expect(fields).toEqual({ name: null, address: null, date: null, expiryDate: null });
    expect(classifyAddressProof('Shopping list\nmilk\neggs').documentType).toBe('other');
  });
});
