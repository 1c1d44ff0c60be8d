import { z } from 'zod';

const id = z.number().int().positive().meta({ description: 'The currency id', example: 2 });
const version = z.number().int().meta({ description: 'The version read (409 if it changed since)' });
const rateToUsd = z
  .number()
  .positive('validation.ratePositive')
  .max(1_000_000, 'validation.ratePositive')
  .refine((v) => Math.abs(Math.round(v * 1e6) - v * 1e6) < 1e-3, 'validation.rateDecimals')
  .meta({ description: 'Units of this currency per 1 USD (6 decimals at most)', example: 3.75 });

export const OpsCurrency = z
  .object({
    id,
    version,
    code: z.string().meta({ example: 'SAR' }),
    name: z.string().meta({ example: 'Saudi riyal' }),
    rateToUsd,
    active: z.boolean().meta({ description: 'Offered to travellers (USD, the default, always is)' }),
    isDefault: z.boolean().meta({ description: 'USD: prices are kept in it; never switched off' }),
  })
  .meta({ description: 'A currency the storefront shows prices in' });
export type OpsCurrency = z.infer<typeof OpsCurrency>;

export const OpsCurrencyList = z
  .object({ rows: z.array(OpsCurrency) })
  .meta({ description: 'Every currency, in the storefront’s order' });
export type OpsCurrencyList = z.infer<typeof OpsCurrencyList>;

export const OpsCurrencyUpdateRequest = z
  .object({ id, version, rateToUsd, active: z.boolean() })
  .meta({ description: 'A currency’s rate and state changed, with the version read' });
export type OpsCurrencyUpdateRequest = z.infer<typeof OpsCurrencyUpdateRequest>;

export const OpsCurrencyPreviewRequest = z
  .object({
    id,
    rateToUsd,
    itemId: z.number().int().positive().optional().meta({ description: 'The item to show; else a sample' }),
  })
  .meta({ description: 'A rate as it would be saved' });
export type OpsCurrencyPreviewRequest = z.infer<typeof OpsCurrencyPreviewRequest>;

export const OpsCurrencyPreview = z
  .object({
    currency: z.string().meta({ example: 'SAR' }),
    rows: z.array(
      z.object({
        itemId: z.number().int(),
        itemCode: z.string(),
        name: z.string(),
        usd: z.number().meta({ description: 'The storefront price in USD (the rate does not change it)' }),
        before: z.number().meta({ description: 'The storefront price in the currency now' }),
        after: z.number().meta({ description: 'The storefront price in the currency at the new rate' }),
      }),
    ),
  })
  .meta({ description: 'Affected storefront prices: USD, and the currency before and after' });
export type OpsCurrencyPreview = z.infer<typeof OpsCurrencyPreview>;
