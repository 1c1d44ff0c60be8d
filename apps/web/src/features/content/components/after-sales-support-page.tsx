import { Ban, CalendarClock, Clock, Plane, Receipt, RefreshCw, Repeat, Truck, User } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, ContentSection, listOf, useContentText } from './content-page-frame';
import { QuestionsCallout } from './questions-callout';

// One icon per point of the policy, in the order of spec §1.
const policyIcons = [CalendarClock, User, Truck, Receipt, RefreshCw, Ban, Repeat, Clock];

/** /after-sales-support: every point of the after-sales policy (spec §1) and how to report a fault. */
export function AfterSalesSupportPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  const policy = listOf(t('afterSales.policy', { returnObjects: true }));
  const report = listOf(t('afterSales.report', { returnObjects: true }));
  return (
    <ContentPageFrame title={tPage('pages.afterSalesSupport')} ready={ready} lead={t('afterSales.intro')}>
      <ContentSection id="after-sales-policy" title={t('afterSales.policyTitle')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {policy.map((point, index) => {
            const Icon = policyIcons[index] ?? Plane;
            return (
              <li
                key={point}
                className="flex items-start gap-3 rounded-xl border border-navy-100 bg-white p-4 text-navy-800 shadow-sm"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-600" />
                {point}
              </li>
            );
          })}
        </ul>
      </ContentSection>
      <ContentSection id="after-sales-report" title={t('afterSales.reportTitle')}>
        <ol className="list-decimal space-y-2 ps-6 marker:font-semibold marker:text-navy-950">
          {report.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </ContentSection>
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
