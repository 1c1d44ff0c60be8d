import { z } from 'zod';
import { DEFAULT_CURRENCY_ID } from './defaults';

/** Every GET carries the selected currency (spec §7); USD (id 2) by default. */
export const CurrencyQuery = z.object({
  currencyId: z.coerce
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .default(DEFAULT_CURRENCY_ID)
    .describe('The currency prices are shown in: an `id` from Currency/GetAll (2 = USD, the default).'),
});
export type CurrencyQuery = z.infer<typeof CurrencyQuery>;

/** A decimal amount with at most two places, as money travels on the wire. */
export const MoneyAmount = z.number().finite().nonnegative();

export const Id = z.number().int().positive();

/** A client's key for one order attempt: a retry with the same key answers the same order. */
export const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/)
  .describe(
    'A fresh key (8–128 letters, digits, `_`, `.`, `:` or `-`; a UUID will do) for each order attempt. A retry with the same key answers the order the first attempt placed instead of placing another.',
  );

/** The headers of the calls that place orders. */
export const OrderAttemptHeaders = z.object({ 'idempotency-key': IdempotencyKey.optional() }).passthrough();

/**
 * A named code set on the wire as a zod enum of its numbers: the values stay the numbers clients
 * have always sent and read, the type is the named union (no `as 1 | 2 | 3` anywhere).
 */
export function codeEnum<T extends Record<string, number>>(codes: T, error?: string) {
  const values = Object.values(codes) as T[keyof T][];
  const literals = values.map((v) => z.literal(v)) as unknown as [
    z.ZodLiteral<T[keyof T]>,
    z.ZodLiteral<T[keyof T]>,
    ...z.ZodLiteral<T[keyof T]>[],
  ];
  return z.union(literals, error ? { error } : undefined);
}

/** A code list as the document explains it: "1 Card, 2 CashOnBoard, 3 Mile". */
export const codeList = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([name, code]) => `${code} ${name}`)
    .join(', ');
