import { LockKeyhole } from 'lucide-react';
import { Link } from 'wouter';
import { PLANS } from '#shared/constants.ts';
import { buttonClass } from '#client/components/ui/button.tsx';

/** Shown instead of analysis results when the user has not paid for access (docs/product.md §3, §9). */
export function UnlockCard({ subject }: { subject: string }) {
  return (
    <div className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="unlock-card">
      <div className="flex items-center gap-2">
        <LockKeyhole className="size-5 text-amber-900" aria-hidden />
        <h3 className="font-semibold text-slate-900">Unlock AI analysis results</h3>
      </div>
      <p className="text-sm text-slate-800">
        Your {subject} has been uploaded. See every check, the score, the issues found and how to fix them with the{' '}
        {PLANS.basic.name} plan, a one-time payment of {PLANS.basic.priceLabel}.
      </p>
      <Link href="/pricing" className={buttonClass('default', 'md', 'w-full sm:w-auto')}>
        Choose {PLANS.basic.name} - {PLANS.basic.priceLabel}
      </Link>
    </div>
  );
}
