import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';

/** A seam for screens of later issues: an honest page rather than a blank one. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">This part of Passport Buddy is being built and will be available soon.</p>
      <Link href="/" className={buttonClass('outline', 'md', 'mt-6')}>
        Back to home
      </Link>
    </main>
  );
}
