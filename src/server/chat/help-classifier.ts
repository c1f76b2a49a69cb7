/**
 * A second opinion on what a question asks: a linear (softmax) classifier over the question's words, their
 * meaning classes, word pairs, character n-grams (typos, Hinglish spellings) and the topic evidence of
 * help-topics.ts, with one class per passage plus 'dont-know' and 'live-chat'. Its weights are trained by
 * scripts/train-quick-help.ts on the labelled calibration questions only (bench/quick-help-questions.ts and
 * the earlier held-out sets 1-5, all seen) and the passages' own words, and committed as
 * help-classifier-model.json: nothing is downloaded or trained at run time.
 *
 * Quick Help states a passage only when this and the topic rules agree (answer-quick-help.ts).
 */
import type { ChatEntry, QuickHelpContext } from '#shared/schemas/chat.ts';
import { HELP_PAGES } from '#shared/help/help-passages.ts';
import type { HelpIndex, ReadQuestion } from './help-index.ts';
import { asksForPerson } from './help-topics.ts';

export type Features = Map<string, number>;

/** A follow-up is short: at most this many words (as in answer-quick-help.ts). */
const FOLLOW_UP_MAX_WORDS = 6;
/**
 * Feature groups, each scaled to this length: words and their meaning classes (w), word pairs (b), character
 * n-grams for typos (g), the previous question of a short follow-up (h), person/page/step/unknown words (x).
 * The topic rules' evidence (t) is computed but weighs 0: the rules were written on the same calibration
 * questions, so a classifier trained on it learns to echo them (cross-validated: 3 confident wrong where the
 * two agreed on a wrong passage, against 1 without it), and the classifier is useful as a second, independent
 * reading. Chosen by cross-validation (scripts/train-quick-help.ts).
 */
const GROUP_SCALE: Record<string, number> = { w: 1, b: 0.5, g: 0.7, t: 0, x: 1, h: 0.5 };

function add(into: Features, group: string, name: string, value = 1): void {
  const key = `${group}:${name}`;
  into.set(key, (into.get(key) ?? 0) + value);
}

function wordFeatures(read: ReadQuestion, group: string, into: Features): void {
  const tokens = read.tokens;
  for (const t of tokens) {
    add(into, group, t.base);
    if (t.concept !== t.base) add(into, group, t.concept);
  }
}

function ngramFeatures(read: ReadQuestion, into: Features): void {
  for (const t of read.tokens) {
    const w = ` ${t.word} `;
    for (let n = 3; n <= 4; n++) for (let i = 0; i + n <= w.length; i++) add(into, 'g', w.slice(i, i + n));
  }
}

function topicFeatures(read: ReadQuestion, group: string, into: Features, weight = 1): void {
  for (const [id, e] of read.topics.passages) {
    add(into, group, id, e.weight * weight);
    if (e.strong) add(into, group, `${id}!`, weight);
  }
  for (const subject of read.topics.outside) add(into, group, `outside:${subject}`, weight);
  if (read.topics.outside.length) add(into, group, 'outside', weight);
}

/** Scales each group of features to its length in GROUP_SCALE, so a long post does not outweigh a short one. */
function normalise(raw: Features): Features {
  const norms = new Map<string, number>();
  for (const [key, v] of raw) {
    const g = key.slice(0, key.indexOf(':'));
    norms.set(g, (norms.get(g) ?? 0) + v * v);
  }
  const out: Features = new Map();
  for (const [key, v] of raw) {
    const g = key.slice(0, key.indexOf(':'));
    out.set(key, (v / Math.sqrt(norms.get(g) || 1)) * (GROUP_SCALE[g] ?? 1));
  }
  return out;
}

/** The features of a question in its conversation: its own words and topics, a short follow-up's previous question, the page. */
export function questionFeatures(
  index: HelpIndex,
  message: string,
  history: readonly ChatEntry[] = [],
  context?: QuickHelpContext,
): Features {
  const raw: Features = new Map();
  const read = index.read(message);
  wordFeatures(read, 'w', raw);
  const bases = read.tokens.map((t) => t.base);
  for (let i = 1; i < bases.length; i++) add(raw, 'b', `${bases[i - 1]}_${bases[i]}`);
  ngramFeatures(read, raw);

  topicFeatures(read, 't', raw);
  if (asksForPerson(message)) add(raw, 'x', 'person');
  if (read.content > 0) add(raw, 'x', 'unknown', read.unknown / read.content);
  if (read.content === 0) add(raw, 'x', 'empty');
  const page = Object.entries(HELP_PAGES).find(([, p]) => context?.page.startsWith(p.path))?.[0];
  if (page) add(raw, 'x', `page:${page}`);
  if (context?.page.startsWith('/application') && context.step) add(raw, 'x', `step:${context.step}`);
  const short = message.trim().split(/\s+/).length <= FOLLOW_UP_MAX_WORDS;
  const previous = [...history].reverse().find((e) => e.isUser && e.message.trim() !== message.trim());
  if (short && previous) {
    const prev = index.read(previous.message);
    add(raw, 'x', 'follow-up');
    wordFeatures(prev, 'h', raw);
    topicFeatures(prev, 'h', raw);
  }
  add(raw, 'x', 'bias');
  return normalise(raw);
}

/** Trained weights: per feature, one weight per class (classes in `classes` order). */
export interface ClassifierModel {
  classes: string[];
  /** Feature -> one weight per class (weights below the trainer's cut-off are 0). */
  weights: Record<string, number[]>;
  /** The confidence thresholds the trainer chose by cross-validation (see answer-quick-help.ts). */
  thresholds: { resolve: number; rescue: number; override: number };
}

export interface ClassProbability {
  id: string;
  p: number;
}

export function softmax(scores: number[]): number[] {
  const max = Math.max(...scores);
  const exp = scores.map((s) => Math.exp(s - max));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

export class HelpClassifier {
  constructor(readonly model: ClassifierModel) {}

  /** Every class with its probability, most likely first. */
  classify(features: Features): ClassProbability[] {
    const scores = this.model.classes.map(() => 0);
    for (const [key, value] of features) {
      const row = this.model.weights[key];
      if (row) for (let c = 0; c < scores.length; c++) scores[c]! += (row[c] ?? 0) * value;
    }
    return softmax(scores)
      .map((p, i) => ({ id: this.model.classes[i]!, p }))
      .sort((a, b) => b.p - a.p);
  }
}

/** No second opinion: `classify` returns nothing and the topic rules decide alone (their own tests use it). */
export const RULES_ONLY = new HelpClassifier({
  classes: [],
  weights: {},
  thresholds: { resolve: Infinity, rescue: Infinity, override: Infinity },
});
