/**
 * Quick Help answer accuracy: does the answer cite the right help page and section, say it does not know
 * when our pages hold no answer, and open live chat when the user asks for a person? Reported per set:
 * right %, confident wrong answers (an answer from the wrong passage, or any answer where "I don't know" or
 * live chat was right; goal 0) and "I don't know" to a question our pages answer.
 *
 *   npm run bench quick   (VERBOSE=1 lists the misses)
 */
import { HELP_PAGES, HELP_PASSAGES } from '#shared/help/help-passages.ts';
import type { QuickHelpResponse } from '#shared/schemas/chat.ts';
import { HelpIndex } from '#server/chat/help-index.ts';
import { answerQuickHelp } from '#server/domain/chat/answer-quick-help.ts';
import { FORUM_HELD_OUT_2 } from './quick-help-forum-held-out-2.ts';
import { FORUM_HELD_OUT_3 } from './quick-help-forum-held-out-3.ts';
import { FORUM_HELD_OUT } from './quick-help-forum-held-out.ts';
import { CALIBRATION, TUNE, TUNE_FORUM, type LabelledQuestion } from './quick-help-questions.ts';

type Verdict = 'right' | 'confident-wrong' | 'dont-know-on-answerable' | 'other-miss';

function judge(item: LabelledQuestion, answer: QuickHelpResponse): Verdict {
  if (item.expect === 'live-chat') return answer.handoff === 'live-chat' ? 'right' : 'other-miss';
  if (answer.outcome === 'answered') {
    const cited = answer.sources[0];
    const right = [item.expect, ...(item.also ?? [])].some((id) => {
      const p = HELP_PASSAGES.find((x) => x.id === id);
      return p && cited?.section === p.heading && cited.path === HELP_PAGES[p.page].path;
    });
    return right ? 'right' : 'confident-wrong';
  }
  if (item.expect === 'dont-know') return answer.outcome === 'dont-know' ? 'right' : 'other-miss';
  return answer.outcome === 'dont-know' ? 'dont-know-on-answerable' : 'other-miss';
}

async function measure(index: HelpIndex, set: LabelledQuestion[], verbose: boolean) {
  const counts: Record<Verdict, number> = {
    right: 0,
    'confident-wrong': 0,
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
      const got = answer.outcome === 'answered' ? answer.passageId : answer.outcome;
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
    ['tuning (original + forum tuning)', [...TUNE, ...TUNE_FORUM]],
    ['calibration (first held-out set, read while tuning)', CALIBRATION],
    // Each forum set was held out until its one run; the code changed after sets 1 and 2 were run, so only
    // the newest set's figure is a held-out one. First runs: set 1 at 9f220ba 65/67 (2 confident wrong),
    // set 2 at 5461bf9 50/61 (6 confident wrong); docs/decisions/quick-help.md keeps them.
    ['forum set 1 (seen: code changed after its first run)', FORUM_HELD_OUT],
    ['forum set 2 (seen: code changed after its first run)', FORUM_HELD_OUT_2],
    ['HELD-OUT forum set 3 (bench/quick-help-forum-held-out-3.ts)', FORUM_HELD_OUT_3],
  ] as const) {
    const { counts, total, p50 } = await measure(index, [...set], verbose);
    console.log(
      `quick-help ${name}: ${counts.right}/${total} right (${((100 * counts.right) / total).toFixed(1)}%), ` +
        `confident wrong ${counts['confident-wrong']} (goal 0), "I don't know" on answerable ${counts['dont-know-on-answerable']}, ` +
        `other misses ${counts['other-miss']}; median ${p50.toFixed(2)} ms per answer`,
    );
  }
  console.log(`quick-help: goal on held-out >= 90% right and 0 confident wrong; ${HELP_PASSAGES.length} passages`);
}
