import { useLocation } from 'wouter';
import type { PlanId } from '#shared/constants.ts';
import { PLANS, PRO_UPGRADE_LABEL } from '#shared/constants.ts';
import { Button, type ButtonProps } from '#client/components/ui/button.tsx';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { useCheckout } from '#client/features/payments/use-checkout.ts';

/**
 * Buys a plan (docs/product.md §7): idle, then 'Processing...' while create-payment-intent is pending, then the browser
 * goes to checkoutUrl; on failure the 'Upgrade Failed' toast shows (useCheckout) and the button resets.
 * Visitors are sent to sign up first.
 */
export function UpgradeButton({
  planId = 'pro',
  label,
  ...props
}: { planId?: PlanId; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const checkout = useCheckout();
  const text =
    label ?? (planId === 'pro' ? PRO_UPGRADE_LABEL : `Upgrade to ${PLANS[planId].name} - ${PLANS[planId].priceLabel}`);
  return (
    <Button
      size="lg"
      {...props}
      // aria-disabled, not disabled, while processing: the label stays legible and focus stays put.
      aria-disabled={checkout.isPending || undefined}
      aria-busy={checkout.isPending || undefined}
      onClick={() => {
        if (checkout.isPending) return;
        if (!isAuthenticated) navigate('/auth?tab=signup');
        else checkout.mutate(planId);
      }}
    >
      {checkout.isPending ? 'Processing...' : text}
    </Button>
  );
}
