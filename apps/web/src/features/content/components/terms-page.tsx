import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, listOf, useContentText } from './content-page-frame';
import { PolicySections } from './policy-sections';
import { QuestionsCallout } from './questions-callout';

/** /terms-and-conditions */
export function TermsPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  return (
    <ContentPageFrame title={tPage('pages.terms')} ready={ready} lead={t('terms.intro')}>
      <PolicySections
        idPrefix="terms"
        sections={listOf(t('terms.sections', { returnObjects: true }))}
        updated={t('common.lastUpdated')}
      />
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
