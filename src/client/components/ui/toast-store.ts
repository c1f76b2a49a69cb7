import { toast as sonner, type ExternalToast } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants.ts';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  action?: { label: string; onClick: () => void };
}

/**
 * The dismiss rules (docs/decisions/0047-client-api.md): news (success, info) goes away by itself after
 * TOAST_DURATION_MS; a failure stays until the person closes it, so it is never missed.
 */
export function toastOptions(input: ToastInput): ExternalToast {
  return {
    description: input.description,
    duration: input.variant === 'destructive' ? Number.POSITIVE_INFINITY : TOAST_DURATION_MS,
    closeButton: true,
    ...(input.action ? { action: { label: input.action.label, onClick: input.action.onClick } } : {}),
  };
}

/** Shows a toast through sonner (rendered by <Toaster />); the same call the pages always made. */
export function toast(input: ToastInput): { id: string | number; dismiss: () => void } {
  const options = toastOptions(input);
  const id =
    input.variant === 'destructive'
      ? sonner.error(input.title, options)
      : input.variant === 'success'
        ? sonner.success(input.title, options)
        : sonner(input.title, options);
  return { id, dismiss: () => sonner.dismiss(id) };
}

/** Closes one toast, or all of them. */
export function dismissToast(id?: string | number): void {
  sonner.dismiss(id);
}
