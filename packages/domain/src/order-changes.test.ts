import { describe, expect, it } from 'vitest';
import { changesCloseAt, orderChangeWindow } from './order-changes';
import { OrderRequestStatus } from './order-status';

const HOUR = 60 * 60 * 1000;
const departure = new Date('2026-11-26T05:30:00Z');
const at = (msBeforeDeparture: number) => new Date(departure.getTime() - msBeforeDeparture);

describe('when a traveller may cancel or change an order', () => {
  it('closes a pre-order at the 24 h cut-off', () => {
    const order = { kind: 'preorder' as const, status: OrderRequestStatus.Confirmed, departure };
    expect(changesCloseAt('preorder', departure)).toEqual(at(24 * HOUR));
    expect(orderChangeWindow(order, at(24 * HOUR + 1)).open).toBe(true);
    expect(orderChangeWindow(order, at(24 * HOUR))).toMatchObject({ open: false, reason: 'cutoffPassed' });
  });

  it('closes an on-board order at departure, never after it', () => {
    const order = { kind: 'onboard' as const, status: OrderRequestStatus.Confirmed, departure };
    expect(orderChangeWindow(order, at(1)).open).toBe(true);
    expect(orderChangeWindow(order, at(0))).toMatchObject({ open: false, reason: 'departed' });
    expect(orderChangeWindow(order, at(-6 * HOUR))).toMatchObject({ open: false, reason: 'departed' });
  });

  it('keeps finished orders closed whatever the time', () => {
    for (const status of [
      OrderRequestStatus.Cancelled,
      OrderRequestStatus.HandedOver,
      OrderRequestStatus.PaymentFailed,
    ]) {
      expect(orderChangeWindow({ kind: 'preorder', status, departure }, at(10 * 24 * HOUR))).toMatchObject({
        open: false,
        reason: 'finished',
      });
    }
    expect(
      orderChangeWindow(
        { kind: 'preorder', status: OrderRequestStatus.PendingPayment, departure },
        at(48 * HOUR),
      ).open,
    ).toBe(true);
  });
});

describe('an order carrying its own cut-off', () => {
  it('closes then, not 24 hours before departure', () => {
    const departure = new Date('2026-06-10T12:00:00Z');
    const closesAt = new Date('2026-06-08T12:00:00Z');
    const order = { kind: 'preorder' as const, status: OrderRequestStatus.Confirmed, departure, closesAt };
    expect(orderChangeWindow(order, new Date('2026-06-08T11:59:00Z')).open).toBe(true);
    expect(orderChangeWindow(order, new Date('2026-06-08T12:00:00Z'))).toMatchObject({
      open: false,
      reason: 'cutoffPassed',
    });
  });
});

describe('an order whose flight the station has moved on', () => {
  const order = { kind: 'preorder' as const, status: OrderRequestStatus.Confirmed, departure };
  const early = at(10 * 24 * HOUR);

  it('closes once its flight is marked departed or arrived, even before the timetable says so', () => {
    expect(orderChangeWindow({ ...order, flightStatus: 'scheduled' }, early).open).toBe(true);
    expect(orderChangeWindow({ ...order, flightStatus: 'retimed' }, early).open).toBe(true);
    for (const flightStatus of ['departed', 'arrived'] as const) {
      expect(orderChangeWindow({ ...order, flightStatus }, early)).toMatchObject({
        open: false,
        reason: 'departed',
      });
    }
  });

  it('leaves a cancelled flight’s orders to the disruption’s choice, not the usual change', () => {
    expect(orderChangeWindow({ ...order, flightStatus: 'cancelled' }, early)).toMatchObject({
      open: false,
      reason: 'flightCancelled',
    });
    // A finished order stays finished.
    expect(
      orderChangeWindow({ ...order, status: OrderRequestStatus.Cancelled, flightStatus: 'cancelled' }, early),
    ).toMatchObject({ open: false, reason: 'finished' });
  });
});
