// Tests for src/shared/schemas/documents.ts (kept here: the schemas folder is shared with other owners).
import { describe, expect, it } from 'vitest';
import {
  checkUploadCandidate,
  documentSchema,
  documentStatusLabel,
  documentStatusTone,
  formatBytes,
  formatMegabytes,
  truncateFileName,
  UPLOAD_SLOTS,
  uploadSlotFor,
} from '../schemas/documents.ts';

const MB = 1024 * 1024;

describe('upload slots', () => {
  it('has the five slots in spec order, only additional optional', () => {
    expect(UPLOAD_SLOTS.map((s) => s.type)).toEqual([
      'passport_application',
      'photo',
      'passport',
      'address_proof',
      'additional',
    ]);
    expect(UPLOAD_SLOTS.filter((s) => !s.required).map((s) => s.type)).toEqual(['additional']);
  });

  it('limits the photo to JPEG/PNG of 2 MB', () => {
    expect(checkUploadCandidate('photo', { size: 1.5 * MB, mimeType: 'image/jpeg' })).toBeNull();
    expect(checkUploadCandidate('photo', { size: 1000, mimeType: 'image/jpg' })).toBeNull();
    expect(checkUploadCandidate('photo', { size: 1000, mimeType: 'application/pdf' })).toBe(
      'The photo must be a JPEG or PNG image.',
    );
    expect(checkUploadCandidate('photo', { size: Math.round(3.4 * MB), mimeType: 'image/png' })).toBe(
      'The photo must be 2 MB or smaller (this file is 3.4 MB).',
    );
    expect(checkUploadCandidate('photo', { size: 2 * MB, mimeType: 'image/png' })).toBeNull();
  });

  it('takes only a PDF for the filled application, 10 MB', () => {
    const slot = uploadSlotFor('passport_application');
    expect(checkUploadCandidate(slot, { size: 5 * MB, mimeType: 'application/pdf' })).toBeNull();
    expect(checkUploadCandidate(slot, { size: 5 * MB, mimeType: 'image/png' })).toBe(
      'The filled application must be a PDF file.',
    );
    expect(checkUploadCandidate(slot, { size: 11 * MB, mimeType: 'application/pdf' })).toBe(
      'The filled application must be 10 MB or smaller (this file is 11 MB).',
    );
  });

  it('takes PDF, JPEG or PNG for the other slots', () => {
    for (const type of ['passport', 'address_proof', 'additional'] as const) {
      expect(checkUploadCandidate(type, { size: 9 * MB, mimeType: 'application/pdf' })).toBeNull();
      expect(checkUploadCandidate(type, { size: 9 * MB, mimeType: 'image/png' })).toBeNull();
      expect(checkUploadCandidate(type, { size: 9 * MB, mimeType: 'image/gif' })).toMatch(
        /must be a PDF, JPEG or PNG file\.$/,
      );
    }
  });

  it('refuses empty files first', () => {
    expect(checkUploadCandidate('passport', { size: 0, mimeType: 'image/gif' })).toBe('The file is empty.');
  });
});

describe('display helpers', () => {
  it('truncates file names to 50 characters keeping the extension', () => {
    const long = `${'a'.repeat(80)}.pdf`;
    const t = truncateFileName(long);
    expect(t).toHaveLength(50);
    expect(t.endsWith('....pdf')).toBe(true);
    expect(truncateFileName('short.pdf')).toBe('short.pdf');
    expect(truncateFileName('x'.repeat(60))).toHaveLength(50);
  });

  it('formats bytes with up to 2 decimals', () => {
    expect(formatBytes(0)).toBe('0 Bytes');
    expect(formatBytes(512)).toBe('512 Bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2 * MB)).toBe('2 MB');
    expect(formatBytes(1234567890)).toBe('1.15 GB');
    expect(formatMegabytes(1.5 * MB)).toBe('1.50 MB');
  });

  it('labels statuses per panel and colours slots', () => {
    expect(documentStatusLabel('failed', 'photo')).toBe('Issues Found');
    expect(documentStatusLabel('failed', 'address')).toBe('Failed');
    expect(documentStatusLabel('whatever')).toBe('Analyzing');
    // A photo a person will look at: the analysis is over, it is neither failed nor still running.
    expect(documentStatusLabel('review', 'photo')).toBe('Needs Review');
    expect(documentStatusTone('review')).toBe('yellow');
    expect(documentStatusTone('verified')).toBe('green');
    expect(documentStatusTone('failed')).toBe('red');
    expect(documentStatusTone('uploaded')).toBe('yellow');
  });
});

describe('document resource', () => {
  const doc = {
    id: 1,
    applicationId: 2,
    type: 'photo',
    originalName: 'me.jpg',
    filename: 'x.jpg',
    size: 10,
    mimeType: 'image/jpeg',
    status: 'uploaded',
    verificationErrors: [],
    aiAnalysis: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    uploadedAt: '2025-01-01T00:00:00Z',
  };
  it('parses a document and defaults manualReviewNotes', () => {
    expect(documentSchema.parse(doc).manualReviewNotes).toBeNull();
  });
  it('rejects unknown types and statuses', () => {
    expect(documentSchema.safeParse({ ...doc, type: 'visa' }).success).toBe(false);
    expect(documentSchema.safeParse({ ...doc, status: 'deleted' }).success).toBe(false);
  });
});
