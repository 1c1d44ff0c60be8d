import type { Product } from '@dfs/contract/catalogue';
import { Link } from 'react-router';
import { ProductActions } from '../product-actions';
import { defaultImageOf, productPath } from '../product-display';
import { ProductBadges } from './product-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { PRODUCT_CARD_SIZES } from './skeletons';
import { StockNote } from './stock-note';

/**
 * One product in a grid or carousel: image, badges, name, price, stock note and the add-to-cart slot.
 * `eager`: the card is in the first row of a grid, so its image is likely the page's largest paint.
 */
export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={productPath(product)} className="group flex flex-col">
        <div className="relative bg-white p-3">
          <ProductImage
            src={defaultImageOf(product)}
            alt={product.name}
            eager={eager}
            sizes={PRODUCT_CARD_SIZES}
            className="w-full transition-transform duration-300 group-hover:scale-[1.03]"
          />
          <ProductBadges product={product} className="absolute start-2 top-2 max-w-[calc(100%-1rem)]" />
        </div>
        <div className="flex flex-col gap-1 px-3 pt-1">
          <p className="truncate text-xs font-medium tracking-wide text-navy-500 uppercase">
            <bdi>{product.brand}</bdi>
          </p>
          <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold text-navy-950 group-hover:text-gold-700">
            <bdi>{product.name}</bdi>
          </h3>
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-2 px-3 pt-2 pb-3">
        <ProductPrice product={product} />
        <StockNote product={product} className="text-xs" />
        <div className="mt-auto">
          <ProductActions product={product} quantity={1} variant="card" />
        </div>
      </div>
    </article>
  );
}
