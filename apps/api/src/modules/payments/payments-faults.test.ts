import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { gatewayProbe, preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const PAST_HOLD_MS = 31 * 60 * 1000;
const GATEWAY_TIMEOUT_MS = 300;

describe('a card gateway that fails, times out or loses its callback', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  const probe = gatewayProbe();

  beforeAll(async () => {
    t = await createTestApp(
      { paymentGateway: probe.wrap },
      { PAYMENT_GATEWAY_TIMEOUT_MS: String(GATEWAY_TIMEOUT_MS) },
    );
    kit = preOrderKit(t);
  });
  afterEach(() => probe.fail('none'));
  afterAll(() => t?.close());

  /** Runs the hold sweeper as if the hold had run out, then puts the clock back. */
  async function sweepAfterHold() {
    t.clock.advance(PAST_HOLD_MS);
    try {
      return await t.app.sweepExpiredHolds();
    } finally {
      t.clock.advance(-PAST_HOLD_MS);
    }
  }

  it.each(['error', 'timeout'] as const)(
    'keeps the order awaiting payment with its stock held when the gateway gives %s, and takes payment once it is back',
    async (mode) => {
      const traveller = await signInCustomer(t, 'traveller');
      const headers = await traveller.headers(Privilege.PreOrderAccess);
      const item = await kit.newItem({ stock: 6, price: 40 });
      const flight = await kit.newFlight(3 * DAY);
      const payload = kit.body(flight, [{ itemId: item, quantity: 2 }], {
        paymentOption: 1,
        guest: undefined,
      });

      probe.fail(mode);
      const failed = await kit.create(payload, headers, `gateway-${mode}`);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(failed.headers['retry-after']).toBe('5');
      const [order] = await kit.orderIdsOfItem(item);
      const row = await kit.order(order!);
      expect(row).toMatchObject({ order_request_status: S.PendingPayment, payment_status: P.Unpaid });
      expect(failed.json().message).toContain((await kit.orderCodeOf(order!)) as string);
      expect(await kit.stockOf(item)).toBe(4);
      // A replay of the checkout tells the same, without a second order.
      const replay = await kit.create(payload, headers, `gateway-${mode}`);
      expect(replay.statusCode).toBe(503);
      expect(await kit.orderIdsOfItem(item)).toEqual([order]);

      probe.fail('none');
      const again = await t.app.inject({
        method: 'POST',
        url: '/Payment/api/V1.0/Payment/Initiate',
        headers,
        payload: { orderCode: await kit.orderCodeOf(order!) },
      });
      expect(again.statusCode).toBe(200);
      await kit.payOnSandbox(again.json().paymentRedirectUrl, {
        action: 'pay',
        cardNumber: '4242424242424242',
      });
      expect(await kit.order(order!)).toMatchObject({
        order_request_status: S.Confirmed,
        payment_status: P.Paid,
      });
      expect(await kit.stockOf(item)).toBe(4);
    },
  );

  it('releases an order whose payment never started once its hold runs out', async () => {
    const item = await kit.newItem({ stock: 3, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    probe.fail('timeout');
    const failed = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }));
    expect(failed.statusCode).toBe(503);
    probe.fail('none');
    const [order] = await kit.orderIdsOfItem(item);
    expect(await kit.stockOf(item)).toBe(2);
    expect(await sweepAfterHold()).toBeGreaterThanOrEqual(1);
    expect((await kit.order(order!)).order_request_status).toBe(S.Cancelled);
    expect(await kit.stockOf(item)).toBe(3);
  });

  it('refuses a cancel with 503 and changes nothing while the gateway cannot refund; it goes through once the gateway is back', async () => {
    const item = await kit.newItem({ stock: 4, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = (
      await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }))
    ).json();
    await kit.payOnSandbox(placed.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    const ref = (await kit.payment(placed.id)).provider_ref;

    probe.fail('error');
    const refused = await kit.cancel(placed);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ status: 503, code: 'unavailable' });
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Confirmed,
      payment_status: P.Paid,
    });
    expect(await kit.stockOf(item)).toBe(3);
    expect((await kit.payment(placed.id)).status).toBe('succeeded');

    probe.fail('none');
    expect((await kit.cancel(placed)).statusCode).toBe(200);
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Cancelled,
      payment_status: P.Refunded,
    });
    expect(await kit.stockOf(item)).toBe(4);
    expect(
      t.app.sandboxGateway.operations.filter((o) => o.kind === 'refund' && o.providerRef === ref),
    ).toHaveLength(1);
  });

  it.each([
    ['payment.succeeded', S.Confirmed, P.Paid, 1],
    ['payment.failed', S.Cancelled, P.Unpaid, 2],
  ] as const)(
    'reconciles a payment whose %s callback was lost: the sweeper asks the gateway, waiting while it is down',
    async (outcome, status, paymentStatus, stockAfter) => {
      const item = await kit.newItem({ stock: 2, price: 40 });
      const flight = await kit.newFlight(3 * DAY);
      const placed = (
        await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }))
      ).json();
      // The gateway settles the payment, but its callback never reaches the shop.
      const session = t.app.sandboxGateway.readSession(
        new URL(placed.paymentRedirectUrl, 'http://x').searchParams.get('session') ?? undefined,
      )!;
      t.app.sandboxGateway.charge(session, outcome);
      const mailsBefore = (await t.outbox()).length;

      probe.fail('error');
      await expect(sweepAfterHold()).rejects.toThrow(/502/);
      expect((await kit.order(placed.id)).order_request_status).toBe(S.PendingPayment);
      expect(await kit.stockOf(item)).toBe(1);

      probe.fail('none');
      expect(await sweepAfterHold()).toBeGreaterThanOrEqual(1);
      expect(await kit.order(placed.id)).toMatchObject({
        order_request_status: status,
        payment_status: paymentStatus,
        hold_expires_at: null,
      });
      expect(await kit.stockOf(item)).toBe(stockAfter);
      expect((await t.outbox()).length - mailsBefore).toBe(outcome === 'payment.succeeded' ? 1 : 0);
      const ref = (await kit.payment(placed.id)).provider_ref;
      expect(probe.refundCalls.get(ref) ?? 0).toBe(0);

      // The callback turning up late changes nothing more.
      const late = await kit.callback({
        eventId: `evt_late_${placed.id}`,
        type: outcome,
        providerRef: ref,
        amountMinor: 4000,
        currency: 'USD',
      });
      expect(late.statusCode).toBe(200);
      expect((await kit.order(placed.id)).order_request_status).toBe(status);
      expect(await kit.stockOf(item)).toBe(stockAfter);
      expect(probe.refundCalls.get(ref) ?? 0).toBe(0);
      expect(
        await kit.count(
          sql`SELECT count(*)::int AS n FROM orders WHERE id = ${placed.id} AND payment_status = ${P.Paid}`,
        ),
      ).toBe(outcome === 'payment.succeeded' ? 1 : 0);
    },
  );
});
