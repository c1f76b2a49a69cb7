import { describe, expect, it } from 'vitest';
import { sanitizeFileName, sniffMime } from './sniff-file.ts';

describe('sniffMime', () => {
  it('reads the magic numbers', () => {
    expect(sniffMime(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffMime(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffMime(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
  });
  it('does not trust anything else', () => {
    expect(sniffMime(Buffer.from('MZ\x90\x00 this is an exe'))).toBeNull();
    expect(sniffMime(Buffer.from('<html>%PDF-1.4'))).toBeNull();
    expect(sniffMime(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffMime(Buffer.alloc(0))).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  it('drops folders and control characters', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\bill.pdf')).toBe('bill.pdf');
    expect(sanitizeFileName('bill\u0000\u001b[31m.pdf')).toBe('bill[31m.pdf');
    expect(sanitizeFileName('evil\u202Efdp.exe')).toBe('evilfdp.exe');
    expect(sanitizeFileName('..')).toBe('document');
    expect(sanitizeFileName(undefined)).toBe('document');
    expect(sanitizeFileName('x'.repeat(500))).toHaveLength(200);
  });
});
