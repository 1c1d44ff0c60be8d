import { Headset } from 'lucide-react';
import { ButtonLink } from '../../../shared/ui/button';
import { useContentText } from './content-page-frame';

/** The closing "still have a question?" block of the help pages. */
export function QuestionsCallout() {
  const { t } = useContentText();
  return (
    <section
      aria-labelledby="questions-title"
      className="mt-12 flex flex-col gap-4 rounded-xl bg-navy-950 p-6 text-white md:flex-row md:items-center md:justify-between lg:p-8"
    >
      <div className="flex items-start gap-4">
        <Headset aria-hidden="true" className="mt-1 size-7 shrink-0 text-gold-400" />
        <div>
          <h2 id="questions-title" className="text-lg font-semibold">
            {t('common.questions')}
          </h2>
          <p className="mt-1 text-sm text-white/80">{t('common.questionsBody')}</p>
        </div>
      </div>
      <ButtonLink to="/contact-us" className="shrink-0">
        {t('common.contactUs')}
      </ButtonLink>
    </section>
  );
}
