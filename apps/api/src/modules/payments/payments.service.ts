import { PaymentCallback, type PaymentEventType } from '@dfs/contract/payments';
import { type Db, inTransaction } from '../../db/client';
import { BadRequest, Conflict, NotFound, Unauthorized, Unavailable } from '../../errors';
import { type Faults, noFaults } from '../../faults';
import { InvalidSignature, type PaymentGateway, type ReturnUrls } from './payment-gateway';
import type { PaymentsRepository } from './payments.repository';

/** What the order side does when a gateway reports; every call runs in the callback's transaction. */
export interface PaymentResultListener {
  /** Locks the order first, so a callback and a cancel of one order take their locks in one order. */
  lockOrder(tx: Db, orderId: number): Promise<void>;
  /** The order is paid; false when it no longer awaits payment (cancelled or expired meanwhile). */
  paid(tx: Db, orderId: number): Promise<boolean>;
  /** The payment failed, errored or was cancelled by the traveller. */
  notPaid(tx: Db, orderId: number, outcome: 'failed' | 'error' | 'cancelled'): Promise<void>;
}

const statusOf: Record<PaymentEventType, 'succeeded' | 'failed' | 'pending' | 'error' | 'cancelled'> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.pending': 'pending',
  'payment.error': 'error',
  'payment.cancelled': 'cancelled',
};

/**
 * Card payments through a PaymentGateway. An order is paid only by the gateway's signed callback,
 * never by the browser coming back; each callback event counts once.
 */
/** Fails a gateway call that has not answered within `ms`. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`payment gateway gave no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createPaymentsService(
  db: Db,
  repository: PaymentsRepository,
  gateway: PaymentGateway,
  now: () => Date,
  options: {
    /** How long a session request may take before the payment counts as not started. */
    gatewayTimeoutMs?: number;
    faults?: Faults;
    /** Where a failed gateway call is reported (the caller answers the traveller). */
    onGatewayFailure?: (error: unknown) => void;
  } = {},
) {
  const faults = options.faults ?? noFaults;
  const gatewayTimeoutMs = options.gatewayTimeoutMs ?? 10_000;

  /** A refund or void the caller's transaction depends on: a gateway failure is a 503, and the transaction rolls back. */
  async function settle(work: Promise<void>) {
    try {
      await withTimeout(work, gatewayTimeoutMs);
    } catch (error) {
      options.onGatewayFailure?.(error);
      throw new Unavailable();
    }
  }
  let listener: PaymentResultListener | undefined;
  const orders = () => {
    if (!listener) throw new Error('payments: no order listener registered');
    return listener;
  };

  return {
    /** Of these orders, those whose card payment the bank still reports as pending. */
    ordersPendingAtBank: (tx: Db, orderIds: readonly number[]) =>
      repository.ordersPendingAtBank(tx, orderIds),

    /** The pre-order side registers itself here (the two modules know each other only by interface). */
    setListener(l: PaymentResultListener) {
      listener = l;
    },

    /**
     * Starts a hosted card payment for an order in the caller's transaction; returns where to send the
     * browser, or undefined when the gateway failed or did not answer in time (the order stays
     * awaiting payment with its stock held; the traveller may start the payment again).
     */
    async begin(
      tx: Db,
      payment: {
        orderId: number;
        description: string;
        amountMinor: number;
        currency: string;
        returnUrls: ReturnUrls;
        language: string;
      },
    ): Promise<string | undefined> {
      // A new attempt replaces any open one, so at most one session of an order can still succeed.
      for (const open of await repository.liveOfOrder(tx, payment.orderId)) {
        if (open.status === 'succeeded') throw new Conflict('api.orders.alreadyPaid');
        if (open.providerRef) await settle(gateway.void(open.providerRef));
        await repository.setStatus(tx, open.id, 'cancelled');
      }
      let session: Awaited<ReturnType<PaymentGateway['createSession']>>;
      try {
        session = await withTimeout(
          gateway.createSession({
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            description: payment.description,
            returnUrls: payment.returnUrls,
            language: payment.language,
          }),
          gatewayTimeoutMs,
        );
      } catch (error) {
        options.onGatewayFailure?.(error);
        return undefined;
      }
      await faults.checkpoint('checkout.gateway-called');
      await repository.insertPayment(tx, {
        orderId: payment.orderId,
        provider: gateway.name,
        providerRef: session.providerRef,
        amountMinor: payment.amountMinor,
        currencyCode: payment.currency,
      });
      return session.redirectUrl;
    },

    /**
     * Handles a gateway callback: signature and timestamp first, then the event id (a replay changes
     * nothing), then amount and currency against the payment. Anything wrong leaves no trace.
     */
    async handleCallback(rawBody: string, signature: string | undefined) {
      try {
        gateway.verifyCallback(rawBody, signature, now());
      } catch (error) {
        if (error instanceof InvalidSignature) throw new Unauthorized('api.orders.badSignature');
        throw error;
      }
      let parsed: PaymentCallback;
      try {
        parsed = PaymentCallback.parse(JSON.parse(rawBody));
      } catch {
        throw new BadRequest();
      }
      const known = await repository.paymentByRef(parsed.providerRef);
      if (!known) throw new NotFound();
      await faults.checkpoint('callback.received');

      return inTransaction(db, async (tx) => {
        await orders().lockOrder(tx, known.orderId);
        const payment = (await repository.lockPayment(tx, known.id))!;
        if (payment.amountMinor !== parsed.amountMinor || payment.currencyCode !== parsed.currency) {
          throw new BadRequest('api.orders.paymentMismatch');
        }
        if (!(await repository.recordEvent(tx, payment.id, parsed.eventId, parsed))) {
          return { received: true, duplicate: true };
        }
        const next = statusOf[parsed.type];
        // A captured payment stays captured; a later failure report about it is stale.
        if (payment.status === 'succeeded' || payment.status === 'cancelled') {
          if (next === 'succeeded' && payment.status === 'cancelled') {
            // Paid on a session the shop had already dropped: give the money back.
            await gateway.refund(payment.providerRef!, payment.amountMinor, payment.currencyCode);
          }
          return { received: true, duplicate: false };
        }
        if (next === 'pending') {
          await repository.setStatus(tx, payment.id, 'pending');
        } else if (next === 'succeeded') {
          await repository.setStatus(tx, payment.id, 'succeeded');
          if (!(await orders().paid(tx, payment.orderId))) {
            await gateway.refund(payment.providerRef!, payment.amountMinor, payment.currencyCode);
            await repository.setStatus(tx, payment.id, 'cancelled');
          }
        } else {
          await repository.setStatus(tx, payment.id, next);
          await orders().notPaid(tx, payment.orderId, next);
        }
        return { received: true, duplicate: false };
      });
    },

    /**
     * Asks the gateway how the order's open payments stand, for when their callback never arrived (the
     * gateway failed to deliver it, or this process died receiving it). Answers 'paid' when one was
     * captured (it is marked so in the caller's transaction), else 'unpaid'.
     */
    async reconcile(tx: Db, orderId: number): Promise<'paid' | 'unpaid'> {
      for (const payment of await repository.liveOfOrder(tx, orderId)) {
        if (payment.status === 'succeeded') return 'paid';
        if (!payment.providerRef) continue;
        if ((await withTimeout(gateway.status(payment.providerRef), gatewayTimeoutMs)) === 'succeeded') {
          await repository.setStatus(tx, payment.id, 'succeeded');
          return 'paid';
        }
      }
      return 'unpaid';
    },

    /**
     * Settles the card payments of an order being cancelled, in its transaction: a captured payment is
     * refunded, an open one voided. Answers whether money went back.
     */
    async settleCancelled(tx: Db, orderId: number): Promise<'refunded' | 'voided' | 'none'> {
      let result: 'refunded' | 'voided' | 'none' = 'none';
      for (const payment of await repository.liveOfOrder(tx, orderId)) {
        if (payment.status === 'succeeded') {
          await settle(gateway.refund(payment.providerRef!, payment.amountMinor, payment.currencyCode));
          result = 'refunded';
        } else {
          if (payment.providerRef) await settle(gateway.void(payment.providerRef));
          if (result === 'none') result = 'voided';
        }
        await repository.setStatus(tx, payment.id, 'cancelled');
      }
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
