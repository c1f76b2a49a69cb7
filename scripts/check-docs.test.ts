import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDocs, checkRecord, docPaths, markdownLinks, productSections } from './check-docs.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const GOOD = [
  '# 0007. Face detection on the WebAssembly backend',
  '',
  'Date: 2026-11-21',
  'Status: accepted',
  '',
  '## Context',
  'Why.',
  '## Decision',
  'What.',
  '## Consequences',
  'So.',
].join('\n');

describe('decision record shape', () => {
  it('accepts a numbered, dated record with the three sections', () => {
    expect(checkRecord('0007-face-model.md', GOOD)).toEqual([]);
    expect(checkRecord('0007-face-model.md', GOOD.replace('accepted', 'superseded by 0012'))).toEqual([]);
  });

  it('names what is missing', () => {
    expect(checkRecord('face-model.md', GOOD)).toEqual(['face-model.md: a decision record is named NNNN-slug.md']);
    expect(checkRecord('0008-face-model.md', GOOD)).toEqual(['0008-face-model.md: the first line is "# 0008. Title"']);
    expect(checkRecord('0007-face-model.md', GOOD.replace('Date: 2026-11-21', 'Date: 21 Nov'))).toEqual([
      '0007-face-model.md: no "Date: YYYY-MM-DD" line under the title',
    ]);
    expect(checkRecord('0007-face-model.md', GOOD.replace('Status: accepted', ''))).toHaveLength(1);
    expect(checkRecord('0007-face-model.md', GOOD.replace('## Consequences', '## Results'))).toEqual([
      '0007-face-model.md: no "## Consequences" section',
    ]);
    const swapped = GOOD.replace('## Context\nWhy.\n## Decision\nWhat.', '## Decision\nWhat.\n## Context\nWhy.');
    expect(checkRecord('0007-face-model.md', swapped)).toEqual([
      '0007-face-model.md: "## Decision" comes before the section it should follow',
    ]);
  });
});

describe('links and citations', () => {
  it('reads relative links, not web links, anchors or code', () => {
    const text =
      '[a](0001-a.md) [b](../notes/b.md#figures) [c](https://x.org/c.md) [d](#d) `[e](e.md)` ![f](img/f.png)';
    expect(markdownLinks(text)).toEqual(['0001-a.md', '../notes/b.md', 'img/f.png']);
  });

  it('finds docs paths in comments and product sections in headings', () => {
    expect(docPaths('// see docs/decisions/0001-a.md and docs/product.md §3')).toEqual([
      'docs/decisions/0001-a.md',
      'docs/product.md',
    ]);
    expect([...productSections('## §1. What\n### §2.1 Sub\n## Other')]).toEqual(['1', '2.1']);
  });
});

describe('the repository', () => {
  it('has numbered, dated records, an index that links them all, no dead links and resolvable citations', () => {
    expect(checkDocs(ROOT)).toEqual([]);
  });
});
