import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
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
  /** The station sets the flight's status through the console's call. */
  async function setStatus(flightId: number, status: 'cancelled' | 'departed') {
    const station = await signInStaff(t, 'station');
    const response = await t.app.inject({
      method: 'POST',
      url: opsApi.flightSetStatus.path,
      headers: { authorization: station.authorization },
      payload: { flightId, status },
    });
    expect(response.statusCode).toBe(200);
  }
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

  it('a flight marked departed takes no more pre-orders, cancellations or changes, and its page says so', async () => {
    const flight = await kit.newFlight(3 * DAY, []);
    const later = await kit.newFlight(6 * DAY, []);
    const ticketNumber = await kit.newTicket([flight.id, later.id]);
    const details = { ...flight.details, ticketNumber, seatNumber: '12A' };
    const { item, order } = await guestOrder(details);
    // The station marks it departed (allowed from 2 hours before its time: the clock goes there and back).
    t.clock.advance(3 * DAY - 60 * 60 * 1000);
    try {
      await setStatus(flight.id, 'departed');
    } finally {
      t.clock.advance(-(3 * DAY - 60 * 60 * 1000));
    }

    // Its timetable says it leaves in three days: the station's word counts.
    const another = await kit.create({
      items: [{ itemId: item, quantity: 1 }],
      currencyId: 2,
      paymentOption: 2,
      pickFrom: 'Onboard',
      ...details,
      guest: kit.guest,
    });
    expect(another.statusCode).toBe(422);
    expect(another.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(another.json().detail).toBe(
      'This flight has departed: it takes no more pre-orders. Choose a later flight of your ticket.',
    );
    const inArabic = await kit.create(
      {
        items: [{ itemId: item, quantity: 1 }],
        currencyId: 2,
        paymentOption: 2,
        pickFrom: 'Onboard',
        ...details,
        guest: kit.guest,
      },
      { ...(await t.headers(Privilege.PreOrderAccess)), 'accept-language': 'ar' },
    );
    expect(inArabic.statusCode).toBe(422);
    expect(inArabic.json().detail).toMatch(/أقلعت هذه الرحلة/);

    const page = (await guestPage(order)).json();
    expect(page).toMatchObject({ canChange: false, closedReason: 'departed' });
    const cancel = await kit.cancel({ id: order.id, viewToken: order.viewToken });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().detail).toMatch(/This flight has departed/);
    const change = await update({
      id: order.id,
      pickFrom: 'Onboard',
      ...later.details,
      ticketNumber,
      seatNumber: '12A',
      viewToken: order.viewToken,
    });
    expect(change.statusCode).toBe(422);
    expect((await kit.order(order.id)).order_request_status).toBe(S.Confirmed);
    expect(await kit.stockOf(item)).toBe(9);
  });

  it('a cancelled flight’s order offers only the move or the refund: no change, no QR, refunded before the move closes', async () => {
    const flight = await kit.newFlight(5 * DAY, []);
    // The ticket's other flight closes (24 h before it leaves) a day from now: before the 72 h wait ends.
    const other = await kit.newFlight(2 * DAY, []);
    const ticketNumber = await kit.newTicket([flight.id, other.id]);
    const { item, order } = await guestOrder({ ...flight.details, ticketNumber, seatNumber: '12A' });
    expect((await guestPage(order)).json().qrCode).toBeDefined();
    await setStatus(flight.id, 'cancelled');

    const page = (await guestPage(order)).json();
    expect(page.orderRequestStatus).toBe(S.Confirmed);
    expect(page).toMatchObject({ canChange: false, closedReason: 'flightCancelled' });
    expect(page.qrCode).toBeUndefined();
    expect(page.proof).toBeUndefined();
    expect(page.disruption.sectors).toEqual([
      expect.objectContaining({ flightId: other.id, flightNumber: other.details.flightNumber }),
    ]);
    const moveCloses = Date.parse(page.disruption.sectors[0].cutoffAt);
    expect(moveCloses).toBe(cutoffOf(other.details));
    expect(Date.parse(page.disruption.refundAt)).toBeLessThanOrEqual(moveCloses);

    // The old change form's call is refused; the disruption's full refund stays open.
    const change = await update({
      id: order.id,
      pickFrom: 'Onboard',
      ...other.details,
      ticketNumber,
      seatNumber: '12A',
      viewToken: order.viewToken,
    });
    expect(change.statusCode).toBe(422);
    expect(change.json().detail).toMatch(/flight is cancelled/);

    // Untouched, the order is refunded once the move has closed, not days later.
    t.clock.advance(DAY - 60_000);
    try {
      await t.app.refundDisrupted();
      expect((await kit.order(order.id)).order_request_status).toBe(S.Confirmed);
      t.clock.advance(2 * 60_000);
      expect(await t.app.refundDisrupted()).toBeGreaterThanOrEqual(1);
      expect(await kit.order(order.id)).toMatchObject({
        order_request_status: S.Cancelled,
        payment_status: P.Unpaid,
        reason_of_cancellation: 2,
      });
      expect(await kit.stockOf(item)).toBe(10);
    } finally {
      t.clock.advance(-(DAY + 60_000));
    }
  });
});
