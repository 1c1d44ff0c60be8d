import { PriceListKind } from '@dfs/domain/price-lists';
import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { buyGetRules, priceLists, volumeTiers } from './pricing.schema';

type Values = { name: string; kind: number; validFrom: Date; validTo: Date | null; active: boolean };

/**
 * Volume (kind 1) and buy-get (kind 4) price lists as staff edit them. The version is PostgreSQL's
 * `xmin` of the list row: every save updates it, so any change since a read moves it.
 */
export function createPriceRulesOpsRepository(db: Db) {
  const version = sql<number>`${priceLists}.xmin::text::bigint`.mapWith(Number);
  const kinds = inArray(priceLists.kind, [PriceListKind.Volume, PriceListKind.BuyGet]);
  async function rows(tx: Db, id?: number) {
    const lists = await tx
      .select({
        id: priceLists.id,
        name: priceLists.name,
        kind: priceLists.kind,
        validFrom: priceLists.validFrom,
        validTo: priceLists.validTo,
        active: priceLists.active,
        version,
      })
      .from(priceLists)
      .where(and(kinds, isNull(priceLists.promoCode), id === undefined ? undefined : eq(priceLists.id, id)))
      .orderBy(desc(priceLists.id));
    if (lists.length === 0) return [];
    const ids = lists.map((l) => l.id);
    const [tiers, rules] = await Promise.all([
      tx
        .select()
        .from(volumeTiers)
        .where(inArray(volumeTiers.priceListId, ids))
        .orderBy(asc(volumeTiers.itemId), asc(volumeTiers.startQuantity)),
      tx.select().from(buyGetRules).where(inArray(buyGetRules.priceListId, ids)).orderBy(asc(buyGetRules.id)),
    ]);
    return lists.map((l) => ({
      ...l,
      tiers: tiers.filter((t) => t.priceListId === l.id),
      buyGet: rules.filter((r) => r.priceListId === l.id),
    }));
  }

  return {
    all: () => rows(db),
    one: async (id: number, tx: Db = db) => (await rows(tx, id))[0],
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({ version })
        .from(priceLists)
        .where(and(eq(priceLists.id, id), kinds, isNull(priceLists.promoCode)))
        .for('update');
      return row?.version;
    },
    /** The other active lists of a kind with rows on these items, and their windows. */
    async activeListsOn(tx: Db, kind: number, itemIds: readonly number[], exceptId: number | undefined) {
      if (itemIds.length === 0) return [];
      const rowsOf = kind === PriceListKind.Volume ? volumeTiers : buyGetRules;
      return tx
        .selectDistinct({ id: priceLists.id, validFrom: priceLists.validFrom, validTo: priceLists.validTo })
        .from(priceLists)
        .innerJoin(rowsOf, eq(rowsOf.priceListId, priceLists.id))
        .where(
          and(
            eq(priceLists.kind, kind),
            eq(priceLists.active, true),
            inArray(rowsOf.itemId, [...itemIds]),
            exceptId === undefined ? undefined : ne(priceLists.id, exceptId),
          ),
        );
    },
    async write(
      tx: Db,
      id: number | undefined,
      values: Values,
      tiers: { itemId: number; startQuantity: number; endQuantity: number; customPriceMinor: number }[],
      rules: { itemId: number; buyQuantity: number; getQuantity: number; getItemId: number }[],
    ) {
      let listId = id;
      if (listId === undefined) {
        const [row] = await tx.insert(priceLists).values(values).returning({ id: priceLists.id });
        listId = row!.id;
      } else {
        await tx.update(priceLists).set(values).where(eq(priceLists.id, listId));
        await tx.delete(volumeTiers).where(eq(volumeTiers.priceListId, listId));
        await tx.delete(buyGetRules).where(eq(buyGetRules.priceListId, listId));
      }
      if (tiers.length)
        await tx.insert(volumeTiers).values(tiers.map((t) => ({ ...t, priceListId: listId! })));
      if (rules.length)
        await tx.insert(buyGetRules).values(rules.map((r) => ({ ...r, priceListId: listId! })));
      return listId;
    },
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type PriceRulesOpsRepository = ReturnType<typeof createPriceRulesOpsRepository>;
