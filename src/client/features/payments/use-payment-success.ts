import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SUBSCRIPTION_STATUS_KEY } from '#client/features/auth/use-auth.ts';
import { USER_PLAN_KEY } from '#client/features/auth/stored-plan.ts';
import { paymentSuccessQuery } from '#client/api/plans.ts';
import { queryClient } from '#client/lib/query.ts';

export const paymentSuccessKey = (sessionId: string) => paymentSuccessQuery(sessionId).queryKey;

/**
 * Verifies a checkout session (only when there is one) and, once it succeeds, refreshes what the browser
 * knows about the plan: the subscription status query and the userPlan cache for the first paint.
 */
export function usePaymentSuccess(sessionId: string) {
  const query = useQuery({ ...paymentSuccessQuery(sessionId), enabled: sessionId !== '' });
  const result = query.data;
  useEffect(() => {
    if (!result?.success) return;
    localStorage.setItem(USER_PLAN_KEY, result.plan);
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
  }, [result]);
  return query;
}
