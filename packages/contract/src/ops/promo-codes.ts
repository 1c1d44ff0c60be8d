import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const usd = z
  .number()
  .min(0, 'validation.priceRange')
  .max(1_000_000, 'validation.priceRange')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.priceCents');
const limit = z.number().int('validation.limitPositive').positive('validation.limitPositive').max(10_000_000);

const promoShape = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, 'validation.promoCodeFormat')
    .meta({ description: 'What travellers type (matched case-insensitively)', example: 'WELCOME10' }),
  name: z.string().trim().min(1, 'validation.nameRequired').max(200).meta({ example: 'Welcome 10 % off' }),
  kind: z.union([z.literal(2), z.literal(3)]).meta({
    description: '2: each item at its own price with the code; 3: a rate off every item listed',
    example: 3,
  }),
  salesRate: z.number().min(0).max(1_000_000).nullable().meta({
    description: 'Kind 3: the percentage off (isPercentage) or the USD amount off; null for kind 2',
    example: 10,
  }),
  isPercentage: z.boolean(),
  validFrom: instant.meta({ description: 'Valid from (ISO 8601)', example: '2026-12-01T00:00:00Z' }),
  validTo: instant.nullable().meta({ description: 'Invalid from (ISO 8601); null: open-ended' }),
  usageLimit: limit.nullable().meta({ description: 'Orders in all that may use the code; null: no limit' }),
  perCustomerLimit: limit
    .nullable()
    .meta({ description: 'Orders one customer (or guest e-mail) may place with it; null: no limit' }),
  stacksWithOffers: z.boolean().meta({
    description:
      'Stacking rule. false: the lowest of the item’s prices wins (no stacking); true: a rate code is taken off the offer price',
  }),
  active: z.boolean().meta({ description: 'false: the code is switched off (deactivated)' }),
  items: z
    .array(
      z.object({
        itemId: z.number().int().positive(),
        price: usd
          .nullable()
          .meta({ description: 'Kind 2: the price in USD with the code; null for kind 3' }),
      }),
    )
    .min(1, 'validation.offerItemsRequired')
    .max(1_000)
    .refine((rows) => new Set(rows.map((r) => r.itemId)).size === rows.length, 'validation.duplicateItems')
    .meta({ description: 'The items the code gives a price on' }),
};

type PromoShape = {
  kind: 2 | 3;
  validFrom: string;
  validTo: string | null;
  salesRate: number | null;
  isPercentage: boolean;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  items: { price: number | null }[];
};
/** Rules across fields: an ordered window, a rate (kind 3) or prices (kind 2), limits that fit. */
const consistent = (o: PromoShape, ctx: z.RefinementCtx) => {
  if (o.validTo && new Date(o.validTo) <= new Date(o.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.endsBeforeStart' });
  if (o.kind === 3 && (o.salesRate === null || o.salesRate <= 0 || (o.isPercentage && o.salesRate > 100)))
    ctx.addIssue({ code: 'custom', path: ['salesRate'], message: 'validation.offerRate' });
  if (o.kind === 2)
    o.items.forEach((item, index) => {
      if (item.price === null)
        ctx.addIssue({ code: 'custom', path: ['items', index, 'price'], message: 'validation.offerPrice' });
    });
  if (o.usageLimit !== null && o.perCustomerLimit !== null && o.perCustomerLimit > o.usageLimit)
    ctx.addIssue({ code: 'custom', path: ['perCustomerLimit'], message: 'validation.limitPositive' });
};

const id = z.number().int().positive().meta({ description: 'The promotion (price list) id', example: 31 });
const version = z.number().int().meta({ description: 'The version read (409 if it changed since)' });

export const OpsPromoCodeCreateRequest = z.object(promoShape).superRefine(consistent).meta({
  description: 'A new promo code',
});
export type OpsPromoCodeCreateRequest = z.infer<typeof OpsPromoCodeCreateRequest>;
export const OpsPromoCodeUpdateRequest = z
  .object({ ...promoShape, id, version })
  .superRefine(consistent)
  .meta({ description: 'A promo code changed (or switched off), with the version read' });
export type OpsPromoCodeUpdateRequest = z.infer<typeof OpsPromoCodeUpdateRequest>;
export const OpsPromoCode = z
  .object({
    ...promoShape,
    id,
    version,
    usedCount: z.number().int().meta({ description: 'Orders holding a use of the code' }),
    bundles: z.number().int().meta({ description: 'Bundle rates of the code (kept as they are)' }),
  })
  .meta({ description: 'A promo code' });
export type OpsPromoCode = z.infer<typeof OpsPromoCode>;
export const OpsPromoCodeList = z
  .object({ rows: z.array(OpsPromoCode) })
  .meta({ description: 'Every promo code, newest first' });
export type OpsPromoCodeList = z.infer<typeof OpsPromoCodeList>;

export const OpsPromoCodePreviewRequest = z
  .object({ ...promoShape, id: id.optional() })
  .superRefine(consistent)
  .meta({ description: 'A promo code as it would be saved (with its id when it exists)' });
export type OpsPromoCodePreviewRequest = z.infer<typeof OpsPromoCodePreviewRequest>;
export const OpsPromoCodePreview = z
  .object({
    rows: z.array(
      z.object({
        itemId: z.number().int(),
        itemCode: z.string(),
        name: z.string(),
        shown: z.number().meta({ description: 'The storefront price in USD without the code' }),
        before: z.number().meta({ description: 'The cart’s USD price with the code as it is now' }),
        after: z.number().meta({ description: 'The cart’s USD price with the code once saved' }),
      }),
    ),
  })
  .meta({ description: 'What the code does to each item’s USD price, before and after the change' });
export type OpsPromoCodePreview = z.infer<typeof OpsPromoCodePreview>;
