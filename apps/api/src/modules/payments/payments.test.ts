import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInCustomer } from '../../test/customer-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { gatewayProbe, preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
// PostgreSQL runs the two sides of a race truly in parallel, so it gets more rounds.
const RACE_ROUNDS = process.env.TEST_DB_KIND === 'postgres' ? 10 : 4;

describe('card payments through the sandbox gateway', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  const probe = gatewayProbe();

  beforeAll(async () => {
    t = await createTestApp({ paymentGateway: probe.wrap });
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  async function cardOrder(stock = 10, quantity = 2, headers?: Record<string, string>, extra = {}) {
    const item = await kit.newItem({ stock, price: 40, accrual: 55 });
    const flight = await kit.newFlight(3 * DAY);
    const response = await kit.create(
      kit.body(flight, [{ itemId: item, quantity }], { paymentOption: 1, ...extra }),
      headers,
    );
    expect(response.statusCode).toBe(200);
    return { item, placed: response.json() };
  }

  const payment = (orderId: number) => kit.payment(orderId);
  const callback = (body: object | string, signature?: string) => kit.callback(body, signature);

  it('serves a hosted page without script, and pays only on the signed callback', async () => {
    const { item, placed } = await cardOrder();
    expect(placed).toMatchObject({ orderRequestStatus: S.PendingPayment, paymentStatus: P.Unpaid });
    expect(placed.paymentRedirectUrl).toMatch(/^\/Payment\/Sandbox\/Checkout\?session=/);
    expect(await kit.stockOf(item)).toBe(8);

    const page = await t.app.inject({ url: placed.paymentRedirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('USD 80.00');
    expect(page.body).toContain('name="cardNumber"');
    expect(page.body).not.toMatch(/<script/i);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);

    const typo = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4241',
    });
    expect(typo.statusCode).toBe(422);
    expect((await kit.order(placed.id)).order_request_status).toBe(S.PendingPayment);

    const before = (await t.outbox()).length;
    const paid = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/confirmation?order=${placed.orderCode}&token=${placed.viewToken}`);
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Confirmed,
      payment_status: P.Paid,
      hold_expires_at: null,
    });
    expect((await payment(placed.id)).status).toBe('succeeded');
    expect(await kit.stockOf(item)).toBe(8);
    const mails = (await t.outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(placed.orderCode);

    // The card number went to the gateway page only: not into events, orders, payments or e-mail.
    const stored = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_events WHERE payload::text LIKE '%4242%'`,
    );
    expect(stored[0]!.n).toBe(0);
    expect(mails.join('')).not.toContain('4242');
  });

  it('lands a declined card on failure and a cancelled one on cancel, releasing the stock', async () => {
    for (const [fields, location, status] of [
      [{ action: 'pay', cardNumber: '4000000000000002' }, '/payment-failure', S.PaymentFailed],
      [{ action: 'cancel' }, '/payment-cancel', S.Cancelled],
      [{ action: 'pay', cardNumber: '4000000000000119' }, '/payment-error', S.PaymentFailed],
    ] as const) {
      const { item, placed } = await cardOrder(5, 2);
      expect(await kit.stockOf(item)).toBe(3);
      const result = await kit.payOnSandbox(placed.paymentRedirectUrl, fields);
      expect(result.statusCode).toBe(303);
      expect(result.headers.location).toBe(`${location}?order=${placed.orderCode}`);
      expect((await kit.order(placed.id)).order_request_status).toBe(status);
      expect(await kit.stockOf(item)).toBe(5);
    }
  });

  it('keeps a pending payment holding its stock until the hold expires, then the sweeper releases it', async () => {
    const { item, placed } = await cardOrder(4, 1);
    const pending = await kit.payOnSandbox(placed.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4000000000000077',
    });
    expect(pending.headers.location).toBe(
      `/payment-pending?order=${placed.orderCode}&token=${placed.viewToken}`,
    );
    expect((await kit.order(placed.id)).order_request_status).toBe(S.PendingPayment);
    expect(await t.app.sweepExpiredHolds()).toBe(0);
    t.clock.advance(31 * 60 * 1000);
    try {
      expect(await t.app.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-31 * 60 * 1000);
    }
    expect((await kit.order(placed.id)).order_request_status).toBe(S.Cancelled);
    expect(await kit.stockOf(item)).toBe(4);
    const ref = (await payment(placed.id)).provider_ref;
    expect(t.app.sandboxGateway.operations).toContainEqual({ kind: 'void', providerRef: ref });
    // A success that arrives after the hold ran out is refunded, not turned into a paid order.
    const late = await callback({
      eventId: 'evt_late_after_sweep',
      type: 'payment.succeeded',
      providerRef: ref,
      amountMinor: 4000,
      currency: 'USD',
    });
    expect(late.statusCode).toBe(200);
    expect((await kit.order(placed.id)).order_request_status).toBe(S.Cancelled);
    expect(t.app.sandboxGateway.operations.some((o) => o.kind === 'refund' && o.providerRef === ref)).toBe(
      true,
    );
  });

  it('rejects forged, stale, replayed and mismatched callbacks without changing anything', async () => {
    const { item, placed } = await cardOrder(6, 1);
    const ref = (await payment(placed.id)).provider_ref;
    const event = {
      eventId: 'evt_forgery_0001',
      type: 'payment.succeeded',
      providerRef: ref,
      amountMinor: 4000,
      currency: 'USD',
    };
    const unchanged = async () => {
      expect(await kit.order(placed.id)).toMatchObject({
        order_request_status: S.PendingPayment,
        payment_status: P.Unpaid,
      });
      expect(await kit.stockOf(item)).toBe(5);
    };

    expect((await callback(event, '')).statusCode).toBe(401);
    expect(
      (await callback(event, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).statusCode,
    ).toBe(401);
    const raw = JSON.stringify(event);
    const stale = t.app.sandboxGateway.sign(raw, new Date(t.clock.now().getTime() - 301_000));
    expect((await callback(raw, stale)).statusCode).toBe(401);
    // Signed for one body, sent with another.
    const other = JSON.stringify({ ...event, amountMinor: 1 });
    expect((await callback(other, t.app.sandboxGateway.sign(raw))).statusCode).toBe(401);
    const wrongAmount = await callback({ ...event, eventId: 'evt_wrong_amount', amountMinor: 1 });
    expect(wrongAmount.statusCode).toBe(400);
    expect((await callback({ ...event, eventId: 'evt_wrong_currency', currency: 'EUR' })).statusCode).toBe(
      400,
    );
    await unchanged();
    expect(
      await kit.count(sql`SELECT count(*)::int AS n FROM payment_events WHERE event_id LIKE 'evt_wrong%'`),
    ).toBe(0);

    const first = await callback(event);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect((await kit.order(placed.id)).order_request_status).toBe(S.Confirmed);
    const replay = await callback(event);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    // A later failure report about a captured payment is stale.
    await callback({ ...event, eventId: 'evt_after_success', type: 'payment.failed' });
    expect(await kit.order(placed.id)).toMatchObject({
      order_request_status: S.Confirmed,
      payment_status: P.Paid,
    });
    expect(await kit.stockOf(item)).toBe(5);
  });

  it('accrues miles for a member once the card payment succeeds, and refunds the card on cancel', async () => {
    const traveller = await signInCustomer(t, 'traveller');
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    const ledger = async () =>
      queryRows<{ kind: string; miles: number }>(
        t.database.db,
        sql`SELECT kind, miles::float AS miles FROM loyalty_ledger WHERE order_id = ${placedId} ORDER BY id`,
      );
    let placedId = 0;
    const { item, placed } = await cardOrder(5, 2, headers, { guest: undefined });
    placedId = placed.id;
    expect(await ledger()).toEqual([]);
    await kit.payOnSandbox(placed.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    expect(await ledger()).toEqual([{ kind: 'earn', miles: 110 }]);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      headers,
      payload: { id: placed.id, ReasonOfCancellation: 3 },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ orderRequestStatus: S.Cancelled, paymentStatus: P.Refunded });
    const ref = (await payment(placed.id)).provider_ref;
    expect(t.app.sandboxGateway.operations).toContainEqual({
      kind: 'refund',
      providerRef: ref,
      amountMinor: 8000,
    });
    expect(await kit.stockOf(item)).toBe(5);
    expect((await ledger()).map((l) => l.kind)).toEqual(['earn', 'spend']);
  });

  it('ends a cancel racing a payment callback consistent: stock, miles and promo back once, money back once', {
    timeout: 60_000,
  }, async () => {
    const traveller = await signInCustomer(t, 'traveller');
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    const memberId = traveller.loyaltyMemberId!;
    const item = await kit.newItem({ stock: 3, price: 40, accrual: 55 });
    // A promo already used 5 times: a use given back twice would show as 4.
    const promo = await kit.newPromo({ items: [item], percent: 10, usedCount: 5 });
    const flight = await kit.newFlight(3 * DAY);
    const milesBefore = await kit.milesOf(memberId);
    expect(milesBefore.ledger).toBe(milesBefore.balance);
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const type = round % 2 === 0 ? 'payment.succeeded' : 'payment.failed';
      const response = await kit.create(
        kit.body(flight, [{ itemId: item, quantity: 1 }], {
          paymentOption: 1,
          promoCode: promo.code,
          guest: undefined,
        }),
        headers,
      );
      expect(response.statusCode).toBe(200);
      const placed = response.json();
      expect(await kit.promoUses(promo.id)).toBe(6);
      const { provider_ref: ref, amount_minor: amountMinor } = await payment(placed.id);
      const [cancelled, called] = await Promise.all([
        kit.cancel(placed, headers),
        callback({
          eventId: `evt_race_${round}_${placed.id}`,
          type,
          providerRef: ref,
          amountMinor,
          currency: 'USD',
        }),
      ]);
      expect(called.statusCode).toBe(200);
      // A failure report that wins leaves nothing to cancel; every other ending is a cancelled order.
      expect([200, 409]).toContain(cancelled.statusCode);
      expect([S.Cancelled, S.PaymentFailed]).toContain((await kit.order(placed.id)).order_request_status);
      expect(await kit.stockOf(item)).toBe(3);
      expect(await kit.promoUses(promo.id)).toBe(5);
      expect(await kit.milesOf(memberId)).toEqual(milesBefore);
      // The gateway was asked for at most one refund, and only of a captured payment.
      expect(probe.refundCalls.get(ref) ?? 0).toBe(type === 'payment.succeeded' ? 1 : 0);
    }
  });

  it('answers 10 sequential and 10 concurrent replays of one card checkout with one order and one gateway session', async () => {
    const item = await kit.newItem({ stock: 10, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const payload = kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 });
    for (const [label, concurrent] of [
      ['sequential', false],
      ['concurrent', true],
    ] as const) {
      const headers = await t.headers(Privilege.PreOrderAccess);
      const sessionsBefore = probe.calls.createSession;
      const replay = () => kit.create(payload, headers, `card-checkout-${label}`);
      const replies = concurrent
        ? await Promise.all(Array.from({ length: 10 }, replay))
        : await Array.from({ length: 10 }).reduce<Promise<Awaited<ReturnType<typeof replay>>[]>>(
            async (done) => [...(await done), await replay()],
            Promise.resolve([]),
          );
      expect(replies.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
      expect(new Set(replies.map((r) => r.json().paymentRedirectUrl)).size).toBe(1);
      expect(probe.calls.createSession - sessionsBefore).toBe(1);
      const orderId = replies[0]!.json().id;
      expect(await kit.count(sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${orderId}`)).toBe(
        1,
      );
    }
    expect(await kit.count(sql`SELECT count(*)::int AS n FROM order_items WHERE item_id = ${item}`)).toBe(2);
    expect(await kit.stockOf(item)).toBe(8);
  });

  it('counts one callback delivered 5 times, one after another or all at once, once', async () => {
    for (const atOnce of [false, true]) {
      const { item, placed } = await cardOrder(5, 1);
      const { provider_ref: ref } = await payment(placed.id);
      const event = JSON.stringify({
        eventId: `evt_five_${placed.id}`,
        type: 'payment.succeeded',
        providerRef: ref,
        amountMinor: 4000,
        currency: 'USD',
      });
      const signature = t.app.sandboxGateway.sign(event);
      const mailsBefore = (await t.outbox()).length;
      const deliver = () => callback(event, signature);
      const replies = atOnce
        ? await Promise.all(Array.from({ length: 5 }, deliver))
        : [await deliver(), await deliver(), await deliver(), await deliver(), await deliver()];
      expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
      expect(replies.filter((r) => r.json().duplicate === false)).toHaveLength(1);
      expect(await kit.order(placed.id)).toMatchObject({
        order_request_status: S.Confirmed,
        payment_status: P.Paid,
      });
      expect(
        await kit.count(
          sql`SELECT count(*)::int AS n FROM payment_events WHERE event_id = ${`evt_five_${placed.id}`}`,
        ),
      ).toBe(1);
      expect((await t.outbox()).length - mailsBefore).toBe(1);
      expect(await kit.stockOf(item)).toBe(4);
    }
  });

  it('settles success and failure reports of one payment, 5 deliveries in any order, by the first to arrive', {
    timeout: 60_000,
  }, async () => {
    const deliveries = ['succeeded', 'succeeded', 'failed', 'failed', 'pending'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5, maxLength: 5 }),
        async (order) => {
          const { item, placed } = await cardOrder(5, 1);
          const { provider_ref: ref } = await payment(placed.id);
          const mailsBefore = (await t.outbox()).length;
          const sequence = order.map((i) => deliveries[i]!);
          for (const type of sequence) {
            const reply = await callback({
              eventId: `evt_${type}_${placed.id}`,
              type: `payment.${type}`,
              providerRef: ref,
              amountMinor: 4000,
              currency: 'USD',
            });
            expect(reply.statusCode).toBe(200);
          }
          const first = sequence.find((type) => type !== 'pending');
          const row = await kit.order(placed.id);
          if (first === 'succeeded') {
            expect(row).toMatchObject({ order_request_status: S.Confirmed, payment_status: P.Paid });
            expect(await kit.stockOf(item)).toBe(4);
            expect((await t.outbox()).length - mailsBefore).toBe(1);
            expect(probe.refundCalls.get(ref) ?? 0).toBe(0);
          } else {
            // Failed first: the stock went back once, one e-mail said so, and the capture reported
            // afterwards was refunded once.
            expect(row).toMatchObject({ order_request_status: S.PaymentFailed, payment_status: P.Failed });
            expect(await kit.stockOf(item)).toBe(5);
            expect((await t.outbox()).length - mailsBefore).toBe(1);
            expect(probe.refundCalls.get(ref)).toBe(1);
          }
          expect(
            await kit.count(
              sql`SELECT count(*)::int AS n FROM payment_events e JOIN payments p ON p.id = e.payment_id WHERE p.order_id = ${placed.id}`,
            ),
          ).toBe(3);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('starts a card payment again for an unpaid card order, for its owner only', async () => {
    const { placed } = await cardOrder(5, 1);
    const headers = await t.headers(Privilege.PreOrderAccess);
    const initiate = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/Payment/api/V1.0/Payment/Initiate', headers, payload });
    expect((await initiate({ orderCode: placed.orderCode })).statusCode).toBe(404);
    const again = await initiate({ orderCode: placed.orderCode, viewToken: placed.viewToken });
    expect(again.statusCode).toBe(200);
    expect(again.json().paymentRedirectUrl).not.toBe(placed.paymentRedirectUrl);
    // The first session was dropped: paying on it now is refunded, the order stays unpaid.
    await kit.payOnSandbox(placed.paymentRedirectUrl, { action: 'pay', cardNumber: '4242424242424242' });
    expect((await kit.order(placed.id)).order_request_status).toBe(S.PendingPayment);
    await kit.payOnSandbox(again.json().paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    expect((await kit.order(placed.id)).order_request_status).toBe(S.Confirmed);
    expect((await initiate({ orderCode: placed.orderCode, viewToken: placed.viewToken })).statusCode).toBe(
      409,
    );
  });
});
