import { z } from 'zod';
import { OrderCode, ViewToken } from './preorders';

/** Start (or start again) the card payment of an unpaid card order. */
export const InitiatePaymentRequest = z
  .object({ orderCode: OrderCode, viewToken: ViewToken.optional() })
  .strict();
export type InitiatePaymentRequest = z.infer<typeof InitiatePaymentRequest>;
export const InitiatePaymentResponse = z.object({ paymentRedirectUrl: z.string() });

/** What a gateway reports about a payment; the callback's body, signed over its raw bytes. */
export const PaymentEventType = z.enum([
  'payment.succeeded',
  'payment.failed',
  'payment.pending',
  'payment.error',
  'payment.cancelled',
]);
export type PaymentEventType = z.infer<typeof PaymentEventType>;

export const PaymentCallback = z
  .object({
    eventId: z
      .string()
      .min(8)
      .max(128)
      .describe('The gateway’s id of this event; a replay carries the same id.'),
    type: PaymentEventType.describe('What happened to the payment.'),
    providerRef: z.string().min(8).max(128).describe('The gateway’s reference of the payment session.'),
    amountMinor: z
      .number()
      .int()
      .nonnegative()
      .max(Number.MAX_SAFE_INTEGER)
      .describe('The amount in minor units (cents).'),
    currency: z.string().length(3).describe('ISO 4217 currency code (USD).'),
  })
  .strict();
export type PaymentCallback = z.infer<typeof PaymentCallback>;
/** The gateway's signature of the callback's raw body. */
export const GatewaySignature = z
  .string()
  .max(256)
  .describe(
    '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, made with the shared gateway secret.',
  );

export const PaymentCallbackResponse = z.object({ received: z.boolean(), duplicate: z.boolean() });
