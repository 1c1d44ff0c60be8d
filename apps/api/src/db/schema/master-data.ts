import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  /** Units of this currency per 1 USD. */
  rateToUsd: numeric('rate_to_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
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
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  imageUrl: text('image_url'),
  isPowerBrand: boolean('is_power_brand').notNull().default(false),
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
});

export const airports = pgTable('airports', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  isEurope: boolean('is_europe').notNull().default(false),
  /** IANA time zone, so departure times can be shown with the airport's UTC offset. */
  timeZone: text('time_zone').notNull().default('UTC'),
});

/** Generated artwork (SVG) served under /media; kept in the database so every API process can serve it. */
export const mediaAssets = pgTable('media_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
});
