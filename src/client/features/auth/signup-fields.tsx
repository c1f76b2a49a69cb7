import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '#client/components/ui/field.tsx';

type Registered = UseFormRegisterReturn & { error?: string | undefined };

/** A new password and its confirmation, as both signup forms ask for them. */
export function NewPasswordFields({
  password,
  confirm,
  hint,
}: {
  password: Registered;
  confirm: Registered;
  hint?: string;
}) {
  return (
    <>
      <TextField label="Password" type="password" autoComplete="new-password" required hint={hint} {...password} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}
