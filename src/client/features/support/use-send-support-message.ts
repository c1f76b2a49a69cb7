import { useMutation } from '@tanstack/react-query';
import { sendSupportMessage } from '#client/api/support.ts';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: sendSupportMessage,
  });
}
