import type { ItemByIdResponse, Product } from '@dfs/contract/catalogue';
import { type Language, languages } from '@dfs/i18n/languages';
import type { Query } from '@tanstack/react-query';
import { readSearchParams } from '../features/search/search-params';

/**
 * What a server-rendered page says about itself beside its markup (issue #20 §5): the canonical
 * address, the language alternates, the product's schema.org JSON-LD, and the escaping that keeps
 * JSON inside the HTML inert.
 */

export const escapeJson = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

export function productOf(queries: Query[]): Product | null {
  const query = queries.find((q) => q.queryKey[0] === 'catalogue' && q.queryKey[1] === 'item');
  const data = query?.state.data as Product | ItemByIdResponse | undefined;
  if (!data) return null;
  return 'item' in data ? data.item : data;
}

export function productJsonLd(product: Product, canonical: string, origin: string): string {
  const image = product.itemImage.map((i) => new URL(i.imageUrl, origin).href);
  return escapeJson(
    JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.description,
      sku: product.itemCode,
      brand: { '@type': 'Brand', name: product.brand },
      category: product.categoryName,
      ...(image.length ? { image } : {}),
      offers: {
        '@type': 'Offer',
        url: canonical,
        priceCurrency: product.currency,
        price: product.offerPrice.toFixed(2),
        availability: product.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    }),
  );
}

/** The canonical form of a page address: its path, with the query kept only where it names the page. */
export function canonicalPath(url: URL): string {
  if (url.pathname.toLowerCase() === '/searchresult') {
    const { term } = readSearchParams(url.searchParams);
    return term ? `${url.pathname}?${new URLSearchParams({ term })}` : url.pathname;
  }
  return url.pathname;
}

/** The page in each language: its canonical path with `lng`. */
export function alternates(path: string, origin: string): { language: Language; href: string }[] {
  return languages.map(({ code }) => {
    const target = new URL(path, origin);
    target.searchParams.set('lng', code);
    return { language: code, href: target.href };
  });
}
