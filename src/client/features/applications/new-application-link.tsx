import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';

/** Starts a fresh application; the server enforces the plan's limit when it is created (step 1). */
export function NewApplicationLink({ className, label = 'New Application' }: { className?: string; label?: string }) {
  return (
    <Link href="/application?new=1" className={buttonClass('default', 'md', className)}>
      <Plus className="size-4" aria-hidden /> {label}
    </Link>
  );
}
