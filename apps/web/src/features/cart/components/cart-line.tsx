import { mediaAtWidth, thumbnailSrcSet } from '@dfs/contract/media';
import type { QuoteLine, QuoteProblem } from '@dfs/contract/pricing';
import { quantityBounds } from '@dfs/domain/cart-limits';
import { clsx } from 'clsx';
import { Gift, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { type CartEntry, useCartStore } from '../../../shared/cart-store';
import { useFormatters } from '../../../shared/format';
import { useTranslation } from '../../../shared/i18n';
import { defaultImageOf } from '../../../shared/product-display';
import { QuantityStepper } from '../../../shared/ui/quantity-stepper';

interface CartLineProps {
  entry: CartEntry;
  /** The server's price of this line; absent while pricing or when the line is not selected. */
  quoteLine: QuoteLine | undefined;
  currency: string;
  problems: QuoteProblem[];
  pricing: boolean;
}

export function CartLine({ entry, quoteLine, currency, problems, pricing }: CartLineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { item, quantity, selected } = entry;
  const changeQuantity = useCartStore((s) => s.changeQuantity);
  const remove = useCartStore((s) => s.remove);
  const toggleSelected = useCartStore((s) => s.toggleSelected);
  const { max } = quantityBounds(item);
  const image = defaultImageOf(item);
  const buyGet = item.buyGetPriceList[0];

  // Unselected lines are not quoted: they show the product's own price, dimmed.
  const unitPrice = quoteLine?.unitPrice ?? item.offerPrice;
  const basePrice = quoteLine?.baseUnitPrice ?? item.currentPrice;
  const lineTotal = quoteLine?.lineTotal ?? item.offerPrice * quantity;
  const priceCurrency = quoteLine ? currency : item.currency;
  const showPrices = !selected || quoteLine !== undefined || !pricing;

  return (
    <li className="flex gap-3 border-b border-navy-100 py-4 md:gap-4">
      <input
        type="checkbox"
        checked={selected}
        onChange={() => toggleSelected(item.id)}
        aria-label={t('cart.selectItem', { name: item.name })}
        className="mt-8 size-5 shrink-0 accent-navy-900"
      />
      <Link
        to={`/product-detail/${item.id}`}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-lg border border-navy-100 bg-navy-50 md:size-24"
      >
        {image && <LineImage src={image} />}
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-navy-500 uppercase">{item.brand}</p>
            <Link
              to={`/product-detail/${item.id}`}
              className="line-clamp-2 font-medium text-navy-950 hover:underline"
            >
              {item.name}
            </Link>
          </div>
          {showPrices && (
            <p className={clsx('flex items-baseline gap-2', !selected && 'text-navy-500')}>
              <span className="sr-only">{t('cart.unitPrice')}: </span>
              {basePrice > unitPrice && (
                <>
                  <s aria-hidden="true" className="text-sm text-navy-500">
                    {format.price(basePrice, priceCurrency)}
                  </s>
                  <span className="sr-only">
                    {t('cart.wasPrice', { price: format.price(basePrice, priceCurrency) })}{' '}
                  </span>
                </>
              )}
              <span className="font-semibold tabular-nums">{format.price(unitPrice, priceCurrency)}</span>
            </p>
          )}
        </div>
        <EffectLabels quoteLine={quoteLine} buyGet={buyGet} />
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2">
          <QuantityStepper
            value={quantity}
            max={max}
            onStep={(delta) => changeQuantity(item.id, delta)}
            labels={{
              group: t('cart.quantityOf', { name: item.name }),
              decrease: t('cart.decrease', { name: item.name }),
              increase: t('cart.increase', { name: item.name }),
            }}
          />
          <button
            type="button"
            onClick={() => remove(item.id)}
            aria-label={t('cart.removeItem', { name: item.name })}
            className="flex min-h-10 items-center gap-1.5 rounded-md px-2 text-sm text-navy-600 hover:bg-navy-50 hover:text-navy-950"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden md:inline">{t('cart.remove')}</span>
          </button>
          {showPrices && (
            <p
              className={clsx('ms-auto text-end tabular-nums', selected ? 'font-semibold' : 'text-navy-500')}
            >
              <span className="sr-only">{t('cart.lineTotal')}: </span>
              {format.price(lineTotal, priceCurrency)}
            </p>
          )}
        </div>
        {!selected && <p className="mt-2 text-sm text-navy-500">{t('cart.notSelected')}</p>}
        {problems.map((problem) => (
          <p
            key={problem.kind}
            role="alert"
            className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800"
          >
            {problem.kind === 'notCarried'
              ? t('onboard.notCarried')
              : problem.kind === 'outOfStock'
                ? t('cart.toast.outOfStock', { n: problem.stock })
                : t('cart.toast.maxOrder', { limit: problem.limit, n: problem.quantity })}
          </p>
        ))}
      </div>
    </li>
  );
}

function EffectLabels({
  quoteLine,
  buyGet,
}: {
  quoteLine: QuoteLine | undefined;
  buyGet: CartEntry['item']['buyGetPriceList'][number] | undefined;
}) {
  const { t } = useTranslation();
  const labels: string[] = [];
  if (quoteLine?.source === 'volume' && quoteLine.volumeDiscountPercent) {
    labels.push(t('cart.volume', { percent: quoteLine.volumeDiscountPercent }));
  }
  if (quoteLine?.source === 'offer') labels.push(t('cart.offer'));
  if (quoteLine?.source === 'promo') labels.push(t('cart.promo'));
  if (buyGet) labels.push(t('cart.buyGet', { buy: buyGet.buyQuantity, get: buyGet.getQuantity }));
  if (labels.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li
          key={label}
          className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700"
        >
          {label}
        </li>
      ))}
    </ul>
  );
}

interface FreeLineProps {
  name: string;
  quantity: number;
  fromName: string;
  image: string | null;
  currency: string;
}

/** A line's picture: 80 px on a phone, 96 from a tablet up, drawn at about that width. */
function LineImage({ src }: { src: string }) {
  return (
    <img
      src={mediaAtWidth(src, 160)}
      srcSet={thumbnailSrcSet(src)}
      sizes="(min-width: 768px) 96px, 80px"
      alt=""
      className="size-full object-contain p-1"
      loading="lazy"
    />
  );
}

/** A buy-get line the server added at price 0. */
export function FreeLine({ name, quantity, fromName, image, currency }: FreeLineProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li className="flex gap-3 border-b border-navy-100 bg-emerald-50/60 py-4 ps-8 md:gap-4">
      <span className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-emerald-100 bg-white md:size-24">
        {image ? <LineImage src={image} /> : <Gift aria-hidden="true" className="size-8 text-emerald-700" />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="font-medium text-navy-950">
              <span className="me-2 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                <Gift aria-hidden="true" className="size-3" />
                {t('cart.free')}
              </span>
              {name}
            </p>
            <p className="mt-1 text-sm text-navy-600">{t('cart.freeWith', { name: fromName })}</p>
          </div>
          <p className="text-end">
            <span className="font-semibold tabular-nums">{format.price(0, currency)}</span>
          </p>
        </div>
        <p className="mt-2 text-sm text-navy-700">{t('cart.popover.quantity', { count: quantity })}</p>
      </div>
    </li>
  );
}
