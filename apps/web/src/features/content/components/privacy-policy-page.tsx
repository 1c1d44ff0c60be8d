import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, listOf, useContentText } from './content-page-frame';
import { PolicySections } from './policy-sections';
import { QuestionsCallout } from './questions-callout';

/** /privacy-policy, linked from the cookie consent banner. */
export function PrivacyPolicyPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  return (
    <ContentPageFrame title={tPage('pages.privacyPolicy')} ready={ready} lead={t('privacy.intro')}>
      <PolicySections
        idPrefix="privacy"
        sections={listOf(t('privacy.sections', { returnObjects: true }))}
        updated={t('common.lastUpdated')}
      />
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
