import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collectionItems, collections, collectionTranslations, items } from './catalogue.schema';

type Locale = 'zh' | 'ar';

/** Staff edits of collections and their items (the operations console), in the caller's transaction. */
export function createCollectionsOpsRepository(db: Db) {
  const text = (locale: Locale, column: 'name' | 'description') =>
    sql<
      string | null
    >`(SELECT ${sql.raw(column)} FROM collection_translations WHERE collection_id = ${collections.id} AND locale = ${locale})`;

  async function rows(tx: Db, id?: number) {
    const found = await tx
      .select({
        id: collections.id,
        name: collections.name,
        zhName: text('zh', 'name'),
        arName: text('ar', 'name'),
        description: collections.description,
        zhDescription: text('zh', 'description'),
        arDescription: text('ar', 'description'),
        imageUrl: collections.imageUrl,
        sortOrder: collections.sortOrder,
        version: collections.version,
      })
      .from(collections)
      .where(id === undefined ? undefined : eq(collections.id, id))
      .orderBy(asc(collections.sortOrder), asc(collections.id));
    if (found.length === 0) return [];
    const members = await tx
      .select({
        collectionId: collectionItems.collectionId,
        itemId: items.id,
        itemCode: items.itemCode,
        name: items.name,
        active: items.active,
      })
      .from(collectionItems)
      .innerJoin(items, eq(items.id, collectionItems.itemId))
      .where(
        inArray(
          collectionItems.collectionId,
          found.map((c) => c.id),
        ),
      )
      .orderBy(asc(collectionItems.sortOrder), asc(items.id));
    return found.map((c) => ({
      ...c,
      items: members.filter((m) => m.collectionId === c.id).map(({ collectionId: _, ...m }) => m),
    }));
  }

  return {
    collections: (tx: Db = db) => rows(tx),
    collection: async (tx: Db, id: number) => (await rows(tx, id))[0],

    /** Locks a collection for an edit; its version, or undefined when there is no such collection. */
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({ version: collections.version })
        .from(collections)
        .where(eq(collections.id, id))
        .for('update');
      return row?.version;
    },

    /** How many of these item ids exist. */
    async knownItems(tx: Db, ids: readonly number[]) {
      if (ids.length === 0) return 0;
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(inArray(items.id, [...ids]));
      return row?.n ?? 0;
    },

    async write(
      tx: Db,
      id: number | undefined,
      values: { name: string; description: string; imageUrl: string | null; sortOrder: number },
      translated: Record<Locale, { name: string | null; description: string | null }>,
      itemIds: readonly number[],
    ) {
      let rowId = id;
      if (rowId === undefined) {
        const [row] = await tx.insert(collections).values(values).returning({ id: collections.id });
        rowId = row!.id;
      } else {
        await tx
          .update(collections)
          .set({ ...values, version: sql`${collections.version} + 1` })
          .where(eq(collections.id, rowId));
      }
      for (const locale of ['zh', 'ar'] as const) {
        const { name, description } = translated[locale];
        if (name === null)
          await tx
            .delete(collectionTranslations)
            .where(
              and(eq(collectionTranslations.collectionId, rowId), eq(collectionTranslations.locale, locale)),
            );
        else
          await tx
            .insert(collectionTranslations)
            .values({ collectionId: rowId, locale, name, description })
            .onConflictDoUpdate({
              target: [collectionTranslations.collectionId, collectionTranslations.locale],
              set: { name, description },
            });
      }
      await tx.delete(collectionItems).where(eq(collectionItems.collectionId, rowId));
      if (itemIds.length > 0)
        await tx
          .insert(collectionItems)
          .values(itemIds.map((itemId, sortOrder) => ({ collectionId: rowId, itemId, sortOrder })));
      return rowId;
    },

    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type CollectionsOpsRepository = ReturnType<typeof createCollectionsOpsRepository>;
