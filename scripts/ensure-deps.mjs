// Installs dependencies when node_modules is missing or older than the lockfile: the two README
// commands must work on a fresh clone with nothing but Node.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale && existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node')) return;
  console.log('Installing dependencies (first run)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
