import { Link } from 'wouter';

/** `compactBelow420`: on phones narrower than 420 px only the mark shows (the link keeps its accessible name). */
export function Logo({ compactBelow420 = false }: { compactBelow420?: boolean }) {
  return (
    <Link
      href="/"
      className="flex items-center gap-2 rounded text-lg font-bold text-brand-800"
      aria-label="Passport Buddy home"
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <rect width="32" height="32" rx="6" fill="#1e3a8a" />
        <rect x="9" y="6" width="14" height="20" rx="2" fill="#fff" />
        <circle cx="16" cy="14" r="4" fill="none" stroke="#f97316" strokeWidth="2" />
        <rect x="12" y="21" width="8" height="1.5" rx=".75" fill="#1e3a8a" />
      </svg>
      <span className={compactBelow420 ? 'hidden min-[420px]:inline' : undefined}>Passport Buddy</span>
    </Link>
  );
}
