import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { showToast } from '../../../shared/toast';
import { useFieldError } from '../../../shared/use-field-error';
import { useSubscribe } from '../api/subscribe';

const SUCCESS_TOAST_MS = 5000;

/**
 * The footer newsletter form (spec §5: e-mail required and valid; errors clear on focus or key press).
 * It is on every page, so it holds no form library: the contract's schema (zod) is loaded when the
 * form is sent and checks it with the same rules and words as the API's 400 answer.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fieldError = useFieldError();
  // A fixed id, not useId: the footer is on every page once, and hydrates apart (HydrateLater).
  const id = 'newsletter-email';
  const subscribe = useSubscribe();
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const clearError = () => setErrorKey(undefined);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    const { SubscribeRequest } = await import('@dfs/contract/engagement');
    const parsed = SubscribeRequest.safeParse({ email: typeof email === 'string' ? email : '' });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message);
      return;
    }
    subscribe.mutate(parsed.data.email, {
      onSuccess: ({ message }) => {
        showToast('success', message, { duration: SUCCESS_TOAST_MS });
        form.reset();
      },
      // Spec §8: a failed subscription is only logged.
      onError: (error) => console.error('Newsletter subscription failed', error),
    });
  };

  const emailError = fieldError(errorKey);
  const errorId = `${id}-error`;
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="w-full max-w-md">
      <label htmlFor={id} className="text-sm font-medium text-white/85">
        {t('newsletter.emailLabel')}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 md:flex-row">
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('newsletter.emailPlaceholder')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? errorId : undefined}
          className="h-11 min-w-0 shrink-0 rounded-md border border-white/20 md:flex-1 md:shrink bg-white px-3 text-sm text-navy-950 placeholder:text-navy-500 aria-[invalid=true]:border-red-400"
          name="email"
          onFocus={clearError}
          onKeyDown={clearError}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="h-11 shrink-0 rounded-md bg-gold-500 px-5 text-sm font-semibold text-navy-950 hover:bg-gold-400 disabled:opacity-60"
        >
          {t('newsletter.submit')}
        </button>
      </div>
      <p id={errorId} role="alert" className="mt-1.5 min-h-5 text-sm text-red-300">
        {emailError ?? ''}
      </p>
    </form>
  );
}
