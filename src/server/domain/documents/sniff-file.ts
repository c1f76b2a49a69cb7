export type SniffedMime = 'application/pdf' | 'image/jpeg' | 'image/png';

/**
 * The type from the file's first bytes (magic numbers), never from its name or declared type.
 * A PDF must start with its header: readers tolerate leading junk, but a polyglot file is not a scan.
 */
export function sniffMime(bytes: Uint8Array): SniffedMime | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

/** Keeps a display name only: no folders, no control characters, bounded length. */
export function sanitizeFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const bounded = Array.from(clean).slice(0, 200).join('');
  return bounded === '' || bounded === '.' || bounded === '..' ? 'document' : bounded;
}
