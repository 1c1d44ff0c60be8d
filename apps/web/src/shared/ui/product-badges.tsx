import type { Product } from '@dfs/contract/catalogue';
import { clsx } from 'clsx';
import { useTranslation } from '../i18n';
import { offerPercentOf } from '../product-display';

type BadgeProduct = Pick<
  Product,
  | 'isNewArrival'
  | 'isTravelExeclusive'
  | 'currentPrice'
  | 'offerPrice'
  | 'salesRate'
  | 'isPercentage'
  | 'buyGetPriceList'
  | 'volumePriceList'
>;

/** New, Travel exclusive, Offer (−n %), Buy n get m and Volume deal, in that order. */
export function ProductBadges({ product, className }: { product: BadgeProduct; className?: string }) {
  const { t } = useTranslation();
  const percent = offerPercentOf(product);
  const buyGet = product.buyGetPriceList[0];
  const badges: { key: string; label: string; tone: string }[] = [];
  if (product.isNewArrival)
    badges.push({ key: 'new', label: t('product.badge.new'), tone: 'bg-navy-900 text-white' });
  if (product.isTravelExeclusive)
    badges.push({
      key: 'travel',
      label: t('product.badge.travelExclusive'),
      tone: 'bg-gold-500 text-navy-950',
    });
  if (percent !== null)
    badges.push({
      key: 'offer',
      label: t('product.badge.offer', { percent }),
      tone: 'bg-red-700 text-white',
    });
  if (buyGet)
    badges.push({
      key: 'buyGet',
      // The free item may be another product: the badge names it.
      label:
        buyGet.getItemId !== buyGet.itemId && buyGet.getItemName
          ? t('product.badge.buyGetOther', { buy: buyGet.buyQuantity, name: buyGet.getItemName })
          : t('product.badge.buyGet', { buy: buyGet.buyQuantity, get: buyGet.getQuantity }),
      tone: 'bg-emerald-700 text-white',
    });
  if (product.volumePriceList.length > 0)
    badges.push({ key: 'volume', label: t('product.badge.volume'), tone: 'bg-navy-100 text-navy-900' });
  if (badges.length === 0) return null;
  return (
    <ul className={clsx('flex flex-wrap gap-1', className)}>
      {badges.map((badge) => (
        <li key={badge.key} className={clsx('rounded px-1.5 py-0.5 text-xs font-semibold', badge.tone)}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
