import { Toaster as Sonner } from 'sonner';
import { TOAST_LIMIT } from '#shared/constants.ts';

/**
 * sonner's toaster, placed where toasts cover nothing that matters: bottom right on wide screens, across the
 * bottom on phones (sonner below 600 px), in both cases above the Quick Help and live chat buttons in the
 * bottom corners and far from the header. Toasts sit in sonner's polite live region ("Notifications").
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      expand
      visibleToasts={TOAST_LIMIT}
      offset={{ bottom: '5.5rem', right: '1rem' }}
      mobileOffset={{ bottom: '5.5rem', left: '0.75rem', right: '0.75rem' }}
      containerAriaLabel="Notifications"
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: 'Close notification',
        classNames: {
          toast: 'pointer-events-auto relative flex w-full flex-col rounded-lg border p-4 pr-10 shadow-lg',
          default: 'border-slate-200 bg-white text-slate-900',
          success: 'border-green-300 bg-green-50 text-green-900',
          error: 'border-red-300 bg-red-50 text-red-900',
          icon: 'hidden',
          title: 'font-semibold',
          description: 'mt-1 text-sm',
          actionButton: 'mt-3 self-start rounded-md border border-current px-3 py-1 text-sm font-medium',
          closeButton:
            'absolute top-2 right-2 grid size-7 place-items-center rounded opacity-70 hover:opacity-100 focus-visible:opacity-100',
        },
      }}
    />
  );
}
