import { isPriceRangeInverted } from '@dfs/domain/price-range';
import { z } from 'zod';
import { CurrencyQuery } from './common';
import {
  DEFAULT_PAGE_SIZE,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TYPE_DEFAULT,
  sortFields,
  sortOrders,
} from './defaults';

export const ItemImage = z.object({ imageUrl: z.string(), isDefualt: z.boolean() }).meta({
  id: 'ItemImage',
  description: 'A product image; `isDefualt` (spelling of the spec) marks the one shown first.',
});

export const VolumePrice = z
  .object({
    volumePriceId: z.number().int(),
    startQuantity: z.number().int(),
    endQuantity: z.number().int(),
    customePrice: z.number(),
    itemId: z.number().int(),
    priceListId: z.number().int(),
  })
  .meta({
    id: 'VolumePrice',
    description: 'A unit price (`customePrice`) for quantities from `startQuantity` to `endQuantity`.',
  });
export type VolumePrice = z.infer<typeof VolumePrice>;

export const BuyGetPrice = z
  .object({
    buyQuantity: z.number().int(),
    getQuantity: z.number().int(),
    getItemId: z.number().int(),
    /** The free item's name in the request's language: it may be another product than the one bought. */
    getItemName: z.string(),
    getItemImageUrl: z.string().nullable(),
    itemId: z.number().int(),
    priceListId: z.number().int(),
  })
  .meta({
    id: 'BuyGetPrice',
    description:
      'Buy `buyQuantity` of `itemId`, get `getQuantity` of `getItemId` (named `getItemName`, pictured by `getItemImageUrl`) free.',
  });
export type BuyGetPrice = z.infer<typeof BuyGetPrice>;

/** The Product of spec §3, priced in the requested currency, with the flags the badges need. */
export const Product = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    brand: z.string(),
    brandId: z.number().int(),
    itemCode: z.string(),
    itemCategoryId: z.number().int(),
    /** The top category's code: TOBACCO, LIQUOR, FRAGRANCES… */
    itemCategory: z.string(),
    categoryName: z.string(),
    regulated: z
      .boolean()
      .describe(
        'On the regulated list (staff keep it): the EU fragrance confirmation is asked before adding.',
      ),
    ageRestricted: z
      .boolean()
      .describe('Its top category is age-restricted (staff keep the list): the age confirmation is asked.'),
    itemImage: z.array(ItemImage),
    youtubeAddressURL: z.string().nullable(),
    /** Currency code of every price in this item. */
    currency: z.string(),
    /** The price before any offer, in `currency`. */
    currentPrice: z.number(),
    /** The offer (special offer price list) on this item: a percentage or an amount off. */
    salesRate: z.number().nullable(),
    isPercentage: z.boolean(),
    /** The price after the item's offer, in `currency`; equals currentPrice when there is none. */
    offerPrice: z.number(),
    quantity: z.number().int(),
    carriedOnFlight: z
      .boolean()
      .optional()
      .describe(
        'Read for a flight (on-board mode): whether the flight carries it at all (`quantity` is then its stock on board); absent otherwise.',
      ),
    orderQuantity: z.number().int().nullable(),
    milesForRedeem: z.number().nullable(),
    milesForAccrual: z.number().nullable(),
    isTravelExeclusive: z.boolean(),
    isNewArrival: z.boolean(),
    isBestSeller: z.boolean(),
    isDeal: z.boolean(),
    isSpecialOffer: z.boolean(),
    priceListId: z.number().int().nullable(),
    selectedPriceListId: z.number().int().nullable(),
    priceListApplied: z.boolean(),
    regiseredDate: z
      .string()
      .describe('When the product was added (spelling of the spec): ISO 8601 date and time.'),
    volumePriceList: z.array(VolumePrice),
    buyGetPriceList: z.array(BuyGetPrice),
  })
  .meta({ id: 'Item', description: 'A product (the Product of spec §3), priced in the requested currency.' });
export type Product = z.infer<typeof Product>;

/** The catalogue batch of spec §3 (GetPreOrderItems, and GetAllOnBoardItems in on-board mode). */
export const CatalogueBatch = z
  .object({
    newArrivalItems: z.array(Product),
    allInOneList: z.array(Product),
    specialOfferItems: z.array(Product),
    travelExeclusiveItems: z.array(Product),
    bestSellerItems: z.array(Product),
    deals: z.array(Product),
    onBoardAvailabilitiesRes: z.array(Product),
  })
  .meta({
    id: 'CatalogueBatch',
    description: 'The catalogue batch: every list of the home page in one answer.',
  });
export type CatalogueBatch = z.infer<typeof CatalogueBatch>;

export const SortBy = z.enum(sortFields);
export type SortBy = z.infer<typeof SortBy>;
export const SortOrder = z.enum(sortOrders);
export type SortOrder = z.infer<typeof SortOrder>;

/** Which list a GetItems page comes from; each list route of spec §2 maps to one. */
export const listKinds = [
  'all',
  'category',
  'brand',
  'collection',
  'newArrivals',
  'bestSellers',
  'travelExclusives',
  'deals',
  'specialOffers',
] as const;
export const ListKind = z.enum(listKinds);
export type ListKind = z.infer<typeof ListKind>;

export const MAX_PAGE_SIZE = 100;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const flightId = positiveId.describe(
  'On-board mode: a sector `id` of the ticket look-up; only what that flight carries, with its stock.',
);

/** A query flag: `true` or `false`. */
const flag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

/** A comma-separated list of up to 50 ids, e.g. `3,7,12`. */
const idList = z
  .string()
  .max(600)
  .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, 'a comma-separated list of ids')
  .transform((value) => [...new Set(value.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'ids out of range')
  .optional();

/** An amount in the request's currency, for a price range. */
const priceBound = z.coerce.number().finite().min(0).max(100_000_000).optional();

/**
 * Filters every product list and search result takes (issue 19 point 4). Prices are in the request's
 * currency and compare with the price the traveller sees (after the item's offer).
 */
export const ListFilters = z.object({
  brandIds: idList.describe('Only these brands: comma-separated brand ids, e.g. `3,7`.'),
  categoryIds: idList.describe(
    'Only these categories: comma-separated ids of child categories, or of top categories (standing for their children).',
  ),
  minPrice: priceBound.describe('Lowest price shown (after offers), in the request currency.'),
  maxPrice: priceBound.describe('Highest price shown (after offers), in the request currency.'),
  onOffer: flag.describe('`true`: only products on offer.'),
  travelExclusive: flag.describe('`true`: only travel exclusives.'),
  inStock: flag.describe('`true`: only products in stock.'),
  withFacets: flag.describe('`true`: also answer `facets`, the counts beside each filter choice.'),
});
export type ListFilters = z.infer<typeof ListFilters>;

/** A price range whose lowest bound is above its highest can match nothing: refused, not answered empty. */
function refuseInvertedPriceRange(q: Pick<ListFilters, 'minPrice' | 'maxPrice'>, ctx: z.RefinementCtx): void {
  if (isPriceRangeInverted({ min: q.minPrice, max: q.maxPrice }))
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: 'must not be above maxPrice' });
}

export const GetItemsQuery = CurrencyQuery.extend({
  listKind: ListKind.default('all').describe(
    'Which list: all, category (needs categoryId; includes its children), brand (brandId), collection (collectionId), newArrivals, bestSellers, travelExclusives, deals, specialOffers.',
  ),
  categoryId: positiveId.optional().describe('A category `id` (ItemCategory/GetItemCategoryHierarchical).'),
  brandId: positiveId.optional().describe('A brand `id` (Brand/GetAll).'),
  collectionId: positiveId.optional().describe('A collection `id`.'),
  flightId: flightId.optional(),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(1)
    .describe('The page, from 1; a page past the end answers the last page (see `page` in the answer).'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe('Products per page (12 by default).'),
  sortBy: SortBy.default('ByPrice').describe(
    'Sort by name, price shown (after offers, in the request currency), date added, or the shop’s own order.',
  ),
  sortOrder: SortOrder.default('DESC').describe('ASC or DESC.'),
})
  .extend(ListFilters.shape)
  .superRefine((q, ctx) => {
    const needs = { category: 'categoryId', brand: 'brandId', collection: 'collectionId' } as const;
    const field = needs[q.listKind as keyof typeof needs];
    if (field && q[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    refuseInvertedPriceRange(q, ctx);
  });
export type GetItemsQuery = z.infer<typeof GetItemsQuery>;

/** One choice of a filter with how many products of the list it would leave. */
export const FacetChoice = z
  .object({ id: z.number().int(), name: z.string(), count: z.number().int() })
  .meta({
    id: 'FacetChoice',
    description: 'A filter choice (brand or category) and how many products it leaves.',
  });

/** The counts beside each filter choice, each counted with every other filter applied. */
export const ListFacets = z
  .object({
    brands: z.array(FacetChoice),
    categories: z.array(FacetChoice),
    /** The lowest and highest price shown (request's currency), or null for an empty list. */
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    onOffer: z.number().int(),
    travelExclusive: z.number().int(),
    inStock: z.number().int(),
  })
  .meta({
    id: 'ListFacets',
    description:
      'The counts beside each filter choice, each counted with every other filter applied; `priceRange` is in the request currency (null for an empty list).',
  });
export type ListFacets = z.infer<typeof ListFacets>;

export const ItemsPage = z
  .object({
    items: z.array(Product),
    totalCount: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    /** The list's heading: category, brand or collection name; null for the fixed lists. */
    title: z.string().nullable(),
    /** With `withFacets=true`: the counts beside each filter choice. */
    facets: ListFacets.optional(),
  })
  .meta({ id: 'ItemsPage', description: 'One page of a product list or of search results.' });
export type ItemsPage = z.infer<typeof ItemsPage>;

export const SearchItemsQuery = CurrencyQuery.extend({
  ...ListFilters.shape,
  term: z
    .string()
    .trim()
    .min(1)
    .max(SEARCH_TERM_MAX_LENGTH)
    .describe(
      'What to look for in product names, brands, categories and descriptions, in en, zh or ar; one wrong, missing, extra or swapped letter is tolerated in words of 4 letters or more.',
    ),
  type: z.coerce
    .number()
    .int()
    .min(1)
    .max(2)
    .default(SEARCH_TYPE_DEFAULT)
    .describe('The search type: 2 by name (the default), 1 kept for compatibility (the same search).'),
  /** Suggestion mode: at most five products for the search box; totalCount is then just their number. */
  suggest: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false)
    .describe('`true`: suggestion mode, at most 5 products for a search box.'),
  flightId: flightId.optional(),
  sortBy: SortBy.default('Default').describe(
    'Default: by relevance (an exact name first, then whole words in names, then brand and category, then descriptions); or by name, price shown or date added.',
  ),
  sortOrder: SortOrder.default('DESC').describe('ASC or DESC (ignored by relevance).'),
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('The page, from 1.'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE)
    .describe('Products per page (12 by default).'),
}).superRefine(refuseInvertedPriceRange);
export type SearchItemsQuery = z.infer<typeof SearchItemsQuery>;

/**
 * A search answer: a page of products ranked (an exact name first, then name words, then brand and
 * category, then description). When nothing matches, `didYouMean` holds the spelling the shopper
 * probably meant and `fallback` the products of the category it leads to.
 */
export const SearchPage = ItemsPage.extend({
  didYouMean: z.string().nullable(),
  fallback: z
    .object({ categoryId: z.number().int(), categoryName: z.string(), items: z.array(Product) })
    .nullable(),
}).meta({
  id: 'SearchPage',
  description:
    'One page of search results, ranked; when nothing matches, `didYouMean` is the likely spelling and `fallback` the products of the category it leads to (else both null).',
});
export type SearchPage = z.infer<typeof SearchPage>;

export const ItemByIdQuery = CurrencyQuery.extend({
  id: positiveId.describe('The item’s `id`.'),
  flightId: flightId.optional(),
});
export const ItemByIdResponse = z.object({ item: Product });
export type ItemByIdResponse = z.infer<typeof ItemByIdResponse>;

export const GetItemDetailRequest = z
  .object({
    currencyId: z
      .number()
      .int()
      .positive()
      .max(1_000_000)
      .describe('The currency to price in: an `id` from Currency/GetAll.'),
    itemIds: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(100)
      .describe('1–100 item ids.'),
    flightId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe('On-board mode: a sector `id` of the ticket look-up.'),
  })
  .strict();
export const GetItemDetailResponse = z
  .object({ availabilitiesRes: z.array(Product) })
  .meta({ id: 'ItemDetail', description: 'The products asked for, priced in the requested currency.' });
export type GetItemDetailResponse = z.infer<typeof GetItemDetailResponse>;

export const SimilarItemsQuery = CurrencyQuery.extend({
  ItemCategoryId: positiveId.describe('The current item’s category `id`.'),
  BrandId: positiveId.optional().describe('The current item’s brand `id`.'),
  CurrentItemId: positiveId.describe('The item the similar ones are for (never in the answer).'),
});
export const SimilarItemsResponse = z.object({ similarItems: z.array(Product) });
export type SimilarItemsResponse = z.infer<typeof SimilarItemsResponse>;

export const Collection = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
  })
  .meta({ id: 'Collection', description: 'A curated collection of products.' });
export const CollectionByIdQuery = CurrencyQuery.extend({
  id: positiveId.describe('The collection’s `id`.'),
});
export const CollectionResponse = z.object({ collection: Collection });
export type CollectionResponse = z.infer<typeof CollectionResponse>;
/** Every collection, in the merchandisers' order: the entrances of the home page and the menus. */
export const CollectionsResponse = z.object({ collections: z.array(Collection) });
export type CollectionsResponse = z.infer<typeof CollectionsResponse>;
