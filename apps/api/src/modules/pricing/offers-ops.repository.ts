import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemSummaries } from '../catalogue/catalogue.queries';
import { priceListItems, priceLists } from './pricing.schema';

/**
 * Offer price lists (unit and percentage, offer type 1, no promo code) as staff edit them. The row's
 * version is PostgreSQL's `xmin`: every save updates the list row, so any change since a read moves it.
 */
export function createOffersOpsRepository(db: Db) {
  const version = sql<number>`${priceLists}.xmin::text::bigint`.mapWith(Number);
  async function rows(tx: Db, id?: number) {
    const lists = await tx
      .select({
        id: priceLists.id,
        name: priceLists.name,
        kind: priceLists.kind,
        validFrom: priceLists.validFrom,
        validTo: priceLists.validTo,
        salesRate: priceLists.salesRate,
        isPercentage: priceLists.isPercentage,
        active: priceLists.active,
        version,
      })
      .from(priceLists)
      .where(
        and(
          inArray(priceLists.kind, [PriceListKind.Unit, PriceListKind.Percentage]),
          eq(priceLists.offerType, StartupOfferType),
          isNull(priceLists.promoCode),
          id === undefined ? undefined : eq(priceLists.id, id),
        ),
      )
      .orderBy(desc(priceLists.id));
    if (lists.length === 0) return [];
    const members = await tx
      .select({
        priceListId: priceListItems.priceListId,
        itemId: priceListItems.itemId,
        amountMinor: priceListItems.amountMinor,
      })
      .from(priceListItems)
      .where(
        inArray(
          priceListItems.priceListId,
          lists.map((l) => l.id),
        ),
      )
      .orderBy(priceListItems.itemId);
    return lists.map((l) => ({ ...l, items: members.filter((m) => m.priceListId === l.id) }));
  }

  return {
    all: () => rows(db),
    one: async (tx: Db, id: number) => (await rows(tx, id))[0],
    async lock(tx: Db, id: number) {
      const [row] = await tx.select({ version }).from(priceLists).where(eq(priceLists.id, id)).for('update');
      return row?.version;
    },
    itemsByIds: (tx: Db, ids: readonly number[]) => itemSummaries(tx, ids),
    async write(
      tx: Db,
      id: number | undefined,
      values: {
        name: string;
        kind: number;
        validFrom: Date;
        validTo: Date | null;
        salesRate: number | null;
        isPercentage: boolean;
        active: boolean;
      },
      members: { itemId: number; amountMinor: number | null }[],
    ) {
      let listId = id;
      if (listId === undefined) {
        const [row] = await tx
          .insert(priceLists)
          .values({ ...values, offerType: StartupOfferType })
          .returning({ id: priceLists.id });
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
    /** Runs reads outside a transaction (other modules' reads may then share the one connection). */
    read<T>(work: (db: Db) => Promise<T>): Promise<T> {
      return work(db);
    },
  };
}

export type OffersOpsRepository = ReturnType<typeof createOffersOpsRepository>;
