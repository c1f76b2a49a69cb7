import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { PasswordDialog } from '#client/features/auth/password-dialog.tsx';
import { logout } from '#client/features/auth/use-sign-in.ts';
import { Button } from '../ui/button.tsx';

/** The header's Logout, with a menu for the password and for ending the sessions on every other device too. */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div ref={ref} className="relative flex items-center gap-1">
      <Button variant="outline" size="sm" onClick={() => void logout()}>
        <LogOut className="size-4" aria-hidden /> Logout
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label="More account options"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <ChevronDown className="size-4" aria-hidden />
      </Button>
      {open && (
        <div
          id="user-menu"
          className="absolute top-full right-0 z-20 mt-2 w-64 rounded-md border border-slate-200 bg-white p-2 shadow-lg"
        >
          <button
            type="button"
            className="w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
            onClick={() => {
              setOpen(false);
              setPasswordOpen(true);
            }}
          >
            Set a password
            <span className="block text-xs text-slate-600">Or change the one you have</span>
          </button>
          <button
            type="button"
            className="w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
            onClick={() => void logout({ everywhere: true })}
          >
            Sign out everywhere
            <span className="block text-xs text-slate-600">Ends your sessions on every device</span>
          </button>
        </div>
      )}
      <PasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </div>
  );
}
