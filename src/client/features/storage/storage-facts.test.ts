import { describe, expect, it } from 'vitest';
import type { StoredDocument } from './storage-facts.ts';
import { daysRemaining, expiryOf, kindOf, storageStatus } from './storage-facts.ts';

const doc = (over: Partial<StoredDocument>): StoredDocument =>
  ({
    id: 1,
    uploadedAt: '2026-01-15T10:00:00.000Z',
    mimeType: 'image/jpeg',
    status: 'verified',
    ...over,
  }) as StoredDocument;

describe('storage facts', () => {
  it("takes the server's expiry, else upload plus the plan's months", () => {
    expect(expiryOf(doc({ expiresAt: '2026-03-01T00:00:00.000Z' }), 'pro').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(expiryOf(doc({}), 'pro').getUTCMonth()).toBe(6);
    expect(expiryOf(doc({}), 'express').getUTCFullYear()).toBe(2027);
  });

  it('counts whole days remaining and never goes below zero', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(daysRemaining(new Date('2026-01-31T00:00:00.000Z'), now)).toBe(30);
    expect(daysRemaining(new Date('2026-01-30T12:00:00.000Z'), now)).toBe(30);
    expect(daysRemaining(new Date('2025-12-01T00:00:00.000Z'), now)).toBe(0);
  });

  it('names the kind by MIME type and the status as the storage list shows it', () => {
    expect(kindOf('image/png')).toBe('Image');
    expect(kindOf('application/pdf')).toBe('Document');
    expect(storageStatus('uploaded').label).toBe('Active');
    expect(storageStatus('failed').label).toBe('Rejected');
  });
});
