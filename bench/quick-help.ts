/**
 * Quick Help answer accuracy: does the answer cite the right help page and section (or say it does not
 * know when our pages hold no answer)? Reported for the tuning set and the held-out set separately.
 *
 *   npx tsx bench/index.ts "quick help"   (VERBOSE=1 lists the misses)
 */
import { HELP_PAGES, HELP_PASSAGES } from '#shared/help/help-passages.ts';
import { HelpIndex } from '#server/chat/help-index.ts';
import { answerQuickHelp } from '#server/domain/chat/answer-quick-help.ts';
import { HELD_OUT, TUNE, type LabelledQuestion } from './quick-help-questions.ts';

async function accuracy(index: HelpIndex, set: LabelledQuestion[], verbose: boolean) {
  let right = 0;
  const times: number[] = [];
  for (const item of set) {
    const start = performance.now();
    const answer = await answerQuickHelp({ index, message: item.q, context: item.context, history: item.history });
    times.push(performance.now() - start);
    const expected = HELP_PASSAGES.find((p) => p.id === item.expect);
    const cited = answer.sources[0];
    const ok = expected
      ? answer.answered && cited?.section === expected.heading && cited.path === HELP_PAGES[expected.page].path
      : !answer.answered;
    if (ok) right++;
    else if (verbose)
      console.log(`  miss: "${item.q}" expected ${item.expect ?? "don't know"}, got ${cited?.section ?? "don't know"}`);
  }
  times.sort((a, b) => a - b);
  return { right, total: set.length, p50: times[Math.floor(times.length / 2)] ?? 0 };
}

export async function benchQuickHelp(): Promise<void> {
  const index = new HelpIndex();
  const verbose = process.env.VERBOSE === '1';
  for (const [name, set] of [
    ['tuning set', TUNE],
    ['held-out set', HELD_OUT],
  ] as const) {
    const { right, total, p50 } = await accuracy(index, set, verbose);
    console.log(
      `quick-help ${name}: ${right}/${total} correct (${((100 * right) / total).toFixed(1)}%), median ${p50.toFixed(2)} ms per answer`,
    );
  }
  console.log(`quick-help: ${TUNE.length + HELD_OUT.length} labelled questions over ${HELP_PASSAGES.length} passages`);
}
