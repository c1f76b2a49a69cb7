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

  it('reads German, Dutch and French month names', () => {
    const found = (s: string) => findDates(s, 'DMY').map((d) => d.iso);
    expect(found('15. März 2025, 3. Maerz 2025, 1. Mai 2025, 12. Oktober 2025, 24. Dezember 2025')).toEqual([
      '2025-03-15',
      '2025-03-03',
      '2025-05-01',
      '2025-10-12',
      '2025-12-24',
    ]);
    expect(found('3 mei 2025, 4 maart 2025, 7 oktober 2025')).toEqual(['2025-05-03', '2025-03-04', '2025-10-07']);
    expect(found('le 3 juin 2025, 14 juillet 2025, 1er août 2025, 2 février 2025, 5 avril 2025')).toEqual([
      '2025-06-03',
      '2025-07-14',
      '2025-08-01',
      '2025-02-02',
      '2025-04-05',
    ]);
    // "Mail" is not "Mai".
    expect(found('Mail 12 2025')).toEqual([]);
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

describe('extractAddressProofFields: general rules for unseen layouts', () => {
  it('prefers the recipient block under a name to the issuer address in the letterhead', () => {
    const text = [
      'NORTHGATE ENERGY',
      'Northgate Energy Ltd',
      'PO Box 4410',
      'Leeds LS1 9ZZ',
      'MR RAJESH K PATEL   Bill date',
      'FLAT 3   6 May 2025',
      '27 LINDEN GROVE',
      'Account number',
      'HARROW',
      '8812 4410 27',
      'HA1 2QW',
      'Previous bill (issued 4 February 2025) £182.40',
      'Payment received 28 March 2025 - thank you',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Rajesh K Patel',
      address: 'FLAT 3, 27 LINDEN GROVE, HARROW, HA1 2QW',
      date: '2025-05-06',
    });
  });

  it('takes the service address over the mailing address, the addressee from the mailing block, the date from a column header', () => {
    const text = [
      'Bay Crest Water Company',
      '1201 Industrial Pkwy, Hayward, CA 94545',
      'Account Number   Statement Date   Due Date   Amount Due',
      '30-44817-02   May 8, 2025   May 29, 2025   $86.12',
      'SUNITA RAO   Service address',
      'PO BOX 2281   4417 Maple Ridge Dr',
      'FREMONT CA 94536   Fremont, CA 94538',
      'Meter read 04/27/2025',
      'Remit to:',
      'Bay Crest Water Company',
      'PO Box 51090',
      'Los Angeles, CA 90051-5090',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Sunita Rao',
      address: '4417 Maple Ridge Dr, Fremont, CA 94538',
      date: '2025-05-08',
    });
  });

  it('reads labels above their values and a physical address without a postcode', () => {
    const text = [
      'KENYA LIGHT & POWER',
      'Stima House, Kolobot Road, P.O. Box 30099-00100, Nairobi',
      'ACCOUNT NAME   BILL DATE',
      'HARPREET KAUR   13/05/2025',
      'PHYSICAL ADDRESS   DUE DATE',
      'House No. 14, Riverside Drive   27/05/2025',
      'Westlands, Nairobi',
      'BILLING PERIOD',
      '01/04/2025 - 30/04/2025',
      'POSTAL ADDRESS',
      'P.O. Box 61234-00200',
      'Nairobi, Kenya',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Harpreet Kaur',
      address: 'House No. 14, Riverside Drive, Westlands, Nairobi',
      date: '2025-05-13',
    });
  });

  it('reads a name under its column header, and a labelled address over two lines', () => {
    const text = [
      'P.O. Box 41, Doha, Qatar',
      'Customer Name   Customer No.   Bill Date   Due Date',
      'MOHAMMED IRFAN   5502 1184   06-05-2025   20-05-2025',
      'Connection address',
      'Building 45, Street 230, Zone 66',
      'Al Sadd, Doha, Qatar',
      'Previous reading 12-03-2025 41,207',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Mohammed Irfan',
      address: 'Building 45, Street 230, Zone 66, Al Sadd, Doha, Qatar',
      date: '2025-05-06',
    });
  });

  it('reads a tenancy: the tenant, the premises, "made on the 6th day of May", the contract end as expiry', () => {
    const text = [
      'Coastline Realty Pty Ltd',
      'Level 2, 88 Hall Street, Bondi Beach NSW 2026',
      'RESIDENTIAL TENANCY AGREEMENT',
      'This agreement is made on the 6th day of May 2025 between',
      'Landlord',
      'Margaret Ellis',
      'c/- Coastline Realty, PO Box 311, Bondi Beach NSW 2026',
      'Tenant(s)',
      'Mr Karthik Subramanian',
      'Address of rented premises',
      'Unit 7, 15 Beach Road',
      'Bondi NSW 2026',
      'Contract Period   From 15/05/2025 To 14/05/2026',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toEqual({
      name: 'Karthik Subramanian',
      address: 'Unit 7, 15 Beach Road, Bondi NSW 2026',
      date: '2025-05-06',
      expiryDate: '2026-05-14',
    });
  });

  it('keeps a state line between the town and the country, and Dutch and Japanese postcodes', () => {
    const my = ['SELVI D/O RAMASAMY', 'NO. 12, JALAN SS 2/24', '47300 PETALING JAYA', 'SELANGOR', 'MALAYSIA'];
    expect(extractAddressProofFields(my.join('\n'), now)).toMatchObject({
      name: 'Selvi',
      address: 'NO. 12, JALAN SS 2/24, 47300 PETALING JAYA, SELANGOR, MALAYSIA',
    });
    const nl = ['Mr R_ Venkataraman', 'Keizersgracht 221-3', '1016 DV Amsterdam', 'Netherlands'];
    expect(extractAddressProofFields(nl.join('\n'), now)).toMatchObject({
      name: 'R. Venkataraman',
      address: 'Keizersgracht 221-3, 1016 DV Amsterdam, Netherlands',
    });
    const jp = [
      'Minato City Office',
      "Residents' Section",
      '1-5-25 Shibakoen, Minato-ku, Tokyo 105-8511',
      '',
      'Tuesday, 10 June 2025',
      '',
      'Ms Priya Nair',
      'Room 503, 2-14-5 Minami-Aoyama',
      'Minato-ku, Tokyo 107-0062',
      'Japan',
    ];
    expect(extractAddressProofFields(jp.join('\n'), now)).toMatchObject({
      name: 'Priya Nair',
      address: 'Room 503, 2-14-5 Minami-Aoyama, Minato-ku, Tokyo 107-0062, Japan',
      date: '2025-06-10',
    });
  });

  it('reads "6th day of May 2025", and "28.05 2025" (a separator lost to OCR) only next to a date label', () => {
    expect(findDates('made on the 6th day of May 2025', 'DMY').map((d) => d.iso)).toEqual(['2025-05-06']);
    const statement = ['Kontoinhaber: Sharma R K', 'Auszugsdatum: 28.05 2025', '03.05 2025 Gehalt +3.420,00'];
    expect(extractAddressProofFields(statement.join('\n'), now).date).toBe('2025-05-28');
  });

  it('reads a recipient block with no postcode under a name, and a couple as the first person', () => {
    const text = [
      'Gulf Telecom K.S.C.',
      'Invoice date: 10-Jun-25',
      'MR & MRS RAJESH KUMAR',
      'Block 3, Street 12',
      'Building 45, Flat 7',
      'Salmiya',
      'Kuwait',
      'Amount due before 25-Jun-25',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Rajesh Kumar',
      address: 'Block 3, Street 12, Building 45, Flat 7, Salmiya, Kuwait',
      date: '2025-06-10',
    });
  });

  it('reads a New Zealand 4-digit postcode, a "Consumer name" label and Dutch and French date labels', () => {
    const nz = ['Consumer name: PRIYA SHARMA', 'Flat 2, 14 Ponsonby Road', 'Ponsonby', 'Auckland 1011', 'New Zealand'];
    expect(extractAddressProofFields(nz.join('\n'), now)).toMatchObject({
      name: 'Priya Sharma',
      address: 'Flat 2, 14 Ponsonby Road, Ponsonby, Auckland 1011, New Zealand',
    });
    const nl = ['Factuurdatum 06-05-2025', 'Vervaldatum 20-05-2025', 'Laatste betaling 28-05-2025'];
    expect(extractAddressProofFields(nl.join('\n'), now).date).toBe('2025-05-06');
    const fr = ["Date d'émission : 06/05/2025", 'Date limite de paiement : 27/05/2025'];
    expect(extractAddressProofFields(fr.join('\n'), now).date).toBe('2025-05-06');
  });

  it('reads a two-word suburb between the street and the postcode as a locality, not a name', () => {
    const nz = [
      'KOWHAI ENERGY',
      'PO Box 105220',
      'Auckland 1143',
      'Dr Meera Iyer',
      '12A Kauri Street',
      'Mt Eden',
      'Auckland 1024',
    ];
    expect(extractAddressProofFields(nz.join('\n'), now)).toMatchObject({
      name: 'Meera Iyer',
      address: '12A Kauri Street, Mt Eden, Auckland 1024',
    });
    const om = [
      'Customer: MR SURESH BABU PILLAI   Statement Date: 2025/05/02',
      'Flat 22, Building 1440, Way 3017',
      'Al Khuwair',
      'P.O. Box 1234, PC 133',
      'Muscat, Sultanate of Oman',
    ];
    expect(extractAddressProofFields(om.join('\n'), now)).toMatchObject({
      name: 'Suresh Babu Pillai',
      address: 'Flat 22, Building 1440, Way 3017, Al Khuwair, P.O. Box 1234, PC 133, Muscat, Sultanate of Oman',
      date: '2025-05-02',
    });
  });

  it('reads an Irish Eircode after a "Dublin 6" district line', () => {
    const ie = ['Ms Kavya Reddy', 'Apartment 14, The Grange', 'Ranelagh', 'Dublin 6', 'D06 F2X4'];
    expect(extractAddressProofFields(ie.join('\n'), now).address).toBe(
      'Apartment 14, The Grange, Ranelagh, Dublin 6, D06 F2X4',
    );
  });

  it('takes an unlabelled date alone on its line near the top of a letter over later dates in the text', () => {
    const text = [
      'Harbour City Council',
      'Mr Arun Das',
      '45 Bank Street',
      'Wellington 6011',
      'Wellington, 2 April 2025',
      'Dear Mr Das,',
      'Your rates account was updated. Please reply by 30 May 2025.',
      'We will write again in June 2025.',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Arun Das',
      address: '45 Bank Street, Wellington 6011',
      date: '2025-04-02',
    });
  });

  it('does not run a US statement block up into the period and the mailing code lines', () => {
    const text = [
      'EVERGREEN NATIONAL BANK',
      'P O Box 182051',
      'Columbus, OH 43218-2051',
      'April 1, 2025 through April 30, 2025',
      '00000123 DRE 021 210 12345 NNNNNNNNNNN 1 000000000 64 0000',
      'RAJESH KUMAR',
      '1234 ELM ST APT 5',
      'SAN JOSE CA 95112-1234',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Rajesh Kumar',
      address: '1234 ELM ST APT 5, SAN JOSE CA 95112-1234',
      date: '2025-04-30',
    });
  });

  it('reads a labelled one-line address without a postcode, and tenants named in prose or in a numbered list', () => {
    const dewa = [
      'Customer Name : MR. AJAY KUMAR MENON',
      'Premise Address : Apartment 304, Building 12, Al Nahda 2, Dubai',
      'Issue Date : 06/05/2025',
    ];
    expect(extractAddressProofFields(dewa.join('\n'), now)).toMatchObject({
      name: 'Ajay Kumar Menon',
      address: 'Apartment 304, Building 12, Al Nahda 2, Dubai',
      date: '2025-05-06',
    });
    const prose = [
      'This lease is made on 1 May 2025 between John Smith (the "Landlord") and Anita Rao (the "Tenant").',
      'Premises: 14 Elm Avenue, Brampton ON L6T 4K3',
    ];
    expect(extractAddressProofFields(prose.join('\n'), now).name).toBe('Anita Rao');
    const listed = [
      'Landlord: Peter Brown',
      'Tenant: 1. Anita Rao 2. Vikram Rao',
      'Property address: 22 Oak Lane, Leeds LS6 2AB',
    ];
    expect(extractAddressProofFields(listed.join('\n'), now).name).toBe('Anita Rao');
  });

  it('reads a name and an address on one labelled line, an address after "your address:", and accented names', () => {
    const billTo = ['Bill to: Rajesh Kumar, 12 High Street, London E1 6AN', 'Invoice date: 2 June 2025'];
    expect(extractAddressProofFields(billTo.join('\n'), now)).toMatchObject({
      name: 'Rajesh Kumar',
      address: '12 High Street, London E1 6AN',
      date: '2025-06-02',
    });
    const letter = ['Dear Ms. Deepa Krishnan,', 'We confirm your address: 9 Rose Court, Mississauga ON L5B 3C4.'];
    expect(extractAddressProofFields(letter.join('\n'), now).address).toBe('9 Rose Court, Mississauga ON L5B 3C4');
    const de = ['Frau', 'ZOË MÜLLER', 'Hauptstraße 4', '10115 Berlin'];
    expect(extractAddressProofFields(de.join('\n'), now)).toMatchObject({
      name: 'Zoë Müller',
      address: 'Hauptstraße 4, 10115 Berlin',
    });
  });

  it('takes the end of a range under a date label ("Opening/Closing Date A - B")', () => {
    const text = [
      'Opening/Closing Date 04/07/2025 - 05/06/2025',
      'Payment Due Date 06/01/2025',
      'JOHN DOE',
      '12 Main St',
      'Austin TX 78701',
    ];
    expect(extractAddressProofFields(text.join('\n'), now).date).toBe('2025-05-06');
  });

  it('undoes an O read for the zero of an Eircode routing key', () => {
    const ie = ['Ms Kavya Reddy', 'Apartment 14, The Grange', 'Ranelagh', 'Dublin 6', 'DO06 f2x4'];
    expect(extractAddressProofFields(ie.join('\n'), now).address).toBe(
      'Apartment 14, The Grange, Ranelagh, Dublin 6, D06 F2X4',
    );
    const d2 = ['Ms Kavya Reddy', '4 Upper Yard', 'Dublin 2', 'DO2 HX65'];
    expect(extractAddressProofFields(d2.join('\n'), now).address).toBe('4 Upper Yard, Dublin 2, D02 HX65');
  });

  it('undoes a letter read for the first digit of a German house number', () => {
    const text = [
      'Rechnungsempfanger:   Rechnungsdatum: 01.05.2025',
      'Frau Dr. Meena Joshi   Rechnungsnummer: 2025-118-4471',
      'Lindenstraße Sa   Kundennummer: 55 0193',
      '70173 Stuttgart',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Meena Joshi',
      address: 'Lindenstraße 5a, 70173 Stuttgart',
    });
  });

  it('undoes OCR misreads inside common address words, and leaves short and unknown words alone', () => {
    const text = [
      'MS HANA YUSUF',
      'Aparunent 1805, Harbour View Tower',
      'P.O. Box 48210',
      'Dubai, United Arab Enurates',
    ].join('\n');
    expect(extractAddressProofFields(text, now).address).toBe(
      'Apartment 1805, Harbour View Tower, P.O. Box 48210, Dubai, United Arab Emirates',
    );
    const sa = [
      'Omar Siddiqui',
      'Building No. 7120, King Fahd Road',
      'Additonal No. 3321, Al Olaya Distnct',
      'Riyadh 12244',
    ];
    expect(extractAddressProofFields(sa.join('\n'), now).address).toBe(
      'Building No. 7120, King Fahd Road, Additional No. 3321, Al Olaya District, Riyadh 12244',
    );
    const ca = ['Ms Anjali Desai', '40 Harbour Bivd W, Unit 901', 'Toronto, ON M5J 2B1'];
    expect(extractAddressProofFields(ca.join('\n'), now).address).toBe(
      '40 Harbour Blvd W, Unit 901, Toronto, ON M5J 2B1',
    );
    // People's names are left alone: "Terrance" is not "Terrace", "Manson" not "Mansions".
    const names = ['Account name: Terrance Manson', 'Apartment 4, 9 Harbour Terrace', 'Perth WA 6000'];
    expect(extractAddressProofFields(names.join('\n'), now)).toMatchObject({
      name: 'Terrance Manson',
      address: 'Apartment 4, 9 Harbour Terrace, Perth WA 6000',
    });
    // "Unity", "Power" and "Building" plurals are words of their own.
    const au = ['Mr Tom Lee', '3 Unity Buildings, Power Street', 'Parramatta NSW 2150'];
    expect(extractAddressProofFields(au.join('\n'), now).address).toBe(
      '3 Unity Buildings, Power Street, Parramatta NSW 2150',
    );
  });

  it('reads a locality line whose commas OCR read as full stops as part of the labelled address', () => {
    const text = [
      'Customer Name   Bill Date',
      'MOHAMMED ASIF   06-05-2025',
      'Connection address',
      'Building 12. Street 340, Zone 25',
      'Al Wakra. Doha. Qatar',
      'Previous reading 12-03-2025 41.207',
    ].join('\n');
    expect(extractAddressProofFields(text, now).address).toBe(
      'Building 12, Street 340, Zone 25, Al Wakra, Doha, Qatar',
    );
  });

  it('keeps the column of a row that starts with an empty cell (the end of an address window on the right)', () => {
    const text = [
      'Gemeinde Musterstadt - Steueramt',
      'Kassenzeichen: 4411 2290   Herrn Vikram Rao',
      'Datum: 15.01.2025   Lindenweg 4',
      '   12345 Musterstadt',
    ].join('\n');
    expect(extractAddressProofFields(text, now)).toMatchObject({
      name: 'Vikram Rao',
      address: 'Lindenweg 4, 12345 Musterstadt',
      date: '2025-01-15',
    });
  });

  it('reads council and rates notices: the liable person, the property location', () => {
    const uk = [
      'London Borough of Northfield',
      'Council Tax Bill 2025/26',
      'Date of issue: 10 March 2025',
      'Liable person(s): Mr Arjun Mehta',
      'Property address: Flat 2, 14 Elm Road, Northfield NF3 2AB',
    ];
    expect(extractAddressProofFields(uk.join('\n'), now)).toMatchObject({
      name: 'Arjun Mehta',
      address: 'Flat 2, 14 Elm Road, Northfield NF3 2AB',
      date: '2025-03-10',
    });
    const au = [
      'City of Riverside',
      'Rates and Valuation Notice',
      'Issue date 15 July 2025',
      'Ratepayer: Ms Priya Nair',
      'Property location: 8 Wattle Street, Riverside VIC 3999',
    ];
    expect(extractAddressProofFields(au.join('\n'), now)).toMatchObject({
      name: 'Priya Nair',
      address: '8 Wattle Street, Riverside VIC 3999',
    });
  });

  it('reads a Saudi district, town and postcode on one line', () => {
    const text = [
      'Riyadh Municipality',
      'Date: 12/05/2025',
      'To: Mr Imran Khan',
      'Building No. 4321, Olaya Street',
      'Al Olaya District, Riyadh 12244',
      'Kingdom of Saudi Arabia',
      'Subject: Municipal fees notice',
    ];
    expect(extractAddressProofFields(text.join('\n'), now)).toMatchObject({
      name: 'Imran Khan',
      address: 'Building No. 4321, Olaya Street, Al Olaya District, Riyadh 12244, Kingdom of Saudi Arabia',
    });
  });

  it('undoes an OCR letter in a UK postcode district ("HAL 2QW")', () => {
    const text = ['MR RAJESH K PATEL', 'FLAT 3', '27 LINDEN GROVE', 'HARROW', 'HAL 2QW'].join('\n');
    expect(extractAddressProofFields(text, now).address).toBe('FLAT 3, 27 LINDEN GROVE, HARROW, HA1 2QW');
  });
});
