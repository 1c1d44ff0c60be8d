import { z } from 'zod';
import { MediaUrl } from './content';

const version = z.number().int().min(0).meta({ description: 'The row version read', example: 1 });
const id = z.number().int().positive().meta({ example: 3 });
const translatedName = z
  .string()
  .trim()
  .min(1, 'validation.nameRequired')
  .max(200)
  .nullable()
  .meta({ description: 'The name in this language (not empty); null: English is shown' });
const translatedText = z
  .string()
  .trim()
  .min(1, 'validation.nameRequired')
  .max(4000)
  .nullable()
  .meta({ description: 'The description in this language; null: English is shown' });

export const OpsCollectionFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'validation.nameRequired')
    .max(200)
    .meta({ description: 'The English name', example: 'Summer Essentials' }),
  zhName: translatedName,
  arName: translatedName,
  description: z.string().trim().max(4000).meta({ description: 'The English description' }),
  zhDescription: translatedText,
  arDescription: translatedText,
  imageUrl: MediaUrl.nullable(),
  sortOrder: z.number().int().min(0).max(10_000).meta({ description: 'Place among the collections' }),
  itemIds: z
    .array(id)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateItems')
    .meta({
      description:
        'The items in the collection, in the merchandisers’ order (kept as each item’s sort order)',
    }),
});
export const OpsCollectionItem = z
  .object({ itemId: id, itemCode: z.string(), name: z.string(), active: z.boolean() })
  .meta({ description: 'An item in a collection' });
export const OpsCollection = OpsCollectionFields.omit({ itemIds: true })
  .extend({ id, version, items: z.array(OpsCollectionItem) })
  .meta({ description: 'A collection as staff edit it, with its items in order' });
export type OpsCollection = z.infer<typeof OpsCollection>;
export const OpsCollectionCreateRequest = OpsCollectionFields.meta({ description: 'A new collection' });
export type OpsCollectionCreateRequest = z.infer<typeof OpsCollectionCreateRequest>;
export const OpsCollectionUpdateRequest = OpsCollectionFields.extend({ id, version }).meta({
  description: 'A collection changed (its items replaced by itemIds, in order), with the version read',
});
export type OpsCollectionUpdateRequest = z.infer<typeof OpsCollectionUpdateRequest>;
export const OpsCollectionList = z
  .object({ rows: z.array(OpsCollection) })
  .meta({ description: 'Every collection, in storefront order (sortOrder, then id)' });
export type OpsCollectionList = z.infer<typeof OpsCollectionList>;
