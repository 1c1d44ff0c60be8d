import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageInProgress } from '../../../shared/ui/page-in-progress';

export function CategoryProductsPage() {
  const { t } = useTranslation();
  const { categoryName } = useParams();
  return <PageInProgress title={categoryName || t('pages.categoryProducts')} />;
}

export function BrandProductsPage() {
  const { t } = useTranslation();
  const { brandName } = useParams();
  return <PageInProgress title={brandName || t('pages.brandProducts')} />;
}

export function NewArrivalsPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.newArrivals')} />;
}

export function BestSellersPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.bestSellers')} />;
}

export function TravelExclusivesPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.travelExclusives')} />;
}

export function DealsPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.deals')} />;
}

export function OffersPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.offers')} />;
}

export function SpecialOffersPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.specialOffers')} />;
}

export function PromotionsPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.promotions')} />;
}

export function CollectionPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.collection')} />;
}

export function PromoCodeProductsPage() {
  const { t } = useTranslation();
  return <PageInProgress title={t('pages.promoCodeProducts')} />;
}
