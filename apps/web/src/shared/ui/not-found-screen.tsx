import { ArrowLeft, House } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n';
import { usePageMeta } from '../page-meta';
import { useDocumentTitle } from '../use-document-title';
import { Button, ButtonLink } from './button';

/** React Router numbers its history entries; index 0 means there is nothing of ours to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/** /404, every unknown path (spec §2) and any page whose id names nothing: answered with 404. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => (canGoBack() ? navigate(-1) : navigate('/'));
  useDocumentTitle(t('errors.notFound.title'));
  usePageMeta({ notFound: true });
  return (
    <section className="container-page flex justify-center py-14 lg:py-24" aria-labelledby="page-title">
      <div className="flex max-w-xl flex-col items-center text-center">
        <p className="text-6xl font-bold tracking-tight text-gold-600" aria-hidden="true">
          404
        </p>
        <h1 id="page-title" className="mt-4 text-2xl font-semibold tracking-tight text-navy-950">
          {t('errors.notFound.heading')}
        </h1>
        <p className="mt-3 text-navy-600">{t('errors.notFound.body')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('errors.notFound.back')}
          </Button>
          <ButtonLink to="/" variant="secondary">
            <House aria-hidden="true" className="size-4" />
            {t('errors.notFound.home')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
