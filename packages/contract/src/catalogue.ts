import { z } from 'zod';
import { CurrencyQuery } from './common';
import { DEFAULT_PAGE_SIZE, SEARCH_TYPE_DEFAULT, sortFields, sortOrders } from './defaults';

export const ItemImage = z.object({ imageUrl: z.string(), isDefualt: z.boolean() });

export const VolumePrice = z.object({
  volumePriceId: z.number().int(),
  startQuantity: z.number().int(),
  endQuantity: z.number().int(),
  customePrice: z.number(),
  itemId: z.number().int(),
  priceListId: z.number().int(),
});
export type VolumePrice = z.infer<typeof VolumePrice>;

export const BuyGetPrice = z.object({
  buyQuantity: z.number().int(),
  getQuantity: z.number().int(),
  getItemId: z.number().int(),
  itemId: z.number().int(),
  priceListId: z.number().int(),
});
export type BuyGetPrice = z.infer<typeof BuyGetPrice>;

/** The Product of spec §3, priced in the requested currency, with the flags the badges need. */
export const Product = z.object({
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
  regiseredDate: z.string(),
  volumePriceList: z.array(VolumePrice),
  buyGetPriceList: z.array(BuyGetPrice),
});
export type Product = z.infer<typeof Product>;

/** The catalogue batch of spec §3 (GetPreOrderItems, and GetAllOnBoardItems in on-board mode). */
export const CatalogueBatch = z.object({
  newArrivalItems: z.array(Product),
  allInOneList: z.array(Product),
  specialOfferItems: z.array(Product),
  travelExeclusiveItems: z.array(Product),
  bestSellerItems: z.array(Product),
  deals: z.array(Product),
  onBoardAvailabilitiesRes: z.array(Product),
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

export const GetItemsQuery = CurrencyQuery.extend({
  listKind: ListKind.default('all'),
  categoryId: positiveId.optional(),
  brandId: positiveId.optional(),
  collectionId: positiveId.optional(),
  /** On-board mode: only what this flight (a sector id of the ticket lookup) carries, with its stock. */
  flightId: positiveId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortBy: SortBy.default('ByPrice'),
  sortOrder: SortOrder.default('DESC'),
}).superRefine((q, ctx) => {
  const needs = { category: 'categoryId', brand: 'brandId', collection: 'collectionId' } as const;
  const field = needs[q.listKind as keyof typeof needs];
  if (field && q[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
});
export type GetItemsQuery = z.infer<typeof GetItemsQuery>;

export const ItemsPage = z.object({
  items: z.array(Product),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  /** The list's heading: category, brand or collection name; null for the fixed lists. */
  title: z.string().nullable(),
});
export type ItemsPage = z.infer<typeof ItemsPage>;

export const SearchItemsQuery = CurrencyQuery.extend({
  term: z.string().trim().min(1).max(100),
  type: z.coerce.number().int().min(1).max(2).default(SEARCH_TYPE_DEFAULT),
  /** Suggestion mode: at most five products for the search box; totalCount is then just their number. */
  suggest: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  flightId: positiveId.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type SearchItemsQuery = z.infer<typeof SearchItemsQuery>;

export const ItemByIdQuery = CurrencyQuery.extend({ id: positiveId, flightId: positiveId.optional() });
export const ItemByIdResponse = z.object({ item: Product });
export type ItemByIdResponse = z.infer<typeof ItemByIdResponse>;

export const GetItemDetailRequest = z
  .object({
    currencyId: z.number().int().positive(),
    itemIds: z.array(z.number().int().positive()).min(1).max(100),
    flightId: z.number().int().positive().optional(),
  })
  .strict();
export const GetItemDetailResponse = z.object({ availabilitiesRes: z.array(Product) });
export type GetItemDetailResponse = z.infer<typeof GetItemDetailResponse>;

export const SimilarItemsQuery = CurrencyQuery.extend({
  ItemCategoryId: positiveId,
  BrandId: positiveId.optional(),
  CurrentItemId: positiveId,
});
export const SimilarItemsResponse = z.object({ similarItems: z.array(Product) });
export type SimilarItemsResponse = z.infer<typeof SimilarItemsResponse>;

export const Collection = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export const CollectionByIdQuery = CurrencyQuery.extend({ id: positiveId });
export const CollectionResponse = z.object({ collection: Collection });
export type CollectionResponse = z.infer<typeof CollectionResponse>;
