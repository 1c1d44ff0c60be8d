import { and, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { priceListBundles, priceListItems, priceLists } from './pricing.schema';

/**
 * Promo code lists (a price list with a code) as staff edit them. The row's version is PostgreSQL's
 * `xmin`: every save updates the list row, so any change since a read (a use included) moves it.
 */
export function createPromoCodesOpsRepository(db: Db) {
  const version = sql<number>`${priceLists}.xmin::text::bigint`.mapWith(Number);
  async function rows(tx: Db, id?: number) {
    const lists = await tx
      .select({
        id: priceLists.id,
        code: priceLists.promoCode,
        name: priceLists.name,
        kind: priceLists.kind,
        salesRate: priceLists.salesRate,
        isPercentage: priceLists.isPercentage,
        validFrom: priceLists.validFrom,
        validTo: priceLists.validTo,
        usageLimit: priceLists.usageLimit,
        usedCount: priceLists.usedCount,
        perCustomerLimit: priceLists.perCustomerLimit,
        stacksWithOffers: priceLists.stacksWithOffers,
        active: priceLists.active,
        version,
      })
      .from(priceLists)
      .where(and(isNotNull(priceLists.promoCode), id === undefined ? undefined : eq(priceLists.id, id)))
      .orderBy(desc(priceLists.id));
    if (lists.length === 0) return [];
    const ids = lists.map((l) => l.id);
    const [members, bundles] = await Promise.all([
      tx
        .select({
          priceListId: priceListItems.priceListId,
          itemId: priceListItems.itemId,
          amountMinor: priceListItems.amountMinor,
        })
        .from(priceListItems)
        .where(inArray(priceListItems.priceListId, ids))
        .orderBy(priceListItems.itemId),
      tx
        .select({ priceListId: priceListBundles.priceListId, n: count() })
        .from(priceListBundles)
        .where(inArray(priceListBundles.priceListId, ids))
        .groupBy(priceListBundles.priceListId),
    ]);
    return lists.map((l) => ({
      ...l,
      code: l.code!,
      items: members.filter((m) => m.priceListId === l.id),
      bundles: bundles.find((b) => b.priceListId === l.id)?.n ?? 0,
    }));
  }

  return {
    all: () => rows(db),
    one: async (id: number, tx: Db = db) => (await rows(tx, id))[0],
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({ version })
        .from(priceLists)
        .where(and(eq(priceLists.id, id), isNotNull(priceLists.promoCode)))
        .for('update');
      return row?.version;
    },
    /** Whether another list holds this code (case ignored). */
    async codeTaken(tx: Db, code: string, exceptId: number | undefined) {
      const [row] = await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(
          and(
            sql`upper(${priceLists.promoCode}) = upper(${code})`,
            exceptId === undefined ? undefined : ne(priceLists.id, exceptId),
          ),
        );
      return row !== undefined;
    },
    async write(
      tx: Db,
      id: number | undefined,
      values: Omit<typeof priceLists.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'offerType'>,
      members: { itemId: number; amountMinor: number | null }[],
    ) {
      let listId = id;
      if (listId === undefined) {
        const [row] = await tx.insert(priceLists).values(values).returning({ id: priceLists.id });
        listId = row!.id;
      } else {
        await tx.update(priceLists).set(values).where(eq(priceLists.id, listId));
        await tx.delete(priceListItems).where(eq(priceListItems.priceListId, listId));
      }
      await tx.insert(priceListItems).values(members.map((m) => ({ ...m, priceListId: listId! })));
      return listId;
    },
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type PromoCodesOpsRepository = ReturnType<typeof createPromoCodesOpsRepository>;
