import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { check, varchar } from 'drizzle-orm/pg-core';

/**
 * The languages a `*_translations` row may hold (docs/decisions/016-catalogue-translations.md). English is
 * not among them: it lives in the entity's own row, is required, and is the fallback for every field.
 */
export const translationLocales = ['zh', 'ar'] as const;
export type TranslationLocale = (typeof translationLocales)[number];

/** The `locale` column every translation table shares. */
export const localeColumn = () => varchar('locale', { length: 2 }).notNull();

/** Keeps a table's locale to the translated languages (adding one is a migration of this check). */
export const localeKnown = (table: string, column: PgColumn) =>
  check(`${table}_locale_known`, sql`${column} IN ('zh', 'ar')`);
