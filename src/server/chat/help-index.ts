import MiniSearch, { type SearchResult } from 'minisearch';
import { HELP_PAGES, HELP_PASSAGES, type HelpPassage } from '#shared/help/help-passages.ts';
import { TopicMatcher, type QuestionTopics } from './help-topics.ts';
import { Speller, stem, words } from './help-words.ts';

// Words that carry no meaning for a help question; without this "how do I" matches every passage.
// The last line is Hindi written in Latin letters, as many users mix it in ("documents kaunse chahiye").
const STOP_WORDS = new Set(
  `a about after again all am an and any are as at be been before being but by can could did do does doing for from
  get got had has have having he her here hers him his how i if in into is it its just me mine my myself no nor not
  now of off on once only or our ours out over own please same she should so some such than that the their them then
  there these they this those through to too under until up very was we were what when where which while who whom
  why will with would you your yours yourself hi hello thanks thank need want know tell passport passports indian
  india renew renewal renewing application apply ok okay
  ka ke ki kya hai hain hona chahiye kaunse kaun liye mera meri mere mujhe kaise se mein aur nahi karna kar ko bhi toh`
    .split(/\s+/)
    // Questions reach the index already stemmed ("does" -> "doe"), so both forms are stop words.
    .flatMap((w) => [w, stem(w)]),
);

/** Lower case, stop words out, a light plural/verb stem so "documents" meets "document". */
export function processTerm(term: string): string | null {
  const t = stem(term.toLowerCase());
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

export interface HelpHit {
  passage: HelpPassage;
  score: number;
  /** Distinct query terms the passage matched. */
  matched: number;
}

/** A question as Quick Help reads it. */
export interface ReadQuestion {
  /** The words with typos corrected, as one string for the full-text search. */
  text: string;
  topics: QuestionTopics;
  /** Words that are not filler, and how many of them our help pages never use. */
  content: number;
  unknown: number;
}

/** The help pages indexed once per process; a few dozen passages, built in milliseconds. */
export class HelpIndex {
  private readonly search = new MiniSearch<HelpPassage>({
    fields: ['heading', 'text', 'keywords', 'topics'],
    storeFields: ['id'],
    // A passage's topics are words people use for it too: a question found by "chewed" ranks by it.
    extractField: (passage, field) =>
      field === 'topics' ? passage.topics.join(' ').replace(/~/g, '') : String(passage[field as keyof HelpPassage]),
    processTerm,
    searchOptions: {
      boost: { heading: 2, keywords: 2, topics: 2, text: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  private readonly byId = new Map(HELP_PASSAGES.map((p) => [p.id, p]));
  private readonly topicMatcher = new TopicMatcher(HELP_PASSAGES);
  private readonly speller: Speller;

  constructor() {
    this.search.addAll(HELP_PASSAGES);
    const vocabulary = new Set([...STOP_WORDS, ...this.topicMatcher.vocabulary()]);
    for (const p of HELP_PASSAGES) for (const w of words(`${p.heading} ${p.text} ${p.keywords}`)) vocabulary.add(w);
    this.speller = new Speller(vocabulary);
  }

  /** The content terms of a question, as the index sees them. */
  terms(text: string): string[] {
    const out = new Set<string>();
    for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
      const term = raw ? processTerm(raw) : null;
      if (term) out.add(term);
    }
    return [...out];
  }

  /** Typos corrected, topics named, and how much of the question our pages' words cover. */
  read(question: string): ReadQuestion {
    const corrected = words(question).map((w) => this.speller.correct(w));
    const content = corrected.filter((w) => processTerm(w) !== null);
    return {
      text: corrected.join(' '),
      topics: this.topicMatcher.match(corrected),
      content: content.length,
      unknown: content.filter((w) => !this.speller.knows(w)).length,
    };
  }

  query(text: string): HelpHit[] {
    return this.search.search(text).flatMap((r: SearchResult) => {
      const passage = this.byId.get(String(r.id));
      return passage ? [{ passage, score: r.score, matched: new Set(r.queryTerms).size }] : [];
    });
  }
}

export function sourceOf(passage: HelpPassage) {
  const page = HELP_PAGES[passage.page];
  return { title: page.title, path: page.path, section: passage.heading };
}
