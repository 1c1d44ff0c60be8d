import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { topCategoriesIn } from '../master-data/master-data.queries';
import { ageRestrictedCategories, items, regulatedItems } from './catalogue.schema';

/** The regulated items and age-restricted categories as staff edit them (decision 035). */
export function createRegulationRepository(db: Db) {
  return {
    regulatedItems(tx: Db = db) {
      return tx
        .select({
          itemId: regulatedItems.itemId,
          itemCode: items.itemCode,
          name: items.name,
          prompt: regulatedItems.prompt,
        })
        .from(regulatedItems)
        .innerJoin(items, eq(items.id, regulatedItems.itemId))
        .orderBy(asc(items.itemCode));
    },
    /** Every top category with whether it is age-restricted. */
    async topCategories(tx: Db = db) {
      const [tops, restricted] = await Promise.all([
        topCategoriesIn(tx),
        tx.select({ id: ageRestrictedCategories.categoryId }).from(ageRestrictedCategories),
      ]);
      const ids = new Set(restricted.map((r) => r.id));
      return tops.map((c) => ({ ...c, ageRestricted: ids.has(c.id) }));
    },
    async itemByCode(tx: Db, itemCode: string) {
      const [row] = await tx
        .select({ id: items.id, itemCode: items.itemCode, name: items.name })
        .from(items)
        .where(eq(items.itemCode, itemCode));
      return row;
    },
    /** Adds the item; false when it was on the list already. */
    async add(tx: Db, itemId: number, prompt: string) {
      const added = await tx
        .insert(regulatedItems)
        .values({ itemId, prompt })
        .onConflictDoNothing()
        .returning({ itemId: regulatedItems.itemId });
      return added.length > 0;
    },
    /** Removes the item; its prompt, or undefined when it was not on the list. */
    async remove(tx: Db, itemId: number) {
      const [row] = await tx
        .delete(regulatedItems)
        .where(eq(regulatedItems.itemId, itemId))
        .returning({ prompt: regulatedItems.prompt });
      return row?.prompt;
    },
    /** Locks the age-restricted list so two staff replacing it at once apply one after the other. */
    async lockAgeRestricted(tx: Db) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('age-restricted-categories'))`);
    },
    async replaceAgeRestricted(tx: Db, categoryIds: readonly number[]) {
      await tx.delete(ageRestrictedCategories);
      if (categoryIds.length > 0)
        await tx.insert(ageRestrictedCategories).values(categoryIds.map((categoryId) => ({ categoryId })));
    },
    async topCategoryIds(tx: Db, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return (await topCategoriesIn(tx, ids)).map((r) => r.id);
    },
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type RegulationRepository = ReturnType<typeof createRegulationRepository>;
