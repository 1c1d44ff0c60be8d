import { isBannerLink } from '@dfs/domain/link-target';
import { z } from 'zod';

/** Where staff-edited content rows keep their version (an edit naming an older one gets 409). */
const version = z.number().int().min(0).meta({ description: 'The row version read', example: 1 });
const id = z.number().int().positive().meta({ example: 3 });
const name = z.string().trim().min(1, 'validation.nameRequired').max(200);
const optionalText = (max: number) => z.string().trim().max(max);
/** A translated name: null or empty means none (the storefront shows English). */
const translatedName = z
  .string()
  .trim()
  .min(1, 'validation.nameRequired')
  .max(200)
  .nullable()
  .meta({ description: 'The text in this language (not empty); null: English is shown' });
const translatedText = z.string().trim().min(1, 'validation.nameRequired').max(4000).nullable();
/** An image the console uploaded (Media/Upload) or the seed made: a path under /media/. */
export const MediaUrl = z
  .string()
  .max(300)
  .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, 'validation.mediaUrl')
  .meta({
    description: 'An image under /media/ (uploaded with Media/Upload)',
    example: '/media/brands/6.webp',
  });
const https = z.url({ protocol: /^https$/ }).max(500);

// Categories ------------------------------------------------------------------------------------

export const OpsCategoryFields = z.object({
  parentId: id.nullable().meta({ description: 'The top category; null: this is a top category' }),
  name: name.meta({ description: 'The English name', example: 'Fragrance' }),
  zhName: translatedName,
  arName: translatedName,
  imageUrl: MediaUrl.nullable(),
  sortOrder: z.number().int().min(0).max(10_000).meta({ description: 'Place among its siblings' }),
});
export const OpsCategory = OpsCategoryFields.extend({ id, version }).meta({
  description: 'A category as staff edit it',
});
export type OpsCategory = z.infer<typeof OpsCategory>;
export const OpsCategoryCreateRequest = OpsCategoryFields.meta({ description: 'A new category' });
export type OpsCategoryCreateRequest = z.infer<typeof OpsCategoryCreateRequest>;
export const OpsCategoryUpdateRequest = OpsCategoryFields.extend({ id, version }).meta({
  description: 'A category changed, with the version read',
});
export type OpsCategoryUpdateRequest = z.infer<typeof OpsCategoryUpdateRequest>;
export const OpsCategoryList = z
  .object({ rows: z.array(OpsCategory) })
  .meta({ description: 'Every category: top categories first, each followed by its children' });
export type OpsCategoryList = z.infer<typeof OpsCategoryList>;

// Brands ----------------------------------------------------------------------------------------

export const OpsBrandFields = z.object({
  name: name.meta({ description: 'The name, as the brand writes it in every language', example: 'Chanel' }),
  description: optionalText(4000).meta({ description: 'The English description' }),
  zhDescription: translatedText.meta({ description: 'The Chinese description; null: English' }),
  arDescription: translatedText.meta({ description: 'The Arabic description; null: English' }),
  imageUrl: MediaUrl.nullable(),
  isPowerBrand: z.boolean().meta({ description: 'Shown in the brands menu as a power brand' }),
});
export const OpsBrand = OpsBrandFields.extend({ id, version }).meta({
  description: 'A brand as staff edit it',
});
export type OpsBrand = z.infer<typeof OpsBrand>;
export const OpsBrandCreateRequest = OpsBrandFields.meta({ description: 'A new brand' });
export type OpsBrandCreateRequest = z.infer<typeof OpsBrandCreateRequest>;
export const OpsBrandUpdateRequest = OpsBrandFields.extend({ id, version }).meta({
  description: 'A brand changed, with the version read',
});
export type OpsBrandUpdateRequest = z.infer<typeof OpsBrandUpdateRequest>;
export const OpsBrandList = z
  .object({ rows: z.array(OpsBrand) })
  .meta({ description: 'Every brand, by name' });
export type OpsBrandList = z.infer<typeof OpsBrandList>;

// Banners ---------------------------------------------------------------------------------------

const instant = z.iso
  .datetime({ offset: true })
  .nullable()
  .meta({ description: 'An instant (ISO 8601); null: no bound', example: '2026-12-01T00:00:00Z' });

const bannerShape = {
  size: z.union([z.literal(1), z.literal(2), z.literal(3)]).meta({
    description: '1 small, 2 medium, 3 large',
    example: 3,
  }),
  imageUrl: MediaUrl.meta({ description: 'The English art' }),
  zhImageUrl: MediaUrl.nullable().meta({ description: 'The Chinese art; null: the English art' }),
  arImageUrl: MediaUrl.nullable().meta({ description: 'The Arabic art; null: the English art' }),
  title: translatedName.meta({ description: 'The English headline (for screen readers)' }),
  zhTitle: translatedName,
  arTitle: translatedName,
  videoUrl: https.nullable().meta({ description: 'An optional video (https)' }),
  linkUrl: z.string().max(500).refine(isBannerLink, 'validation.linkUrl').nullable().meta({
    description: 'Where a tap leads: a storefront path (/…) or an https address',
    example: '/brands',
  }),
  startsAt: instant,
  endsAt: instant,
  sortOrder: z.number().int().min(0).max(10_000),
  active: z.boolean(),
};
const inOrder = (b: { startsAt: string | null; endsAt: string | null }) =>
  !b.startsAt || !b.endsAt || new Date(b.startsAt) < new Date(b.endsAt);
export const OpsBannerFields = z
  .object(bannerShape)
  .refine(inOrder, { path: ['endsAt'], message: 'validation.endsBeforeStart' });
export const OpsBanner = z
  .object({ ...bannerShape, id, version })
  .meta({ description: 'A banner as staff edit it' });
export type OpsBanner = z.infer<typeof OpsBanner>;
export const OpsBannerCreateRequest = OpsBannerFields.meta({ description: 'A new banner' });
export type OpsBannerCreateRequest = z.infer<typeof OpsBannerCreateRequest>;
export const OpsBannerUpdateRequest = z
  .object({ ...bannerShape, id, version })
  .refine(inOrder, { path: ['endsAt'], message: 'validation.endsBeforeStart' })
  .meta({ description: 'A banner changed, with the version read' });
export type OpsBannerUpdateRequest = z.infer<typeof OpsBannerUpdateRequest>;
export const OpsBannerList = z
  .object({ rows: z.array(OpsBanner) })
  .meta({ description: 'Every banner (scheduled, running, ended or off), in storefront order' });
export type OpsBannerList = z.infer<typeof OpsBannerList>;

// Uploads ---------------------------------------------------------------------------------------

export const OpsMediaUploadQuery = z
  .object({
    kind: z
      .enum(['brand', 'category', 'banner', 'collection'])
      .meta({ description: 'What the image is for' }),
  })
  .meta({ description: 'The request body is the picture (PNG, JPEG or WebP)' });
export type OpsMediaUploadQuery = z.infer<typeof OpsMediaUploadQuery>;
export const OpsMediaUploadResponse = z
  .object({ url: MediaUrl })
  .meta({ description: 'The stored image, to name in a brand, category, banner or collection' });
