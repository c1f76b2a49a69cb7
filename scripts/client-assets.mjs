// Post-build steps for the client: source maps leave the public dir, and every text asset gets
// .br and .gz siblings so the server sends compressed bytes without compressing per request.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
// Below this size the encoded file saves too little to be worth a second round trip through the cache.
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

/** Moves *.map out of `clientDir` into `mapsDir`, keeping relative paths. */
export function moveSourceMaps(clientDir, mapsDir) {
  rmSync(mapsDir, { recursive: true, force: true });
  for (const file of filesUnder(clientDir)) {
    if (!file.endsWith('.map')) continue;
    const target = path.join(mapsDir, path.relative(clientDir, file));
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(file, target);
  }
}

/** Writes file.br and file.gz next to each compressible file; returns { raw, gzip, brotli } byte totals. */
export function precompress(clientDir) {
  const totals = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of [...filesUnder(clientDir)]) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    const gz = gzipSync(data, { level: 9 });
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    totals.raw += data.length;
    totals.gzip += gz.length;
    totals.brotli += br.length;
  }
  return totals;
}
