import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets } from './media.schema';

export function createMediaRepository(db: Db) {
  return {
    byPath(path: string) {
      return db
        .select()
        .from(mediaAssets)
        .where(eq(mediaAssets.path, path))
        .then((rows) => rows[0]);
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
