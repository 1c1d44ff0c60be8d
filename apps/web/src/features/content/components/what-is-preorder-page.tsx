import { CalendarClock, CircleCheck, CreditCard, Info, PackageCheck, ShoppingBag } from 'lucide-react';
import { useTranslation } from '../../../shared/i18n';
import { ButtonLink } from '../../../shared/ui/button';
import { ContentPageFrame, listOf, useContentText } from './content-page-frame';
import { QuestionsCallout } from './questions-callout';

const sectionIcons = [ShoppingBag, CalendarClock, CreditCard, PackageCheck, Info];

/** /what-is-preorder: what pre-ordering is, the 24-hour cut-off, payment and collection on board. */
export function WhatIsPreorderPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  const sections = listOf(t('whatIsPreorder.sections', { returnObjects: true }));
  const benefits = listOf(t('whatIsPreorder.benefits.items', { returnObjects: true }));
  return (
    <ContentPageFrame title={tPage('pages.whatIsPreorder')} ready={ready} lead={t('whatIsPreorder.lead')}>
      <div className="grid gap-4 md:grid-cols-2">
        {sections.map((section, index) => {
          const Icon = sectionIcons[index] ?? Info;
          return (
            <section
              key={section.title}
              aria-labelledby={`preorder-${index}`}
              className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm last:md:col-span-2"
            >
              <h2
                id={`preorder-${index}`}
                className="flex items-center gap-3 text-lg font-semibold text-navy-950"
              >
                <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-600" />
                {section.title}
              </h2>
              <p className="mt-2 leading-relaxed text-navy-700">{section.body}</p>
            </section>
          );
        })}
      </div>
      <section aria-labelledby="preorder-benefits" className="mt-10 rounded-xl bg-gold-100 p-6">
        <h2 id="preorder-benefits" className="text-xl font-semibold text-navy-950">
          {t('whatIsPreorder.benefits.title')}
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-navy-800">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink to="/">{t('common.startShopping')}</ButtonLink>
        <ButtonLink to="/how-to-order" variant="outline">
          {tPage('pages.howToOrder')}
        </ButtonLink>
      </div>
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
