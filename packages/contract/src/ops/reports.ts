import { z } from 'zod';

export const ReportQuery = z
  .object({
    from: z.iso.date().meta({ description: 'First day (UTC, inclusive)', example: '2026-11-01' }),
    to: z.iso.date().meta({ description: 'Last day (UTC, inclusive)', example: '2026-11-30' }),
  })
  .strict()
  .refine((q) => q.from <= q.to, { message: 'validation.dateRange', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'validation.dateRange',
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

export const reportSections = ['day', 'flight', 'route', 'currency', 'items', 'promotions'] as const;
export const ReportExportQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    section: z.enum(reportSections).default('day'),
  })
  .strict();
export type ReportExportQuery = z.infer<typeof ReportExportQuery>;

/** Sold money in one currency: every order placed and not left unpaid; refunds beside it. */
const Amounts = {
  currency: z.string(),
  orders: z.number().int(),
  gross: z.number().meta({ description: 'Sold, in the currency (decimal)' }),
  refunded: z.number().meta({ description: 'Of which given back' }),
  net: z.number(),
};

export const SalesReport = z.object({
  from: z.string(),
  to: z.string(),
  byDay: z.array(z.object({ day: z.string(), ...Amounts })),
  byFlight: z.array(z.object({ flightNumber: z.string(), departureDay: z.string(), ...Amounts })),
  byRoute: z.array(z.object({ origin: z.string(), destination: z.string(), ...Amounts })),
  byCurrency: z.array(z.object({ ...Amounts, miles: z.number() })),
  topItems: z.array(
    z.object({
      itemId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      orders: z.number().int(),
    }),
  ),
  promotions: z.array(
    z.object({ promoCode: z.string(), currency: z.string(), orders: z.number().int(), discount: z.number() }),
  ),
  handOver: z.object({
    due: z
      .number()
      .int()
      .meta({ description: 'Orders whose flight departed in the range, awaiting or past collection' }),
    handedOver: z.number().int(),
    rate: z.number().meta({ description: 'handedOver / due (0 when none was due)' }),
  }),
});
export type SalesReport = z.infer<typeof SalesReport>;
