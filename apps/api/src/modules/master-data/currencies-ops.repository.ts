import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies } from './master-data.schema';

/** Currencies and their rates as staff edit them (the operations console). */
export function createCurrenciesOpsRepository(db: Db) {
  const columns = {
    id: currencies.id,
    version: currencies.version,
    code: currencies.code,
    name: currencies.name,
    rateToUsd: currencies.rateToUsd,
    active: currencies.active,
  };
  return {
    all: () => db.select(columns).from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.id)),
    async one(id: number, tx: Db = db) {
      const [row] = await tx.select(columns).from(currencies).where(eq(currencies.id, id));
      return row;
    },
    /** Locks the row for an edit; its version, or undefined when there is no such currency. */
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({ version: currencies.version })
        .from(currencies)
        .where(eq(currencies.id, id))
        .for('update');
      return row?.version;
    },
    async write(tx: Db, id: number, values: { rateToUsd: number; active: boolean }) {
      await tx
        .update(currencies)
        .set({ ...values, version: sql`${currencies.version} + 1` })
        .where(eq(currencies.id, id));
    },
    async usdId() {
      const [row] = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.code, 'USD'));
      return row?.id;
    },
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type CurrenciesOpsRepository = ReturnType<typeof createCurrenciesOpsRepository>;
