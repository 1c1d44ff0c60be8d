import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../use-document-title';

/** The frame of a screen whose content a later issue builds: its real title and one plain line. */
export function PageInProgress({ title }: { title: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <section className="container-page py-10 lg:py-14" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {title}
      </h1>
      <p className="mt-3 text-navy-600">{t('app.pageInProgress')}</p>
    </section>
  );
}
