// Installs dependencies when node_modules is missing or older than the lockfile: the two README
// commands must work on a fresh clone with nothing but Node.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale && existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node')) return;
  console.log('Installing dependencies (first run)...');
  // `npm install`, not `npm ci`: this npm's ci refuses the lockfile's platform-specific optional packages
  // (canvas, tailwind oxide) on a clean machine, while install honours the same pinned versions.
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
