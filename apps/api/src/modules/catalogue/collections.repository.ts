import type { Language } from '@dfs/i18n/languages';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, collectionTranslations } from './catalogue.schema';

/** The storefront's reads of collections; staff edit them through collections-ops.repository.ts. */
export function createCollectionsRepository(db: Db) {
  /** Collections with their text in a language (English where a translation is missing). */
  async function translatedCollections(lng: Language, id?: number) {
    const rows = await db
      .select({
        id: collections.id,
        name: collections.name,
        description: collections.description,
        imageUrl: collections.imageUrl,
        translatedName: collectionTranslations.name,
        translatedDescription: collectionTranslations.description,
      })
      .from(collections)
      .leftJoin(
        collectionTranslations,
        and(eq(collectionTranslations.collectionId, collections.id), eq(collectionTranslations.locale, lng)),
      )
      .where(id === undefined ? undefined : eq(collections.id, id))
      .orderBy(asc(collections.sortOrder), asc(collections.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.translatedName ?? row.name,
      description: row.translatedDescription ?? row.description,
      imageUrl: row.imageUrl,
    }));
  }

  return {
    async collection(id: number, lng: Language = 'en') {
      const [row] = await translatedCollections(lng, id);
      return row;
    },

    /** Every collection, in its sort order, in a language. */
    allCollections(lng: Language = 'en') {
      return translatedCollections(lng);
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
