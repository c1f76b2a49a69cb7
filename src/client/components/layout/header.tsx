import { Link } from 'wouter';
import { useAuth } from '#client/features/auth/use-auth.ts';
import { buttonClass } from '../ui/button.tsx';
import { Logo } from './logo.tsx';
import { UserMenu } from './user-menu.tsx';

/** Spec: the logo and a Logout button only; visitors on public pages get Sign In instead. */
export function Header() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Logo />
        {isAuthenticated ? (
          <UserMenu />
        ) : (
          <Link href="/auth?tab=login" className={buttonClass('outline', 'sm')}>
            Sign In
          </Link>
        )}
      </div>
    </header>
  );
}
