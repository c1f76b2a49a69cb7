// Summarises a V8 .cpuprofile by self time: node bench/cpu-profile-top.mjs <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

const [file, count = '25'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const intervals = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  intervals.set(id, (intervals.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
// Percentages are of busy time: (idle) is listed but not counted.
const self = new Map();
for (const [id, us] of intervals) {
  const { functionName, url, lineNumber } = byId.get(id).callFrame;
  const where = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/');
  const key = `${functionName || '(anonymous)'}  ${where}:${lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + us);
}
const total = [...self].filter(([k]) => !k.startsWith('(idle)')).reduce((a, [, us]) => a + us, 0);
const rows = [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(count));
for (const [key, us] of rows)
  console.log(`${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
