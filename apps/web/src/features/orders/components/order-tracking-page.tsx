import { SubmitToMailRequest } from '@dfs/contract/preorders';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, Info, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../shared/api-client';
import { useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/form-field';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useSubmitToMail } from '../api/submit-to-mail';

/** /order-tracking: an e-mail address gets its pre-orders with secure links (spec §2). */
export function OrderTrackingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.orderTracking'));
  const submit = useSubmitToMail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof SubmitToMailRequest>, unknown, z.output<typeof SubmitToMailRequest>>({
    resolver: zodResolver(SubmitToMailRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => submit.mutate(email));
  const errorKey = errors.email?.message;
  const answer = submit.data;

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.orderTracking')}
      </h1>
      <div className="mt-6 max-w-xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-100 lg:p-6">
        <p className="text-navy-700">{t('orders.tracking.intro')}</p>
        <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
          <TextField
            label={t('orders.tracking.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errorKey ? t(errorKey as 'validation.emailRequired') : undefined}
            {...register('email')}
          />
          <Button type="submit" disabled={submit.isPending} className="self-start">
            <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {submit.isPending ? t('orders.tracking.sending') : t('orders.tracking.submit')}
          </Button>
        </form>
        {answer ? (
          <p
            role="status"
            className={
              answer.sent
                ? 'mt-5 flex gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900'
                : 'mt-5 flex gap-2 rounded-md bg-gold-100 p-3 text-sm text-navy-900'
            }
          >
            {answer.sent ? (
              <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
            ) : (
              <Info aria-hidden="true" className="size-5 shrink-0" />
            )}
            {answer.message}
          </p>
        ) : null}
        {submit.isError ? (
          <p role="alert" className="mt-5 rounded-md bg-red-50 p-3 text-sm text-red-800">
            {isApiError(submit.error) ? submit.error.message : t('orders.loadError')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
