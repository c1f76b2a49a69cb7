import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '#shared/constants.ts';

const sonner = vi.hoisted(() => {
  const fn = vi.fn((..._args: unknown[]) => 'default-id') as ReturnType<typeof vi.fn> & Record<string, unknown>;
  fn.success = vi.fn((..._args: unknown[]) => 'success-id');
  fn.error = vi.fn((..._args: unknown[]) => 'error-id');
  fn.dismiss = vi.fn();
  return fn;
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toast, toastOptions } = await import('./toast-store.ts');

beforeEach(() => vi.clearAllMocks());

describe('toast dismiss rules', () => {
  it('lets success and info toasts go by themselves after 5 s', () => {
    expect(TOAST_DURATION_MS).toBe(5_000);
    expect(toastOptions({ title: 'Saved', variant: 'success' }).duration).toBe(5_000);
    expect(toastOptions({ title: 'Note' }).duration).toBe(5_000);
    expect(toastOptions({ title: 'Note', variant: 'default' }).duration).toBe(5_000);
  });

  it('keeps an error toast until it is closed, with a close button', () => {
    const options = toastOptions({ title: 'Upload failed', description: 'Too big', variant: 'destructive' });
    expect(options.duration).toBe(Number.POSITIVE_INFINITY);
    expect(options.closeButton).toBe(true);
    expect(options.description).toBe('Too big');
  });

  it('sends each variant to the matching sonner call with the title and description as given', () => {
    toast({ title: 'Login successful', description: 'Welcome back!', variant: 'success' });
    expect(sonner.success).toHaveBeenCalledWith(
      'Login successful',
      expect.objectContaining({ description: 'Welcome back!', duration: 5_000 }),
    );
    toast({ title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' });
    expect(sonner.error).toHaveBeenCalledWith(
      'Login Failed',
      expect.objectContaining({ description: 'Invalid email or password', duration: Number.POSITIVE_INFINITY }),
    );
    toast({ title: 'Key copied' });
    expect(sonner).toHaveBeenCalledWith('Key copied', expect.objectContaining({ duration: 5_000 }));
  });

  it('passes an action through and dismisses by id', () => {
    const onClick = vi.fn();
    const shown = toast({
      title: 'Login Failed',
      variant: 'destructive',
      action: { label: 'Create Account', onClick },
    });
    expect(sonner.error).toHaveBeenCalledWith(
      'Login Failed',
      expect.objectContaining({ action: { label: 'Create Account', onClick } }),
    );
    shown.dismiss();
    expect(sonner.dismiss).toHaveBeenCalledWith('error-id');
  });
});
