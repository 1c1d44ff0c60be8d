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
  orderQuantity: z.number().int().min(1).max(1_000).nullable().meta({
    description: 'Most units one order may hold; null: no per-item limit',
    example: 4,
  }),
  active: z.boolean().meta({ description: 'Whether the storefront shows and sells it', example: true }),
});

export const OpsItem = OpsItemFields.extend({
  id: z.number().int().meta({ description: 'The item id', example: 17 }),
  itemCode: z.string().meta({ description: 'The item code', example: 'PF-0017' }),
  version: z.number().int().meta({ description: 'The row version; send it back with an update', example: 3 }),
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

export const OpsItemUpdateRequest = OpsItemFields.extend({
  id: z.number().int().positive().meta({ description: 'The item to change', example: 17 }),
  version: z.number().int().min(0).meta({
    description: 'The version read; if the item changed since, the answer is 409 and nothing is written',
    example: 3,
  }),
}).meta({ description: 'The basic fields of an item, all sent together' });
export type OpsItemUpdateRequest = z.infer<typeof OpsItemUpdateRequest>;
