import { z } from 'zod';
import { QUICK_HELP_HISTORY } from '../constants.ts';

export const CHAT_MESSAGE_MAX = 1000;
const EMPTY_MESSAGE = 'Please type a message.';

/** Spec's chat message: message, timestamp, isUser, agent. */
export const chatEntrySchema = z.object({
  message: z.string().max(CHAT_MESSAGE_MAX * 4),
  isUser: z.boolean(),
  timestamp: z.string().max(40).optional(),
  agent: z.string().max(100).optional(),
});
export type ChatEntry = z.infer<typeof chatEntrySchema>;

/** Where the user is: the path, and the application step (1-4) when on the application. */
export const quickHelpContextSchema = z.object({
  page: z.string().max(200),
  step: z.number().int().min(1).max(4).optional(),
});
export type QuickHelpContext = z.infer<typeof quickHelpContextSchema>;

export const quickHelpBodySchema = z.object({
  message: z.string({ error: EMPTY_MESSAGE }).trim().min(1, EMPTY_MESSAGE).max(CHAT_MESSAGE_MAX),
  // The original client sent a bare context name; a string is read as the page.
  context: z
    .union([
      quickHelpContextSchema,
      z
        .string()
        .max(200)
        .transform((page) => ({ page })),
    ])
    .optional(),
  conversationHistory: z
    .array(chatEntrySchema)
    .max(QUICK_HELP_HISTORY, `Send at most the last ${QUICK_HELP_HISTORY} messages.`)
    .default([]),
});
export type QuickHelpBody = z.input<typeof quickHelpBodySchema>;

export const helpSourceSchema = z.object({ title: z.string(), path: z.string(), section: z.string() });
export type HelpSource = z.infer<typeof helpSourceSchema>;

export const quickHelpResponseSchema = z.object({
  response: z.string(),
  /** The pages the answer comes from, best first; empty when Quick Help does not know. */
  sources: z.array(helpSourceSchema),
  answered: z.boolean(),
  /** True when a person on live chat is the better next step. */
  offerLiveChat: z.boolean(),
  /**
   * What happened, for the widget: answered from a passage, "I don't know" (with live chat offered), or a
   * hand-off when the user asks for a person (the widget opens live chat).
   */
  outcome: z.enum(['answered', 'dont-know', 'handoff']),
  /** The passage answered from (src/shared/help/help-passages.ts); `sources[0]` is its page. */
  passageId: z.string().optional(),
  /**
   * Every passage the answer states, in the order of `sources`: one, or two when the question asks about two
   * subjects ("lost it, and need it fast").
   */
  passageIds: z.array(z.string()).optional(),
  /** "Not sure whether you mean A or B": the two passages linked (not stated) instead of a guess. */
  unsureBetween: z.array(z.string()).optional(),
  handoff: z.literal('live-chat').optional(),
  /** Subjects the question names that our help pages do not cover ("visa", "oci"). */
  outside: z.array(z.string()).optional(),
});
export type QuickHelpResponse = z.infer<typeof quickHelpResponseSchema>;
