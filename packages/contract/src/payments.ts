import { z } from 'zod';
import { OrderCode } from './preorders';

/** Start (or start again) the card payment of an unpaid card order. */
export const InitiatePaymentRequest = z
  .object({ orderCode: OrderCode, viewToken: z.string().trim().min(16).max(64).optional() })
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
    eventId: z.string().min(8).max(128),
    type: PaymentEventType,
    providerRef: z.string().min(8).max(128),
    amountMinor: z.number().int().nonnegative(),
    currency: z.string().length(3),
  })
  .strict();
export type PaymentCallback = z.infer<typeof PaymentCallback>;
export const PaymentCallbackResponse = z.object({ received: z.boolean(), duplicate: z.boolean() });
