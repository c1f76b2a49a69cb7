import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PlanId } from '#shared/constants.ts';
import {
  UPGRADE_FAILED_FALLBACK,
  UPGRADE_FAILED_TITLE,
  type CreatePaymentIntentBody,
} from '#shared/schemas/payments.ts';
import { createPaymentIntent } from '#client/api/plans.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { errorMessage } from '#client/lib/api.ts';

/**
 * Starts a checkout for a plan and goes to its checkoutUrl: in test mode our own /success page, later a
 * provider's page. On failure the caller's button resets and the spec's 'Upgrade Failed' toast shows the
 * server's message (in live mode: 'Payment Service Unavailable').
 */
export function useCheckout() {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (planId: PlanId) => {
      const body: CreatePaymentIntentBody = { planId };
      return createPaymentIntent(body);
    },
    onSuccess: ({ checkoutUrl }) => {
      if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
      else window.location.assign(checkoutUrl);
    },
    onError: (error) => {
      toast({
        title: UPGRADE_FAILED_TITLE,
        description: errorMessage(error, UPGRADE_FAILED_FALLBACK),
        variant: 'destructive',
      });
    },
  });
}
