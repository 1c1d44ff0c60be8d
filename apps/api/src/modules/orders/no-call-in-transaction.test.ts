import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insideTransaction } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { PaymentGateway } from '../payments/payment-gateway';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

/** Every call made while a database transaction was open, by what was called. */
const calledInside: string[] = [];
const guard = (what: string) => {
  if (insideTransaction()) {
    calledInside.push(what);
    throw new Error(`${what} called inside a database transaction`);
  }
};

/** The card gateway, failing any call made while a transaction is open (DESIGN.md §10). */
function guardedGateway(inner: PaymentGateway): PaymentGateway {
  return {
    name: inner.name,
    verifyCallback: (rawBody, signature, now) => inner.verifyCallback(rawBody, signature, now),
    async createSession(request) {
      guard('createSession');
      return inner.createSession(request);
    },
    async status(providerRef) {
      guard('status');
      return inner.status(providerRef);
    },
    async refund(providerRef, amountMinor, currency) {
      guard('refund');
      return inner.refund(providerRef, amountMinor, currency);
    },
    async void(providerRef) {
      guard('void');
      return inner.void(providerRef);
    },
  };
}

describe('order workflows call the gateway and the mailer only outside a transaction', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    t = await createTestApp({
      paymentGateway: guardedGateway,
      mailTransport: (inner) => ({
        async send(message) {
          guard('mail');
          return inner.send(message);
        },
      }),
    });
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  it('places, pays, restarts, cancels (refunding), expires and e-mails with no call inside one', async () => {
    const item = await kit.newItem({ stock: 10, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const headers = await t.headers(Privilege.PreOrderAccess);
    const card = () =>
      kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }), headers);

    // Placed and paid on the gateway's page (the callback runs through the HTTP stack), then cancelled:
    // the captured payment is refunded.
    const paid = (await card()).json();
    expect(paid.paymentRedirectUrl).toBeTruthy();
    await kit.payOnSandbox(paid.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    expect((await kit.order(paid.id)).order_request_status).toBe(S.Confirmed);
    expect((await kit.cancel(paid)).statusCode).toBe(200);
    expect(await kit.order(paid.id)).toMatchObject({
      order_request_status: S.Cancelled,
      payment_status: P.Refunded,
    });
    expect(t.app.sandboxGateway.operations.filter((o) => o.kind === 'refund')).toHaveLength(1);

    // Paid, then refunded by customer care: the gateway hears of it after the commit.
    const care = await signInStaff(t, 'care');
    const byCare = (await card()).json();
    await kit.payOnSandbox(byCare.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    const refunded = await t.app.inject({
      method: 'POST',
      url: opsApi.orderRefund.path,
      headers: { authorization: care.authorization },
      payload: { id: byCare.id, requestId: randomUUID(), reason: 'Asked by phone' },
    });
    expect(refunded.statusCode).toBe(200);
    await t.app.dispatchOutbox();
    expect(t.app.sandboxGateway.operations.filter((o) => o.kind === 'refund')).toHaveLength(2);

    // Started again (the old session is voided after the commit), then left to expire.
    const unpaid = (await card()).json();
    const restarted = await t.app.inject({
      method: 'POST',
      url: api.initiatePayment.path,
      headers,
      payload: { orderCode: unpaid.orderCode, viewToken: unpaid.viewToken },
    });
    expect(restarted.statusCode).toBe(200);
    t.clock.advance(31 * 60 * 1000);
    expect(await t.app.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    expect((await kit.order(unpaid.id)).order_request_status).toBe(S.Cancelled);
    expect(t.app.sandboxGateway.operations.filter((o) => o.kind === 'void').length).toBeGreaterThanOrEqual(2);

    // A cash order and its confirmation e-mail; every e-mail is sent.
    const cash = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 2 }),
      headers,
    );
    expect(cash.statusCode).toBe(200);
    expect((await t.outbox()).length).toBeGreaterThanOrEqual(3);

    expect(calledInside).toEqual([]);
    expect(await kit.stockOf(item)).toBe(9);
  });
});
