import { PaymentCallback, type PaymentEventType } from '@dfs/contract/payments';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound, Unauthorized, Unavailable } from '../../errors';
import type { EventBus } from '../../events/event-bus';
import { type Faults, noFaults } from '../../faults';
import type { Outbox } from '../outbox/outbox.service';
import type { PaymentEvents } from './payment-events';
import {
  InvalidSignature,
  type PaymentGateway,
  type PaymentSession,
  type ReturnUrls,
} from './payment-gateway';
import type { PaymentsRepository } from './payments.repository';

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

export function createPaymentsService(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  /** Refunds and voids that must wait for a commit run from here. */
  outbox: Pick<Outbox, 'on' | 'publish' | 'transaction'>;
  /** Where callbacks are reported to the order side. */
  events: Pick<EventBus<PaymentEvents>, 'emit'>;
  now: () => Date;
  options?: {
    /** How long a session request may take before the payment counts as not started. */
    gatewayTimeoutMs?: number;
    faults?: Faults;
    /** Where a failed gateway call is reported (the caller answers the traveller). */
    onGatewayFailure?: (error: unknown) => void;
  };
}) {
  const { repository, gateway, outbox, events, now } = deps;
  const options = deps.options ?? {};
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
  type GatewayWork = { paymentId: number };
  // After the commit: the gateway gives back or drops what the committed change no longer wants.
  outbox.on<GatewayWork>('payment.refund', async ({ paymentId }) => {
    const payment = await repository.paymentById(paymentId);
    if (payment?.providerRef) {
      await withTimeout(
        gateway.refund(payment.providerRef, payment.amountMinor, payment.currencyCode),
        gatewayTimeoutMs,
      );
    }
  });
  outbox.on<GatewayWork>('payment.void', async ({ paymentId }) => {
    const payment = await repository.paymentById(paymentId);
    if (payment?.providerRef) await withTimeout(gateway.void(payment.providerRef), gatewayTimeoutMs);
  });

  /** Marks a payment dropped, in the caller's transaction; the gateway hears of it after the commit. */
  async function drop(tx: Db, payment: { id: number; status: string; providerRef: string | null }) {
    await repository.setStatus(tx, payment.id, 'cancelled');
    if (!payment.providerRef) return;
    await outbox.publish(tx, payment.status === 'succeeded' ? 'payment.refund' : 'payment.void', {
      paymentId: payment.id,
    });
  }

  return {
    /** Of these orders, those whose card payment the bank still reports as pending. */
    ordersPendingAtBank: (tx: Db, orderIds: readonly number[]) =>
      repository.ordersPendingAtBank(tx, orderIds),

    /**
     * Opens a hosted card payment at the gateway, before any transaction (DESIGN.md §10). Answers the
     * session, or undefined when the gateway failed or did not answer in time: the order then stays
     * awaiting payment with its stock held, and the traveller may start the payment again.
     */
    async open(payment: {
      reference: string;
      description: string;
      amountMinor: number;
      currency: string;
      returnUrls: ReturnUrls;
      language: string;
    }): Promise<PaymentSession | undefined> {
      try {
        return await withTimeout(gateway.createSession(payment), gatewayTimeoutMs);
      } catch (error) {
        options.onGatewayFailure?.(error);
        return undefined;
      }
    },

    /** Compensation of `open` when the order's transaction did not commit: the session is dropped. */
    async abandon(session: PaymentSession | undefined) {
      if (!session) return;
      await withTimeout(gateway.void(session.providerRef), gatewayTimeoutMs).catch((error) =>
        options.onGatewayFailure?.(error),
      );
    },

    /**
     * Records an opened session as the order's payment, in the order's transaction. A new attempt
     * replaces any open one (dropped at the gateway after the commit), so at most one session of an
     * order can still succeed; a captured one refuses it.
     */
    async record(
      tx: Db,
      payment: { orderId: number; amountMinor: number; currency: string; session: PaymentSession },
    ) {
      const live = await repository.liveOfOrder(tx, payment.orderId);
      if (live.some((p) => p.status === 'succeeded')) throw new Conflict('api.orders.alreadyPaid');
      for (const open of live) await drop(tx, open);
      await repository.insertPayment(tx, {
        orderId: payment.orderId,
        provider: gateway.name,
        providerRef: payment.session.providerRef,
        amountMinor: payment.amountMinor,
        currencyCode: payment.currency,
      });
    },

    /**
     * Handles a gateway callback: signature and timestamp first, then the event id (a replay changes
     * nothing), then amount and currency against the payment. Anything wrong leaves no trace. The
     * order side hears of it through PaymentEvents, in this transaction.
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

      return outbox.transaction(async (tx) => {
        await events.emit(tx, 'payment.reporting', { orderId: known.orderId });
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
            await outbox.publish(tx, 'payment.refund', { paymentId: payment.id });
          }
          return { received: true, duplicate: false };
        }
        if (next === 'pending') {
          await repository.setStatus(tx, payment.id, 'pending');
        } else if (next === 'succeeded') {
          await repository.setStatus(tx, payment.id, 'succeeded');
          await events.emit(tx, 'payment.succeeded', { orderId: payment.orderId, paymentId: payment.id });
        } else {
          await repository.setStatus(tx, payment.id, next);
          await events.emit(tx, 'payment.notPaid', { orderId: payment.orderId, outcome: next });
        }
        return { received: true, duplicate: false };
      });
    },

    /** A captured payment the order no longer wants (cancelled or expired meanwhile): refunded after the commit. */
    async refundUnwanted(tx: Db, paymentId: number) {
      await repository.setStatus(tx, paymentId, 'cancelled');
      await outbox.publish(tx, 'payment.refund', { paymentId });
    },

    /**
     * Asks the gateway how the order's open payments stand, before any transaction, for when their
     * callback never arrived (the gateway failed to deliver it, or this process died receiving it).
     * Answers the captured payment's id, if any.
     */
    async askGateway(orderId: number): Promise<{ captured?: number }> {
      for (const payment of await repository.liveOf(orderId)) {
        if (payment.status === 'succeeded') return { captured: payment.id };
        if (!payment.providerRef) continue;
        if ((await withTimeout(gateway.status(payment.providerRef), gatewayTimeoutMs)) === 'succeeded') {
          return { captured: payment.id };
        }
      }
      return {};
    },

    /** Marks a payment the gateway reported captured, in the caller's transaction. */
    async markCaptured(tx: Db, paymentId: number) {
      await repository.setStatus(tx, paymentId, 'succeeded');
    },

    /**
     * Settles an order's card payments at the gateway before its cancellation is written: a captured
     * payment is refunded, an open one voided. A gateway failure is a 503 and nothing is written.
     * Answers what was settled, for `closeSettled` in the cancel's transaction.
     */
    async settleBeforeCancel(orderId: number): Promise<Map<number, 'refunded' | 'voided'>> {
      const settled = new Map<number, 'refunded' | 'voided'>();
      for (const payment of await repository.liveOf(orderId)) {
        if (payment.status === 'succeeded') {
          await settle(gateway.refund(payment.providerRef!, payment.amountMinor, payment.currencyCode));
          settled.set(payment.id, 'refunded');
        } else {
          if (payment.providerRef) await settle(gateway.void(payment.providerRef));
          settled.set(payment.id, 'voided');
        }
      }
      return settled;
    },

    /**
     * Closes the order's payments in its cancellation's transaction. One captured since
     * `settleBeforeCancel` looked (a callback came in between) is refunded after the commit. Answers
     * whether money goes back.
     */
    async closeSettled(
      tx: Db,
      orderId: number,
      settled: ReadonlyMap<number, 'refunded' | 'voided'> = new Map(),
    ): Promise<'refunded' | 'voided' | 'none'> {
      let result: 'refunded' | 'voided' | 'none' = 'none';
      for (const payment of await repository.liveOfOrder(tx, orderId)) {
        const done = settled.get(payment.id);
        const refunded = payment.status === 'succeeded';
        if (done === 'refunded' || (done === 'voided' && !refunded)) {
          await repository.setStatus(tx, payment.id, 'cancelled');
        } else {
          await drop(tx, payment);
        }
        if (refunded) result = 'refunded';
        else if (result === 'none') result = 'voided';
      }
      return result;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
