import {
  liveChatMessageSchema,
  liveChatPostResponseSchema,
  liveChatStateSchema,
  staffConversationDetailSchema,
  staffConversationListSchema,
  staffConversationSchema,
} from '#shared/schemas/live-chat.ts';
import { apiQuery, apiQueryOrSignedOut, callApi, callApiNoContent } from '#client/lib/api.ts';

/** src/server/routes/live-chat.routes.ts and admin-chats.routes.ts (the event streams: use-event-source.ts). */

export const liveChatQuery = () => apiQueryOrSignedOut(liveChatStateSchema, '/api/live-chat');
export const sendLiveChatMessage = (message: string) =>
  callApi(liveChatPostResponseSchema, 'POST', '/api/live-chat', { message });
export const markLiveChatRead = () => callApiNoContent('POST', '/api/live-chat/read');
export const sendLiveChatTyping = (typing: boolean) => callApiNoContent('POST', '/api/live-chat/typing', { typing });

export type ChatListStatus = 'active' | 'closed';
export const staffChatsQuery = (status: ChatListStatus) =>
  apiQuery(staffConversationListSchema, `/api/admin/chats?status=${status}`);
export const staffChatQuery = (id: number) => apiQuery(staffConversationDetailSchema, `/api/admin/chats/${id}`);
export const claimChat = (id: number) => callApi(staffConversationSchema, 'POST', `/api/admin/chats/${id}/claim`);
export const closeChat = (id: number) => callApi(staffConversationSchema, 'POST', `/api/admin/chats/${id}/close`);
export const replyToChat = (id: number, message: string) =>
  callApi(liveChatMessageSchema, 'POST', `/api/admin/chats/${id}/messages`, { message });
export const markStaffChatRead = (id: number) => callApiNoContent('POST', `/api/admin/chats/${id}/read`);
export const sendStaffChatTyping = (id: number, typing: boolean) =>
  callApiNoContent('POST', `/api/admin/chats/${id}/typing`, { typing });
