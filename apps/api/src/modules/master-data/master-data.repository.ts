import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports, banners, brands, categories, currencies } from '../../db/schema';

export function createMasterDataRepository(db: Db) {
  return {
    topCategoriesWithChildren() {
      return db
        .select()
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(sql`lower(${categories.name})`));
    },
    brands() {
      return db
        .select()
        .from(brands)
        .orderBy(asc(sql`lower(${brands.name})`), asc(brands.id));
    },
    currencies() {
      return db.select().from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.id));
    },
    currencyById(id: number, tx: Db = db) {
      return tx
        .select()
        .from(currencies)
        .where(eq(currencies.id, id))
        .then((rows) => rows[0]);
    },
    activeBanners() {
      return db
        .select()
        .from(banners)
        .where(eq(banners.active, true))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
    },
    airports() {
      return db.select().from(airports).orderBy(asc(airports.code));
    },
    airportByCode(code: string) {
      return db
        .select()
        .from(airports)
        .where(eq(airports.code, code))
        .then((rows) => rows[0]);
    },
  };
}

export type MasterDataRepository = ReturnType<typeof createMasterDataRepository>;
