import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, ContentSection, listOf, useContentText } from './content-page-frame';
import { QuestionsCallout } from './questions-callout';

/** /how-to-order: the seven steps from finding an item to collecting it on board. */
export function HowToOrderPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  const steps = listOf(t('howToOrder.steps', { returnObjects: true }));
  const tips = listOf(t('howToOrder.tips.items', { returnObjects: true }));
  return (
    <ContentPageFrame title={tPage('pages.howToOrder')} ready={ready} lead={t('howToOrder.intro')}>
      <ContentSection id="how-steps" title={t('howToOrder.stepsTitle')}>
        <ol className="space-y-4">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-xl border border-navy-100 bg-white p-5 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-950 font-semibold text-gold-400"
              >
                {(index + 1).toLocaleString('en')}
              </span>
              <div>
                <h3 className="font-semibold text-navy-950">{step.title}</h3>
                <p className="mt-1 text-navy-700">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection id="how-tips" title={t('howToOrder.tips.title')}>
        <ul className="space-y-3 rounded-xl bg-gold-100 p-5">
          {tips.map((tip) => (
            <li key={tip} className="flex items-start gap-3 text-navy-800">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              {tip}
            </li>
          ))}
        </ul>
      </ContentSection>
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
