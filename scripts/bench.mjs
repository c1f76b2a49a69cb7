// `npm run bench`: builds, then prints the measured figures (bench/index.ts). An argument filters sections.
import { execSync } from 'node:child_process';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
execSync('node scripts/build.mjs', { stdio: 'inherit' });
execSync(`npx tsx bench/index.ts ${process.argv.slice(2).join(' ')}`, { stdio: 'inherit' });
