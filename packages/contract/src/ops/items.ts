import { DEFAULT_ORDER_QUANTITY_LIMIT } from '@dfs/domain/cart-limits';
import { activeWithoutPrice } from '@dfs/domain/item-prices';
import { z } from 'zod';

export const OpsItemsQuery = z
  .object({
    page: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(1)
      .meta({ description: 'Page number, from 1', example: 1 }),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(200)
      .default(25)
      .meta({ description: 'Items per page', example: 25 }),
    search: z.string().trim().max(100).optional().meta({
      description: 'Part of the English name or of the item code (case ignored)',
      example: 'perfume',
    }),
    id: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'Only this item (to open one for editing)', example: 17 }),
  })
  .meta({ description: 'Paging and filter of the staff item list (active and inactive items)' });
export type OpsItemsQuery = z.infer<typeof OpsItemsQuery>;

const Price = z
  .number()
  .min(0, 'validation.priceRange')
  .max(1_000_000, 'validation.priceRange')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.priceCents')
  .meta({ description: 'The base price in USD, two decimal places', example: 89.5 });

/** The square sizes (px) an uploaded image is made in: the product page and zoom, the card, the thumbnail. */
export const ITEM_IMAGE_SIZES = [800, 400, 80] as const;
/** The largest upload accepted (bytes). */
export const ITEM_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The image types an upload may be. */
export const ITEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const Miles = z.number().min(0).max(10_000_000).nullable();

const Translation = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'validation.nameRequired')
      .max(200)
      .meta({ description: 'The name in this language', example: '香水' }),
    description: z
      .string()
      .trim()
      .max(4000)
      .meta({ description: 'The description in this language (may be empty)', example: '' }),
  })
  .nullable()
  .meta({ description: 'The text in this language; null: none (the storefront shows English)' });

export const OpsItemFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.nameRequired')
    .max(200)
    .meta({ description: 'The English name', example: 'Eau de Parfum 50 ml' }),
  description: z
    .string()
    .trim()
    .max(4000)
    .meta({ description: 'The English description', example: 'A warm amber scent.' }),
  zh: Translation,
  ar: Translation,
  price: Price,
  quantity: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .meta({ description: 'Units in the warehouse', example: 120 }),
  orderQuantity: z
    .number()
    .int()
    .min(1)
    .max(1_000)
    .nullable()
    .meta({
      description: `Most units one order may hold; null: the shop's default (${DEFAULT_ORDER_QUANTITY_LIMIT})`,
      example: 4,
    }),
  active: z.boolean().meta({
    description: 'Whether the storefront shows and sells it (only with a price above 0)',
    example: true,
  }),
  brandId: z.number().int().positive().meta({ description: 'The brand', example: 6 }),
  categoryId: z
    .number()
    .int()
    .positive()
    .meta({ description: 'The category: a child category (its parent is the top category)', example: 9 }),
  milesForRedeem: Miles.meta({
    description: 'Miles that pay for one unit; null: not for miles',
    example: 9000,
  }),
  milesForAccrual: Miles.meta({ description: 'Miles one unit earns; null: none', example: 90 }),
  isTravelExclusive: z
    .boolean()
    .meta({ description: 'Sold only to travellers (the travel-exclusive list)', example: false }),
  youtubeUrl: z
    .url({ protocol: /^https$/, hostname: /^(www\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)$/ })
    .max(500)
    .nullable()
    .meta({ description: 'An optional YouTube video (https)', example: null }),
});

export const OpsItemImage = z
  .object({
    id: z.number().int().meta({ description: 'The image id', example: 41 }),
    url: z.string().meta({
      description: `The largest size (${ITEM_IMAGE_SIZES[0]} px); the ${ITEM_IMAGE_SIZES.slice(1).join(' and ')} px sizes sit beside it (…-<size>.webp)`,
      example: '/media/uploads/items/17/4f1c-800.webp',
    }),
    isDefault: z.boolean().meta({ description: 'The image lists and cards show', example: true }),
  })
  .meta({ description: 'An image of an item' });
export type OpsItemImage = z.infer<typeof OpsItemImage>;

export type OpsItemFields = z.infer<typeof OpsItemFields>;

export const OpsItem = OpsItemFields.extend({
  id: z.number().int().meta({ description: 'The item id', example: 17 }),
  itemCode: z.string().meta({ description: 'The item code', example: 'PF-0017' }),
  version: z.number().int().meta({ description: 'The row version; send it back with an update', example: 3 }),
  images: z.array(OpsItemImage).meta({ description: 'Its images, in order' }),
}).meta({ description: 'An item as staff edit it' });
export type OpsItem = z.infer<typeof OpsItem>;

export const OpsItemsPage = z
  .object({
    rows: z.array(OpsItem).meta({ description: 'This page, by id' }),
    total: z.number().int().meta({ description: 'Items matching the search', example: 100000 }),
    page: z.number().int().meta({ description: 'This page number', example: 1 }),
    pageSize: z.number().int().meta({ description: 'Items per page', example: 25 }),
  })
  .meta({ description: 'A page of items' });
export type OpsItemsPage = z.infer<typeof OpsItemsPage>;

/** An item goes on sale only with a price above 0: else the storefront would give it away. */
const pricedWhenActive = (o: { active: boolean; price: number }, ctx: z.RefinementCtx) => {
  if (activeWithoutPrice(o))
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.activeItemPrice' });
};

export const OpsItemUpdateRequest = OpsItemFields.extend({
  id: z.number().int().positive().meta({ description: 'The item to change', example: 17 }),
  version: z.number().int().min(0).meta({
    description: 'The version read; if the item changed since, the answer is 409 and nothing is written',
    example: 3,
  }),
})
  .superRefine(pricedWhenActive)
  .meta({ description: 'The basic fields of an item, all sent together' });
export type OpsItemUpdateRequest = z.infer<typeof OpsItemUpdateRequest>;

export const OpsItemCreateRequest = OpsItemFields.extend({
  itemCode: z
    .string()
    .trim()
    .min(1, 'validation.itemCodeRequired')
    .max(32)
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'validation.itemCodeFormat')
    .meta({ description: 'A new, unique item code (letters, digits and dashes)', example: 'PF-2001' }),
})
  .superRefine(pricedWhenActive)
  .meta({ description: 'A new item with all its fields; images are uploaded after' });
export type OpsItemCreateRequest = z.infer<typeof OpsItemCreateRequest>;

export const OpsItemImageUploadQuery = z
  .object({
    itemId: z.coerce.number().int().positive().meta({ description: 'The item', example: 17 }),
    version: z.coerce.number().int().min(0).meta({ description: 'The item version read', example: 3 }),
  })
  .meta({ description: 'Which item the uploaded image (the request body: PNG, JPEG or WebP) belongs to' });
export type OpsItemImageUploadQuery = z.infer<typeof OpsItemImageUploadQuery>;

export const OpsItemImageRequest = z
  .object({
    itemId: z.number().int().positive().meta({ description: 'The item', example: 17 }),
    imageId: z.number().int().positive().meta({ description: 'The image', example: 41 }),
    version: z.number().int().min(0).meta({ description: 'The item version read', example: 3 }),
  })
  .meta({ description: 'One image of an item' });
export type OpsItemImageRequest = z.infer<typeof OpsItemImageRequest>;

export const OpsNamedOption = z
  .object({
    id: z.number().int().meta({ example: 9 }),
    name: z.string().meta({ description: 'The English name', example: 'Fragrance' }),
    parentName: z.string().nullable().meta({ description: 'The parent category (categories only)' }),
  })
  .meta({ description: 'A brand or child category to choose' });

export const OpsItemOptions = z
  .object({
    brands: z.array(OpsNamedOption).meta({ description: 'Every brand, by name' }),
    categories: z.array(OpsNamedOption).meta({ description: 'Every child category, by parent and name' }),
  })
  .meta({ description: 'What an item form chooses from' });
export type OpsItemOptions = z.infer<typeof OpsItemOptions>;
