import { z } from 'zod';
import { CHAT_MESSAGE_MAX } from './chat.ts';

/** Live chat, person to person (docs/decisions/0029-live-chat.md). */
export const LIVE_CHAT_EMPTY = 'Please type a message.';
export const ATTACHMENTS_REFUSED =
  "Live chat can't take files. Please describe the problem in words; documents belong in your application, where they are encrypted and checked.";
/** Sent on an event stream whose owner signed out everywhere or lost the staff role, just before it closes. */
export const CHAT_ACCESS_ENDED = 'Your session or your access to the live chat has ended. Please sign in again.';
export const ASSISTANT_AGENT = 'Passport Buddy assistant';
export const SUPPORT_AGENT = 'Support team';
/** After this long without news the typing indicator goes away even if "stopped typing" never arrives. */
export const TYPING_TIMEOUT_MS = 6000;

export const liveChatBodySchema = z.strictObject({
  message: z
    .string({ error: LIVE_CHAT_EMPTY })
    .trim()
    .min(1, LIVE_CHAT_EMPTY)
    .max(CHAT_MESSAGE_MAX, `Please keep a message under ${CHAT_MESSAGE_MAX} characters.`),
});
export type LiveChatBody = z.infer<typeof liveChatBodySchema>;

export const typingBodySchema = z.strictObject({ typing: z.boolean() });

export const CHAT_SENDERS = ['user', 'staff', 'assistant'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
export const CONVERSATION_STATUSES = ['open', 'claimed', 'closed'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** The spec's chat message (message, timestamp, isUser, agent) plus what a live conversation needs. */
export const liveChatMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  message: z.string(),
  timestamp: z.string(),
  isUser: z.boolean(),
  sender: z.enum(CHAT_SENDERS),
  /** Who wrote it: the staff member's first name, the assistant, or null for the user. */
  agent: z.string().nullable(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

/** POST /api/live-chat answers the stored message; `agent` names who the user is talking to. */
export const liveChatPostResponseSchema = liveChatMessageSchema.extend({ agent: z.string() });
export type LiveChatPostResponse = z.infer<typeof liveChatPostResponseSchema>;

export const userConversationSchema = z.object({
  id: z.number(),
  status: z.enum(CONVERSATION_STATUSES),
  /** Who is looking after the conversation (staff first name), or the support team while unclaimed. */
  agent: z.string(),
  unread: z.number(),
});
export type UserConversation = z.infer<typeof userConversationSchema>;

/** GET /api/live-chat: the user's latest conversation (null before the first message) and its history. */
export const liveChatStateSchema = z.object({
  conversation: userConversationSchema.nullable(),
  messages: z.array(liveChatMessageSchema),
});
export type LiveChatState = z.infer<typeof liveChatStateSchema>;

export const staffConversationSchema = z.object({
  id: z.number(),
  userId: z.number(),
  userName: z.string(),
  userEmail: z.string(),
  userPlan: z.string(),
  status: z.enum(CONVERSATION_STATUSES),
  staffId: z.number().nullable(),
  staffName: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  /** User messages staff have not read yet. */
  unread: z.number(),
  createdAt: z.string(),
});
export type StaffConversation = z.infer<typeof staffConversationSchema>;
export const staffConversationListSchema = z.array(staffConversationSchema);

export const staffConversationDetailSchema = z.object({
  conversation: staffConversationSchema,
  messages: z.array(liveChatMessageSchema),
});
export type StaffConversationDetail = z.infer<typeof staffConversationDetailSchema>;

export const adminChatsQuerySchema = z.object({
  status: z.enum(['active', 'closed']).default('active'),
});

/** What the event streams carry (GET /api/live-chat/events, GET /api/admin/chats/events). */
export type LiveChatEvent =
  | { type: 'message'; userId: number; message: LiveChatMessage }
  | { type: 'conversation'; userId: number; conversationId: number; status: ConversationStatus; agent: string }
  | { type: 'typing'; userId: number; conversationId: number; from: 'user' | 'staff'; typing: boolean }
  | { type: 'read'; userId: number; conversationId: number; by: 'user' | 'staff' };
