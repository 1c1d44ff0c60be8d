import { Link } from 'react-router';
import { NewsletterForm } from '../../features/engagement/components/newsletter-form';
import { brandName } from '../../shared/brand';
import { useTranslation } from '../../shared/i18n';
import { BrandMark } from './brand-mark';
import { PaymentCardLogos } from './payment-card-logos';
import { SocialLinks } from './social-links';

type FooterLinkKey =
  | 'header.newArrivals'
  | 'header.bestSellers'
  | 'header.travelExclusives'
  | 'header.deals'
  | 'footer.specialOffers'
  | 'footer.allBrands'
  | 'footer.faq'
  | 'footer.howToOrder'
  | 'footer.afterSales'
  | 'footer.contactUs'
  | 'footer.orderTracking'
  | 'footer.feedback'
  | 'footer.whatIsPreorder'
  | 'footer.terms'
  | 'footer.privacy'
  | 'footer.allowances';

interface FooterGroup {
  id: string;
  headingKey: 'footer.shopping' | 'footer.customerCare' | 'footer.group';
  links: { to: string; labelKey: FooterLinkKey }[];
}

const groups: FooterGroup[] = [
  {
    id: 'footer-shopping',
    headingKey: 'footer.shopping',
    links: [
      { to: '/new-arrivals', labelKey: 'header.newArrivals' },
      { to: '/best-sellers', labelKey: 'header.bestSellers' },
      { to: '/travel-exclusives', labelKey: 'header.travelExclusives' },
      { to: '/deals', labelKey: 'header.deals' },
      { to: '/special-offers', labelKey: 'footer.specialOffers' },
      { to: '/brands', labelKey: 'footer.allBrands' },
    ],
  },
  {
    id: 'footer-care',
    headingKey: 'footer.customerCare',
    links: [
      { to: '/FAQ', labelKey: 'footer.faq' },
      { to: '/how-to-order', labelKey: 'footer.howToOrder' },
      { to: '/after-sales-support', labelKey: 'footer.afterSales' },
      { to: '/contact-us', labelKey: 'footer.contactUs' },
      { to: '/order-tracking', labelKey: 'footer.orderTracking' },
      { to: '/feed-back', labelKey: 'footer.feedback' },
    ],
  },
  {
    id: 'footer-group',
    headingKey: 'footer.group',
    links: [
      { to: '/what-is-preorder', labelKey: 'footer.whatIsPreorder' },
      { to: '/terms-and-conditions', labelKey: 'footer.terms' },
      { to: '/privacy-policy', labelKey: 'footer.privacy' },
      { to: '/duty-free-allowances', labelKey: 'footer.allowances' },
    ],
  },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-navy-950 text-white/80">
      <section aria-labelledby="newsletter-heading" className="border-b border-white/10 bg-navy-900">
        <div className="container-page flex flex-col gap-6 py-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-md">
            <h2 id="newsletter-heading" className="text-lg font-semibold text-white">
              {t('newsletter.heading')}
            </h2>
            <p className="mt-1 text-sm">{t('newsletter.body')}</p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="container-page grid gap-10 py-10 md:grid-cols-2 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="md:col-span-2 lg:col-span-1">
          <p className="flex items-center gap-2.5 text-lg font-semibold text-white">
            <BrandMark className="size-7" />
            {brandName}
          </p>
          <p className="mt-3 max-w-sm text-sm leading-6">{t('footer.tagline')}</p>
          <p className="mt-3 text-sm">{t('footer.supportHours')}</p>
        </div>
        {groups.map((group) => (
          <nav key={group.id} aria-labelledby={group.id}>
            <h2 id={group.id} className="text-sm font-semibold tracking-wide text-gold-400 uppercase">
              {t(group.headingKey)}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm hover:text-white hover:underline">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="container-page flex flex-col gap-6 border-t border-white/10 py-6 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-white/60 uppercase">
            {t('footer.weAccept')}
          </h2>
          <PaymentCardLogos />
        </div>
        <div>
          <h2 className="mb-2 text-xs font-semibold tracking-wide text-white/60 uppercase">
            {t('footer.followUs')}
          </h2>
          <SocialLinks />
        </div>
      </div>

      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-white/60">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
