import type { Product } from '@dfs/contract/catalogue';
import { clsx } from 'clsx';
import { HydrateLater } from '../hydrate-later';
import { ProductCard } from './product-card';
import { FIRST_ROW_CARDS, productGridClass } from './skeletons';

/**
 * A page of product cards (lists, search results); the first row's images load at once. Dimmed while
 * `busy` (the next page's answer is on its way). The cards hydrate in a task of their own.
 */
export function ProductGrid({
  products,
  busy,
  className,
}: {
  products: Product[];
  busy: boolean;
  className?: string;
}) {
  return (
    <HydrateLater>
      <ul
        aria-busy={busy}
        className={clsx(productGridClass, 'transition-opacity', busy && 'opacity-60', className)}
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} eager={index < FIRST_ROW_CARDS} />
          </li>
        ))}
      </ul>
    </HydrateLater>
  );
}
