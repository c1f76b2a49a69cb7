// `npm test`: everything a reviewer would run, in order, with one summary line at the end.
// Steps keep going after a failure so one run shows every problem.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
mkdirSync('.tmp', { recursive: true });

const results = [];
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.some((o) => name.startsWith(o));

function run(name, command, env = {}) {
  console.log(`\n━━ ${name} ━━ ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`━━ ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds}s`);
  return status === 0;
}

/** A check with no test count of its own (typecheck, lint) counts as one test. */
function check(name, command, env) {
  if (!wanted(name)) return;
  const ok = run(name, command, env);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** `node` is the runtime: the machine's by default, or another Node's binary (NODE24_BIN). */
function vitest(name, project, env = {}, node = 'node') {
  if (!wanted(name)) return;
  const out = `.tmp/${name.replace(/\W+/g, '-')}.json`;
  rmSync(out, { force: true });
  const ok = run(
    name,
    `${node} node_modules/vitest/vitest.mjs run --project ${project} --reporter=default --reporter=json --outputFile=${out}`,
    env,
  );
  const report = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : null;
  const passed = report?.numPassedTests ?? 0;
  // A suite that fails to load has no failed tests but must still count as a failure.
  const failed = (report?.numFailedTests ?? 0) + (!ok && !report?.numFailedTests ? 1 : 0);
  results.push({ name, passed, failed });
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests...');
    spawnSync('apt-get update -qq && apt-get install -y -qq chromium', { shell: true, stdio: 'inherit' });
  }
  return existsSync(path);
}

check('typecheck', 'npx tsc --noEmit -p tsconfig.json');
check('lint', 'npx eslint . --max-warnings 0');
check('format', 'npx prettier --check . --log-level warn');
vitest('unit', 'unit');

const built = !wanted('api') && !wanted('e2e') ? true : run('build', 'node scripts/build.mjs');
if (!built) results.push({ name: 'build', passed: 0, failed: 1 });

vitest('api (sqlite)', 'api', { TEST_DIALECT: 'sqlite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('api (postgres)', 'api', { TEST_DIALECT: 'postgres' });
} else if (wanted('api')) {
  console.log('\nTEST_DATABASE_URL is not set: skipping the PostgreSQL run of the API tests.');
}
// The API tests again on Node 24 LTS when its binary is given (.ci/run installs it: scripts/install-node24.mjs).
if (process.env.NODE24_BIN) vitest('api (node 24)', 'api', { TEST_DIALECT: 'sqlite' }, process.env.NODE24_BIN);

if (wanted('e2e') && built) {
  if (!ensureChromium()) {
    console.log('Chromium is not installed and could not be installed: browser tests cannot run.');
    results.push({ name: 'e2e', passed: 0, failed: 1 });
  } else {
    const out = '.tmp/e2e-results.json';
    rmSync(out, { force: true });
    const ok = run('e2e', 'npx playwright test');
    const stats = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).stats : null;
    const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    const failed = (stats?.unexpected ?? 0) + (!ok && !stats?.unexpected ? 1 : 0);
    results.push({ name: 'e2e', passed, failed });
  }
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
