import { useState, type ChangeEvent } from 'react';
import { TextField } from '#client/components/ui/field.tsx';

/** Text inputs bound to one object of values: `field('email')` spreads value and onChange. */
export function useFormFields<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const field = (name: keyof T & string) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return { values, field };
}

type Bound = ReturnType<ReturnType<typeof useFormFields>['field']>;

/** A new password and its confirmation, as both signup forms ask for them. */
export function NewPasswordFields({ password, confirm, hint }: { password: Bound; confirm: Bound; hint?: string }) {
  return (
    <>
      <TextField label="Password" type="password" autoComplete="new-password" required hint={hint} {...password} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required {...confirm} />
    </>
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  );
}
