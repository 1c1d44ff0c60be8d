import { z } from 'zod';
import { DEFAULT_CURRENCY_ID } from './defaults';

/** Every GET carries the selected currency (spec §7); USD (id 2) by default. */
export const CurrencyQuery = z.object({
  currencyId: z.coerce.number().int().positive().max(1_000_000).default(DEFAULT_CURRENCY_ID),
});
export type CurrencyQuery = z.infer<typeof CurrencyQuery>;

/** A decimal amount with at most two places, as money travels on the wire. */
export const MoneyAmount = z.number().finite().nonnegative();

export const Id = z.number().int().positive();
