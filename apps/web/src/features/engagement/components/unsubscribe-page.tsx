import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useUnsubscribe } from '../api/unsubscribe';

/** Where the link in every newsletter e-mail lands: leaves the newsletter, then says so. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, isError, isPending, isIdle } = useUnsubscribe();

  useEffect(() => {
    if (token.length >= 16) mutate(token);
  }, [token, mutate]);

  const invalid = token.length < 16 || isError;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold text-navy-950">{t('unsubscribe.title')}</h1>
      <p role="status" className="mt-4 text-navy-700">
        {invalid ? t('unsubscribe.invalid') : isPending || isIdle ? t('unsubscribe.working') : data?.message}
      </p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-navy-800"
      >
        {t('unsubscribe.backHome')}
      </Link>
    </section>
  );
}
