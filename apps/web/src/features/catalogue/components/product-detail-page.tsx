import type { Product } from '@dfs/contract/catalogue';
import { quantityBounds } from '@dfs/domain/cart-limits';
import { toMinor } from '@dfs/domain/money';
import { volumeDiscountPercent } from '@dfs/domain/pricing-engine';
import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormatters } from '../../../shared/format';
import { HydrateLater } from '../../../shared/hydrate-later';
import { useTranslation } from '../../../shared/i18n';
import { ProductActions } from '../../../shared/product-actions';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { ProductBadges } from '../../../shared/ui/product-badges';
import { ProductPrice } from '../../../shared/ui/product-price';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper';
import { StockNote } from '../../../shared/ui/stock-note';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useItemById } from '../api/get-item-by-id';
import { useSimilarItems } from '../api/get-similar-items';
import { brandPath, categoryPath } from '../catalogue-links';
import { BuyGetOffer } from './buy-get-offer';
import { ProductGallery } from './product-gallery';
import { ProductRow } from './product-row';

function Breadcrumb({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalogue.breadcrumb.label')} className="text-sm text-navy-600">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-navy-950 hover:underline">
            {t('catalogue.breadcrumb.home')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 rtl:-scale-x-100" />
        </li>
        <li>
          <Link
            to={categoryPath({ id: product.itemCategoryId, name: product.categoryName })}
            className="hover:text-navy-950 hover:underline"
          >
            <bdi>{product.categoryName}</bdi>
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 rtl:-scale-x-100" />
        </li>
        <li aria-current="page" className="truncate font-medium text-navy-950">
          <bdi>{product.name}</bdi>
        </li>
      </ol>
    </nav>
  );
}

function QuantitySelector({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (next: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <span id={id} className="text-sm font-medium text-navy-700">
        {t('catalogue.detail.quantity')}
      </span>
      <QuantityStepper
        size="lg"
        value={value}
        max={max}
        onStep={(delta) => onChange(value + delta)}
        labels={{
          labelledBy: id,
          decrease: t('catalogue.detail.decrease'),
          increase: t('catalogue.detail.increase'),
        }}
      />
    </div>
  );
}

function VolumeTiers({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { price } = useFormatters();
  if (product.volumePriceList.length === 0) return null;
  const tiers = [...product.volumePriceList].sort((a, b) => a.startQuantity - b.startQuantity);
  return (
    <section aria-labelledby="volume-heading" className="rounded-lg border border-navy-100 bg-white p-4">
      <h2 id="volume-heading" className="text-sm font-semibold text-navy-950">
        {t('catalogue.detail.volumeTitle')}
      </h2>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="border-b border-navy-100 text-navy-600">
            <th scope="col" className="py-1.5 text-start font-medium">
              {t('catalogue.detail.volumeQuantity')}
            </th>
            <th scope="col" className="py-1.5 text-start font-medium">
              {t('catalogue.detail.volumeUnitPrice')}
            </th>
            <th scope="col" className="py-1.5 text-end font-medium">
              {t('catalogue.detail.volumeSaving')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.volumePriceId} className="border-b border-navy-50 last:border-0">
              <td className="py-1.5">
                {t('catalogue.detail.volumeRange', { from: tier.startQuantity, to: tier.endQuantity })}
              </td>
              <td className="py-1.5" dir="ltr">
                <span className="block text-start rtl:text-end">
                  {price(tier.customePrice, product.currency)}
                </span>
              </td>
              <td className="py-1.5 text-end font-semibold text-emerald-800">
                {t('catalogue.detail.percentOff', {
                  percent: volumeDiscountPercent(toMinor(product.currentPrice), toMinor(tier.customePrice)),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function SimilarItems({ product }: { product: Product }) {
  const { t } = useTranslation();
  const { data = [], isPending } = useSimilarItems({
    itemCategoryId: product.itemCategoryId,
    brandId: product.brandId,
    currentItemId: product.id,
  });
  return (
    <ProductRow
      key={product.id}
      id="similar-heading"
      title={t('catalogue.detail.similar')}
      // Similar items share the product's category: its list holds them all.
      viewAllTo={categoryPath({ id: product.itemCategoryId, name: product.categoryName })}
      products={data}
      isLoading={isPending}
      className="mt-12 lg:mt-16"
    />
  );
}

function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const bounds = quantityBounds(product);
  const [quantity, setQuantity] = useState(1);
  const shown = Math.min(Math.max(quantity, bounds.min), bounds.max);
  const buyGet = product.buyGetPriceList[0];
  useDocumentTitle(product.name);
  return (
    <div className="container-page py-6 lg:py-10">
      <Breadcrumb product={product} />
      <div className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <HydrateLater>
          <ProductGallery key={product.id} product={product} />
        </HydrateLater>
        <div className="flex min-w-0 flex-col gap-4">
          <div>
            <Link
              to={brandPath({ id: product.brandId, name: product.brand })}
              className="text-sm font-semibold tracking-wide text-gold-700 uppercase hover:underline"
            >
              <span className="sr-only">{t('catalogue.detail.brand')}: </span>
              <bdi>{product.brand}</bdi>
            </Link>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
              <bdi>{product.name}</bdi>
            </h1>
            <p className="mt-1 text-sm text-navy-500">
              {t('catalogue.detail.itemCode', { code: product.itemCode })}
            </p>
          </div>
          <ProductBadges product={product} />
          <ProductPrice product={product} size="detail" />
          {buyGet && <BuyGetOffer offer={buyGet} />}
          <VolumeTiers product={product} />
          <StockNote product={product} />
          <QuantitySelector value={shown} max={bounds.max} onChange={setQuantity} />
          <ProductActions product={product} quantity={shown} variant="detail" />
          <section aria-labelledby="description-heading" className="mt-2 border-t border-navy-100 pt-4">
            <h2 id="description-heading" className="text-base font-semibold text-navy-950">
              {t('catalogue.detail.description')}
            </h2>
            <p className="mt-2 leading-7 whitespace-pre-line text-navy-700">
              <bdi>{product.description}</bdi>
            </p>
          </section>
        </div>
      </div>
      {/* Its cards hydrate apart, each in a task of its own. */}
      <SimilarItems product={product} />
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-6 lg:py-10" aria-busy="true">
      <p className="sr-only" role="status">
        {t('catalogue.detail.loading')}
      </p>
      <div aria-hidden="true" className="h-5 w-1/3 animate-pulse rounded bg-navy-100" />
      <div aria-hidden="true" className="mt-5 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="aspect-square w-full animate-pulse rounded-xl bg-navy-100" />
        <div className="flex flex-col gap-4">
          <div className="h-4 w-1/4 animate-pulse rounded bg-navy-100" />
          <div className="h-9 w-3/4 animate-pulse rounded bg-navy-100" />
          <div className="h-8 w-1/3 animate-pulse rounded bg-navy-100" />
          <div className="h-11 w-32 animate-pulse rounded bg-navy-100" />
          <div className="h-11 w-full animate-pulse rounded bg-navy-100" />
          <div className="h-32 w-full animate-pulse rounded bg-navy-100" />
        </div>
      </div>
    </div>
  );
}

/** /product-detail/:id; an unknown id or a failed load goes to /404 (spec §2, §8). */
export function ProductDetailPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: product, isError } = useItemById(id);
  // Spec §2: an unknown id, a failed load or a failed re-fetch (e.g. after a currency change) all land on /404.
  const failed = !valid || isError;
  useEffect(() => {
    if (failed) navigate('/404', { replace: true });
  }, [failed, navigate]);
  // The server answers 404 with the not-found screen; the browser then moves to /404 as well.
  if (failed) return <NotFoundScreen />;
  if (!product) return <DetailSkeleton />;
  return <ProductDetail key={product.id} product={product} />;
}
