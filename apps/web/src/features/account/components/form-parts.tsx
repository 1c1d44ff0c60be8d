import { clsx } from 'clsx';
import { ArrowLeft, Eye, EyeOff, LoaderCircle } from 'lucide-react';
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';

/**
 * A field's message: contract messages are `validation.*` keys; the server's field messages arrive
 * already translated.
 */
export function useFieldMessage() {
  const { t } = useTranslation();
  return (message: string | undefined) =>
    message && /^validation\.\w+$/.test(message) ? t(message as 'validation.emailRequired') : message;
}

/**
 * A react-hook-form registration that also runs `onType` on every change (spec §4, §5: typing in a
 * field clears its error and the form's message).
 */
export function clearingOnType<
  R extends { onChange: (event: { target: unknown; type?: unknown }) => unknown },
>(registration: R, onType: () => void): R {
  return {
    ...registration,
    onChange: (event: { target: unknown; type?: unknown }) => {
      onType();
      return registration.onChange(event);
    },
  };
}

const inputClass =
  'h-11 w-full rounded-md border border-navy-200 bg-white px-3 text-sm text-navy-950 placeholder:text-navy-500 focus:border-navy-500 aria-[invalid=true]:border-red-500 disabled:bg-navy-50';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}

function FieldShell({ id, label, error, hint, children }: FieldShellProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-navy-900">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-navy-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, className, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={clsx(inputClass, className)}
        {...props}
      />
    </FieldShell>
  );
});

type PresetFieldProps = Omit<TextFieldProps, 'label'>;

/** The e-mail field of the profile forms (registration, account details, guest checkout). */
export const EmailField = forwardRef<HTMLInputElement, PresetFieldProps>(function EmailField(props, ref) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.profile.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      ref={ref}
      {...props}
    />
  );
});

/** The mobile number field: plus sign, country code and number (spec §3), always left to right. */
export const MobileNumberField = forwardRef<HTMLInputElement, PresetFieldProps>(
  function MobileNumberField(props, ref) {
    const { t } = useTranslation();
    return (
      <TextField
        label={t('account.profile.mobileNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder="+251911234567"
        hint={t('account.profile.mobileHint')}
        ref={ref}
        {...props}
      />
    );
  },
);

/** A password input with a show/hide toggle (long passphrases are easier to type when visible). */
export const PasswordField = forwardRef<HTMLInputElement, TextFieldProps>(function PasswordField(
  { label, error, hint, ...props },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className={clsx(inputClass, 'pe-12')}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('account.common.hidePassword') : t('account.common.showPassword')}
          aria-pressed={visible}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-md text-navy-600 hover:text-navy-950"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldShell>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, children, ...props },
  ref,
) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
});

/** The submit button: a spinner and a busy label while the call runs. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" disabled={busy} aria-busy={busy} className="w-full">
      {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** A form-level message: an error (role=alert) or a confirmation (role=status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-md px-3 py-2 text-sm',
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900',
      )}
    >
      {children}
    </p>
  );
}

/** The frame of the sign-in screens: a centred card with a title and an optional back link. */
export function AuthCard({
  title,
  intro,
  back,
  wide = false,
  children,
}: {
  title: string;
  intro?: string;
  back?: { to: string; label: string };
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="container-page py-8 md:py-14">
      <section
        className={clsx(
          'mx-auto rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 md:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        {back && (
          <Link
            to={back.to}
            className="-ms-2 mb-4 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-navy-700 hover:text-navy-950"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {back.label}
          </Link>
        )}
        <h1 className="text-2xl font-semibold text-navy-950">{title}</h1>
        {intro && <p className="mt-2 text-sm text-navy-700">{intro}</p>}
        <div className="mt-6">{children}</div>
      </section>
    </div>
  );
}
