import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from '../../../shared/i18n';
import { ContentPageFrame, listOf, useContentText } from './content-page-frame';
import { QuestionsCallout } from './questions-callout';

/** /FAQ: questions grouped by topic, each answer in an accordion panel. */
export function FaqPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  const groups = listOf(t('faq.groups', { returnObjects: true }));
  return (
    <ContentPageFrame title={tPage('pages.faq')} ready={ready} lead={t('faq.intro')}>
      {groups.map((group, groupIndex) => (
        <section key={group.title} aria-labelledby={`faq-${groupIndex}`} className="mt-10 first:mt-0">
          <h2 id={`faq-${groupIndex}`} className="text-xl font-semibold text-navy-950 lg:text-2xl">
            {group.title}
          </h2>
          <Accordion.Root
            type="multiple"
            className="mt-3 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white"
          >
            {group.items.map((item, itemIndex) => (
              <Accordion.Item key={item.question} value={`${groupIndex}-${itemIndex}`}>
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-navy-950 hover:bg-navy-50">
                      {item.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-navy-500 transition-transform group-data-[state=open]:rotate-180"
                      />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-5 pb-5 leading-relaxed text-navy-700">
                  {item.answer}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
      <QuestionsCallout />
    </ContentPageFrame>
  );
}
