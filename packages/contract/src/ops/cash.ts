import { z } from 'zod';
import { CrewFlight } from './crew';

/** A flight's cash reconciliation for the station (money the crew took against money due). */

const Amount = (description: string) => z.number().meta({ description });

const CashSum = {
  currency: z.string().meta({ description: 'The orders’ currency (ISO 4217); each currency sums apart' }),
  orders: z.number().int().meta({ description: 'Hand-over records holding cash' }),
  expected: Amount('Cash due: the totals of the cash-on-board orders handed over'),
  taken: Amount('Cash the crew recorded as taken'),
  difference: Amount('Taken minus expected: below 0 short, above 0 over'),
};

export const CashCrewLine = z.object({
  staffId: z.number().int().meta({ description: 'The crew member whose device recorded the hand-overs' }),
  staffName: z.string(),
  ...CashSum,
});
export type CashCrewLine = z.infer<typeof CashCrewLine>;

export const CashTotal = z.object(CashSum);
export type CashTotal = z.infer<typeof CashTotal>;

export const cashFlagReasons = ['cashDifference', 'secondDevice'] as const;

export const CashFlaggedLine = z.object({
  orderCode: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  reasons: z.array(z.enum(cashFlagReasons)).meta({
    description:
      'cashDifference: the cash taken is not the cash due; secondDevice: the order was handed over already on another device',
  }),
  currency: z.string(),
  expected: z.number().nullable().meta({ description: 'Null when the record holds no cash' }),
  taken: z.number().nullable(),
  difference: z.number().nullable(),
  recordedAt: z.string().nullable().meta({ description: 'Device time (ISO 8601, UTC)' }),
  receivedAt: z.string(),
});
export type CashFlaggedLine = z.infer<typeof CashFlaggedLine>;

export const CashReconciliation = z.object({
  flight: CrewFlight.omit({ orders: true }),
  crew: z.array(CashCrewLine).meta({ description: 'By crew member and currency' }),
  totals: z.array(CashTotal).meta({ description: 'By currency: the sums of the crew lines' }),
  flagged: z.array(CashFlaggedLine).meta({ description: 'Records the station looks into, newest first' }),
});
export type CashReconciliation = z.infer<typeof CashReconciliation>;
