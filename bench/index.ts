/** `npm run bench`: every figure the issues ask for, one section after another. */
import { benchApi } from './api.ts';
import { benchDocuments } from './documents.ts';
import { benchMrz } from './mrz.ts';
import { benchPhoto } from './photo.ts';
import { benchQuickHelp } from './quick-help.ts';

const sections: [string, () => Promise<void>][] = [
  ['API: uploads, PDF, throughput, latency under analysis load', benchApi],
  ['Photo compliance: per-check precision and recall, timings', benchPhoto],
  ['Address proofs and application forms: field accuracy, timings', () => benchDocuments()],
  ['Passport MRZ: exact-read rate, timings', benchMrz],
  ['Quick Help: answer accuracy on labelled questions (tuning and held-out)', benchQuickHelp],
];
const only = process.argv[2];
for (const [title, run] of sections) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n=== ${title} ===`);
  await run();
}
process.exit(0);
