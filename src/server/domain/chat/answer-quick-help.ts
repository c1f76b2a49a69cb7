import { HELP_PAGES, HELP_PASSAGES } from '#shared/help/help-passages.ts';
import type { ChatEntry, QuickHelpContext, QuickHelpResponse } from '#shared/schemas/chat.ts';
import { sourceOf, type HelpHit, type HelpIndex, type ReadQuestion } from '../../chat/help-index.ts';
import { asksForPerson } from '../../chat/help-topics.ts';
import type { LlmRewriter } from '../../chat/llm-rewrite.ts';

/** A question with no topic answers from the page the user reads only above this score (bench/quick-help.ts). */
export const MIN_SCORE = 6;
/** A runner-up this close on text, with the same topic weight, is as likely an answer as the best. */
const CLOSE_RUNNER_UP = 0.8;
/** Ranking lifts for passages from the page the user is reading and for the application step they are on. */
const PAGE_BOOST = 1.3;
const STEP_BOOST = 1.3;
/** A follow-up ("and for a child?") reads the previous question at this weight. */
const HISTORY_WEIGHT = 0.5;
/** A follow-up is short: at most this many words. */
const FOLLOW_UP_MAX_WORDS = 6;
/** Most of a longer question's words unknown to our pages: it is about something else ("study permit for my son"). */
const MAX_UNKNOWN_SHARE = 0.5;

export const DONT_KNOW =
  "I don't know the answer to that from our help pages, and I'd rather not guess. A person from our team can help: open Live Chat, or write to us from the Support Center.";
const unsure = (a: string, b: string) =>
  `I'm not sure whether you are asking about "${a}" or "${b}", and I'd rather not guess: both are linked below. A person from our team can help too: open Live Chat.`;
export const HANDOFF =
  'Opening Live Chat, where a person from our team answers. You can also e-mail or call us from the Support Center.';

/** What the question is about: its own topics, or for a short follow-up with none, the previous question's. */
export type Reading =
  | { kind: 'topics'; topics: Map<string, number>; queries: [string, number][] }
  | { kind: 'outside'; subjects: string[] }
  | { kind: 'none'; queries: [string, number][] };

export function readConversation(index: HelpIndex, message: string, history: readonly ChatEntry[] = []): Reading {
  const own = index.read(message);
  if (own.topics.outside.length) return { kind: 'outside', subjects: own.topics.outside };
  if (own.content >= 3 && own.unknown / own.content > MAX_UNKNOWN_SHARE) return { kind: 'none', queries: [] };
  if (own.topics.strong) return { kind: 'topics', topics: own.topics.passages, queries: [[own.text, 1]] };
  // "ok thanks" says nothing to follow up on; "and in the UK?" does.
  const previous = isShort(message) && own.content > 0 ? previousTopic(index, message, history) : undefined;
  if (previous?.topics.outside.length) return { kind: 'outside', subjects: previous.topics.outside };
  if (previous) {
    // Its own weak topics ("how much?") count fully, the previous question's at half weight.
    const topics = new Map(own.topics.passages);
    for (const [id, w] of previous.topics.passages) topics.set(id, (topics.get(id) ?? 0) + w * HISTORY_WEIGHT);
    return {
      kind: 'topics',
      topics,
      queries: [
        [own.text, 1],
        [previous.text, HISTORY_WEIGHT],
      ],
    };
  }
  // Only a weak topic ("photo") among words our pages never use ("coffee spilled, page smudged"): the subject
  // is one of those words, not the photo.
  if (own.topics.passages.size && own.unknown === 0) {
    return { kind: 'topics', topics: own.topics.passages, queries: [[own.text, 1]] };
  }
  return { kind: 'none', queries: own.unknown === 0 ? [[own.text, 1]] : [] };
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

/**
 * Passages that can answer, best first: only those holding a topic of the question (or, for a question with
 * no topic, those on the page the user reads), ranked by topic weight, then by full-text score.
 */
export function rankPassages(options: {
  index: HelpIndex;
  reading: Reading;
  context?: QuickHelpContext | undefined;
}): (HelpHit & { topic: number })[] {
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
      const topic = reading.kind === 'topics' ? (reading.topics.get(passage.id) ?? 0) : 0;
      return { passage, score, matched: 0, topic };
    })
    .sort((a, b) => b.topic - a.topic || b.score - a.score);
}

/** Answers from our own help content only, citing the page; says so plainly when nothing fits. */
export async function answerQuickHelp(options: {
  index: HelpIndex;
  rewriter?: LlmRewriter | undefined;
  message: string;
  context?: QuickHelpContext | undefined;
  history?: readonly ChatEntry[];
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
  const best = hits[0];
  if (!best) {
    return {
      response: DONT_KNOW,
      sources: [],
      answered: false,
      offerLiveChat: true,
      outcome: 'dont-know',
      ...(reading.kind === 'outside' ? { outside: reading.subjects } : {}),
    };
  }
  // A runner-up as close on topic and text: two subjects named as strongly ("address proof in my husband's
  // name") is a question we cannot settle, so both pages are offered instead of a guess. For a weak topic
  // only ("photo") the best is answered and the runner-up cited too.
  const runnerUp = hits[1];
  const close = runnerUp && runnerUp.topic === best.topic && runnerUp.score >= best.score * CLOSE_RUNNER_UP;
  if (close && best.topic >= 1) {
    return {
      response: unsure(best.passage.heading, runnerUp.passage.heading),
      sources: [best.passage, runnerUp.passage].map(sourceOf),
      answered: false,
      offerLiveChat: true,
      outcome: 'dont-know',
    };
  }
  const passages = close ? [best.passage, runnerUp.passage] : [best.passage];
  const retrieved = `${best.passage.heading}\n${best.passage.text}`;
  const rewritten = options.rewriter ? await options.rewriter.rewrite(options.message, passages) : undefined;
  return {
    response: rewritten ?? retrieved,
    sources: passages.map(sourceOf),
    answered: true,
    offerLiveChat: false,
    outcome: 'answered',
    passageId: best.passage.id,
  };
}
