import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { apiRequest, errorMessage } from '#client/lib/api.ts';

/** Set or change the account's password; every other device is signed out when it changes. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/auth/password', {
        ...(current ? { currentPassword: current } : {}),
        newPassword: next,
      }),
    onSuccess: () => {
      toast({ title: 'Password saved', description: PASSWORD_CHANGED, variant: 'success' });
      setCurrent('');
      setNext('');
      setConfirm('');
      onClose();
    },
    onError: (error) => setProblem(errorMessage(error)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next.length < MIN_PASSWORD_LENGTH) return setProblem(PASSWORD_TOO_SHORT);
    if (next !== confirm) return setProblem(PASSWORDS_DO_NOT_MATCH);
    setProblem(null);
    save.mutate();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Set a password"
      description="Leave the current password empty if your account has none (you signed in with Google or a link)."
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save password'}
        </Button>
      </form>
    </Dialog>
  );
}
