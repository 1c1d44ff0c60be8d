import { FEEDBACK_MAX, FeedbackRequest } from '@dfs/contract/engagement';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useFieldError } from '../../../shared/use-field-error';
import { useSendFeedback } from '../api/send-feedback';

const fieldClass =
  'mt-1.5 block w-full rounded-md border border-navy-200 bg-white px-3 text-navy-950 placeholder:text-navy-400 focus:border-navy-500 aria-invalid:border-red-600';

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error: string | undefined;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-navy-900">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** /feed-back: full name, e-mail and feedback text (spec §2, §5); thanks on success (DESIGN.md §7). */
export function FeedbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.feedback'));
  const fieldError = useFieldError();
  const send = useSendFeedback();
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackRequest>({
    resolver: zodResolver(FeedbackRequest),
    defaultValues: { fullName: '', email: '', feedBack: '' },
  });

  // Spec §8: a failed send stops the spinner and keeps the form as it was, with no message.
  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => reset() }));

  useEffect(() => {
    if (send.isSuccess) thanksRef.current?.focus();
  }, [send.isSuccess]);

  return (
    <div className="container-page max-w-2xl py-8 lg:py-12">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-4xl">
        {t('pages.feedback')}
      </h1>
      {send.isSuccess ? (
        <div className="mt-8 flex flex-col items-center rounded-xl border border-emerald-200 bg-emerald-50 px-6 py-10 text-center">
          <CircleCheck aria-hidden="true" className="size-12 text-emerald-700" />
          <h2
            ref={thanksRef}
            tabIndex={-1}
            role="status"
            className="mt-4 text-xl font-semibold text-navy-950 outline-none"
          >
            {t('feedback.success')}
          </h2>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => send.reset()}>
              {t('feedback.sendAnother')}
            </Button>
            <ButtonLink to="/" variant="secondary">
              {t('feedback.continueShopping')}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-3 text-navy-700">{t('feedback.intro')}</p>
          <form
            onSubmit={onSubmit}
            noValidate
            aria-labelledby="page-title"
            className="mt-8 space-y-5 rounded-xl border border-navy-100 bg-white p-5 shadow-sm lg:p-8"
          >
            <Field label={t('feedback.fullName')} error={fieldError(errors.fullName?.message)}>
              {(props) => (
                <input
                  {...props}
                  {...register('fullName')}
                  autoComplete="name"
                  className={`${fieldClass} h-11`}
                />
              )}
            </Field>
            <Field label={t('feedback.email')} error={fieldError(errors.email?.message)}>
              {(props) => (
                <input
                  {...props}
                  {...register('email')}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  className={`${fieldClass} h-11`}
                />
              )}
            </Field>
            <Field label={t('feedback.text')} error={fieldError(errors.feedBack?.message)}>
              {(props) => (
                <textarea
                  {...props}
                  {...register('feedBack')}
                  rows={6}
                  maxLength={FEEDBACK_MAX}
                  className={`${fieldClass} py-2.5`}
                />
              )}
            </Field>
            <Button type="submit" variant="secondary" disabled={send.isPending} className="w-full md:w-auto">
              {send.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {send.isPending ? t('feedback.sending') : t('feedback.submit')}
            </Button>
          </form>
        </>
      )}
    </div>
  );
}
