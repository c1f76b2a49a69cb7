import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  checkDocs,
  checkRecord,
  docPaths,
  fixedParts,
  markdownLinks,
  productSections,
  quotedMessages,
} from './check-docs.ts';
import { withHeader } from './number-decisions.ts';

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

describe('product messages', () => {
  it('reads the quoted messages of one section, across line breaks', () => {
    const product =
      '## §10. API\n"Not this"\n## §11. Messages\n- "Upload failed"; "Document has been\n  successfully deleted."\n## §12. Plans\n"Nor this"';
    expect(quotedMessages(product, '11')).toEqual(['Upload failed', 'Document has been successfully deleted.']);
  });

  it('keeps the fixed parts between placeholders and figures', () => {
    expect(fixedParts('Photo Analysis Failed (Score: {n}/100)')).toEqual(['Photo Analysis Failed (Score:']);
    expect(fixedParts('An expert will review your application within 24 hours.')).toEqual([
      'An expert will review your application within',
      'hours.',
    ]);
  });
});

describe('the repository', () => {
  it('has numbered, dated records, an index that links them all, no dead links and resolvable citations', () => {
    expect(checkDocs(ROOT)).toEqual([]);
  });
});

describe('numbering a newcomer', () => {
  it('numbers the title and adds the date and status it lacks, keeping the body', () => {
    expect(withHeader('# Client API\n\nBody.\n', '0043', '2026-11-26')).toBe(
      '# 0043. Client API\n\nDate: 2026-11-26\nStatus: accepted\n\nBody.\n',
    );
    expect(withHeader('# Client API\n\nDate: 2026-11-20\nStatus: proposed\n\nBody.\n', '0043', '2026-11-26')).toBe(
      '# 0043. Client API\n\nDate: 2026-11-20\nStatus: proposed\n\nBody.\n',
    );
  });
});
