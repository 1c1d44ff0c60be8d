import { Privilege } from '@dfs/contract/privileges';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const PAY = { action: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

/** Back from the gateway's page, two tabs, a second payment: one order, paid once. */
describe('a card order is resumed, and paid once', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
  });
  afterAll(() => t?.close());

  /** A guest's browser: one visitor, a new Idempotency-Key per visit of checkout. */
  async function browser(stock = 10) {
    const item = await kit.newItem({ stock, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const headers = await t.headers(Privilege.PreOrderAccess);
    const body = kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 1 });
    let visit = 0;
    const checkout = async (changes: object = {}) => {
      const response = await kit.create(
        { ...body, ...changes },
        headers,
        `visit-${item}-${++visit}-${Math.random()}`,
      );
      expect(response.statusCode).toBe(200);
      return response.json() as {
        id: number;
        orderCode: string;
        viewToken: string;
        paymentRedirectUrl: string;
      };
    };
    return { item, checkout };
  }

  const ordersOf = (item: number) => kit.orderIdsOfItem(item);

  it('resumes the order awaiting payment when checkout is sent again, on a new page', async () => {
    const { item, checkout } = await browser(10);
    const first = await checkout();
    const again = [];
    for (let i = 0; i < 4; i++) again.push(await checkout());
    for (const placed of again) {
      expect(placed.orderCode).toBe(first.orderCode);
      expect(placed.id).toBe(first.id);
    }
    expect(await ordersOf(item)).toEqual([first.id]);
    expect(await kit.stockOf(item)).toBe(8);
    // Each visit has its own page; only the newest takes a card.
    const latest = again.at(-1)!.paymentRedirectUrl;
    expect(latest).not.toBe(first.paymentRedirectUrl);
    await t.outbox();
    const stale = await kit.payOnSandbox(first.paymentRedirectUrl, PAY);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toContain(first.orderCode);
    expect((await kit.order(first.id)).order_request_status).toBe(S.PendingPayment);
    const paid = await kit.payOnSandbox(latest, PAY);
    expect(paid.statusCode).toBe(303);
    expect((await kit.order(first.id)).order_request_status).toBe(S.Confirmed);
  });

  it('places a new order once the earlier one no longer awaits payment, or for another cart', async () => {
    const { item, checkout } = await browser(10);
    const first = await checkout();
    const declined = await kit.payOnSandbox(first.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4000000000000002',
    });
    expect(declined.statusCode).toBe(303);
    const second = await checkout();
    expect(second.orderCode).not.toBe(first.orderCode);
    const other = await checkout({ seatNumber: '14C' });
    expect(other.orderCode).not.toBe(second.orderCode);
    expect(await ordersOf(item)).toHaveLength(3);
  });

  it('refuses the second payment of two tabs before charging, naming the paid order', async () => {
    const { checkout } = await browser(10);
    const tabA = await checkout();
    const tabB = await checkout();
    expect(tabB.orderCode).toBe(tabA.orderCode);
    const paid = await kit.payOnSandbox(tabB.paymentRedirectUrl, PAY);
    expect(paid.statusCode).toBe(303);
    const charges = t.app.sandboxGateway.operations.filter((o) => o.kind === 'charge').length;

    const second = await kit.payOnSandbox(tabA.paymentRedirectUrl, PAY);
    expect(second.statusCode).toBe(409);
    expect(second.body).toContain(`Order ${tabA.orderCode} is already paid`);
    expect(second.body).not.toContain('name="cardNumber"');
    expect(t.app.sandboxGateway.operations.filter((o) => o.kind === 'charge')).toHaveLength(charges);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE order_id = ${tabA.id} AND status = 'succeeded'`,
    );
    expect(row!.n).toBe(1);
  });

  it('shows a paid order on its payment page and refuses to take the card again there', async () => {
    const { checkout } = await browser(10);
    const placed = await checkout();
    expect((await kit.payOnSandbox(placed.paymentRedirectUrl, PAY)).statusCode).toBe(303);
    const charges = t.app.sandboxGateway.operations.length;

    const back = await t.app.inject({ url: placed.paymentRedirectUrl });
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain(`Order ${placed.orderCode} is already paid`);
    expect(back.body).toContain(`/confirmation?order=${placed.orderCode}&amp;token=${placed.viewToken}`);
    expect(back.body).not.toContain('name="cardNumber"');

    const again = await kit.payOnSandbox(placed.paymentRedirectUrl, PAY);
    expect(again.statusCode).toBe(409);
    expect(t.app.sandboxGateway.operations).toHaveLength(charges);
  });

  it('shows no proof of order while the card payment is awaited, and offers the payment again', async () => {
    const { checkout } = await browser(10);
    const placed = await checkout();
    const headers = await t.headers(Privilege.PreOrderAccess);
    const view = () =>
      t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}`,
        headers,
      });
    const awaiting = await view();
    expect(awaiting.statusCode).toBe(200);
    expect(awaiting.json()).toMatchObject({ orderRequestStatus: S.PendingPayment });
    expect(awaiting.json().qrCode).toBeUndefined();
    expect(awaiting.json().proof).toBeUndefined();

    // "Complete payment" on its page: the same order, on a new payment page.
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/Payment/api/V1.0/Payment/Initiate',
      headers,
      payload: { orderCode: placed.orderCode, viewToken: placed.viewToken },
    });
    expect(resumed.statusCode).toBe(200);
    const { paymentRedirectUrl } = resumed.json();
    expect(paymentRedirectUrl).not.toBe(placed.paymentRedirectUrl);
    expect((await kit.payOnSandbox(paymentRedirectUrl, PAY)).statusCode).toBe(303);
    expect((await view()).json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('names an icon on the payment page, so the browser asks for no /favicon.ico', async () => {
    const { checkout } = await browser(10);
    const placed = await checkout();
    const page = await t.app.inject({ url: placed.paymentRedirectUrl });
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });
});
