import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { generateApplicationPdf, type ApplicationPdfInput } from './application-pdf.ts';
import { toWinAnsi } from './win-ansi.ts';

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false, useSystemFonts: false })
    .promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    parts.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: parts.join('\n') };
}

const base: ApplicationPdfInput = {
  application: { id: 'app_7Qx2LmN9', type: 'renewal', status: 'submitted', createdAt: '2025-10-01T09:30:00.000Z' },
  user: { email: 'rahul@example.com', name: 'Rahul Sharma' },
  details: {
    fullName: 'Rahul Sharma',
    fatherName: 'Vijay Sharma',
    motherName: 'Meena Sharma',
    dateOfBirth: '1990-04-03',
    placeOfBirth: 'Pune, Maharashtra',
    emergencyContact: '+1 415 555 0100',
    currentAddress: '12 Market Street, Apartment 4B\nSan Francisco, CA 94103\nUnited States',
    permanentAddress: '4 MG Road, Camp, Pune 411001, Maharashtra, India',
    passportNumber: 'K1234567',
    passportIssueDate: '2015-01-10',
    passportExpiryDate: '2025-01-09',
  },
  config: {
    countryOfResidence: 'US',
    timeline: 'fast',
    reason: 'lost',
    consulate: 'sf',
    emailNotifications: true,
    smsNotifications: true,
  },
  documents: [
    { type: 'photo', originalName: 'photo.jpg', status: 'verified' },
    { type: 'address_proof', originalName: 'pge-bill-september.pdf', status: 'failed' },
  ],
  generatedAt: new Date('2025-11-20T12:00:00Z'),
};

describe('generateApplicationPdf', () => {
  it('produces a readable PDF with the applicant, the id, the checklist and page numbers', async () => {
    const photo = await sharp({ create: { width: 630, height: 810, channels: 3, background: '#f4f4f4' } })
      .jpeg()
      .toBuffer();
    const bytes = await generateApplicationPdf({ ...base, photo: new Uint8Array(photo) });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Rahul Sharma');
    expect(text).toContain('app_7Qx2LmN9');
    expect(text).toContain('03 Apr 1990');
    expect(text).toContain('Consulate General of India, San Francisco');
    expect(text).toContain('Police report of the loss');
    // The documents come from the case resolver, each with its source and checked-on date.
    expect(text).toContain('Sworn declaration about the loss');
    expect(text).toContain('Self-declaration of your particulars (Annexure E)');
    expect(text).toMatch(/Police report of the loss[\s\S]*Source: [\s\S]*checked on \d{2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toContain('Needs attention');
    expect(text).toContain('fast (3-4 weeks), adds INR 2000');
    expect(text).toContain(`Page 1 of ${pages}`);
    // Dates as people write them; no ISO timestamp or internal value reaches the reader.
    expect(text).toContain('01 Oct 2025');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).not.toMatch(/text_layer|form_fields|Confidence: 1|needsHumanReview/);
  });

  it('does not throw on non-Latin characters and says which fields lost them', async () => {
    const bytes = await generateApplicationPdf({
      ...base,
      details: {
        ...base.details,
        fullName: 'राहुल शर्मा',
        fatherName: 'Łukasz Żółć',
        placeOfBirth: '東京',
        motherName: 'Zoë O’Neil ₹',
      },
    });
    const { text } = await pdfText(bytes);
    expect(text).toContain('Lukasz Zólc');
    expect(text).toContain('Zoë O’Neil INR');
    expect(text).toMatch(/could not be printed[\s\S]*Full Name/);
  });

  it("uses the case answers: the mission, the service and the mission's photo print size", async () => {
    const bytes = await generateApplicationPdf({
      ...base,
      config: {
        reason: 'lost',
        consulate: 'sf',
        emailNotifications: true,
        smsNotifications: false,
        countryOfResidence: 'DE',
        timeline: 'normal',
        caseAnswers: {
          applicationType: 'renewal',
          reason: 'lost',
          ageGroup: 'adult',
          countryOfResidence: 'DE',
          missionId: 'cgi-munich',
          timeline: 'normal',
        },
      },
    });
    const { text } = await pdfText(bytes);
    expect(text).toContain('Consulate General of India, Munich');
    expect(text).toContain('Re-issue in lieu of a lost passport');
    expect(text).toContain('50 x 50 mm');
    expect(text).not.toContain('Consulate General of India, San Francisco');
  });

  it('lists no reason for renewal and no current passport for a new application', async () => {
    const bytes = await generateApplicationPdf({
      ...base,
      application: { ...base.application, type: 'new' },
    });
    const { text } = await pdfText(bytes);
    expect(text).toContain('Fresh passport (your first Indian passport)');
    expect(text).toContain('Birth certificate');
    expect(text).not.toMatch(/Reason\s*\n/);
    expect(text).not.toContain('Police report of the loss');
  });

  it('wraps long text onto further pages and works without config, details or photo', async () => {
    const long = 'Flat 1, Some Very Long Building Name, '.repeat(12);
    const warnings = Array.from({ length: 40 }, (_, i) => `Warning number ${i + 1}: ${long}`);
    const bytes = await generateApplicationPdf({
      ...base,
      config: null,
      details: { fullName: 'Asha Rao', currentAddress: long },
      photo: new Uint8Array([1, 2, 3]),
      warnings,
    });
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Asha Rao');
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Warning number 40');
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1, transliterates, and marks what it cannot print', () => {
    expect(toWinAnsi('José Müller – £5')).toEqual({ text: 'José Müller – £5', lossy: false });
    expect(toWinAnsi('Ştefan Đorđe ₹2000')).toEqual({ text: 'Stefan Dorde INR 2000', lossy: false });
    expect(toWinAnsi('राहुल Sharma')).toEqual({ text: '? Sharma', lossy: true });
  });
});
