import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { usePageTitle } from '#client/lib/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">The page you are looking for does not exist or has moved.</p>
      <Link href="/" data-main-action className={buttonClass('default', 'md', 'mt-6')}>
        Go to home
      </Link>
    </main>
  );
}
