import { z } from 'zod';

const itemCode = z
  .string()
  .trim()
  .min(1, 'validation.itemCodeRequired')
  .max(32)
  .meta({ description: 'The item code', example: 'FRG-1001' });

export const RegulationPrompt = z.enum(['euFragrance']).meta({
  description: 'The prompt a regulated item triggers: euFragrance, the destination-in-Europe confirmation',
});
export type RegulationPrompt = z.infer<typeof RegulationPrompt>;

export const OpsRegulatedItem = z
  .object({
    itemId: z.number().int(),
    itemCode: z.string().meta({ example: 'FRG-1001' }),
    name: z.string(),
    prompt: RegulationPrompt,
  })
  .meta({ description: 'An item on the regulated list' });
export type OpsRegulatedItem = z.infer<typeof OpsRegulatedItem>;

export const OpsRegulationCategory = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ example: 'Liquor' }),
    code: z.string().nullable().meta({ example: 'LIQUOR' }),
    ageRestricted: z.boolean().meta({ description: 'Its items need the age confirmation (18 and over)' }),
  })
  .meta({ description: 'A top category and whether it is age-restricted' });
export type OpsRegulationCategory = z.infer<typeof OpsRegulationCategory>;

export const OpsRegulation = z
  .object({
    items: z.array(OpsRegulatedItem).meta({ description: 'The regulated items, by item code' }),
    categories: z
      .array(OpsRegulationCategory)
      .meta({ description: 'Every top category, in the storefront’s order' }),
  })
  .meta({ description: 'The regulated items and the age-restricted categories the storefront asks about' });
export type OpsRegulation = z.infer<typeof OpsRegulation>;

export const OpsRegulatedItemAddRequest = z
  .object({ itemCode, prompt: RegulationPrompt.default('euFragrance') })
  .meta({ description: 'An item put on the regulated list (409 if it is already on it)' });
export type OpsRegulatedItemAddRequest = z.input<typeof OpsRegulatedItemAddRequest>;

export const OpsRegulatedItemRemoveRequest = z
  .object({ itemCode })
  .meta({ description: 'An item taken off the regulated list (404 if it is not on it)' });
export type OpsRegulatedItemRemoveRequest = z.infer<typeof OpsRegulatedItemRemoveRequest>;

export const OpsAgeRestrictedSetRequest = z
  .object({
    categoryIds: z
      .array(z.number().int().positive())
      .max(200)
      .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicateCategories')
      .meta({ description: 'Every top category that is age-restricted from now on (the others are not)' }),
  })
  .meta({ description: 'The whole list of age-restricted top categories' });
export type OpsAgeRestrictedSetRequest = z.infer<typeof OpsAgeRestrictedSetRequest>;
