import { HELP_PAGES, HELP_PASSAGES, type HelpPassage } from '#shared/help/help-passages.ts';
import type { ChatEntry, QuickHelpContext, QuickHelpResponse } from '#shared/schemas/chat.ts';
import { sourceOf, type HelpIndex, type ReadQuestion } from '../../chat/help-index.ts';
import { asksForPerson, joined, type Evidence, type Token } from '../../chat/help-topics.ts';
import {
  HelpClassifier,
  questionFeatures,
  type ClassifierModel,
  type ClassProbability,
} from '../../chat/help-classifier.ts';
import trainedModel from '../../chat/help-classifier-model.json' with { type: 'json' };
import type { LlmRewriter } from '../../chat/llm-rewrite.ts';

/** A question with no topic answers from the page the user reads only above this score (bench/quick-help.ts). */
export const MIN_SCORE = 6;
/**
 * A runner-up this close on text, with the same topic weight, is as likely an answer as the best: the best
 * is answered only when its text score is at least 1 / 0.8 = 1.25 times the runner-up's.
 */
const CLOSE_RUNNER_UP = 0.8;
/** Ranking lifts for passages from the page the user is reading and for the application step they are on. */
const PAGE_BOOST = 1.3;
const STEP_BOOST = 1.3;
/** A follow-up ("and for a child?") searches the previous question's words at this weight. */
const HISTORY_WEIGHT = 0.5;
/** A follow-up is short: at most this many words. */
const FOLLOW_UP_MAX_WORDS = 6;
/** Most of a longer question's words unknown to our pages: it is about something else ("study permit for my son"). */
const MAX_UNKNOWN_SHARE = 0.5;

export const DONT_KNOW =
  "I don't know the answer to that from our help pages, and I'd rather not guess. A person from our team can help: open Live Chat, or write to us from the Support Center.";
const unsure = (a: string, b: string) =>
  `I'm not sure whether you are asking about "${a}" or "${b}", and I'd rather not guess: both are linked below. A person from our team can help too: open Live Chat.`;
const NO_EVIDENCE: Evidence = { weight: 0, also: 0, strong: false, at: [] };
export const HANDOFF =
  'Opening Live Chat, where a person from our team answers. You can also e-mail or call us from the Support Center.';

/** What the question is about: its own topics, or for a short follow-up with none, the previous question's. */
export type Reading =
  | {
      kind: 'topics';
      topics: Map<string, Evidence>;
      /** A follow-up's borrowed topics: the previous question's topic weights, per passage. */
      borrowed?: Map<string, number>;
      tokens: Token[];
      queries: [string, number][];
    }
  | { kind: 'outside'; subjects: string[] }
  | { kind: 'none'; tokens: Token[]; queries: [string, number][] };

export function readConversation(index: HelpIndex, message: string, history: readonly ChatEntry[] = []): Reading {
  const own = index.read(message);
  if (own.topics.outside.length) return { kind: 'outside', subjects: own.topics.outside };
  const tokens = own.tokens;
  if (own.content >= 3 && own.unknown / own.content > MAX_UNKNOWN_SHARE) return { kind: 'none', tokens, queries: [] };
  if (own.topics.strong) return { kind: 'topics', topics: own.topics.passages, tokens, queries: [[own.text, 1]] };
  // "ok thanks" says nothing to follow up on; "and in the UK?" does.
  const previous = isShort(message) && own.content > 0 ? previousTopic(index, message, history) : undefined;
  if (previous?.topics.outside.length) return { kind: 'outside', subjects: previous.topics.outside };
  if (previous) {
    // Its own weak topics ("how much?") count fully, the previous question's at half weight.
    // Its own weak topics ("what about my daughter?") rank first, the previous question's next.
    const topics = new Map(own.topics.passages);
    const borrowed = new Map<string, number>();
    for (const [id, e] of previous.topics.passages) {
      borrowed.set(id, e.weight);
      if (!topics.has(id)) topics.set(id, NO_EVIDENCE);
    }
    return {
      kind: 'topics',
      topics,
      borrowed,
      tokens,
      queries: [
        [own.text, 1],
        [previous.text, HISTORY_WEIGHT],
      ],
    };
  }
  // Only a weak topic ("photo") among words our pages never use ("coffee spilled, page smudged"): the subject
  // is one of those words, not the photo.
  if (own.topics.passages.size && own.unknown === 0) {
    return { kind: 'topics', topics: own.topics.passages, tokens, queries: [[own.text, 1]] };
  }
  return { kind: 'none', tokens, queries: own.unknown === 0 ? [[own.text, 1]] : [] };
}

function isShort(message: string): boolean {
  return message.trim().split(/\s+/).length <= FOLLOW_UP_MAX_WORDS;
}

/** The user's latest earlier question that names a topic (a follow-up of a follow-up reads the one before). */
function previousTopic(index: HelpIndex, message: string, history: readonly ChatEntry[]): ReadQuestion | undefined {
  for (const entry of [...history].reverse()) {
    if (!entry.isUser || entry.message.trim() === message.trim()) continue;
    const read = index.read(entry.message);
    if (read.topics.outside.length || read.topics.passages.size) return read;
  }
  return undefined;
}

export interface RankedPassage {
  passage: HelpPassage;
  /** Full-text score, lifted for the page and step the user is on. */
  score: number;
  /** What the question names for the passage (topic weight, subject or not, which words). */
  topic: Evidence;
  /** For a follow-up, the previous question's topic weight for it. */
  borrowed: number;
}

/**
 * Passages that can answer, best first: only those holding a topic of the question (or, for a question with
 * no topic, those on the page the user reads), ranked by topic weight, then by full-text score.
 */
export function rankPassages(options: {
  index: HelpIndex;
  reading: Reading;
  context?: QuickHelpContext | undefined;
}): RankedPassage[] {
  const { index, reading, context } = options;
  if (reading.kind === 'outside') return [];
  const page = Object.entries(HELP_PAGES).find(([, p]) => context?.page.startsWith(p.path))?.[0];
  const step = context?.page.startsWith('/application') ? context.step : undefined;
  const text = new Map<string, number>();
  for (const [query, weight] of reading.queries) {
    for (const hit of index.query(query))
      text.set(hit.passage.id, (text.get(hit.passage.id) ?? 0) + hit.score * weight);
  }
  const eligible =
    reading.kind === 'topics'
      ? HELP_PASSAGES.filter((p) => reading.topics.has(p.id))
      : HELP_PASSAGES.filter(
          (p) =>
            (p.page === page || (step !== undefined && (p.steps as readonly number[]).includes(step))) &&
            (text.get(p.id) ?? 0) >= MIN_SCORE,
        );
  return eligible
    .map((passage) => {
      let score = text.get(passage.id) ?? 0;
      if (page === passage.page) score *= PAGE_BOOST;
      if (step !== undefined && (passage.steps as readonly number[]).includes(step)) score *= STEP_BOOST;
      const topic = reading.kind === 'topics' ? (reading.topics.get(passage.id) ?? NO_EVIDENCE) : NO_EVIDENCE;
      const borrowed = reading.kind === 'topics' ? (reading.borrowed?.get(passage.id) ?? 0) : 0;
      return { passage, score, topic, borrowed };
    })
    .sort((a, b) => b.topic.weight - a.topic.weight || own(b) - own(a) || b.borrowed - a.borrowed || b.score - a.score);
}

/** What Quick Help says: one passage, two (a question about two subjects), "not sure: A or B", or nothing. */
export type Decision =
  | { kind: 'answer'; passages: HelpPassage[] }
  | { kind: 'unsure'; passages: [HelpPassage, HelpPassage] }
  | { kind: 'none' };

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
/** Topic weight from the passage's own topics, not from kinds of question it answers besides ('^'). */
const own = (hit: RankedPassage) => hit.topic.weight - hit.topic.also;
const disjoint = (a: readonly number[], b: readonly number[]) => !a.some((i) => b.includes(i));

/**
 * Answer only when the winner is unambiguous: it names more of the question's topics than any other passage
 * (for a follow-up: of its own topics, then of the previous question's), or as many with the same words and a
 * clear full-text margin. Two passages tied on topics that the question names with different words are two
 * subjects: both are answered when the question joins them ("beard and glasses?", "lost it, and need it
 * fast"); otherwise, or with a third as strong, or when the text cannot settle a tie, "not sure: A or B".
 */
export function decide(hits: readonly RankedPassage[], tokens: readonly Token[]): Decision {
  const [best, second, third] = hits;
  if (!best) return { kind: 'none' };
  const ties = (other: RankedPassage | undefined): other is RankedPassage =>
    other !== undefined &&
    same(other.topic.weight, best.topic.weight) &&
    same(own(other), own(best)) &&
    same(other.borrowed, best.borrowed);
  if (!ties(second)) return { kind: 'answer', passages: [best.passage] };
  const unsure: Decision = { kind: 'unsure', passages: [best.passage, second.passage] };
  // A follow-up with nothing of its own, tied between two subjects of the previous question ("is it available
  // in the UK?" after "what is the tatkal fee"): which one "it" is, the text cannot tell.
  if (best.borrowed > 0 && own(best) === 0 && own(second) === 0) return unsure;
  const differentWords =
    best.topic.strong &&
    second.topic.strong &&
    best.topic.at.length > 0 &&
    second.topic.at.length > 0 &&
    disjoint(best.topic.at, second.topic.at);
  if (differentWords) {
    const two = joined(tokens, best.topic.at, second.topic.at) && !(ties(third) && third.topic.strong);
    return two ? { kind: 'answer', passages: [best.passage, second.passage] } : unsure;
  }
  return second.score >= best.score * CLOSE_RUNNER_UP ? unsure : { kind: 'answer', passages: [best.passage] };
}

/** The classifier trained by scripts/train-quick-help.ts, loaded from the repository. */
export const HELP_CLASSIFIER = new HelpClassifier(trainedModel as unknown as ClassifierModel);

const byId = new Map(HELP_PASSAGES.map((p) => [p.id, p]));

/**
 * The topic rules' decision checked by the classifier (round 5, docs/decisions/0025-quick-help.md). A passage is
 * stated only when both agree: the rules answer it and it is the classifier's most likely class. When they
 * disagree, Quick Help says "not sure" with both pages linked (the classifier names another passage) or "I
 * don't know" (it says nothing on our pages answers), except that a passage the classifier gives `override`
 * or more is answered. The classifier settles a "not sure" of the rules only when it picks one of the two at
 * `resolve` or more, and answers a question the rules find no topic in only at `rescue` or more; the three
 * thresholds were chosen by cross-validation on the calibration questions (scripts/train-quick-help.ts).
 */
export function combine(
  rules: Decision,
  classes: readonly ClassProbability[],
  thresholds: ClassifierModel['thresholds'],
): Decision {
  const top = classes[0];
  if (!top) return rules;
  const topPassage = byId.get(top.id);
  if (rules.kind === 'answer' && rules.passages.some((p) => p.id === top.id)) return rules;
  // Very sure of another passage: out of fold, the classifier's top class at this confidence was almost
  // always right, and more often than the rules are on questions they were not written on.
  if (topPassage && top.p >= thresholds.override) return { kind: 'answer', passages: [topPassage] };
  if (rules.kind === 'answer') {
    return topPassage ? { kind: 'unsure', passages: [rules.passages[0]!, topPassage] } : { kind: 'none' };
  }
  if (rules.kind === 'unsure') {
    const pick = rules.passages.find((p) => p.id === top.id);
    return pick && top.p >= thresholds.resolve ? { kind: 'answer', passages: [pick] } : rules;
  }
  return topPassage && top.p >= thresholds.rescue ? { kind: 'answer', passages: [topPassage] } : rules;
}

/** Most of a longer question's words unknown to our pages: the rules' "about something else" stands. */
function offPages(index: HelpIndex, message: string): boolean {
  const read = index.read(message);
  return read.content >= 3 && read.unknown / read.content > MAX_UNKNOWN_SHARE;
}

/** Answers from our own help content only, citing the page; says so plainly when nothing fits. */
export async function answerQuickHelp(options: {
  index: HelpIndex;
  rewriter?: LlmRewriter | undefined;
  message: string;
  context?: QuickHelpContext | undefined;
  history?: readonly ChatEntry[];
  /** The classifier checking the rules (tests and cross-validation pass their own). */
  classifier?: HelpClassifier;
}): Promise<QuickHelpResponse> {
  if (asksForPerson(options.message)) {
    const contact = HELP_PASSAGES.find((p) => p.id === 'contact');
    return {
      response: HANDOFF,
      sources: contact ? [sourceOf(contact)] : [],
      answered: false,
      offerLiveChat: true,
      outcome: 'handoff',
      handoff: 'live-chat',
    };
  }
  const reading = readConversation(options.index, options.message, options.history);
  const hits = rankPassages({ index: options.index, reading, context: options.context });
  const rules = decide(hits, reading.kind === 'outside' ? [] : reading.tokens);
  // A subject outside our pages (visa, OCI...) is "I don't know" whatever the classifier says.
  const classifier = options.classifier ?? HELP_CLASSIFIER;
  const decision =
    reading.kind === 'outside' || offPages(options.index, options.message)
      ? rules
      : combine(
          rules,
          classifier.classify(questionFeatures(options.index, options.message, options.history, options.context)),
          classifier.model.thresholds,
        );
  if (decision.kind === 'none') {
    return {
      response: DONT_KNOW,
      sources: [],
      answered: false,
      offerLiveChat: true,
      outcome: 'dont-know',
      ...(reading.kind === 'outside' ? { outside: reading.subjects } : {}),
    };
  }
  const passages = decision.passages;
  if (decision.kind === 'unsure') {
    return {
      response: unsure(passages[0].heading, passages[1].heading),
      sources: passages.map(sourceOf),
      answered: false,
      offerLiveChat: true,
      outcome: 'dont-know',
      unsureBetween: passages.map((p) => p.id),
    };
  }
  const retrieved = passages.map((p) => `${p.heading}\n${p.text}`).join('\n\n');
  const rewritten = options.rewriter ? await options.rewriter.rewrite(options.message, passages) : undefined;
  return {
    response: rewritten ?? retrieved,
    sources: passages.map(sourceOf),
    answered: true,
    offerLiveChat: false,
    outcome: 'answered',
    passageId: passages[0]!.id,
    passageIds: passages.map((p) => p.id),
  };
}
