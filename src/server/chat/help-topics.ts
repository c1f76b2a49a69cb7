/**
 * What a question is about. A passage answers only a question that names one of its topics; a question that
 * names a subject our pages do not cover (visas, OCI, Aadhaar...) gets "I don't know", even when it shares
 * words with a passage ("OCI for my kid" is not a question about applying for a child).
 */
import type { HelpPassage } from '#shared/help/help-passages.ts';
import { PLACE, type Lemmatizer } from './help-lexicon.ts';
import { words } from './help-words.ts';

/**
 * Subjects people bring to a passport renewal service that our help pages do not answer (from NRI forums:
 * consular services other than the passport, other countries' documents, trip logistics, small talk).
 */
export const OUTSIDE_TOPICS: Readonly<Record<string, readonly string[]>> = {
  visa: [
    'visa',
    'tourist visa',
    'evisa',
    'e visa',
    'h1b',
    'h 1b',
    'h4',
    'l1',
    'f1',
    'b1',
    'b2',
    'stamping',
    'visa stamp',
  ],
  oci: ['oci', 'oci card', 'pio', 'overseas citizen'],
  pcc: ['pcc', 'police clearance', 'police clearance certificate'],
  aadhaar: ['aadhaar', 'aadhar', 'adhar', 'adhaar'],
  pan: ['pan', 'pan card'],
  citizenship: [
    'citizenship',
    'renounce',
    'renunciation',
    'surrender',
    'surrender certificate',
    'naturalised',
    'naturalized',
    'foreign passport',
    'us passport',
    'british passport',
    'canadian passport',
  ],
  're-entry': ['re entry', 'reentry', 'reentry permit', 'advance parole', 'green card renewal'],
  immigration: [
    'immigration',
    'study permit',
    'student permit',
    'permanent residency',
    'express entry',
    'apply for pr',
    'lawyer',
    'attorney',
  ],
  'other documents': [
    'birth certificate',
    'driving licence',
    'driving license',
    'driver license',
    'voter id',
    'ration card',
    'ssn',
    'social security',
    'emergency certificate',
    'apostille',
    'degree certificate',
    'police verification',
  ],
  // Where an application stands at the mission, and getting the passport delivered: only the mission knows.
  'application status': ['status', 'track', 'tracking', 'deliver', 'delivery', 'dispatch'],
  legal: ['court', 'court case', 'criminal case', 'arrest', 'warrant'],
  money: [
    'tax',
    'income tax',
    'nre',
    'nro',
    'bank account',
    'property',
    'remittance',
    'forex',
    'exchange rate',
    'send money',
    'transfer money',
    'loan',
    'insurance',
    'investment',
  ],
  tickets: [
    'flight ticket',
    'air ticket',
    'book flight',
    'flight booking',
    'airfare',
    'air fare',
    'cheap flight',
    'flight price',
    'flight fare',
    'train ticket',
    'book ticket',
    'airline',
    'baggage',
    'luggage',
    'hotel',
    'customs',
    'duty free',
  ],
  health: ['covid', 'vaccine', 'vaccination', 'quarantine'],
  // Another country's entry rules (how much validity it asks for, transit).
  'entry rules': [
    'remaining validity',
    'validity to travel',
    'validity for travel',
    'validity required',
    'validity needed',
    'entry requirement',
    'transit',
  ],
  // Our own plans' prices are on /pricing, not on the help pages ("how much is the pro plan").
  'plan prices': [
    'plan fee',
    'fee plan',
    'how much plan',
    'subscription',
    'refund',
    'free trial',
    'coupon',
    'promo code',
    'discount',
  ],
  'small talk': ['weather', 'cricket', 'restaurant', 'movie', 'song', 'joke', 'recipe', 'stock', 'election'],
};

/** Words a phrase may skip between its own words: "copy of my visa" still says "copy of visa". */
const FILLER = new Set(
  'a an the my your our his her their this that of for is are was were be been has have had got get it its'.split(' '),
);

/** Other words a topic's phrase may have between its words ("photo keeps getting rejected"). */
const PHRASE_GAP = 2;

/** Words that join two subjects in one question ("beard and glasses?"). */
const JOINERS = new Set(['and', 'also', 'plus', 'or', 'aur', 'but']);

/** One word of a question as Quick Help reads it. */
export interface Token {
  /** The word as typed, spelled out, stemmed and typo-corrected. */
  word: string;
  /** Its base form ("cheapest" -> "cheap") and that form's meaning class ("robbed" -> "steal", "canada" -> "@place"). */
  base: string;
  concept: string;
  /** The clause it sits in (split at . , ; ? !), and whether that clause ends with a question mark. */
  clause: number;
  marked: boolean;
  /** A duration the user states ("in 3 weeks", "2 years back"): a fact about them, never a topic. */
  quantity: boolean;
}

interface Topic {
  surface: string[];
  concept: string[];
  weight: number;
  /** A kind of question the passage answers besides its own subject ('^'). */
  also?: boolean;
  /** The passage it points to, or the outside subject it names. */
  passage?: string;
  outside?: string;
}

/** What a question names for one passage. */
export interface Evidence {
  /** Summed weight of the distinct topics named (a topic in a clause that tells the situation counts 0.4). */
  weight: number;
  /** The part of `weight` from kinds of question the passage answers besides its own subject ('^'). */
  also: number;
  /** True when one of them is a subject, not a weak topic. */
  strong: boolean;
  /** Positions of the words those topics took. */
  at: number[];
}

export interface QuestionTopics {
  /** Passage id -> what the question names for it. */
  passages: Map<string, Evidence>;
  /** Outside subjects the question names. */
  outside: string[];
  /** True when a named topic is not weak: the question has a subject of its own. */
  strong: boolean;
}

/** Weak topics ('~photo', '~how much') count half: they narrow the field but rarely decide it. */
const WEAK_WEIGHT = 0.5;
/**
 * '^' marks a kind of question a passage answers besides its own subject ("^document" on the lost-passport
 * passage: it lists the documents to add). It counts as a weak topic, but never makes a subject, and on a tie
 * the passage whose own topic it is wins ("what documents?" is the general list; "lost it, what documents?"
 * the lost passport's).
 */
const ALSO_WEIGHT = WEAK_WEIGHT;
/**
 * A topic in a clause that tells the situation ("submitted at VFS 10 days back,") counts 0.4 when the clause
 * that asks ("how long does it take?") names a topic of its own: less than a weak topic asked about, so what
 * is asked decides, and the situation breaks ties.
 */
const CONTEXT_WEIGHT = 0.4;

export class TopicMatcher {
  private readonly topics: Topic[] = [];

  constructor(passages: readonly HelpPassage[], lemmatizer: Lemmatizer) {
    // Passage topics meet every word of their meaning class; outside subjects only their own word's forms
    // ("pricing" names our plans' prices, while "price" is any price).
    const phrase = (raw: string, read: (word: string) => string) => {
      const surface = raw.split(/\s+/).flatMap((part) => (part === PLACE ? [PLACE] : words(part)));
      return { surface, concept: surface.map((w) => (w === PLACE ? w : read(w))) };
    };
    const concept = (w: string) => lemmatizer.concept(w);
    for (const p of passages) {
      for (const raw of p.topics) {
        const also = raw.startsWith('^');
        const weight = raw.startsWith('~') ? WEAK_WEIGHT : also ? ALSO_WEIGHT : 1;
        this.topics.push({
          ...phrase(raw.replace(/^[~^]/, ''), concept),
          weight,
          passage: p.id,
          ...(also ? { also } : {}),
        });
      }
    }
    for (const [outside, phrases] of Object.entries(OUTSIDE_TOPICS)) {
      for (const raw of phrases) this.topics.push({ ...phrase(raw, (w) => lemmatizer.base(w)), weight: 1, outside });
    }
  }

  /** Every word of the vocabulary the topics use, for the speller. */
  vocabulary(): string[] {
    return this.topics.flatMap((t) => t.surface).filter((w) => w !== PLACE);
  }

  /**
   * The topics a question names. Longest phrase first ("file size" takes its words before "size" can), and
   * for each length the words as typed before their meaning class ("expired" is the expired passage's word
   * before it is "expire", the documents passage's). Each word serves one topic.
   */
  match(tokens: readonly Token[]): QuestionTopics {
    const used = new Set<number>();
    const found: { topic: Topic; at: number[] }[] = [];
    const lengths = [...new Set(this.topics.map((t) => t.surface.length))].sort((a, b) => b - a);
    for (const length of lengths) {
      for (const form of ['surface', 'concept'] as const) {
        const groups = new Map<string, Topic[]>();
        for (const t of this.topics.filter((x) => x.surface.length === length)) {
          const key = t[form].join(' ');
          groups.set(key, [...(groups.get(key) ?? []), t]);
        }
        for (const group of groups.values()) {
          // "proof of address" says "address proof": passage topics read in either order, a few words apart.
          // Outside phrases are read in order only: "flight booked" is not "book flight".
          const inOrder = group[0]!.outside !== undefined;
          const orders = inOrder ? [group[0]![form]] : [group[0]![form], [...group[0]![form]].reverse()];
          // An outside subject meets its own word's forms only ("cheapest flight" is "cheap flight").
          const reading = inOrder && form === 'concept' ? 'base' : form;
          const first = findPhrase(tokens, orders, reading, used);
          // A phrase said twice counts once; its later copies are still used up so no shorter phrase takes them.
          for (let at = first; at; at = findPhrase(tokens, orders, reading, used)) at.forEach((j) => used.add(j));
          if (first) for (const topic of group) found.push({ topic, at: first });
        }
      }
    }
    return this.weigh(tokens, found);
  }

  private weigh(tokens: readonly Token[], found: { topic: Topic; at: number[] }[]): QuestionTopics {
    const asking = askingClauses(tokens);
    const topicWhereAsked = found.some((f) => f.topic.passage && asking.has(tokens[f.at[0]!]!.clause));
    const passages = new Map<string, Evidence>();
    // Distinct topics: two ways of saying one thing ("lost", "lose") count once, at the higher weight.
    const counted = new Map<string, number>();
    const outside = new Set<string>();
    for (const { topic, at } of found) {
      // An outside subject anywhere, even in the told situation ("PCC appointment at VFS, what documents?"),
      // makes the question outside.
      if (topic.outside) outside.add(topic.outside);
      if (!topic.passage) continue;
      const inContext = topicWhereAsked && !asking.has(tokens[at[0]!]!.clause);
      const weight = topic.weight * (inContext ? CONTEXT_WEIGHT : 1);
      const key = `${topic.passage} ${topic.concept.join(' ')}`;
      const before = counted.get(key) ?? 0;
      const evidence = passages.get(topic.passage) ?? { weight: 0, also: 0, strong: false, at: [] };
      evidence.weight += Math.max(0, weight - before);
      if (topic.also) evidence.also += Math.max(0, weight - before);
      counted.set(key, Math.max(before, weight));
      evidence.strong ||= topic.weight === 1 && !topic.also;
      evidence.at.push(...at);
      passages.set(topic.passage, evidence);
    }
    return { passages, outside: [...outside], strong: found.some((f) => f.topic.passage && f.topic.weight === 1) };
  }
}

/**
 * Clauses that ask: those ending in "?", else those opening with a question word; a question with neither
 * asks in every clause. The others state the user's situation.
 */
const QUESTION_WORDS = new Set(
  `what how which when where why who can could is are am do doe does did will would should shall may might any
  kya kaise kitna kitne kitni kab kahan kaun kaunse kaunsa`.split(/\s+/),
);
export function askingClauses(tokens: readonly Token[]): Set<number> {
  const clauses = new Set(tokens.map((t) => t.clause));
  const withMark = new Set(tokens.filter((t) => t.marked).map((t) => t.clause));
  if (withMark.size) return withMark;
  const opening = new Set([...clauses].filter((c) => QUESTION_WORDS.has(tokens.find((t) => t.clause === c)!.word)));
  return opening.size ? opening : clauses;
}

/**
 * True when the two sets of words are asked about as two subjects: both in clauses that ask, and in different
 * clauses or with "and" between them. A subject only in the told situation is not a second question.
 */
export function joined(tokens: readonly Token[], a: readonly number[], b: readonly number[]): boolean {
  const asking = askingClauses(tokens);
  const [askedA, askedB] = [a, b].map((at) => at.filter((i) => asking.has(tokens[i]!.clause)));
  if (!askedA!.length || !askedB!.length) return false;
  if (askedA!.some((i) => askedB!.some((j) => tokens[i]!.clause !== tokens[j]!.clause))) return true;
  const [from, to] = [Math.min(...askedA!, ...askedB!), Math.max(...askedA!, ...askedB!)];
  return tokens.slice(from, to).some((t) => JOINERS.has(t.word));
}

/** Units of a duration: "3 weeks" or "next month" is when, not what the question is about. */
const UNITS = new Set(['day', 'week', 'month', 'year', 'hour', 'din', 'mahina', 'mahine', 'saal', 'sal']);
const AMOUNTS = new Set(
  'one two three four five six seven eight nine ten eleven twelve few couple next last past this coming several'.split(
    ' ',
  ),
);
export function markQuantities(tokens: Token[]): void {
  for (const [i, t] of tokens.entries()) {
    const before = tokens[i - 1]?.word ?? '';
    // "a 5 year old" is an age, which some topics name ("year old").
    const age = tokens[i + 1]?.word === 'old';
    if (UNITS.has(t.word) && !age && (/^\d+$/.test(before) || AMOUNTS.has(before))) t.quantity = true;
  }
}

/**
 * Positions of the phrase's words in one clause, in order, skipping filler and a few other words between
 * them ("photo keeps getting rejected" says "photo rejected"); null if absent.
 */
function findPhrase(
  tokens: readonly Token[],
  orders: readonly (readonly string[])[],
  form: 'surface' | 'base' | 'concept',
  used: Set<number>,
): number[] | null {
  const free = (i: number) => !used.has(i) && !tokens[i]!.quantity;
  // An outside subject's word meets a word's base form or its meaning class ("price" -> "fee" in "plan fee").
  const is = (i: number, word: string | undefined) =>
    form === 'surface'
      ? tokens[i]!.word === word
      : form === 'base'
        ? tokens[i]!.base === word || tokens[i]!.concept === word
        : tokens[i]!.concept === word;
  for (const phrase of orders) {
    for (let start = 0; start < tokens.length; start++) {
      if (!free(start) || !is(start, phrase[0])) continue;
      const clause = tokens[start]!.clause;
      const found = [start];
      let i = start + 1;
      let skipped = 0;
      for (const word of phrase.slice(1)) {
        while (
          i < tokens.length &&
          !is(i, word) &&
          free(i) &&
          tokens[i]!.clause === clause &&
          // A phrase never spans "and" / "or": "indian address or current one" is not "current address".
          !JOINERS.has(tokens[i]!.word) &&
          (FILLER.has(tokens[i]!.word) || skipped++ < PHRASE_GAP)
        )
          i++;
        if (i >= tokens.length || !is(i, word) || !free(i) || tokens[i]!.clause !== clause) break;
        found.push(i++);
      }
      if (found.length === phrase.length) return found;
    }
  }
  return null;
}

/**
 * "Talk to a person / human / agent": the user asks for someone from our team, and live chat opens.
 * Read on the raw text: these are fixed ways of asking, not topics.
 */
const PERSON =
  '(human|humans|person|people|agent|agents|someone|somebody|anyone|representative|rep|executive|staff|operator|real one|customer care|customer service|customer support|support team|support staff|support|team)';
const HANDOFF = [
  new RegExp(`\\b(talk|speak|chat|connect|transfer|put me through)\\b(?: [a-z]+){0,5}? ${PERSON}\\b`),
  new RegExp(`\\b(need|want|get|give)( me)? (a |an |to a )?(real|live|actual) ${PERSON}\\b`),
  new RegExp(`\\b(need|want|get|give)( me)? (a |an )?(human|agent)\\b`),
  /\b(real|live|actual) (person|human|agent)\b/,
  // "a human I can talk to", "someone to talk to"
  /\b(human|person|agent|representative|someone|somebody)\b(?: [a-z]+){0,4} (talk|speak|chat) (to|with)\b/,
  // Hindi: "kisi insaan se baat karni hai"
  /\b(insaan|insan|banda|human|person|agent|kisi)\b(?: [a-z]+){0,3} baat\b/,
  /\blive chat\b/,
  /^(a )?(human|agent|person|representative)( please)?$/,
];

export function asksForPerson(text: string): boolean {
  const plain = words(text).join(' ');
  return HANDOFF.some((re) => re.test(plain));
}
