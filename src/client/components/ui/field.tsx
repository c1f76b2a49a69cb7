import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '#client/lib/cn.ts';

const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 aria-[invalid=true]:border-red-600';

interface FieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
}

/**
 * The label, hint and error around one control, wired for assistive technology: the control gets its id,
 * aria-invalid and aria-describedby from here.
 */
function FieldFrame({
  label,
  error,
  hint,
  className,
  id,
  children,
}: FieldProps & {
  className?: string | undefined;
  id: string;
  children: (aria: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error tied to it. */
export const TextField = forwardRef<HTMLInputElement, FieldProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, className, id, ...props }, ref) {
    const autoId = useId();
    return (
      <FieldFrame label={label} error={error} hint={hint} className={className} id={id ?? autoId}>
        {(aria) => <input ref={ref} className={control} {...aria} {...props} />}
      </FieldFrame>
    );
  },
);

export const TextAreaField = forwardRef<HTMLTextAreaElement, FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function TextAreaField({ label, error, hint, className, id, ...props }, ref) {
    const autoId = useId();
    return (
      <FieldFrame label={label} error={error} hint={hint} className={className} id={id ?? autoId}>
        {(aria) => <textarea ref={ref} className={cn(control, 'min-h-24')} {...aria} {...props} />}
      </FieldFrame>
    );
  },
);

export function SelectField({
  label,
  error,
  options,
  className,
  id,
  ...props
}: FieldProps & {
  options: ReadonlyArray<{ value: string; label: string }>;
  ref?: Ref<HTMLSelectElement>;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  return (
    <FieldFrame label={label} error={error} className={className} id={id ?? autoId}>
      {(aria) => (
        <select className={control} {...aria} {...props}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  className,
  id,
  ...props
}: { label: ReactNode; ref?: Ref<HTMLInputElement> } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cn('flex items-start gap-2', className)}>
      <input id={inputId} type="checkbox" className="mt-1 size-4 accent-brand-700" {...props} />
      <label htmlFor={inputId} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
