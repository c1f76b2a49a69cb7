import { constants, inflateSync } from 'node:zlib';

const latin1 = new TextDecoder('latin1');

/**
 * Inflates every zlib-compressed stream of a PDF with a running cap, before pdf.js sees the file: pdf.js
 * would inflate a 1 MB "flate bomb" into gigabytes of typed arrays, which a thread's heap limit does not
 * bound. Returns the total inflated size, or null as soon as it passes `budget`.
 * Streams cannot sit inside object streams, so a scan of the raw bytes finds them all.
 */
export function inflatedSizeWithin(bytes: Uint8Array, budget: number): number | null {
  const text = latin1.decode(bytes);
  const streamStart = /stream\r?\n/g;
  let total = 0;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    if (text.startsWith('end', match.index - 3)) continue; // "endstream\n" of the previous stream
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const data = bytes.subarray(start, end < 0 ? bytes.length : end);
    if (end > 0) streamStart.lastIndex = end + 9;
    if (!looksLikeZlib(data)) continue;
    try {
      // A sync flush at the end counts what a truncated stream yields instead of throwing it away.
      const cap = Math.max(1, budget - total + 1);
      total += inflateSync(data, { maxOutputLength: cap, finishFlush: constants.Z_SYNC_FLUSH }).length;
    } catch (error) {
      if (error instanceof RangeError) return null; // past the cap
      // Damaged data: pdf.js recovers what it can, which is at most what inflates here.
    }
    if (total > budget) return null;
  }
  return total;
}

function looksLikeZlib(data: Uint8Array): boolean {
  const [cmf = 0, flg = 0] = data;
  return (cmf & 0x0f) === 8 && ((cmf << 8) | flg) % 31 === 0;
}
