import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
} from 'react';

const controlClass =
  'min-h-11 w-full rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-950 placeholder:text-navy-400 hover:border-navy-400 aria-[invalid=true]:border-red-500';

interface ShellProps {
  label: string;
  /** The message under the field, already translated. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

function FieldShell({ label, error, hint, className, children }: ShellProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-navy-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string | undefined;
}

/**
 * A labelled text input with its error message tied to it for assistive technology. Refs are forwarded
 * (forms register the input): Preact passes no `ref` prop to a function component (decision 040).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, ...props },
  ref,
) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy }) => (
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass}
          {...props}
        />
      )}
    </FieldShell>
  );
});

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  error?: string | undefined;
  className?: string | undefined;
}

/** A labelled native select with an error message (the most robust picker on phones). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, children, ...props },
  ref,
) {
  return (
    <FieldShell label={label} error={error} className={className}>
      {({ id, describedBy }) => (
        <div className="relative">
          <select
            id={id}
            ref={ref}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={clsx(controlClass, 'cursor-pointer appearance-none pe-8')}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-navy-500"
          />
        </div>
      )}
    </FieldShell>
  );
});
