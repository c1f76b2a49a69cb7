import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '#shared/schemas/payments.ts';

export const PAYMENTS_CONFIG_KEY = ['/api/payments/config'] as const;

/** Whether the server takes real payments; the answer never changes while the page is open. */
export function usePaymentsConfig() {
  return useQuery<PaymentsConfig>({ queryKey: PAYMENTS_CONFIG_KEY });
}
