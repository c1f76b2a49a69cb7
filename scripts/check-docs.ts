/**
 * Checks the docs a newcomer reads (docs/decisions/0000-template.md, docs/decisions/README.md):
 * - every decision record is docs/decisions/NNNN-slug.md, starts with `# NNNN. Title`, `Date: YYYY-MM-DD` and
 *   `Status: ...`, and has the sections Context, Decision and Consequences in that order; numbers are unique and
 *   the index (docs/decisions/README.md) links every record;
 * - every relative markdown link in a markdown file, and every `docs/....md` path named in a markdown file or a
 *   code comment, points to a file that exists;
 * - code cites the product description as `docs/product.md §N` with N a section of docs/product.md, never a
 *   "spec §N" of a document that is not in the repository; a record named in code (NNNN-slug.md) exists;
 * - every message quoted in docs/product.md §11 is still in the code (src/, tests left out), word for word apart
 *   from its {placeholders} and figures.
 *
 * `npx tsx scripts/check-docs.ts` prints the problems and exits 1 when there are any; scripts/check-docs.test.ts
 * runs the same check in the unit tests.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  '.tmp',
  'test-results',
  'playwright-report',
  '.tools',
]);
const CODE_DIRS = ['src', 'tests', 'scripts', 'bench', 'examples'];
const CODE_EXT = /\.(ts|tsx|mts|js|mjs|cjs|json)$/;
const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SECTIONS = ['## Context', '## Decision', '## Consequences'];
/** Citations of the product specifications the project started from, which are not in the repository. */
const OUTSIDE_CITATION =
  /\bspec(?:ification)? (?:§|section )\d+|\b(?:core-journey|plans-dashboards-admin|plans)(?:\.md)? §\d+|shared\/spec\//i;
const STATUS = /^Status: (accepted|proposed|deprecated|superseded by \d{4})$/;

function walk(dir: string, keep: (path: string) => boolean, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** Problems with one decision record's name and shape; `name` is its file name. */
export function checkRecord(name: string, text: string): string[] {
  const problems: string[] = [];
  const m = RECORD_NAME.exec(name);
  if (!m) return [`${name}: a decision record is named NNNN-slug.md`];
  const number = m[1];
  const lines = text.split('\n');
  if (!new RegExp(`^# ${number}\\. \\S`).test(lines[0] ?? '')) {
    problems.push(`${name}: the first line is "# ${number}. Title"`);
  }
  const head = lines.slice(1, 8);
  const date = head.find((l) => l.startsWith('Date: '));
  if (!date || !/^Date: \d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date.slice(6)))) {
    problems.push(`${name}: no "Date: YYYY-MM-DD" line under the title`);
  }
  if (!head.some((l) => STATUS.test(l))) {
    problems.push(`${name}: no "Status: accepted" (or proposed, deprecated, superseded by NNNN) under the title`);
  }
  let at = -1;
  for (const section of SECTIONS) {
    const i = lines.findIndex((l) => l.trim() === section);
    if (i < 0) problems.push(`${name}: no "${section}" section`);
    else if (i < at) problems.push(`${name}: "${section}" comes before the section it should follow`);
    else at = i;
  }
  return problems;
}

/** Relative link targets in a markdown text (inline links and images), without their #anchor. */
export function markdownLinks(text: string): string[] {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const out: string[] = [];
  for (const m of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = m[1] ?? '';
    if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target)) continue;
    const path = target.split('#')[0] ?? '';
    if (path) out.push(decodeURI(path));
  }
  return out;
}

/** `docs/....md` paths named anywhere in a text (code comments, prose), read from the repository root. */
export function docPaths(text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])docs\/[\w./-]*?\.md\b/g)].map((m) => m[0]);
}

/** Section numbers of docs/product.md: headings `## §N. Title` (or `### §N.M ...`). */
export function productSections(text: string): Set<string> {
  return new Set([...text.matchAll(/^#{2,4} §(\d+(?:\.\d+)*)[.\s]/gm)].map((m) => m[1] ?? ''));
}

/** The messages quoted in one numbered section of docs/product.md, with line breaks read as spaces. */
export function quotedMessages(product: string, section: string): string[] {
  const start = product.search(new RegExp(`^## §${section}\\.`, 'm'));
  if (start < 0) return [];
  const rest = product.slice(start + 1);
  const end = rest.search(/^## §/m);
  const text = (end < 0 ? rest : rest.slice(0, end)).replace(/\s*\n\s*/g, ' ');
  return [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1] ?? '');
}

/** The fixed parts of a message: what is left between its {placeholders} and figures (which code fills in). */
export function fixedParts(message: string): string[] {
  return message
    .split(/\{[^}]*\}|\d+/)
    .map((p) => p.trim())
    .filter((p) => p.length >= 4);
}

export function checkDocs(root: string): string[] {
  const problems: string[] = [];
  const rel = (p: string) => relative(root, p);

  const decisions = join(root, 'docs/decisions');
  const records = readdirSync(decisions).filter((n) => n.endsWith('.md') && n !== 'README.md');
  const seen = new Map<string, string>();
  for (const name of records) {
    problems.push(...checkRecord(name, readFileSync(join(decisions, name), 'utf8')));
    const number = name.slice(0, 4);
    if (seen.has(number)) problems.push(`${name}: number ${number} is also used by ${seen.get(number)}`);
    seen.set(number, name);
  }
  const index = readFileSync(join(decisions, 'README.md'), 'utf8');
  const indexed = new Set(markdownLinks(index));
  for (const name of records) {
    if (!indexed.has(name)) problems.push(`docs/decisions/README.md: does not link ${name}`);
  }

  const markdown = walk(root, (p) => p.endsWith('.md'));
  for (const file of markdown) {
    const text = readFileSync(file, 'utf8');
    for (const target of markdownLinks(text)) {
      if (!existsSync(resolve(dirname(file), target))) problems.push(`${rel(file)}: dead link ${target}`);
    }
    for (const path of docPaths(text)) {
      if (!existsSync(join(root, path))) problems.push(`${rel(file)}: names ${path}, which does not exist`);
    }
  }

  const productPath = join(root, 'docs/product.md');
  const sections = existsSync(productPath) ? productSections(readFileSync(productPath, 'utf8')) : new Set<string>();
  const code = CODE_DIRS.flatMap((d) => walk(join(root, d), (p) => CODE_EXT.test(p)));
  const appCode = code
    .filter((f) => rel(f).startsWith('src/') && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  if (existsSync(productPath)) {
    for (const message of quotedMessages(readFileSync(productPath, 'utf8'), '11')) {
      for (const part of fixedParts(message)) {
        if (!appCode.includes(part)) problems.push(`docs/product.md §11: "${message}" is not in src/ ("${part}")`);
      }
    }
  }
  for (const file of code) {
    // This check and its test name example paths and citations on purpose.
    if (/check-docs(\.test)?\.ts$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const path of docPaths(text)) {
      if (!existsSync(join(root, path))) problems.push(`${rel(file)}: names ${path}, which does not exist`);
    }
    for (const m of text.matchAll(/(?<![\w/-])(\d{4}-[a-z0-9-]+\.md)\b/g)) {
      if (!existsSync(join(decisions, m[1] ?? ''))) problems.push(`${rel(file)}: names ${m[1]}, which is not a record`);
    }
    for (const m of text.matchAll(/product\.md ((?:§\d+(?:\.\d+)*(?:, )?)+)/g)) {
      for (const s of (m[1] ?? '').matchAll(/§(\d+(?:\.\d+)*)/g)) {
        if (!sections.has(s[1] ?? ''))
          problems.push(`${rel(file)}: cites docs/product.md §${s[1]}, which is not a section`);
      }
    }
    const outside = OUTSIDE_CITATION.exec(text);
    if (outside) {
      problems.push(`${rel(file)}: cites "${outside[0]}", outside the repository; cite docs/product.md §N`);
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkDocs(root);
  for (const p of problems) console.log(p);
  console.log(problems.length ? `${problems.length} problem(s)` : 'docs: no problems');
  process.exitCode = problems.length ? 1 : 0;
}
