import { useMutation } from '@tanstack/react-query';
import type { SupportMessage, SupportMessageBody } from '#shared/schemas/support.ts';
import { apiRequest } from '#client/lib/api.ts';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: async (body: SupportMessageBody) =>
      (await (await apiRequest('POST', '/api/support-messages', body)).json()) as SupportMessage,
  });
}
