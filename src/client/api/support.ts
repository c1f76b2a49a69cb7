import {
  supportMessageListSchema,
  supportMessageSchema,
  type SupportMessageBody,
  type SupportStatusBody,
} from '#shared/schemas/support.ts';
import { quickHelpResponseSchema, type QuickHelpBody } from '#shared/schemas/chat.ts';
import { messageSchema } from '#shared/schemas/common.ts';
import type { TestEmailType } from '#shared/schemas/notifications.ts';
import { apiQuery, callApi } from '#client/lib/api.ts';

/** src/server/routes/support.routes.ts, chat.routes.ts (Quick Help) and notifications.routes.ts. */

export const sendSupportMessage = (body: SupportMessageBody) =>
  callApi(supportMessageSchema, 'POST', '/api/support-messages', body);
export const supportInboxQuery = () => apiQuery(supportMessageListSchema, '/api/admin/support-messages');
export const replyToSupportMessage = (id: number, reply: string) =>
  callApi(supportMessageSchema, 'POST', `/api/admin/support-messages/${id}/reply`, { reply });
export const setSupportStatus = (id: number, body: SupportStatusBody) =>
  callApi(supportMessageSchema, 'PATCH', `/api/admin/support-messages/${id}`, body);

export const askQuickHelp = (body: QuickHelpBody) =>
  callApi(quickHelpResponseSchema, 'POST', '/api/chat/quick-help', body);

export const sendTestEmail = (emailType: TestEmailType) =>
  callApi(messageSchema, 'POST', '/api/test-email', { emailType });
