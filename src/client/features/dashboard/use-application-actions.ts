import { useMutation } from '@tanstack/react-query';
import { EXPERT_ASSIGN_HOURS, MANUAL_REVIEW_HOURS } from '#shared/constants.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { APPLICATIONS_KEY } from '#client/features/application/use-application.ts';
import { enablePriority, requestReview, sendFeedback } from '#client/api/applications.ts';
import { expressStatsQuery, proStatsQuery } from '#client/api/plans.ts';
import { errorMessage } from '#client/lib/api.ts';
import { queryClient } from '#client/lib/query.ts';

/** Every action on an application refreshes the applications list (docs/product.md §10) and the stats it feeds. */
async function refresh() {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: proStatsQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: expressStatsQuery().queryKey }),
  ]);
}

const fail = (title: string, fallback: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error, fallback), variant: 'destructive' });

/** Pro manual review (optional notes) or Express expert review: pending -> requested. */
export function useRequestReview(kind: 'manual' | 'expert') {
  return useMutation({
    mutationFn: async ({ applicationId, notes }: { applicationId: number; notes?: string }) => {
      const path = kind === 'manual' ? 'manual-review' : 'expert-review';
      const body = kind === 'manual' && notes?.trim() ? { notes: notes.trim() } : {};
      await requestReview(applicationId, path, body);
    },
    onSuccess: async () => {
      await refresh();
      toast(
        kind === 'manual'
          ? {
              title: 'Manual Review Requested',
              description: `An expert will review your application within ${MANUAL_REVIEW_HOURS} hours.`,
              variant: 'success',
            }
          : {
              title: 'Expert Review Requested',
              description: `A dedicated expert will be assigned to your application within ${EXPERT_ASSIGN_HOURS} hours.`,
              variant: 'success',
            },
      );
    },
    onError:
      kind === 'manual'
        ? fail('Manual Review Request Failed', 'Unable to request manual review.')
        : fail('Request Failed', 'Unable to request expert review.'),
  });
}

/** Pro priority processing or Express priority: one way, shown only while off. */
export function useEnablePriority(kind: 'pro' | 'express') {
  return useMutation({
    mutationFn: async (applicationId: number) => {
      const path = kind === 'pro' ? 'priority-processing' : 'express-priority';
      await enablePriority(applicationId, path);
    },
    onSuccess: async () => {
      await refresh();
      toast(
        kind === 'pro'
          ? {
              title: 'Priority Processing Enabled',
              description: 'Your application has been moved to the priority queue.',
              variant: 'success',
            }
          : {
              title: 'Express Priority Activated',
              description: 'Your application will be processed within 24 hours with dedicated expert assistance.',
              variant: 'success',
            },
      );
    },
    onError: fail(
      'Priority Processing Failed',
      kind === 'pro' ? 'Unable to enable priority processing.' : 'Unable to enable express priority processing.',
    ),
  });
}

export function useSubmitFeedback() {
  return useMutation({
    mutationFn: async ({ applicationId, feedback }: { applicationId: number; feedback: string }) => {
      await sendFeedback(applicationId, feedback.trim());
    },
    onSuccess: async () => {
      await refresh();
      toast({ title: 'Feedback Submitted', description: 'Thank you for your feedback.', variant: 'success' });
    },
    onError: fail('Feedback Failed', 'Unable to submit feedback.'),
  });
}
