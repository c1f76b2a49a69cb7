import { useMutation } from '@tanstack/react-query';
import {
  ChangePasswordFormSchema,
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED,
  type ChangePasswordBody,
} from '#shared/schemas/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { TextField } from '#client/components/ui/field.tsx';
import { toast } from '#client/components/ui/toast-store.ts';
import { changePassword } from '#client/api/auth.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';

/** Set or change the account's password; every other device is signed out when it changes. */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useZodForm(ChangePasswordFormSchema, {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: ChangePasswordBody) => changePassword(body),
    onSuccess: () => {
      toast({ title: 'Password saved', description: PASSWORD_CHANGED, variant: 'success' });
      form.reset();
      onClose();
    },
    // The server's answer (a wrong current password, a common one) belongs to the form, not to one field.
    onError: (error) => form.setError('root.server', { message: errorMessage(error) }),
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    save.mutate({ ...(currentPassword ? { currentPassword } : {}), newPassword }),
  );
  const field = (name: 'currentPassword' | 'newPassword' | 'confirmPassword') => ({
    ...form.register(name),
    error: errors[name]?.message,
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Set a password"
      description="Leave the current password empty if your account has none (you signed in with Google or a link)."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          {...field('newPassword')}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        {errors.root?.server && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save password'}
        </Button>
      </form>
    </Dialog>
  );
}
