import { z } from 'zod';
import { OrderStatusCode, PaymentOptionCode, PaymentStatusCode } from './order-codes';

/**
 * Order events sent to partner channels' webhook endpoints (Standard Webhooks: each POST carries
 * `webhook-id`, `webhook-timestamp` and `webhook-signature`). Handed over and not collected are
 * lifecycle states the crew records; they are listed so a partner can subscribe to them now.
 */
export const orderEventTypes = [
  'order.placed',
  'order.paid',
  'order.changed',
  'order.cancelled',
  'order.refunded',
  'order.handedOver',
  'order.notCollected',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

export const OrderEventTypeSchema = z
  .enum(orderEventTypes)
  .describe(
    'The order event: placed, paid (card payment captured), changed (collecting details), cancelled, refunded, handedOver (collected on board), notCollected.',
  );

/** What an order event says of the order: no personal data, the order code to look it up with. */
export const OrderEventDataSchema = z
  .object({
    orderCode: z.string().describe('The order code (Order/GetByCode looks the order up).'),
    kind: z
      .enum(['preorder', 'onboard'])
      .describe('A pre-order collected on board, or an order bought on board.'),
    orderRequestStatus: OrderStatusCode,
    paymentStatus: PaymentStatusCode,
    paymentOption: PaymentOptionCode,
    flightNumber: z.string().nullable().describe('The flight the order is collected on.'),
    departureDate: z.string().nullable().describe("The flight's departure, ISO 8601 date-time (UTC)."),
    totalMinor: z.number().int().describe('The order total in minor units of its currency.'),
  })
  .strict();
export type OrderEventData = z.infer<typeof OrderEventDataSchema>;

/** The JSON body of every webhook POST. */
export const OrderEventSchema = z
  .object({
    type: OrderEventTypeSchema,
    timestamp: z.string().describe('When the event happened, ISO 8601 date-time (UTC).'),
    data: OrderEventDataSchema,
  })
  .strict()
  .describe(
    'An order event. Verify it first: webhook-signature is "v1," followed by the base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" keyed with the base64-decoded part of your secret after "whsec_". webhook-id is the same on every retry and replay: use it to drop duplicates.',
  );
export type OrderEvent = z.infer<typeof OrderEventSchema>;
