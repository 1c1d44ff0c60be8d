import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const usd = z
  .number()
  .min(0, 'validation.priceRange')
  .max(1_000_000, 'validation.priceRange')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.priceCents');

const offerShape = {
  name: z.string().trim().min(1, 'validation.nameRequired').max(200).meta({ example: 'Winter offers' }),
  kind: z.union([z.literal(2), z.literal(3)]).meta({
    description: '2 unit: each item at its own offer price; 3 percentage: a rate off every item',
    example: 3,
  }),
  validFrom: instant.meta({ description: 'Open from (ISO 8601)', example: '2026-12-01T00:00:00Z' }),
  validTo: instant.nullable().meta({ description: 'Closed from (ISO 8601); null: open-ended' }),
  salesRate: z.number().min(0).max(1_000_000).nullable().meta({
    description: 'Kind 3: the percentage off (isPercentage) or the USD amount off; null for kind 2',
    example: 20,
  }),
  isPercentage: z.boolean().meta({ description: 'Kind 3: salesRate is a percentage', example: true }),
  active: z.boolean(),
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        price: usd.nullable().meta({ description: 'Kind 2: the offer price in USD; null for kind 3' }),
      }),
    )
    .min(1, 'validation.offerItemsRequired')
    .max(1_000)
    .refine((rows) => new Set(rows.map((r) => r.itemId)).size === rows.length, 'validation.duplicateItems')
    .meta({ description: 'The items on offer' }),
};

type OfferShape = {
  kind: 2 | 3;
  validFrom: string;
  validTo: string | null;
  salesRate: number | null;
  isPercentage: boolean;
  items: { price: number | null }[];
};
/** Field rules across fields: an ordered window, a rate for kind 3, a price per item for kind 2. */
const consistent = (o: OfferShape, ctx: z.RefinementCtx) => {
  if (o.validTo && new Date(o.validTo) <= new Date(o.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.endsBeforeStart' });
  if (o.kind === 3 && (o.salesRate === null || o.salesRate <= 0 || (o.isPercentage && o.salesRate > 100)))
    ctx.addIssue({ code: 'custom', path: ['salesRate'], message: 'validation.offerRate' });
  if (o.kind === 2)
    o.items.forEach((item, index) => {
      if (item.price === null)
        ctx.addIssue({ code: 'custom', path: ['items', index, 'price'], message: 'validation.offerPrice' });
    });
};

const id = z.number().int().positive().meta({ description: 'The offer (price list) id', example: 12 });
const version = z.number().int().meta({ description: 'The version read (409 if it changed since)' });

export const OpsOfferCreateRequest = z.object(offerShape).superRefine(consistent).meta({
  description: 'A new offer price list',
});
export type OpsOfferCreateRequest = z.infer<typeof OpsOfferCreateRequest>;
export const OpsOfferUpdateRequest = z
  .object({ ...offerShape, id, version })
  .superRefine(consistent)
  .meta({ description: 'An offer changed, with the version read' });
export type OpsOfferUpdateRequest = z.infer<typeof OpsOfferUpdateRequest>;
export const OpsOffer = z.object({ ...offerShape, id, version }).meta({ description: 'An offer price list' });
export type OpsOffer = z.infer<typeof OpsOffer>;
export const OpsOfferList = z
  .object({ rows: z.array(OpsOffer) })
  .meta({ description: 'Every offer, newest first' });
export type OpsOfferList = z.infer<typeof OpsOfferList>;

export const OpsOfferPreviewRequest = z
  .object({ ...offerShape, id: id.optional() })
  .superRefine(consistent)
  .meta({ description: 'An offer as it would be saved (with its id when it exists)' });
export type OpsOfferPreviewRequest = z.infer<typeof OpsOfferPreviewRequest>;
export const OpsOfferPreview = z
  .object({
    rows: z.array(
      z.object({
        itemId: z.number().int(),
        itemCode: z.string(),
        name: z.string(),
        before: z.number().meta({ description: 'The storefront price in USD now' }),
        after: z.number().meta({ description: 'The storefront price in USD once saved (now)' }),
      }),
    ),
  })
  .meta({ description: 'The storefront USD price of every affected item, before and after the change' });
export type OpsOfferPreview = z.infer<typeof OpsOfferPreview>;
