import MiniSearch, { type SearchResult } from 'minisearch';
import { HELP_PAGES, HELP_PASSAGES, type HelpPassage } from '#shared/help/help-passages.ts';

// Words that carry no meaning for a help question; without this "how do I" matches every passage.
const STOP_WORDS = new Set(
  `a about after again all am an and any are as at be been before being but by can could did do does doing for from
  get got had has have having he her here hers him his how i if in into is it its just me mine my myself no nor not
  now of off on once only or our ours out over own please same she should so some such than that the their them then
  there these they this those through to too under until up very was we were what when where which while who whom
  why will with would you your yours yourself hi hello thanks thank need want know tell passport passports indian
  india renew renewal renewing application apply`.split(/\s+/),
);

/** Lower case, stop words out, a light plural/verb stem so "documents" meets "document". */
export function processTerm(term: string): string | null {
  const t = stem(term.toLowerCase());
  return t.length < 2 || STOP_WORDS.has(t) ? null : t;
}

function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 4 && /(ch|sh|x|ss)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

export interface HelpHit {
  passage: HelpPassage;
  score: number;
  /** Distinct query terms the passage matched. */
  matched: number;
}

/** The help pages indexed once per process; a few dozen passages, built in milliseconds. */
export class HelpIndex {
  private readonly search = new MiniSearch<HelpPassage>({
    fields: ['heading', 'text', 'keywords'],
    storeFields: ['id'],
    processTerm,
    searchOptions: {
      boost: { heading: 2, keywords: 2, text: 1 },
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      prefix: (term) => term.length >= 5,
      combineWith: 'OR',
    },
  });
  private readonly byId = new Map(HELP_PASSAGES.map((p) => [p.id, p]));

  constructor() {
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
