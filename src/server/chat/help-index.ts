import MiniSearch, { type SearchResult } from 'minisearch';
import { HELP_PAGES, HELP_PASSAGES, type HelpPassage } from '#shared/help/help-passages.ts';
import { IRREGULAR, Lemmatizer, LEXICON_WORDS, PLACES } from './help-lexicon.ts';
import { markQuantities, TopicMatcher, type QuestionTopics, type Token } from './help-topics.ts';
import { Speller, stem, words } from './help-words.ts';

// Words that carry no meaning for a help question; without this "how do I" matches every passage.
// The last line is Hindi written in Latin letters, as many users mix it in ("documents kaunse chahiye").
const STOP_WORDS = new Set(
  `a about after again all am an and any are as at be been before being but by can could did do does doing for from
  get got had has have having he her here hers him his how i if in into is it its just me mine my myself no nor not
  now of off on once only or our ours out over own please same she should so some such than that the their them then
  there these they this those through to too under until up very was we were what when where which while who whom
  why will with would you your yours yourself hi hello thanks thank need want know tell passport passports indian
  india renew renewal renewing application apply ok okay someone somebody anyone anybody something anything inside
  also still really actually yet even else sir madam dear since because though although whether either neither
  within without upon across along around among per via exactly basically normally usually generally currently
  recently approximately roughly
  january february march april june july august september october november december monday tuesday wednesday
  thursday friday saturday sunday today tomorrow yesterday tonight weekend
  ka ke ki kya hai hain hona chahiye kaunse kaun liye mera meri mere mujhe kaise se mein aur nahi karna kar ko bhi toh
  ho hoga hogi gaya gayi gaye sakta sakte sakti raha rahi rahe tha thi wala wali wale par pe ab abhi kab kahan ji
  bhai yeh ye woh vo koi kuch sab ya agar hum main mai apna apni karu karun kare karein lagega lagenge milega
  hota hoti hote lagta lagti lagte`
    .split(/\s+/)
    // Questions reach the index already stemmed ("does" -> "doe"), so both forms are stop words.
    .flatMap((w) => [w, stem(w)]),
);

/** Lower case, stop words out, a light plural/verb stem so "documents" meets "document". */
export function processTerm(term: string): string | null {
  const t = stem(term.toLowerCase());
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

/** Splits a question at . , ; ! ? and new lines; a clause ending in "?" asks. */
function clauses(question: string): { text: string; marked: boolean }[] {
  return [...question.matchAll(/[^.,;!?\n]+[.,;!?\n]*/g)].map(([part]) => ({
    text: part,
    marked: part.includes('?'),
  }));
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
  tokens: Token[];
  topics: QuestionTopics;
  /** Words that are not filler, and how many of them our help pages never use. */
  content: number;
  unknown: number;
}

/** The help pages indexed once per process; a few dozen passages, built in milliseconds. */
export class HelpIndex {
  private readonly search: MiniSearch<HelpPassage>;
  private readonly byId = new Map(HELP_PASSAGES.map((p) => [p.id, p]));
  private readonly topicMatcher: TopicMatcher;
  private readonly speller: Speller;
  private readonly lemmatizer: Lemmatizer;

  constructor() {
    // Our pages' words and every word the lexicon knows: the speller corrects towards these, and a regular
    // form ("smudged") is read as a base form ("smudge") only when the base is one of them.
    const known = new Set([...STOP_WORDS, ...LEXICON_WORDS, ...PLACES, ...Object.keys(IRREGULAR)]);
    for (const p of HELP_PASSAGES) {
      for (const w of words(`${p.heading} ${p.text} ${p.keywords} ${p.topics.join(' ')}`)) known.add(w);
    }
    this.lemmatizer = new Lemmatizer(known);
    this.topicMatcher = new TopicMatcher(HELP_PASSAGES, this.lemmatizer);
    for (const w of this.topicMatcher.vocabulary()) known.add(w);
    this.speller = new Speller(known);
    // Passages and questions are indexed by their words and by those words' meaning ("robbed" finds "stolen").
    const terms = (term: string) => {
      const t = processTerm(term);
      if (!t) return null;
      const concept = this.lemmatizer.concept(t);
      return concept === t || concept.startsWith('@') ? t : [t, concept];
    };
    this.search = new MiniSearch<HelpPassage>({
      fields: ['heading', 'text', 'keywords', 'topics'],
      storeFields: ['id'],
      // A passage's topics are words people use for it too: a question found by "chewed" ranks by it.
      extractField: (passage, field) =>
        field === 'topics'
          ? passage.topics.join(' ').replace(/[~@]/g, '')
          : String(passage[field as keyof HelpPassage]),
      processTerm: terms,
      searchOptions: {
        boost: { heading: 2, keywords: 2, topics: 2, text: 1 },
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.search.addAll(HELP_PASSAGES);
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
    const tokens: Token[] = clauses(question).flatMap(({ text, marked }, clause) =>
      words(text).map((typed) => {
        // A form of a word we know ("stole", "smudged") is not a typo of another word ("store").
        const corrected = this.lemmatizer.base(typed) !== typed ? typed : this.speller.correct(typed);
        // Nor is a word a typo of its own inflected form ("separate" is not "separated").
        const word = this.lemmatizer.inflects(corrected, typed) ? typed : corrected;
        const base = this.lemmatizer.base(word);
        return { word, base, concept: this.lemmatizer.concept(word), clause, marked, quantity: false };
      }),
    );
    markQuantities(tokens);
    const content = tokens.filter((t) => processTerm(t.word) !== null);
    return {
      text: tokens.map((t) => t.word).join(' '),
      tokens,
      topics: this.topicMatcher.match(tokens),
      content: content.length,
      unknown: content.filter((t) => !this.knows(t.word)).length,
    };
  }

  /** A word of our pages or of the lexicon, a form of one, or a typo of one. */
  private knows(word: string): boolean {
    return this.speller.knows(word) || this.lemmatizer.base(word) !== word;
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
