import sharp from 'sharp';
import { recogniseLines, warmUpMrzReader, terminateMrzReader } from '#server/analysis/mrz/mrz-ocr.ts';
let t = Date.now();
await warmUpMrzReader();
console.log('warm', Date.now() - t);
for (const f of ['01-clean.png', '12-photo.jpg']) {
  const img = sharp(`tests/fixtures/passports/${f}`).rotate().greyscale();
  const m = await sharp(`tests/fixtures/passports/${f}`).metadata();
  const top = Math.round(m.height! * 0.7);
  for (const scale of [1, 0.6]) {
    const buf = await img.clone().extract({ left: 0, top, width: m.width!, height: m.height! - top }).resize({ width: Math.round(m.width! * scale) }).normalise().png().toBuffer();
    t = Date.now();
    const lines = await recogniseLines(buf);
    console.log(f, scale, Date.now() - t, lines);
  }
}
await terminateMrzReader();
