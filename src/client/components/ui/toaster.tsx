import { X } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { dismissToast, useToasts } from './toast-store.ts';

/** Toasts live in a polite live region so screen readers announce them. */
export function Toaster() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <div
      aria-live="polite"
      role="region"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-0 sm:bottom-0 sm:top-auto sm:w-[26rem]"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          data-testid="toast"
          className={cn(
            'pointer-events-auto relative w-full rounded-lg border p-4 pr-10 shadow-lg',
            t.variant === 'destructive' && 'border-red-300 bg-red-50 text-red-900',
            t.variant === 'success' && 'border-green-300 bg-green-50 text-green-900',
            (!t.variant || t.variant === 'default') && 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <p className="font-semibold">{t.title}</p>
          {t.description && <p className="mt-1 text-sm">{t.description}</p>}
          {t.action && (
            <button
              type="button"
              className="mt-3 rounded-md border border-current px-3 py-1 text-sm font-medium"
              onClick={() => {
                t.action?.onClick();
                dismissToast(t.id);
              }}
            >
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label="Close notification"
            className="absolute top-2 right-2 rounded p-1 opacity-70 hover:opacity-100"
            onClick={() => dismissToast(t.id)}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
