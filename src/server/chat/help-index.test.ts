import { describe, expect, it } from 'vitest';
import { HELP_PASSAGES } from '#shared/help/help-passages.ts';
import { HelpIndex, processTerm } from './help-index.ts';
import { addsNoNumbers } from './llm-rewrite.ts';

describe('help index', () => {
  it('drops filler words and stems plurals so questions meet the passages', () => {
    expect(processTerm('How')).toBeNull();
    expect(processTerm('Documents')).toBe('document');
    expect(processTerm('Glasses')).toBe('glass');
    expect(new HelpIndex().terms('What documents do I need for my children?')).toEqual(['document', 'children']);
  });

  it('every passage has text built from the facts (no empty or undefined pieces)', () => {
    for (const p of HELP_PASSAGES) {
      expect(p.text.length, p.id).toBeGreaterThan(40);
      expect(p.text, p.id).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(new Set(HELP_PASSAGES.map((p) => p.id)).size).toBe(HELP_PASSAGES.length);
  });

  it('every passage names topics, and a question naming one finds that passage among its topics', () => {
    const index = new HelpIndex();
    for (const p of HELP_PASSAGES) {
      expect(p.topics.length, p.id).toBeGreaterThan(0);
      const strong = p.topics.find((t) => !t.startsWith('~'))!;
      expect(index.read(`what about ${strong}?`).topics.passages.has(p.id), `${p.id}: ${strong}`).toBe(true);
    }
  });
});

describe('LLM rewrite guard', () => {
  it('accepts a rewording that uses only the passages’ numbers and rejects a new one', () => {
    const passages = 'Usually 2-4 weeks; about $92.90 in the United States.';
    expect(addsNoNumbers('It takes 2-4 weeks and costs about $92.90.', passages)).toBe(true);
    expect(addsNoNumbers('It takes 3 weeks.', passages)).toBe(false);
  });
});
