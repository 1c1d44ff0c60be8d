import type { PaymentCallback } from '@dfs/contract/payments';

/** Where the gateway sends the browser back for each outcome (our storefront's pages). */
export interface ReturnUrls {
  succeeded: string;
  failed: string;
  cancelled: string;
  pending: string;
  error: string;
}

export interface PaymentSessionRequest {
  /** The shop's reference of what is paid for (the order code): one order is paid once. */
  reference: string;
  amountMinor: number;
  currency: string;
  /** Shown on the hosted page, e.g. "Pre-order 7Q2M9XK4PD". */
  description: string;
  returnUrls: ReturnUrls;
  language: string;
}

export interface PaymentSession {
  /** The gateway's reference; callbacks name it. */
  providerRef: string;
  /** The hosted payment page the browser goes to; card numbers are typed there, never on our pages. */
  redirectUrl: string;
}

export class InvalidSignature extends Error {}

/** What the gateway knows of a payment when asked (the reconciler asks when a callback may be lost). */
export type GatewayPaymentStatus = 'open' | 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'unknown';

/**
 * A card payment provider with a hosted payment page (DESIGN.md §7). The shop never sees a card
 * number: it starts a session, sends the browser to the gateway, and learns the result only from the
 * gateway's signed callback.
 */
export interface PaymentGateway {
  readonly name: string;
  createSession(request: PaymentSessionRequest): Promise<PaymentSession>;
  /**
   * Checks a callback's signature over the raw body and its timestamp; throws InvalidSignature.
   * Returns nothing: the caller parses the body once it is known to come from the gateway.
   */
  verifyCallback(rawBody: string, signature: string | undefined, now: Date): void;
  /** How the payment stands at the gateway now, whatever callbacks did or did not arrive. */
  status(providerRef: string): Promise<GatewayPaymentStatus>;
  /** Gives back a captured payment; asking twice for one payment refunds it once. */
  refund(providerRef: string, amountMinor: number, currency: string): Promise<void>;
  /** Drops a payment that has not been captured. */
  void(providerRef: string): Promise<void>;
}

export type { PaymentCallback };
