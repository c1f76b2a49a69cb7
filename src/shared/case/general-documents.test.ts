import { describe, expect, it } from 'vitest';
import { documentSentences, documentsAddedBy } from './general-documents.ts';

describe('documentsAddedBy', () => {
  it('lists what a situation adds to a plain renewal, from the rules', () => {
    expect(documentsAddedBy({ reason: 'lost' }, '2026-11-26').map((d) => d.id)).toEqual([
      'police-report',
      'loss-declaration',
    ]);
    expect(documentsAddedBy({ ageGroup: 'minor' }, '2026-11-26').map((d) => d.id)).toContain('parental-consent');
    expect(documentsAddedBy({}, '2026-11-26')).toEqual([]);
  });

  it('words them as sentences', () => {
    expect(documentSentences([{ title: 'A', purpose: 'Shows b' }])).toBe('A: Shows b.');
  });
});
