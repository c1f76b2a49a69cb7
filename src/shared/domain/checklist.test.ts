import { describe, expect, it } from 'vitest';
import type { ApplicationConfig } from '../schemas/applications.ts';
import { buildDocumentChecklist, checklistStatus, outstandingItems } from './checklist.ts';

const config = (
  reason: ApplicationConfig['reason'],
  countryOfResidence: ApplicationConfig['countryOfResidence'] = 'US',
): ApplicationConfig => ({
  countryOfResidence,
  timeline: 'normal',
  reason,
  consulate: 'ny',
  emailNotifications: true,
  smsNotifications: false,
});
const ids = (reason: ApplicationConfig['reason']) => buildDocumentChecklist(config(reason)).map((i) => i.id);

describe('buildDocumentChecklist', () => {
  it('asks for the base documents on expiry or exhausted pages', () => {
    for (const reason of ['expiring', 'pages'] as const) {
      expect(ids(reason)).toEqual([
        'application-form',
        'photo',
        'original-passport',
        'passport-copies',
        'legal-status',
        'address-proof',
      ]);
    }
  });

  it('adds a police report and Annexure F when lost, and drops the original passport', () => {
    const items = buildDocumentChecklist(config('lost'));
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['police-report', 'annexure-f']));
    expect(items.find((i) => i.id === 'original-passport')).toBeUndefined();
    expect(items.find((i) => i.id === 'police-report')?.uploadSlot).toBe('additional');
    expect(items.find((i) => i.id === 'passport-copies')?.required).toBe(false);
  });

  it('adds the damaged passport and Annexure F when damaged', () => {
    expect(ids('damaged')).toEqual(expect.arrayContaining(['damaged-passport', 'annexure-f']));
    expect(ids('damaged')).not.toContain('police-report');
  });

  it('asks for the marriage certificate or gazette on a change of name', () => {
    const item = buildDocumentChecklist(config('change')).find((i) => i.id === 'name-change-proof');
    expect(item?.detail).toMatch(/marriage certificate/);
    expect(item?.detail).toMatch(/gazette/);
  });

  it('phrases the delay affidavit as conditional when the expiry date is unknown', () => {
    const item = buildDocumentChecklist(config('expired')).find((i) => i.id === 'delay-affidavit');
    expect(item?.required).toBe(false);
    expect(item?.label).toMatch(/if your passport expired more than a year ago/);
    expect(ids('expiring')).not.toContain('delay-affidavit');
  });

  it('decides the affidavit when the expiry date is known', () => {
    const at = (passportExpiryDate: string) =>
      buildDocumentChecklist(config('expired'), { passportExpiryDate, today: '2025-06-01' }).find(
        (i) => i.id === 'delay-affidavit',
      );
    expect(at('2024-01-01')?.required).toBe(true);
    expect(at('2024-10-01')?.required).toBe(false);
    expect(at('2025-05-01')).toBeUndefined();
  });

  it('names the country of residence', () => {
    expect(buildDocumentChecklist(config('pages', 'UK')).find((i) => i.id === 'address-proof')?.label).toBe(
      'Proof of address in United Kingdom',
    );
  });

  it('maps at most one item to each upload slot', () => {
    for (const reason of ['expired', 'expiring', 'damaged', 'lost', 'pages', 'change'] as const) {
      const slots = buildDocumentChecklist(config(reason)).flatMap((i) => (i.uploadSlot ? [i.uploadSlot] : []));
      expect(new Set(slots).size).toBe(slots.length);
    }
  });
});

describe('checklistStatus', () => {
  it('derives each item status from the documents', () => {
    const entries = checklistStatus(buildDocumentChecklist(config('pages')), [
      { type: 'photo', status: 'verified' },
      { type: 'passport', status: 'failed' },
      { type: 'address_proof', status: 'uploaded' },
    ]);
    const byId = Object.fromEntries(entries.map((e) => [e.id, e.status]));
    expect(byId).toEqual({
      'application-form': 'missing',
      photo: 'verified',
      'original-passport': 'bring-in-person',
      'passport-copies': 'failed',
      'legal-status': 'missing',
      'address-proof': 'uploaded',
    });
    expect(outstandingItems(entries).map((e) => e.id)).toEqual(['application-form', 'passport-copies', 'legal-status']);
  });
});
