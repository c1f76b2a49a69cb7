import { describe, expect, it } from 'vitest';
import { classifyAddressProof } from './classify-address-proof.ts';

describe('classifyAddressProof: council, rates and municipal notices', () => {
  it('reads a council tax bill as a government letter, not a utility bill', () => {
    const text = [
      'London Borough of Northfield',
      'Council Tax Bill 2025/26',
      'Mr A Sharma   Billing period 01/04/2025 - 31/03/2026',
      '14 Elm Road   Band C',
      'Northfield NF3 2AB',
      'Your bill explained: the charge for your band, with water and sewerage charges',
      'Amount payable 1,642.00   10 monthly instalments',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });

  it('reads an Australian or New Zealand rates notice as a government letter', () => {
    const text = [
      'City of Riverside',
      'Annual Rates Notice 2025-2026',
      'Ms P Nair',
      '8 Wattle Street, Riverside VIC 3999',
      'General rates   Waste charge   Water service charge',
      'Total amount due $2,310.40   Pay by instalments',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });

  it('reads a German property tax notice as a government letter', () => {
    const text = [
      'Stadt Musterstadt - Stadtkasse',
      'Grundbesitzabgabenbescheid 2025',
      'Herrn Vikram Rao',
      'Lindenweg 4, 12345 Musterstadt',
      'Grundsteuer B   Abfallgebühren   Gesamtbetrag 412,00 EUR',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });

  it("keeps a water company's water rates invoice a utility bill", () => {
    const text = [
      'Valley Water Services',
      'Water rates invoice',
      'Mr Paul Joseph',
      '3 Mill Lane, Leeds LS6 2AB',
      'Water supply charge £212.00   Sewerage charge £188.00',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('utility_bill');
  });

  it('keeps a utility bill that lists a municipality fee among its charges a utility bill', () => {
    const text = [
      'Emirate Electricity & Water Authority',
      'Electricity and water bill',
      'Account name: Ravi Menon',
      'Electricity 812 kWh AED 310.00',
      'Water 14 m3 AED 98.00',
      'Municipality housing fee AED 150.00',
      'Total amount due AED 558.00',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('utility_bill');
  });
});

describe('classifyAddressProof: letters whose key words OCR misread', () => {
  it('adds up weak letter marks: an office, a signatory, a registered address', () => {
    // "This is to confirm" and "Subject" read as noise on a phone photo.
    const text = [
      'Residents Registration Office',
      'Date: 3 June 2025',
      'To',
      'Mr Joseph Mathew',
      'Flat 2, 10 Harbour Road',
      'Sulyect: Confumabon of residence',
      'Ths 1s to confum that the above named person is registered at the address shown above.',
      'Authorised signatory',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });

  it('reads keywords whose letters OCR took for digits', () => {
    const text = [
      'Northfield Borough',
      'Counci1 Tax Bi1l 2025/26',
      'Mr A Sharma   Billing period 01/04/2025 - 31/03/2026',
      '14 Elm Road, Northfield NF3 2AB',
      'Your bill explained, with water and sewerage charges',
      'Amount payable 1,642.00   10 monthly instalments',
    ].join('\n');
    expect(classifyAddressProof(text).documentType).toBe('government_letter');
  });
});
