import type { Product } from '@dfs/contract/catalogue';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import type { CatalogueContext } from './catalogue-context';

/** An item as other modules name it: its code, English name and per-order limit (null: the default). */
export interface ItemLabel {
  itemCode: string;
  name: string;
  orderQuantity: number | null;
}

/** Related products beside a product detail. */
export const SIMILAR_ITEMS_LIMIT = 12;

/** The storefront's products by id, similar products, collections, and items' names for other modules. */
export function storefrontProducts(ctx: CatalogueContext) {
  const { repository, masterData, cache, freshShownPrices, toProducts } = ctx;

  async function loadItem(
    id: number,
    currencyId: number,
    lng: Language,
    flightId?: number,
  ): Promise<Product> {
    const currency = await masterData.currency(currencyId);
    const [row] = await repository.byIds([id], lng);
    if (!row) throw new NotFound();
    const [product] = await toProducts([row], currency, flightId, lng);
    return product!;
  }

  /** Products in another currency (spec §7 GetItemDetail); unknown ids are left out. */
  async function itemDetails(
    itemIds: readonly number[],
    currencyId: number,
    flightId?: number,
    lng: Language = 'en',
  ): Promise<Product[]> {
    const currency = await masterData.currency(currencyId);
    const unique = [...new Set(itemIds)];
    const rows = await repository.byIds(unique, lng);
    const byId = new Map(rows.map((r) => [r.id, r] as const));
    return toProducts(
      unique.flatMap((id) => byId.get(id) ?? []),
      currency,
      flightId,
      lng,
    );
  }

  async function loadSimilar(
    categoryId: number,
    brandId: number | undefined,
    currentItemId: number,
    currencyId: number,
    lng: Language,
  ) {
    const currency = await masterData.currency(currencyId);
    await freshShownPrices();
    const rows = await repository.similar(categoryId, brandId, currentItemId, SIMILAR_ITEMS_LIMIT, lng);
    return toProducts(rows, currency, undefined, lng);
  }

  async function loadCollection(id: number, lng: Language) {
    const collection = await repository.collection(id, lng);
    if (!collection) throw new NotFound();
    return {
      id: collection.id,
      name: collection.name,
      description: collection.description,
      imageUrl: collection.imageUrl,
    };
  }

  return {
    itemById(id: number, currencyId: number, flightId?: number, lng: Language = 'en'): Promise<Product> {
      return cache.get(`item:${lng}:${id}:${currencyId}:${flightId ?? ''}`, () =>
        loadItem(id, currencyId, lng, flightId),
      );
    },

    /** Products by id with their current stock, uncached (checkout reads these). */
    itemDetails,

    /**
     * Products by id through the read cache, one entry per product (so any cart mixes cached entries);
     * the misses are read in one query. Stock moves in this process clear it, like every cached read.
     */
    async cachedItemDetails(
      itemIds: readonly number[],
      currencyId: number,
      flightId?: number,
      lng: Language = 'en',
    ) {
      const unique = [...new Set(itemIds)];
      let batch: Promise<Map<number, Product>> | undefined;
      const loadAll = () => {
        batch ??= itemDetails(unique, currencyId, flightId, lng).then(
          (products) => new Map(products.map((p) => [p.id, p] as const)),
        );
        return batch;
      };
      const products = await Promise.all(
        unique.map((id) =>
          cache.get(
            `detail:${lng}:${id}:${currencyId}:${flightId ?? ''}`,
            async () => (await loadAll()).get(id) ?? null,
          ),
        ),
      );
      return products.filter((p): p is Product => p !== null);
    },

    similarItems(
      categoryId: number,
      brandId: number | undefined,
      currentItemId: number,
      currencyId: number,
      lng: Language = 'en',
    ) {
      return cache.get(`similar:${lng}:${categoryId}:${brandId}:${currentItemId}:${currencyId}`, () =>
        loadSimilar(categoryId, brandId, currentItemId, currencyId, lng),
      );
    },

    collection(id: number, lng: Language = 'en') {
      return cache.get(`collection:${lng}:${id}`, () => loadCollection(id, lng));
    },

    collections(lng: Language = 'en') {
      return cache.get(`collections:${lng}`, async () =>
        (await repository.allCollections(lng)).map(({ id, name, description, imageUrl }) => ({
          id,
          name,
          description,
          imageUrl,
        })),
      );
    },

    /**
     * Items' codes, English names and per-order limits (null: the shop's default) by id, active or not
     * (the station's range and pick list, price lists).
     */
    async itemLabels(itemIds: readonly number[], tx?: Db): Promise<Map<number, ItemLabel>> {
      const rows = await repository.labelsOf([...new Set(itemIds)], tx);
      return new Map(
        rows.map(
          (r) => [r.id, { itemCode: r.itemCode, name: r.name, orderQuantity: r.orderQuantity }] as const,
        ),
      );
    },

    /** The names of items by id in a language, for order lines (other modules read items only through here). */
    async itemNames(itemIds: readonly number[], tx?: Db, lng: Language = 'en'): Promise<Map<number, string>> {
      if (itemIds.length === 0) return new Map();
      const rows = await repository.namesOf([...new Set(itemIds)], tx, lng);
      return new Map(rows.map((r) => [r.id, r.name] as const));
    },
  };
}
