import type { Product } from '@dfs/contract/catalogue';
import { clsx } from 'clsx';
import { HydrateLater } from '../hydrate-later';
import { ProductCard } from './product-card';
import { FIRST_ROW_CARDS, productGridClass } from './skeletons';

/**
 * A page of product cards (lists, search results); the first row's images load at once. Dimmed while
 * `busy` (the next page's answer is on its way). Each card hydrates in a task of its own: a page of
 * cards in one task was the longest task of a list page on the throttled phone.
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
    <ul
      aria-busy={busy}
      className={clsx(productGridClass, 'transition-opacity', busy && 'opacity-60', className)}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <HydrateLater>
            <ProductCard product={product} eager={index < FIRST_ROW_CARDS} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
