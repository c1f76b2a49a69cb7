/**
 * Quick Help answer accuracy, per labelled set. Each question is labelled with the passage that answers it
 * (`also`: others that answer it equally well, e.g. both subjects of a two-subject question), 'dont-know'
 * (nothing on our pages answers it) or 'live-chat' (the user asks for a person). Each answer is scored as:
 *
 * - right: answered, and every passage the answer states (`passageIds`) is one the label accepts; or
 *   "I don't know" (no passage at all) where the label is 'dont-know'; or the live-chat hand-off where the
 *   label is 'live-chat'.
 * - confident wrong (goal 0): an answer that states a passage the label does not accept, whatever the label
 *   (a wrong passage, an answer where "I don't know" or live chat was right, or a two-passage answer with one
 *   wrong passage).
 * - not sure, right page linked: "I'm not sure whether you mean A or B" with the labelled passage among A
 *   and B. Not right and not confident wrong: it states neither passage's content.
 * - "I don't know" on answerable: no passage where one was labelled.
 * - other miss: anything else (a hand-off nobody asked for; "not sure" without the right page; "not sure"
 *   where the label is 'dont-know'; no hand-off where one was asked for, without stating a passage).
 *
 *   npm run bench quick   (VERBOSE=1 lists the misses)
 */
import { HELP_PAGES, HELP_PASSAGES } from '#shared/help/help-passages.ts';
import type { QuickHelpResponse } from '#shared/schemas/chat.ts';
import { HelpIndex } from '#server/chat/help-index.ts';
import { answerQuickHelp } from '#server/domain/chat/answer-quick-help.ts';
import { FORUM_HELD_OUT_2 } from './quick-help-forum-held-out-2.ts';
import { FORUM_HELD_OUT_3 } from './quick-help-forum-held-out-3.ts';
import { FORUM_HELD_OUT_4 } from './quick-help-forum-held-out-4.ts';
import { FORUM_HELD_OUT_5 } from './quick-help-forum-held-out-5.ts';
import { FORUM_HELD_OUT_6 } from './quick-help-forum-held-out-6.ts';
import { FORUM_HELD_OUT_7 } from './quick-help-forum-held-out-7.ts';
import { FORUM_HELD_OUT } from './quick-help-forum-held-out.ts';
import {
  CALIBRATION,
  TUNE,
  TUNE_FORUM,
  TUNE_ROUND_2,
  TUNE_ROUND_3,
  TUNE_ROUND_5,
  type LabelledQuestion,
} from './quick-help-questions.ts';

export type Verdict = 'right' | 'confident-wrong' | 'not-sure-linked' | 'dont-know-on-answerable' | 'other-miss';

export function judge(item: LabelledQuestion, answer: QuickHelpResponse): Verdict {
  if (answer.outcome === 'answered') {
    const accepted = new Set([item.expect, ...(item.also ?? [])]);
    const stated = answer.passageIds ?? [];
    // The cited pages must be the stated passages' pages, in order: the widget links what the answer says.
    const cites = stated.every((id, i) => {
      const p = HELP_PASSAGES.find((x) => x.id === id);
      return p && answer.sources[i]?.section === p.heading && answer.sources[i]?.path === HELP_PAGES[p.page].path;
    });
    return stated.length > 0 && cites && stated.every((id) => accepted.has(id)) ? 'right' : 'confident-wrong';
  }
  if (item.expect === 'live-chat') return answer.handoff === 'live-chat' ? 'right' : 'other-miss';
  if (answer.outcome === 'handoff') return 'other-miss';
  const unsure = answer.unsureBetween ?? [];
  if (item.expect === 'dont-know') return unsure.length === 0 ? 'right' : 'other-miss';
  if (unsure.length)
    return unsure.some((id) => id === item.expect || item.also?.includes(id)) ? 'not-sure-linked' : 'other-miss';
  return 'dont-know-on-answerable';
}

async function measure(index: HelpIndex, set: LabelledQuestion[], verbose: boolean) {
  const counts: Record<Verdict, number> = {
    right: 0,
    'confident-wrong': 0,
    'not-sure-linked': 0,
    'dont-know-on-answerable': 0,
    'other-miss': 0,
  };
  const times: number[] = [];
  for (const item of set) {
    const start = performance.now();
    const answer = await answerQuickHelp({ index, message: item.q, context: item.context, history: item.history });
    times.push(performance.now() - start);
    const verdict = judge(item, answer);
    counts[verdict]++;
    if (verdict !== 'right' && verbose) {
      const got =
        answer.outcome === 'answered'
          ? answer.passageIds?.join(' + ')
          : answer.unsureBetween
            ? `not sure: ${answer.unsureBetween.join(' or ')}`
            : answer.outcome;
      console.log(`  ${verdict}: "${item.q}" expected ${item.expect}, got ${got}`);
    }
  }
  times.sort((a, b) => a - b);
  return { counts, total: set.length, p50: times[Math.floor(times.length / 2)] ?? 0 };
}

export async function benchQuickHelp(): Promise<void> {
  const index = new HelpIndex();
  const verbose = process.env.VERBOSE === '1';
  for (const [name, set] of [
    [
      'TUNING: original, forum tuning, round-2, round-3 and round-5 probes',
      [...TUNE, ...TUNE_FORUM, ...TUNE_ROUND_2, ...TUNE_ROUND_3, ...TUNE_ROUND_5],
    ],
    // Earlier held-out sets, each run once as held out, then read while changing the code: calibration now.
    // Their first (held-out) runs are in docs/decisions/0025-quick-help.md.
    ['CALIBRATION (seen): first held-out set', CALIBRATION],
    ['CALIBRATION (seen): forum set 1, first run at 9f220ba', FORUM_HELD_OUT],
    ['CALIBRATION (seen): forum set 2, first run at 5461bf9', FORUM_HELD_OUT_2],
    ['CALIBRATION (seen): forum set 3, first run at f140dd3', FORUM_HELD_OUT_3],
    ['CALIBRATION (seen): forum set 4, first run at 37c1b59 (code of 92f84c1)', FORUM_HELD_OUT_4],
    ['CALIBRATION (seen): forum set 5, first run at 8cf1a04 (code of df0c8e4)', FORUM_HELD_OUT_5],
    [
      'HELD-OUT: forum set 6 (bench/quick-help-forum-held-out-6.ts), first run at its commit; round 5 (70166dc) never read it',
      FORUM_HELD_OUT_6,
    ],
    [
      'HELD-OUT: forum set 7 (bench/quick-help-forum-held-out-7.ts), written after round 5 froze at 70166dc',
      FORUM_HELD_OUT_7,
    ],
  ] as const) {
    const { counts, total, p50 } = await measure(index, [...set], verbose);
    console.log(
      `quick-help ${name}: ${counts.right}/${total} right (${((100 * counts.right) / total).toFixed(1)}%), ` +
        `confident wrong ${counts['confident-wrong']} (goal 0), "not sure" with the right page linked ${counts['not-sure-linked']}, ` +
        `"I don't know" on answerable ${counts['dont-know-on-answerable']}, ` +
        `other misses ${counts['other-miss']}; median ${p50.toFixed(2)} ms per answer`,
    );
  }
  console.log(`quick-help: goal on held-out >= 90% right and 0 confident wrong; ${HELP_PASSAGES.length} passages`);
}
