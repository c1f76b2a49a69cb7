/**
 * Numbers the decision records that arrived without a number (docs/decisions/<slug>.md from a branch written before
 * the records were numbered): each gets the next free number in the order the records were first committed, its
 * header (`# NNNN. Title`, `Date:` = the day it was first committed, `Status: accepted`) and a row in the index,
 * and every link to it in the repository follows the rename. The sections (Context, Decision, Consequences) are
 * left to the author; `npx tsx scripts/check-docs.ts` says what is still missing.
 *
 * `npx tsx scripts/number-decisions.ts` (add `--dry-run` to print the plan only). Run it on a clean work tree and
 * commit the result.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DECISIONS = 'docs/decisions';
const NUMBERED = /^\d{4}-/;

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The first-commit date of a file (YYYY-MM-DD), or today when it is not committed yet. */
function firstCommitted(path: string): { date: string; time: number } {
  const log = git('log', '--follow', '--diff-filter=A', '--format=%ad %at', '--date=short', '--', path);
  const first = log.split('\n').filter(Boolean).pop();
  if (!first) return { date: new Date().toISOString().slice(0, 10), time: Date.now() / 1000 };
  const [date = '', time = '0'] = first.split(' ');
  return { date, time: Number(time) };
}

/** The record with its header: the title numbered, Date and Status added when the record has none. */
export function withHeader(text: string, number: string, date: string): string {
  const lines = text.split('\n');
  const title = (lines[0] ?? '').replace(/^#\s*(\d{4}\.\s*)?/, '').trim();
  const rest = lines.slice(1);
  const head = rest.slice(0, 8);
  const hasDate = head.some((l) => /^Date: /.test(l));
  const hasStatus = head.some((l) => /^Status: /.test(l));
  const added = [...(hasDate ? [] : [`Date: ${date}`]), ...(hasStatus ? [] : ['Status: accepted'])];
  const body = rest.join('\n').replace(/^\n+/, '');
  return [`# ${number}. ${title}`, '', ...added, ...(added.length ? [''] : []), body].join('\n');
}

function main(dryRun: boolean) {
  const dir = join(ROOT, DECISIONS);
  const names = readdirSync(dir).filter((n) => n.endsWith('.md') && n !== 'README.md');
  const used = names.filter((n) => NUMBERED.test(n)).map((n) => Number(n.slice(0, 4)));
  let next = Math.max(0, ...used) + 1;
  const newcomers = names
    .filter((n) => !NUMBERED.test(n))
    .map((name) => ({ name, ...firstCommitted(`${DECISIONS}/${name}`) }))
    .sort((a, b) => a.time - b.time || a.name.localeCompare(b.name));
  if (newcomers.length === 0) {
    console.log('Every decision record is numbered.');
    return;
  }
  const renames = newcomers.map((r) => ({ ...r, to: `${String(next++).padStart(4, '0')}-${r.name}` }));
  for (const r of renames) console.log(`${DECISIONS}/${r.name} -> ${r.to} (${r.date})`);
  if (dryRun) return;

  for (const r of renames) {
    git('mv', `${DECISIONS}/${r.name}`, `${DECISIONS}/${r.to}`);
    const path = join(dir, r.to);
    writeFileSync(path, withHeader(readFileSync(path, 'utf8'), r.to.slice(0, 4), r.date));
  }

  // Links: docs/decisions/<slug>.md anywhere, and (<slug>.md) between records.
  const files = git('ls-files')
    .split('\n')
    .filter((f) => /\.(md|ts|tsx|js|mjs|json)$/.test(f));
  for (const file of files) {
    const path = join(ROOT, file);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      continue;
    }
    let changed = text;
    for (const r of renames) {
      const slug = r.name.replace(/\./g, '\\.');
      changed = changed.replace(new RegExp(`docs/decisions/${slug}\\b`, 'g'), `docs/decisions/${r.to}`);
      if (file.startsWith(`${DECISIONS}/`)) {
        changed = changed.replace(new RegExp(`\\]\\(\\.?/?${slug}\\)`, 'g'), `](${r.to})`);
      }
    }
    if (changed !== text) writeFileSync(path, changed);
  }

  // Index rows, in number order after the existing ones.
  const indexPath = join(dir, 'README.md');
  const index = readFileSync(indexPath, 'utf8').trimEnd();
  const rows = renames.map((r) => {
    const title = (readFileSync(join(dir, r.to), 'utf8').split('\n')[0] ?? '').replace(/^# \d{4}\.\s*/, '');
    return `| ${r.to.slice(0, 4)} | [${title.replace(/\|/g, '\\|')}](${r.to}) | ${r.date} | accepted |`;
  });
  writeFileSync(indexPath, `${index}\n${rows.join('\n')}\n`);
  console.log('Now run: npx prettier --write docs && npx tsx scripts/check-docs.ts');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.includes('--dry-run'));
}
