import type { Product } from '@dfs/contract/catalogue';
import { productImageSrcSet } from '@dfs/contract/media';
import type { PromoPriceList } from '@dfs/contract/pricing';
import { Check, LoaderCircle, TicketPercent } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useCartStore } from '../../../shared/cart-store';
import { useCurrencyStore } from '../../../shared/currency-store';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { ProductActions } from '../../../shared/product-actions';
import { defaultImageOf } from '../../../shared/product-display';
import { showToast } from '../../../shared/toast';
import { Button } from '../../../shared/ui/button';
import { PRODUCT_CARD_SIZES } from '../../../shared/ui/skeletons';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useItemDetail } from '../api/get-item-detail';
import { usePromoCodePriceList } from '../api/get-promo-code-price-list';
import { PromoCodeForm } from './promo-code-form';

/** /promocode-products/:promocode?: the form, and the products a valid code lowers (spec §2). */
export function PromoCodeProductsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.promoCodeProducts'));
  const code = (useParams().promocode ?? '').trim().toUpperCase();
  const priceList = usePromoCodePriceList(code);
  const notFound = priceList.data?.status === 0;

  return (
    <section className="container-page py-8 lg:py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-navy-950 lg:text-3xl">
        {t('pages.promoCodeProducts')}
      </h1>
      <p className="mt-2 text-navy-600">{t('promo.intro')}</p>
      <div className="mt-5 max-w-md">
        <PromoCodeForm key={code} mode="browse" initialCode={code} invalid={notFound} />
      </div>
      {code && (
        <div className="mt-8" aria-live="polite">
          {priceList.isPending ? (
            <Busy />
          ) : priceList.isError ? (
            <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
              {t('promo.failed')}
            </p>
          ) : notFound || !priceList.data.priceList ? (
            <p role="alert" className="rounded-md bg-amber-50 p-4 text-amber-900">
              {t('promo.notFound')}
            </p>
          ) : (
            <PromoProducts list={priceList.data.priceList} />
          )}
        </div>
      )}
    </section>
  );
}

function Busy() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-navy-600">
      <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      {t('promo.checking')}
    </p>
  );
}

function PromoProducts({ list }: { list: PromoPriceList }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const currencyId = useCurrencyStore((s) => s.currencyId);
  const activeCode = useCartStore((s) => s.promoCode);
  const setPromoCode = useCartStore((s) => s.setPromoCode);
  const individualIds = list.priceListIndividualRateRes.map((rate) => rate.itemId);
  const bundleIds = list.priceListBundleRateRes.flatMap((bundle) =>
    bundle.priceListBundleItemsRes.map((item) => item.itemId),
  );
  const ids = [...new Set([...individualIds, ...bundleIds])];
  const products = useItemDetail(ids, currencyId);
  const byId = new Map((products.data ?? []).map((product) => [product.id, product]));
  const applied = activeCode === list.promoCode;
  const validTo = list.validTo
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(list.validTo))
    : null;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-gold-300 bg-gold-100/60 p-4">
        <div className="flex min-w-0 items-center gap-3">
          <TicketPercent aria-hidden="true" className="size-7 shrink-0 text-gold-700" />
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-navy-950">
              {t('promo.productsFor', { code: list.promoCode })}
            </h2>
            <p className="text-sm text-navy-700">
              {validTo ? t('promo.listName', { name: list.name, date: validTo }) : list.name}
            </p>
          </div>
        </div>
        <Button
          variant={applied ? 'outline' : 'primary'}
          disabled={applied}
          onClick={() => {
            setPromoCode(list.promoCode);
            showToast('success', t('promo.applied', { code: list.promoCode }));
          }}
        >
          {applied && <Check aria-hidden="true" className="size-4" />}
          {applied ? t('promo.appliedToCart') : t('promo.applyToCart')}
        </Button>
      </div>

      {ids.length === 0 ? (
        <p className="mt-6 text-navy-600">{t('promo.noProducts')}</p>
      ) : products.isPending ? (
        <div className="mt-6">
          <Busy />
        </div>
      ) : products.isError ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-4 text-red-800">
          {t('promo.failed')}
        </p>
      ) : (
        <>
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {list.priceListIndividualRateRes.map((rate) => {
              const product = byId.get(rate.itemId);
              return product ? (
                <PromoProductCard
                  key={rate.itemId}
                  product={product}
                  price={format.price(rate.amount, list.currency)}
                  wasPrice={
                    rate.amount < product.offerPrice
                      ? format.price(product.offerPrice, product.currency)
                      : null
                  }
                />
              ) : null;
            })}
          </ul>
          {list.priceListBundleRateRes.map((bundle) => (
            <section key={bundle.priceListId} className="mt-8">
              <h3 className="font-semibold text-navy-950">
                {t('promo.bundle', { price: format.price(bundle.amount, list.currency) })}
              </h3>
              <ul className="mt-3 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
                {bundle.priceListBundleItemsRes.map(({ itemId }) => {
                  const product = byId.get(itemId);
                  return product ? (
                    <PromoProductCard
                      key={itemId}
                      product={product}
                      price={format.price(product.offerPrice, product.currency)}
                      wasPrice={null}
                    />
                  ) : null;
                })}
              </ul>
            </section>
          ))}
        </>
      )}
    </>
  );
}

/** A product with its promo price and Add to cart; the catalogue's card stays in the catalogue feature. */
function PromoProductCard({
  product,
  price,
  wasPrice,
}: {
  product: Product;
  price: string;
  wasPrice: string | null;
}) {
  const { t } = useTranslation();
  const image = defaultImageOf(product);
  return (
    <li className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white hover:border-navy-300 hover:shadow-md">
      <Link to={`/product-detail/${product.id}`} className="group flex flex-1 flex-col">
        <span className="aspect-square bg-navy-50">
          {image && (
            <img
              src={image}
              srcSet={productImageSrcSet(image)}
              sizes={PRODUCT_CARD_SIZES}
              alt=""
              loading="lazy"
              className="size-full object-contain p-3"
            />
          )}
        </span>
        <span className="flex flex-1 flex-col p-3 pb-2">
          <span className="text-xs font-medium tracking-wide text-navy-500 uppercase">{product.brand}</span>
          <span className="mt-0.5 line-clamp-2 text-sm font-medium text-navy-950 group-hover:underline">
            {product.name}
          </span>
          <span className="mt-auto pt-2">
            {wasPrice && (
              <>
                <s aria-hidden="true" className="block text-xs text-navy-500">
                  {wasPrice}
                </s>
                <span className="sr-only">{t('cart.wasPrice', { price: wasPrice })} </span>
              </>
            )}
            <span className="sr-only">{t('promo.promoPrice')}: </span>
            <span className="font-semibold text-navy-950 tabular-nums">{price}</span>
          </span>
        </span>
      </Link>
      <div className="px-3 pb-3">
        <ProductActions product={product} quantity={1} variant="card" />
      </div>
    </li>
  );
}
