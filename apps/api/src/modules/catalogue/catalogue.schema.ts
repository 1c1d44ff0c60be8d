import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn, localeKnown } from '../../db/translations-common';
import { brands, categories } from '../master-data/master-data.schema';

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    itemCode: varchar('item_code', { length: 32 }).notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Always a child category; the top category is its parent. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The child category's parent, kept on the item so a top category's page is one ordered index scan. */
    topCategoryId: integer('top_category_id')
      .notNull()
      .references(() => categories.id),
    /** Price in USD minor units (cents). */
    basePriceMinor: integer('base_price_minor').notNull(),
    /**
     * The price a traveller sees (USD minor units): the base price lowered by the item's best open
     * offer. Kept by the database (refresh_shown_prices, run by triggers on items and price lists and by
     * the catalogue when an offer's window opens or closes) so lists sort by it with an index.
     */
    shownPriceMinor: integer('shown_price_minor').notNull().default(0),
    /** Units in stock for pre-orders; decremented with a guarded UPDATE, never read-then-written. */
    quantity: integer('quantity').notNull().default(0),
    /** Per-item order limit; null means the default limit of 2 (DESIGN.md §7). */
    orderQuantity: integer('order_quantity'),
    milesForRedeem: numeric('miles_for_redeem', { precision: 14, scale: 2, mode: 'number' }),
    milesForAccrual: numeric('miles_for_accrual', { precision: 14, scale: 2, mode: 'number' }),
    isTravelExclusive: boolean('is_travel_exclusive').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isDeal: boolean('is_deal').notNull().default(false),
    isSpecialOffer: boolean('is_special_offer').notNull().default(false),
    youtubeUrl: text('youtube_url'),
    /** New arrivals are the most recently registered items. */
    registeredDate: timestamp('registered_date', { withTimezone: true }).notNull().defaultNow(),
    salesCount: integer('sales_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Bumped by every staff edit; an edit naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('items_quantity_nonnegative', sql`${t.quantity} >= 0`),
    check('items_base_price_nonnegative', sql`${t.basePriceMinor} >= 0`),
    check('items_order_quantity_positive', sql`${t.orderQuantity} IS NULL OR ${t.orderQuantity} > 0`),
    check('items_miles_for_redeem_nonnegative', sql`${t.milesForRedeem} IS NULL OR ${t.milesForRedeem} >= 0`),
    check(
      'items_miles_for_accrual_nonnegative',
      sql`${t.milesForAccrual} IS NULL OR ${t.milesForAccrual} >= 0`,
    ),
    check('items_sales_count_nonnegative', sql`${t.salesCount} >= 0`),
    // Search by name: case-insensitive contains (ILIKE / lower(name) LIKE '%term%') and similarity.
    index('items_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // The operations console finds items by part of their code as well as their name.
    index('items_code_trgm_idx').using('gin', sql`lower(${t.itemCode}) gin_trgm_ops`),
    // Category and brand pages, sorted by price, name or date: one index range scan per page. Partial on
    // active, so the page queries (always active) match them and counts can be index-only scans. DESC NULLS
    // FIRST is plain DESC, so `ORDER BY price DESC, id` scans forward and `price ASC, id DESC` backward.
    index('items_category_price_idx')
      .on(t.categoryId, t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('items_category_name_idx').on(t.categoryId, t.name, t.id).where(sql`${t.active}`),
    index('items_category_date_idx')
      .on(t.categoryId, t.registeredDate.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('items_top_category_price_idx')
      .on(t.topCategoryId, t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('items_top_category_name_idx').on(t.topCategoryId, t.name, t.id).where(sql`${t.active}`),
    index('items_top_category_date_idx')
      .on(t.topCategoryId, t.registeredDate.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('items_brand_price_idx')
      .on(t.brandId, t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    index('items_brand_name_idx').on(t.brandId, t.name, t.id).where(sql`${t.active}`),
    index('items_brand_date_idx')
      .on(t.brandId, t.registeredDate.desc().nullsFirst(), t.id)
      .where(sql`${t.active}`),
    // Whole-catalogue lists and new arrivals.
    index('items_price_idx').on(t.shownPriceMinor.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    index('items_name_idx').on(t.name, t.id).where(sql`${t.active}`),
    index('items_registered_date_idx').on(t.registeredDate.desc().nullsFirst(), t.id).where(sql`${t.active}`),
    // Curated lists are small slices of the catalogue: partial indexes keep them tiny.
    index('items_travel_exclusive_idx')
      .on(t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.isTravelExclusive}`),
    index('items_best_seller_idx')
      .on(t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.isBestSeller}`),
    index('items_deal_idx').on(t.shownPriceMinor.desc().nullsFirst(), t.id).where(sql`${t.isDeal}`),
    index('items_special_offer_idx')
      .on(t.shownPriceMinor.desc().nullsFirst(), t.id)
      .where(sql`${t.isSpecialOffer}`),
  ],
);

export const itemImages = pgTable(
  'item_images',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('item_images_item_idx').on(t.itemId, t.sortOrder),
    // At most one default image per item.
    uniqueIndex('item_images_one_default_idx').on(t.itemId).where(sql`${t.isDefault}`),
  ],
);

export const collections = pgTable('collections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Bumped by every staff edit; an edit naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
});

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.itemId] }),
    index('collection_items_order_idx').on(t.collectionId, t.sortOrder),
    index('collection_items_item_idx').on(t.itemId),
  ],
);

/** Chinese and Arabic names and descriptions of an item; a null description falls back to English. */
export const itemTranslations = pgTable(
  'item_translations',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.locale] }), localeKnown('item_translations', t.locale)],
);

export const collectionTranslations = pgTable(
  'collection_translations',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.locale] }),
    localeKnown('collection_translations', t.locale),
  ],
);

/**
 * Items that need a regulation prompt before they go in a cart (spec §5, §9): today the EU fragrance
 * prompt of the 8 fragrances with butylphenyl methylpropional. Edited by merchandisers (decision 035).
 */
export const regulatedItems = pgTable(
  'regulated_items',
  {
    itemId: integer('item_id')
      .primaryKey()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** The prompt the item triggers; one kind today. */
    prompt: varchar('prompt', { length: 32 }).notNull().default('euFragrance'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('regulated_items_prompt_known', sql`${t.prompt} IN ('euFragrance')`)],
);

/** Top categories whose items need the age confirmation (spec §9: 18 and over). */
export const ageRestrictedCategories = pgTable('age_restricted_categories', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
});
