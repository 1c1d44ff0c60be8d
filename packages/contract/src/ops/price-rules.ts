import { overlappingTiers } from '@dfs/domain/price-lists';
import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const quantity = z
  .number({ error: 'validation.quantityRange' })
  .int('validation.quantityRange')
  .min(1, 'validation.quantityRange')
  .max(10_000);
const usd = z
  .number({ error: 'validation.priceRange' })
  .min(0, 'validation.priceRange')
  .max(1_000_000, 'validation.priceRange')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'validation.priceCents');
const itemId = z.number().int().positive();

const ruleShape = {
  name: z.string().trim().min(1, 'validation.nameRequired').max(200).meta({ example: 'Buy more, pay less' }),
  kind: z.union([z.literal(1), z.literal(4)]).meta({
    description: '1 volume: a unit price per quantity range; 4 buy-get: free units for every N bought',
    example: 1,
  }),
  validFrom: instant.meta({ description: 'Open from (ISO 8601)', example: '2026-12-01T00:00:00Z' }),
  validTo: instant.nullable().meta({ description: 'Closed from (ISO 8601); null: open-ended' }),
  active: z.boolean(),
  tiers: z
    .array(z.object({ itemId, startQuantity: quantity, endQuantity: quantity, price: usd }))
    .max(1_000)
    .meta({ description: 'Kind 1: the unit price in USD while the quantity is within the range' }),
  buyGet: z
    .array(z.object({ itemId, buyQuantity: quantity, getQuantity: quantity, getItemId: itemId }))
    .max(1_000)
    .meta({ description: 'Kind 4: getQuantity of getItemId free for every buyQuantity of itemId' }),
};

type RuleShape = {
  kind: 1 | 4;
  validFrom: string;
  validTo: string | null;
  tiers: { itemId: number; startQuantity: number; endQuantity: number }[];
  buyGet: { itemId: number }[];
};
/** Rules across fields: an ordered window, rows of the list's kind only, ranges that do not overlap. */
const consistent = (o: RuleShape, ctx: z.RefinementCtx) => {
  if (o.validTo && new Date(o.validTo) <= new Date(o.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'validation.endsBeforeStart' });
  const [mine, other] = o.kind === 1 ? (['tiers', 'buyGet'] as const) : (['buyGet', 'tiers'] as const);
  if (o[mine].length === 0)
    ctx.addIssue({ code: 'custom', path: [mine], message: 'validation.tiersRequired' });
  if (o[other].length > 0) ctx.addIssue({ code: 'custom', path: [other], message: 'api.zod.invalidValue' });
  o.tiers.forEach((t, index) => {
    if (t.endQuantity < t.startQuantity)
      ctx.addIssue({
        code: 'custom',
        path: ['tiers', index, 'endQuantity'],
        message: 'validation.quantityRange',
      });
  });
  for (const index of overlappingTiers(o.tiers))
    ctx.addIssue({
      code: 'custom',
      path: ['tiers', index, 'startQuantity'],
      message: 'api.staff.tiersOverlap',
    });
  const rules = o.buyGet.map((b) => b.itemId);
  if (new Set(rules).size !== rules.length)
    ctx.addIssue({ code: 'custom', path: ['buyGet'], message: 'validation.duplicateItems' });
};

const id = z.number().int().positive().meta({ description: 'The price list id', example: 7 });
const version = z.number().int().meta({ description: 'The version read (409 if it changed since)' });

export const OpsPriceRuleCreateRequest = z.object(ruleShape).superRefine(consistent).meta({
  description: 'A new volume or buy-get price list',
});
export type OpsPriceRuleCreateRequest = z.infer<typeof OpsPriceRuleCreateRequest>;
export const OpsPriceRuleUpdateRequest = z
  .object({ ...ruleShape, id, version })
  .superRefine(consistent)
  .meta({ description: 'A volume or buy-get price list changed, with the version read' });
export type OpsPriceRuleUpdateRequest = z.infer<typeof OpsPriceRuleUpdateRequest>;
export const OpsPriceRule = z.object({ ...ruleShape, id, version }).meta({ description: 'A price list' });
export type OpsPriceRule = z.infer<typeof OpsPriceRule>;
export const OpsPriceRuleList = z
  .object({ rows: z.array(OpsPriceRule) })
  .meta({ description: 'Every volume and buy-get price list, newest first' });
export type OpsPriceRuleList = z.infer<typeof OpsPriceRuleList>;

export const OpsPriceRulePreviewRequest = z
  .object({ ...ruleShape, id: id.optional() })
  .superRefine(consistent)
  .meta({ description: 'A price list as it would be saved (with its id when it exists)' });
export type OpsPriceRulePreviewRequest = z.infer<typeof OpsPriceRulePreviewRequest>;
export const OpsPriceRulePreview = z
  .object({
    rows: z.array(
      z.object({
        itemId: z.number().int(),
        itemCode: z.string(),
        name: z.string(),
        quantity: z.number().int().meta({ description: 'The quantity in the cart' }),
        before: z.number().meta({ description: 'The cart’s USD unit price at this quantity now' }),
        after: z.number().meta({ description: 'The cart’s USD unit price at this quantity once saved' }),
        freeBefore: z.number().int().meta({ description: 'Free units the cart adds now' }),
        freeAfter: z.number().int().meta({ description: 'Free units the cart adds once saved' }),
      }),
    ),
  })
  .meta({
    description: 'The storefront cart’s USD price of each affected item and quantity, before and after',
  });
export type OpsPriceRulePreview = z.infer<typeof OpsPriceRulePreview>;
