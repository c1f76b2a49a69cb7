/**
 * What a question is about. A passage answers only a question that names one of its topics; a question that
 * names a subject our pages do not cover (visas, OCI, Aadhaar...) gets "I don't know", even when it shares
 * words with a passage ("OCI for my kid" is not a question about applying for a child).
 */
import type { HelpPassage } from '#shared/help/help-passages.ts';
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
  'other documents': [
    'birth certificate',
    'driving licence',
    'driving license',
    'driver license',
    'voter id',
    'ration card',
    'ssn',
    'social security',
  ],
  money: ['tax', 'income tax', 'nre', 'nro', 'bank account', 'property', 'remittance'],
  tickets: [
    'flight ticket',
    'book flight',
    'flight booking',
    'train ticket',
    'book ticket',
    'airline',
    'baggage',
    'hotel',
  ],
  'small talk': ['weather', 'cricket', 'restaurant', 'movie', 'joke', 'recipe', 'stock'],
};

/** Words a phrase may skip between its own words: "copy of my visa" still says "copy of visa". */
const FILLER = new Set(['a', 'an', 'the', 'my', 'your', 'our', 'his', 'her', 'their', 'this', 'that', 'of', 'for']);

interface Topic {
  phrase: string[];
  weight: number;
  /** The passage it points to, or the outside subject it names. */
  passage?: string;
  outside?: string;
}

export interface QuestionTopics {
  /** Passage id -> summed weight of the distinct topics the question names for it. */
  passages: Map<string, number>;
  /** Outside subjects the question names. */
  outside: string[];
  /** True when a named topic is not weak: the question has a subject of its own. */
  strong: boolean;
}

/** Weak topics ('~photo', '~how much') count half: they narrow the field but rarely decide it. */
const WEAK_WEIGHT = 0.5;

export class TopicMatcher {
  private readonly topics: Topic[] = [];

  constructor(passages: readonly HelpPassage[]) {
    for (const p of passages) {
      for (const raw of p.topics) {
        const weak = raw.startsWith('~');
        this.topics.push({ phrase: words(raw.replace(/^~/, '')), weight: weak ? WEAK_WEIGHT : 1, passage: p.id });
      }
    }
    for (const [outside, phrases] of Object.entries(OUTSIDE_TOPICS)) {
      for (const raw of phrases) this.topics.push({ phrase: words(raw), weight: 1, outside });
    }
    // Longest phrase first: "file size" takes its words before "size" can, "green card renewal" before "green card".
    // Same phrases end up next to each other.
    this.topics.sort(
      (a, b) => b.phrase.length - a.phrase.length || a.phrase.join(' ').localeCompare(b.phrase.join(' ')),
    );
  }

  /** Every word of the vocabulary the topics use, for the speller. */
  vocabulary(): string[] {
    return this.topics.flatMap((t) => t.phrase);
  }

  match(question: readonly string[]): QuestionTopics {
    const used = new Set<number>();
    const found: Topic[] = [];
    for (const [i, topic] of this.topics.entries()) {
      // The same phrase can name several passages ('~photo'): the first of them finds it, all of them count.
      const previous = this.topics[i - 1];
      if (previous && previous.phrase.join(' ') === topic.phrase.join(' ')) {
        if (found.includes(previous)) found.push(topic);
        continue;
      }
      let at = findPhrase(question, topic.phrase, used);
      // A phrase said twice counts once; its later copies are still used up so no shorter phrase takes them.
      const first = at;
      while (at) {
        at.forEach((j) => used.add(j));
        at = findPhrase(question, topic.phrase, used);
      }
      if (first) found.push(topic);
    }
    const passages = new Map<string, number>();
    const outside = new Set<string>();
    for (const t of found) {
      if (t.outside) outside.add(t.outside);
      if (t.passage) passages.set(t.passage, (passages.get(t.passage) ?? 0) + t.weight);
    }
    return { passages, outside: [...outside], strong: found.some((t) => t.weight === 1) };
  }
}

/** Positions of the phrase's words in the question, in order, skipping filler between them; null if absent. */
function findPhrase(question: readonly string[], phrase: readonly string[], used: Set<number>): number[] | null {
  for (let start = 0; start < question.length; start++) {
    if (used.has(start) || question[start] !== phrase[0]) continue;
    const at = [start];
    let i = start + 1;
    for (const word of phrase.slice(1)) {
      while (i < question.length && question[i] !== word && FILLER.has(question[i]!) && !used.has(i)) i++;
      if (i >= question.length || question[i] !== word || used.has(i)) break;
      at.push(i++);
    }
    if (at.length === phrase.length) return at;
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
  /\blive chat\b/,
  /^(a )?(human|agent|person|representative)( please)?$/,
];

export function asksForPerson(text: string): boolean {
  const plain = words(text).join(' ');
  return HANDOFF.some((re) => re.test(plain));
}
