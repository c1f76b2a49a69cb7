import { ArrowUpCircle, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { applicationLimitReached } from '#shared/domain/application-limit.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useApplications } from '#client/features/application/use-application.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * Starts a fresh application. At the plan's limit it offers the upgrade instead (the server would refuse the
 * new application), with the reason, rather than a button that ends in an error (issue 22).
 */
export function NewApplicationLink({ className, label = 'New Application' }: { className?: string; label?: string }) {
  const { user } = useAuth();
  const list = useApplications();
  const limit =
    user && list.data ? applicationLimitReached(user.planActive ? user.plan : null, list.data.length) : null;
  if (limit) {
    return (
      <div className={cn('flex max-w-sm flex-col gap-2', className)} data-testid="plan-limit">
        <p className="text-sm text-slate-700">{limit.message}</p>
        <Link href={limit.upgradePath} data-main-action className={buttonClass('accent', 'md', 'self-start')}>
          <ArrowUpCircle className="size-4" aria-hidden /> Upgrade to {PLANS[limit.upgradeTo].name}
        </Link>
      </div>
    );
  }
  return (
    <Link href="/application?new=1" data-main-action className={buttonClass('default', 'md', className)}>
      <Plus className="size-4" aria-hidden /> {label}
    </Link>
  );
}
