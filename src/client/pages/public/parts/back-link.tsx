import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { dashboardPath } from '#client/features/auth/stored-plan.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';

export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      href={href}
      className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {label}
    </Link>
  );
}

/** Policy pages and the overview pages go back to the landing page. */
export function BackToHome() {
  return <BackLink href="/" label="Back to Home" />;
}

/**
 * Help pages go back to the dashboard of the plan (spec: pro, express, else /). The plan is the server's
 * (cached for the first paint); a visitor, whatever a stale local storage says, goes to the landing page.
 */
export function BackToDashboard() {
  const { user } = useAuth();
  const href = user ? dashboardPath(user.plan) : '/';
  return <BackLink href={href} label={href === '/' ? 'Back to Home' : 'Back to Dashboard'} />;
}
