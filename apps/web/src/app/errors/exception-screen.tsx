import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../shared/i18n';
import { ButtonLink } from '../../shared/ui/button';
import { useDocumentTitle } from '../../shared/use-document-title';

/** The generic error screen (spec §2, /exception), also shown by the route error boundaries. */
export function ExceptionScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.exception.title'));
  return (
    <section className="container-page flex justify-center py-14 lg:py-24" aria-labelledby="page-title">
      <div className="flex max-w-xl flex-col items-center text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-gold-100 text-gold-700">
          <TriangleAlert aria-hidden="true" className="size-8" strokeWidth={1.75} />
        </span>
        <h1 id="page-title" className="mt-6 text-xl font-bold tracking-wide text-navy-950 lg:text-2xl">
          {t('errors.exception.heading')}
        </h1>
        <ButtonLink to="/" variant="secondary" className="mt-8">
          {t('errors.exception.tryAgain')}
        </ButtonLink>
      </div>
    </section>
  );
}
