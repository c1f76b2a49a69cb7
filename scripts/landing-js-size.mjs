// Prints the JavaScript the landing page loads before any lazy route: the entry script in
// dist/client/index.html plus every chunk it imports statically, with their built .gz/.br sizes.
// Run after `npm run build`: node scripts/landing-js-size.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const clientDir = process.argv[2] ?? 'dist/client';
const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

// Static imports in Vite's minified chunks look like `from"./x.js"` or `import"./x.js"`; dynamic ones are `import("./x.js")`.
const STATIC_IMPORT = /(?:from|import)\s*["']\.\/([^"']+\.js)["']/g;
const seen = new Set();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(clientDir, file), 'utf8');
  for (const m of code.matchAll(STATIC_IMPORT)) queue.push(path.posix.join(path.posix.dirname(file), m[1]));
}

const size = (file) => (existsSync(file) ? statSync(file).size : NaN);
const rows = [...seen].map((file) => {
  const full = path.join(clientDir, file);
  return { file, raw: size(full), gzip: size(`${full}.gz`), brotli: size(`${full}.br`) };
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const r of rows)
  console.log(
    `${r.file.padEnd(48)} raw ${kb(r.raw).padStart(9)}  gzip ${kb(r.gzip).padStart(9)}  br ${kb(r.brotli).padStart(9)}`,
  );
const total = (key) => rows.reduce((sum, r) => sum + r[key], 0);
console.log(
  `${'landing page JS total'.padEnd(48)} raw ${kb(total('raw')).padStart(9)}  gzip ${kb(total('gzip')).padStart(9)}  br ${kb(total('brotli')).padStart(9)}`,
);
