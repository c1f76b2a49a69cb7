// Tests for src/shared/schemas/renewal-form.ts.
import { describe, expect, it } from 'vitest';
import { detailsSaveBodySchema, hasAnyFormValue, isIsoDate, renewalFormSchema } from '../schemas/renewal-form.ts';

const valid = {
  fullName: 'Rahul Sharma',
  fatherName: 'Vijay Sharma',
  motherName: 'Meena Sharma',
  dateOfBirth: '1990-04-03',
  placeOfBirth: 'Pune',
  emergencyContact: '+1 415 555 0100',
  currentAddress: '12 Market Street, San Francisco, CA 94103',
  permanentAddress: '4 MG Road, Pune 411001, Maharashtra',
};

function messages(input: unknown): Record<string, string> {
  const r = renewalFormSchema.safeParse(input);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('renewal form', () => {
  it('accepts a complete form and normalises the passport number', () => {
    const r = renewalFormSchema.parse({
      ...valid,
      passportNumber: ' k 1234567 ',
      passportIssueDate: '2015-01-10',
      passportExpiryDate: '2025-01-09',
    });
    expect(r.passportNumber).toBe('K1234567');
  });

  it('gives the spec message for each required field left empty', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '  ']));
    expect(messages(empty)).toEqual({
      fullName: 'Full name is required',
      fatherName: "Father's name is required",
      motherName: "Mother's name is required",
      dateOfBirth: 'Date of birth is required',
      placeOfBirth: 'Place of birth is required',
      currentAddress: 'Current address is required',
      permanentAddress: 'Permanent address is required',
      emergencyContact: 'Emergency contact is required',
    });
  });

  it('says how long a value must be when it is there but too short', () => {
    expect(
      messages({
        ...valid,
        fullName: ' A ',
        fatherName: 'R',
        motherName: 'M',
        placeOfBirth: 'P',
        currentAddress: 'short',
        permanentAddress: 'short',
        emergencyContact: '123',
      }),
    ).toEqual({
      fullName: 'Full name must be at least 2 characters',
      fatherName: "Father's name must be at least 2 characters",
      motherName: "Mother's name must be at least 2 characters",
      placeOfBirth: 'Place of birth must be at least 2 characters',
      currentAddress: 'Current address must be at least 10 characters',
      permanentAddress: 'Permanent address must be at least 10 characters',
      emergencyContact: 'Emergency contact must be at least 10 characters',
    });
    // One message per field: an empty value is only "required", never "too short" as well.
    const issues = renewalFormSchema.safeParse({ ...valid, fullName: '' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['Full name is required']);
  });

  it('checks formats of the optional passport fields and date order', () => {
    expect(messages({ ...valid, passportNumber: '12345678' }).passportNumber).toMatch(
      /one letter followed by seven digits/,
    );
    expect(messages({ ...valid, passportIssueDate: '10/01/2015' }).passportIssueDate).toBe(
      'Enter the date as YYYY-MM-DD.',
    );
    expect(
      messages({ ...valid, passportIssueDate: '2020-01-01', passportExpiryDate: '2019-01-01' }).passportExpiryDate,
    ).toBe('The expiry date must be after the issue date.');
    expect(messages({ ...valid, passportNumber: '', passportIssueDate: '', passportExpiryDate: '' })).toEqual({});
    expect(messages({ ...valid, dateOfBirth: '2999-01-01' }).dateOfBirth).toBe(
      'Date of birth cannot be in the future.',
    );
    expect(messages({ ...valid, emergencyContact: 'call my mum please' }).emergencyContact).toMatch(/phone number/);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1990-4-3')).toBe(false);
  });
});

describe('details save body', () => {
  it('accepts a partial draft as typed', () => {
    const r = detailsSaveBodySchema.parse({ fullName: 'R', isDraft: true, lastSaved: 1735689600000 });
    expect(r).toEqual({ fullName: 'R', isDraft: true, lastSaved: '2025-01-01T00:00:00.000Z' });
  });

  it('applies the full rules to a final save', () => {
    const r = detailsSaveBodySchema.safeParse({ fullName: 'R' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Full name must be at least 2 characters');
    expect(r.error?.issues.map((i) => i.message)).toContain("Father's name is required");
    const ok = detailsSaveBodySchema.parse({ ...valid, passportNumber: 'z7654321', isDraft: false });
    expect(ok.passportNumber).toBe('Z7654321');
    expect(ok.isDraft).toBe(false);
  });

  it('refuses unknown keys', () => {
    expect(detailsSaveBodySchema.safeParse({ ...valid, status: 'verified' }).success).toBe(false);
  });

  it('detects a non-empty form for auto-save', () => {
    expect(hasAnyFormValue({ fullName: '  ' })).toBe(false);
    expect(hasAnyFormValue({ placeOfBirth: 'Pune' })).toBe(true);
  });
});
