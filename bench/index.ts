/** `npm run bench`: every figure the issues ask for, one section after another. */
import { benchAdmin } from './admin.ts';
import { benchApi } from './api.ts';
import { benchDocuments } from './documents.ts';
import { benchHostile } from './hostile.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchLiveChat } from './live-chat.ts';
import { benchMrz } from './mrz.ts';
import { benchPhoto } from './photo.ts';
import { benchQuickHelp } from './quick-help.ts';
import { benchUploadCheck } from './upload-check.ts';

const sections: [string, () => Promise<void>][] = [
  ['API: uploads, PDF, throughput, latency under analysis load', benchApi],
  ['Hostile uploads: API latency while each is checked', benchHostile],
  ["Upload-check fairness: one user's photo accepted while another's slow PDFs are checked", benchUploadCheck],
  ['Photo compliance: per-check precision and recall, timings', benchPhoto],
  ['Address proofs (calibration and held-out) and application forms: field accuracy, timings', () => benchDocuments()],
  [
    'Passport MRZ: exact reads, silent and flagged wrong reads, refused visas/ID cards (calibration and held-out, synthetic and real-world), timings',
    benchMrz,
  ],
  ['Admin dashboard with 10,000 applications: list, filters, search, stats, queue, export', benchAdmin],
  ['Quick Help: answer accuracy on labelled questions (tuning and held-out)', benchQuickHelp],
  ['Lighthouse (mobile): performance, accessibility and layout shift of /, /auth and /pricing', benchLighthouse],
  ['Live chat: message delivery to a staff console (across processes on PostgreSQL)', benchLiveChat],
];
const only = process.argv[2];
for (const [title, run] of sections) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n=== ${title} ===`);
  await run();
}
process.exit(0);
