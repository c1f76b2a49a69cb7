/**
 * The documents one situation adds to a plain renewal, from the resolver (no mission: the general rules). The
 * help pages, the FAQ and Quick Help list these, so a situation's documents are written once, in rules.json.
 */
import type { CaseAnswers } from './case-answers.ts';
import type { CaseDocument } from './documents.ts';
import { resolveCase } from './resolve-case.ts';

const PLAIN: CaseAnswers = {
  applicationType: 'renewal',
  reason: 'expiring',
  ageGroup: 'adult',
  countryOfResidence: 'OTHER',
};

/** What `situation` adds to a plain adult renewal, in the general rules. */
export function documentsAddedBy(situation: Partial<CaseAnswers>, today: string): CaseDocument[] {
  const plain = new Set(resolveCase(PLAIN, { today }).documents.map((d) => d.id));
  return resolveCase({ ...PLAIN, ...situation }, { today }).documents.filter((d) => !plain.has(d.id));
}

/** "Title: purpose" sentences for a list in running text. */
export function documentSentences(documents: readonly Pick<CaseDocument, 'title' | 'purpose'>[]): string {
  return documents.map((d) => `${d.title}: ${sentence(d.purpose)}`).join(' ');
}

const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);
