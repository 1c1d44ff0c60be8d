import { pgTable, text } from 'drizzle-orm/pg-core';

/** Generated artwork (SVG) served under /media; kept in the database so every API process can serve it. */
export const mediaAssets = pgTable('media_assets', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
});
