import { Privilege } from '@dfs/contract/privileges';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onBoardKit } from '../onboard/onboard-orders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Every rule and text that depends on the flight follows the order's current flight. */
describe('an order follows its current flight', () => {
  let t: TestApp;
  let kit: ReturnType<typeof onBoardKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = onBoardKit(t);
  });
  afterAll(() => t?.close());

  /** Two flights of our own and one ticket holding both (as ET501 and ET500 on 0712345678902). */
  async function twoFlights(firstAhead: number, secondAhead: number) {
    const first = await kit.newFlight(firstAhead, []);
    const second = await kit.newFlight(secondAhead, []);
    const ticketNumber = await kit.newTicket([first.id, second.id]);
    return {
      first: { ...first.details, ticketNumber, seatNumber: '12A' },
      second: { ...second.details, ticketNumber, seatNumber: '12A' },
    };
  }

  /** A guest's cash pre-order on `flight`, as the checkout places it. */
  async function guestOrder(flight: object) {
    const item = await kit.newItem({ stock: 10 });
    const placed = await kit.create({
      items: [{ itemId: item, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      pickFrom: 'Onboard',
      ...flight,
      guest: kit.guest,
    });
    expect(placed.statusCode).toBe(200);
    return { item, order: placed.json() as { id: number; orderCode: string; viewToken: string } };
  }

  const update = async (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
      headers: await t.headers(Privilege.PreOrderAccess),
      payload,
    });
  const guestPage = async (order: { orderCode: string; viewToken: string }) =>
    t.app.inject({
      url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${order.orderCode}&token=${encodeURIComponent(order.viewToken)}`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
  /** The flight's cut-off as the wire writes it (to the second). */
  const cutoffOf = (flight: { departureDate: string }) =>
    Math.floor((Date.parse(flight.departureDate) - DAY) / 1000) * 1000;

  it('moved to an earlier flight, takes that flight’s cut-off: cancelling after it is refused', async () => {
    const { first, second } = await twoFlights(10 * DAY, 3 * DAY);
    const { item, order } = await guestOrder(first);
    const moved = await update({ id: order.id, pickFrom: 'Onboard', ...second, viewToken: order.viewToken });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().cutoffAt)).toBe(cutoffOf(second));
    const page = (await guestPage(order)).json();
    expect(page.flightNumber).toBe(second.flightNumber);
    expect(Date.parse(page.cutoffAt)).toBe(cutoffOf(second));

    // Past the new flight's cut-off (days before the old one's): no more cancelling or changing.
    t.clock.advance(2.5 * DAY);
    try {
      const late = (await guestPage(order)).json();
      expect(late.canChange).toBe(false);
      const refused = await kit.cancel({ id: order.id, viewToken: order.viewToken });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().detail).toBe('Pre-orders are possible until 24 hours before departure.');
      expect((await kit.order(order.id)).order_request_status).toBe(S.Confirmed);
      expect(await kit.stockOf(item)).toBe(9);
    } finally {
      t.clock.advance(-2.5 * DAY);
    }
  });

  it('moved to a later flight, shows and keeps that flight’s later cut-off', async () => {
    const { first, second } = await twoFlights(3 * DAY, 10 * DAY);
    const { item, order } = await guestOrder(first);
    const moved = await update({ id: order.id, pickFrom: 'Onboard', ...second, viewToken: order.viewToken });
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().cutoffAt)).toBe(cutoffOf(second));

    // Past the old flight's cut-off, the order may still be cancelled: its flight is days away.
    t.clock.advance(2.5 * DAY);
    try {
      const page = (await guestPage(order)).json();
      expect(page.canChange).toBe(true);
      expect(Date.parse(page.cutoffAt)).toBe(cutoffOf(second));
      const cancel = await kit.cancel({ id: order.id, viewToken: order.viewToken });
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json().orderRequestStatus).toBe(S.Cancelled);
      expect(await kit.stockOf(item)).toBe(10);
    } finally {
      t.clock.advance(-2.5 * DAY);
    }
  });
});
