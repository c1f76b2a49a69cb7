import { HELP_PAGES } from '#shared/help/help-passages.ts';
import type { ChatEntry, QuickHelpContext, QuickHelpResponse } from '#shared/schemas/chat.ts';
import { sourceOf, type HelpHit, type HelpIndex } from '../../chat/help-index.ts';
import type { LlmRewriter } from '../../chat/llm-rewrite.ts';

/** Below this score the best passage is a coincidence of words, not an answer (tuned by bench/quick-help.ts). */
export const MIN_SCORE = 6;
/** Ranking lifts for passages from the page the user is reading and for the application step they are on. */
const PAGE_BOOST = 1.3;
const STEP_BOOST = 1.3;
/** A follow-up ("and for a child?") borrows words from the user's previous question at this weight. */
const HISTORY_WEIGHT = 0.5;
const FOLLOW_UP_MAX_TERMS = 3;

export const DONT_KNOW =
  "I don't know the answer to that from our help pages, and I'd rather not guess. A person from our team can help: open Live Chat, or write to us from the Support Center.";

export function rankPassages(options: {
  index: HelpIndex;
  message: string;
  context?: QuickHelpContext | undefined;
  history?: readonly ChatEntry[];
}): HelpHit[] {
  const { index, message, context, history = [] } = options;
  const scores = new Map<string, HelpHit>();
  const add = (hits: HelpHit[], weight: number) => {
    for (const hit of hits) {
      const prev = scores.get(hit.passage.id);
      const score = (prev?.score ?? 0) + hit.score * weight;
      scores.set(hit.passage.id, { passage: hit.passage, score, matched: Math.max(prev?.matched ?? 0, hit.matched) });
    }
  };
  add(index.query(message), 1);
  // A short follow-up leans on the last thing the user asked about.
  const previous = [...history].reverse().find((entry) => entry.isUser && entry.message.trim() !== message.trim());
  if (previous && index.terms(message).length <= FOLLOW_UP_MAX_TERMS) {
    add(index.query(previous.message), HISTORY_WEIGHT);
  }
  const page = Object.entries(HELP_PAGES).find(([, p]) => context?.page.startsWith(p.path))?.[0];
  const step = context?.page.startsWith('/application') ? context.step : undefined;
  return [...scores.values()]
    .map((hit) => {
      let score = hit.score;
      if (page === hit.passage.page) score *= PAGE_BOOST;
      if (step !== undefined && (hit.passage.steps as readonly number[]).includes(step)) score *= STEP_BOOST;
      return { ...hit, score };
    })
    .sort((a, b) => b.score - a.score);
}

/** Answers from our own help content only, citing the page; says so plainly when nothing fits. */
export async function answerQuickHelp(options: {
  index: HelpIndex;
  rewriter?: LlmRewriter | undefined;
  message: string;
  context?: QuickHelpContext | undefined;
  history?: readonly ChatEntry[];
}): Promise<QuickHelpResponse> {
  const hits = rankPassages(options);
  const best = hits[0];
  const contentTerms = options.index.terms(options.message).length;
  // Matching one word of a three-word question ("book my flight") is not an answer to it.
  const tooFewMatched = contentTerms >= 3 && best !== undefined && best.matched * 3 <= contentTerms;
  if (!best || best.score < MIN_SCORE || tooFewMatched) {
    return { response: DONT_KNOW, sources: [], answered: false, offerLiveChat: true };
  }
  // A close runner-up from another section is cited too, so the user sees both places to read.
  const passages = [best, ...hits.slice(1, 2).filter((h) => h.score >= best.score * 0.8)].map((h) => h.passage);
  const retrieved = `${best.passage.heading}\n${best.passage.text}`;
  const rewritten = options.rewriter ? await options.rewriter.rewrite(options.message, passages) : undefined;
  return {
    response: rewritten ?? retrieved,
    sources: passages.map(sourceOf),
    answered: true,
    offerLiveChat: false,
  };
}
