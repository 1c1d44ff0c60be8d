import type { BuyGetPrice } from '@dfs/contract/catalogue';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n';
import { productPath } from '../../../shared/product-display';
import { ProductImage } from '../../../shared/ui/product-image';

/** A buy-get offer on the product page: when the free item is another product, named, pictured and linked. */
export function BuyGetOffer({ offer }: { offer: BuyGetPrice }) {
  const { t } = useTranslation();
  if (offer.getItemId === offer.itemId || !offer.getItemName) {
    return (
      <p className="font-semibold text-emerald-800">
        {t('catalogue.detail.buyGet', { buy: offer.buyQuantity, get: offer.getQuantity })}
      </p>
    );
  }
  return (
    <section aria-label={t('catalogue.detail.freeItem')} className="rounded-lg border border-emerald-200 p-3">
      <Link
        to={productPath({ id: offer.getItemId })}
        className="flex items-center gap-3 font-semibold text-emerald-800 hover:underline"
      >
        <ProductImage src={offer.getItemImageUrl} alt="" size={64} className="size-16 shrink-0 rounded" />
        <span>
          {t('catalogue.detail.buyGetOther', {
            buy: offer.buyQuantity,
            get: offer.getQuantity,
            name: offer.getItemName,
          })}
        </span>
      </Link>
    </section>
  );
}
