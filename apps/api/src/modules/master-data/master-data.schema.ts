import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { localeColumn, localeKnown } from '../../db/translations-common';

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  /** Units of this currency per 1 USD. */
  rateToUsd: numeric('rate_to_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Offered to travellers; USD (the default) is never switched off. */
  active: boolean('active').notNull().default(true),
  /** Bumped by every staff edit; an edit naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** The regulation family of the category: TOBACCO, LIQUOR or null. */
    code: varchar('code', { length: 32 }),
    imageUrl: text('image_url'),
    sortOrder: smallint('sort_order').notNull().default(0),
    /** Bumped by every staff edit; an edit naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  /** As the brand writes it, in every language. */
  name: text('name').notNull().unique(),
  /** English; zh and ar in brand_translations. */
  description: text('description').notNull().default(''),
  imageUrl: text('image_url'),
  isPowerBrand: boolean('is_power_brand').notNull().default(false),
  /** Bumped by every staff edit; an edit naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  imageUrl: text('image_url').notNull(),
  videoUrl: text('video_url'),
  /** 1 small, 2 medium, 3 large. */
  size: smallint('size').notNull(),
  title: text('title'),
  linkUrl: text('link_url'),
  sortOrder: smallint('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** Shown from this time (null: already); hidden from `endsAt` on (null: no end). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  /** Bumped by every staff edit; an edit naming an older version is refused (409). */
  version: integer('version').notNull().default(1),
});

export const currencyTranslations = pgTable(
  'currency_translations',
  {
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyId, t.locale] }), localeKnown('currency_translations', t.locale)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.locale] }), localeKnown('category_translations', t.locale)],
);

/** A brand's name is never translated; only its description is. */
export const brandTranslations = pgTable(
  'brand_translations',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.locale] }), localeKnown('brand_translations', t.locale)],
);

/** A banner's headline and its art per language; a null field falls back to the English one. */
export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    locale: localeColumn(),
    title: text('title'),
    imageUrl: text('image_url'),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.locale] }), localeKnown('banner_translations', t.locale)],
);
