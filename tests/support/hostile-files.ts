/**
 * A corpus of hostile uploads, built on the fly: each is small on the wire and costly to open.
 * Used by tests/api/hostile-uploads.test.ts and `npm run bench hostile`.
 */
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

export interface HostileFile {
  name: string;
  slot: 'address_proof' | 'passport' | 'photo';
  bytes: Buffer;
  /** What the check must say, in words a user understands. */
  expect: RegExp;
}

/** A PDF with the given page content streams (raw, or Flate-compressed), a valid xref and one font. */
function buildPdf(pages: Buffer[], extraPageEntries = ''): Buffer {
  const objects: Buffer[] = [];
  const add = (body: Buffer | string) => objects.push(Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'));
  const pageIds = pages.map((_, i) => 4 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  pages.forEach((content, i) => {
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R${extraPageEntries} >>`,
    );
    const compressed = content[0] === 0x78;
    add(
      Buffer.concat([
        Buffer.from(`<< /Length ${content.length}${compressed ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]),
    );
  });
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const o of offsets) xref.push(`${String(o).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`);
  chunks.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(chunks);
}

/** Deflates `count` copies of `unit` without ever holding the whole inflated data. */
async function deflateRepeated(unit: Buffer, count: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  for (let left = count; left > 0; left -= perChunk) {
    const chunk = Buffer.concat(Array.from({ length: Math.min(perChunk, left) }, () => unit));
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const text = (line: string) => Buffer.from(`BT /F1 12 Tf 50 780 Td (${line}) Tj ET\n`, 'latin1');

export async function flateBomb(): Promise<Buffer> {
  // 512 MB of spaces in a ~0.5 MB stream.
  return buildPdf([await deflateRepeated(Buffer.alloc(1024 * 1024, 0x20), 512)]);
}

export async function textOperatorFlood(): Promise<Buffer> {
  // 1.5 million text operators in a ~30 KB page: what stalled the server for seconds on the event loop.
  return buildPdf([await deflateRepeated(text('x'), 300_000)]);
}

export async function heavyLaterPages(): Promise<Buffer> {
  // Page 1 is a normal bill; pages 2-4 each carry 60,000 stroked paths.
  const normal = text('Utility bill for Asha Rao, 12 Main Street, Springfield. Amount due 42.00');
  const heavy = await deflateRepeated(Buffer.from('0 0 m 1 1 l S\n', 'latin1'), 60_000);
  return buildPdf([normal, heavy, heavy, heavy]);
}

export function deepNesting(): Buffer {
  // An array nested 200,000 deep in the page dictionary: a recursive parser runs out of stack.
  const depth = 200_000;
  return buildPdf([text('Nested')], ` /Nest ${'['.repeat(depth)}${']'.repeat(depth)}`);
}

export async function hugeImage(): Promise<Buffer> {
  // A real 8000 x 6000 JPEG (48 megapixels) of one colour: tiny on the wire, 144 MB decoded.
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .jpeg({ quality: 50 })
    .toBuffer();
}

export async function pixelBombPng(): Promise<Buffer> {
  // A PNG header claiming 50,000 x 50,000 pixels.
  const bomb = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  bomb.writeUInt32BE(50_000, 16);
  bomb.writeUInt32BE(50_000, 20);
  return bomb;
}

export async function hostileCorpus(): Promise<HostileFile[]> {
  return [
    { name: 'flate-bomb.pdf', slot: 'address_proof', bytes: await flateBomb(), expect: /unpacks to far more data/ },
    {
      name: 'text-operator-flood.pdf',
      slot: 'address_proof',
      bytes: await textOperatorFlood(),
      expect: /too complex to check|takes too long to check|needs more memory/,
    },
    {
      name: 'heavy-later-pages.pdf',
      slot: 'address_proof',
      bytes: await heavyLaterPages(),
      // Refused by the operator count, or on a machine under heavy load by the time budget first (seen in CI at
      // load average 20): either way the user gets a clear reason and nothing is analysed.
      expect: /too complex to check|takes too long to check/,
    },
    { name: 'deep-nesting.pdf', slot: 'address_proof', bytes: deepNesting(), expect: /could not be/ },
    { name: 'huge-image.jpg', slot: 'passport', bytes: await hugeImage(), expect: /48 megapixels/ },
    { name: 'pixel-bomb.png', slot: 'photo', bytes: await pixelBombPng(), expect: /2500 megapixels/ },
  ];
}
