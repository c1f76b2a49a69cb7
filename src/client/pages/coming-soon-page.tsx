import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { dashboardPath } from '#client/features/auth/stored-plan.ts';
import { useAuth } from '#client/features/auth/use-auth.ts';

/**
 * A seam for screens of later issues: an honest page rather than a blank one. It never links to '/', which
 * may redirect straight back here (an admin's '/' is /admin): signed-in users get their plan's dashboard and
 * their applications instead.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const { user } = useAuth();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">This part of Passport Buddy is being built and will be available soon.</p>
      {user ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            href={dashboardPath(user.plan) === '/' ? '/application' : dashboardPath(user.plan)}
            className={buttonClass()}
          >
            Go to my dashboard
          </Link>
          <Link href="/application-history" className={buttonClass('outline')}>
            My applications
          </Link>
        </div>
      ) : (
        <Link href="/" className={buttonClass('outline', 'md', 'mt-6')}>
          Back to home
        </Link>
      )}
    </main>
  );
}
