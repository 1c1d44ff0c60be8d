import type { Product } from '@dfs/contract/catalogue';
import { type ComponentType, createContext, useContext } from 'react';

export interface ProductActionsProps {
  product: Product;
  /** The quantity chosen on the page (1 on a product card). */
  quantity: number;
  variant: 'card' | 'detail';
}

/**
 * The add-to-cart controls shown on product cards and the product detail page. The cart feature
 * provides the component and the app layer wires it, so catalogue and cart never import each other.
 */
export const ProductActionsContext = createContext<ComponentType<ProductActionsProps> | null>(null);

export function ProductActions(props: ProductActionsProps) {
  const Actions = useContext(ProductActionsContext);
  return Actions ? <Actions {...props} /> : null;
}
