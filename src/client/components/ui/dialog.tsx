import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogClosed, dialogOpened } from './open-dialogs.ts';

/** A modal on the native <dialog>: focus is trapped and Escape closes it without extra code. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'md',
}: {
  size?: 'md' | 'lg';
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    dialogOpened();
    return dialogClosed;
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let React state close it, so a programmatic close never reports back as a user close.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] rounded-xl bg-white p-0 shadow-xl ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      {open && (
        <div className="relative p-6">
          <button
            type="button"
            aria-label="Close dialog"
            onClick={onClose}
            className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100"
          >
            <X className="size-5" aria-hidden />
          </button>
          <h2 id={titleId} className="pr-8 text-xl font-semibold text-slate-900">
            {title}
          </h2>
          {description && <div className="mt-1 text-sm text-slate-600">{description}</div>}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>
  );
}
