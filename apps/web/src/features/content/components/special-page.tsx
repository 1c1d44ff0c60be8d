import { useTranslation } from 'react-i18next';
import { PageInProgress } from '../../../shared/ui/page-in-progress';

export function SpecialPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.special')} />;
}
