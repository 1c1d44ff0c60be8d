import { Clock, Mail, MessageSquareText, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { contactDetails } from './contact-details';
import { ContentPageFrame, useContentText } from './content-page-frame';

function ContactCard({
  id,
  icon,
  title,
  body,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col rounded-xl border border-navy-100 bg-white p-6 shadow-sm"
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-navy-950 text-gold-400">
        {icon}
      </span>
      <h2 id={id} className="mt-4 text-lg font-semibold text-navy-950">
        {title}
      </h2>
      <p className="mt-1 flex-1 text-navy-700">{body}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const linkClass =
  'inline-block font-semibold [overflow-wrap:anywhere] text-navy-950 underline decoration-gold-500 decoration-2 underline-offset-4 hover:text-navy-700';

/** /contact-us: the phone line and the two mailboxes (spec §2), with the support hours. */
export function ContactUsPage() {
  const { t: tPage } = useTranslation();
  const { t, ready } = useContentText();
  return (
    <ContentPageFrame title={tPage('pages.contactUs')} ready={ready} lead={t('contact.intro')}>
      <p className="mb-6 flex items-center gap-2 font-medium text-navy-800">
        <Clock aria-hidden="true" className="size-5 text-gold-600" />
        {t('contact.hours')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <ContactCard
          id="contact-phone"
          icon={<Phone aria-hidden="true" className="size-5" />}
          title={t('contact.phoneTitle')}
          body={t('contact.phoneBody')}
        >
          {/* Phone numbers read left to right in every language. */}
          <a href={contactDetails.phoneHref} dir="ltr" className={linkClass}>
            {contactDetails.phoneDisplay}
          </a>
        </ContactCard>
        <ContactCard
          id="contact-orders"
          icon={<Mail aria-hidden="true" className="size-5" />}
          title={t('contact.ordersTitle')}
          body={t('contact.ordersBody')}
        >
          <a href={`mailto:${contactDetails.preOrdersMailbox}`} dir="ltr" className={linkClass}>
            {contactDetails.preOrdersMailbox}
          </a>
        </ContactCard>
        <ContactCard
          id="contact-support"
          icon={<Mail aria-hidden="true" className="size-5" />}
          title={t('contact.supportTitle')}
          body={t('contact.supportBody')}
        >
          <a href={`mailto:${contactDetails.customerCareMailbox}`} dir="ltr" className={linkClass}>
            {contactDetails.customerCareMailbox}
          </a>
        </ContactCard>
        <ContactCard
          id="contact-feedback"
          icon={<MessageSquareText aria-hidden="true" className="size-5" />}
          title={t('contact.feedbackTitle')}
          body={t('contact.feedbackBody')}
        >
          <Link to="/feed-back" className={linkClass}>
            {t('contact.feedbackLink')}
          </Link>
        </ContactCard>
      </div>
    </ContentPageFrame>
  );
}
