import { SUPPORT_RESPONSE_HOURS } from '#shared/constants.ts';
import type { Config } from '../config.ts';
import { answerQuickHelp } from '../domain/chat/answer-quick-help.ts';
import { describeOpening, isWithinSupportHours, nextOpening } from '../domain/live-chat/support-hours.ts';
import type { HelpIndex } from './help-index.ts';
import type { LlmRewriter } from './llm-rewrite.ts';

const MAX_REPLY = 2000;

/**
 * Answers live chat when no person can: from our help pages only (the Quick Help retrieval), and always
 * saying when a person will reply.
 */
export class LiveChatAssistant {
  constructor(
    private readonly config: Config['liveChat'],
    private readonly index: HelpIndex,
    private readonly rewriter: LlmRewriter | undefined,
  ) {}

  /** True when people answer now; otherwise the assistant answers straight away. */
  staffHours(now = new Date()): boolean {
    return isWithinSupportHours(this.config.hours, now);
  }

  /** When a person will reply, as the user reads it. */
  whenAPersonReplies(now = new Date()): string {
    const hours = this.config.hours;
    const within = new Date(now.getTime() + SUPPORT_RESPONSE_HOURS * 60 * 60_000);
    if (!hours || (this.staffHours(now) && isWithinSupportHours(hours, within))) {
      return `Nobody from our team is online at this moment. A person will reply here within ${SUPPORT_RESPONSE_HOURS} hours; you can close this window, the conversation is kept.`;
    }
    const opening = describeOpening(hours, nextOpening(hours, this.staffHours(now) ? within : now));
    return `Our team is away right now. A person will reply here from ${opening}; you can close this window, the conversation is kept.`;
  }

  /**
   * The reply to a question, or null when there is nothing new to say: no help page fits and the user has
   * already been told when a person will reply (`toldWhen`).
   */
  async reply(question: string, toldWhen: boolean, now = new Date()): Promise<string | null> {
    const answer = await answerQuickHelp({ index: this.index, rewriter: this.rewriter, message: question });
    if (!(answer.answered && answer.sources.length)) return toldWhen ? null : this.whenAPersonReplies(now);
    // One page, or two for a question about two subjects.
    const pages = [...new Set(answer.sources.map((s) => `${s.title} page (${s.path})`))].join(' and our ');
    const help = `While you wait, this is what our ${pages} says:\n${answer.response}`;
    return (toldWhen ? help : `${help}\n\n${this.whenAPersonReplies(now)}`).slice(0, MAX_REPLY);
  }
}
