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
import { items } from '../catalogue/catalogue.schema';

// One definition of the codes, in the domain; re-exported for the repositories that query by them.
export { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';

export const priceLists = pgTable(
  'price_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** PriceListKind of @dfs/domain/price-lists: 1 Volume, 2 Unit, 3 Percentage, 4 BuyGet. */
    kind: smallint('kind').notNull(),
    /** StartupOfferType (1) marks the offer lists loaded at start-up. */
    offerType: smallint('offer_type'),
    /** Matched case-insensitively; null for lists that apply without a code. */
    promoCode: varchar('promo_code', { length: 32 }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null means open-ended. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** A percentage off when isPercentage, else an amount off in USD. */
    salesRate: numeric('sales_rate', { precision: 12, scale: 2, mode: 'number' }),
    isPercentage: boolean('is_percentage').notNull().default(false),
    /** How many orders may use the promo code; null means unlimited. */
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    /** How many orders one customer (or guest e-mail) may place with the promo code; null: no limit. */
    perCustomerLimit: integer('per_customer_limit'),
    /**
     * Stacking rule of a promo code: false, the lowest of the item's prices wins (rules never stack);
     * true, a percentage code is taken off the item's offer price instead of its base price.
     */
    stacksWithOffers: boolean('stacks_with_offers').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_lists_kind_known', sql`${t.kind} BETWEEN 1 AND 4`),
    check('price_lists_validity_ordered', sql`${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`),
    check('price_lists_sales_rate_nonnegative', sql`${t.salesRate} IS NULL OR ${t.salesRate} >= 0`),
    check(
      'price_lists_percentage_at_most_100',
      sql`NOT ${t.isPercentage} OR ${t.salesRate} IS NULL OR ${t.salesRate} <= 100`,
    ),
    check('price_lists_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} > 0`),
    check(
      'price_lists_used_within_limit',
      sql`${t.usedCount} >= 0 AND (${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check(
      'price_lists_per_customer_limit_positive',
      sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`,
    ),
    uniqueIndex('price_lists_promo_code_idx').on(sql`upper(${t.promoCode})`),
    index('price_lists_offer_type_idx').on(t.offerType).where(sql`${t.offerType} IS NOT NULL`),
  ],
);

/** Membership of every list; amountMinor is the unit price (kind 2) or a promo's individual rate. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor'),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.itemId] }),
    index('price_list_items_item_idx').on(t.itemId),
    check('price_list_items_amount_nonnegative', sql`${t.amountMinor} IS NULL OR ${t.amountMinor} >= 0`),
  ],
);

/** A bundle rate: all the bundle's items bought together cost amountMinor. */
export const priceListBundles = pgTable(
  'price_list_bundles',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [
    index('price_list_bundles_price_list_idx').on(t.priceListId),
    check('price_list_bundles_amount_nonnegative', sql`${t.amountMinor} >= 0`),
  ],
);

export const priceListBundleItems = pgTable(
  'price_list_bundle_items',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => priceListBundles.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.itemId] }),
    index('price_list_bundle_items_item_idx').on(t.itemId),
  ],
);

export const volumeTiers = pgTable(
  'volume_tiers',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    startQuantity: integer('start_quantity').notNull(),
    endQuantity: integer('end_quantity').notNull(),
    /** Unit price in USD minor units while the quantity is within the tier. */
    customPriceMinor: integer('custom_price_minor').notNull(),
  },
  (t) => [
    index('volume_tiers_item_idx').on(t.itemId, t.startQuantity),
    index('volume_tiers_price_list_idx').on(t.priceListId),
    check('volume_tiers_start_positive', sql`${t.startQuantity} >= 1`),
    check('volume_tiers_range_ordered', sql`${t.startQuantity} <= ${t.endQuantity}`),
    check('volume_tiers_price_nonnegative', sql`${t.customPriceMinor} >= 0`),
  ],
);

export const buyGetRules = pgTable(
  'buy_get_rules',
  {
    id: serial('id').primaryKey(),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    buyQuantity: integer('buy_quantity').notNull(),
    getQuantity: integer('get_quantity').notNull(),
    /** The free item; the same as itemId for "buy 2 get 1 free". */
    getItemId: integer('get_item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('buy_get_rules_item_idx').on(t.itemId),
    index('buy_get_rules_price_list_idx').on(t.priceListId),
    index('buy_get_rules_get_item_idx').on(t.getItemId),
    check('buy_get_rules_quantities_positive', sql`${t.buyQuantity} > 0 AND ${t.getQuantity} > 0`),
  ],
);

/** A price list's display name (promotions, offers) in Chinese and Arabic. */
export const priceListTranslations = pgTable(
  'price_list_translations',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.locale] }),
    localeKnown('price_list_translations', t.locale),
  ],
);
