import { randomUUID } from 'node:crypto';
import { Privilege } from '@dfs/contract/privileges';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { crewKit, DAY, HOUR } from './crew-test-kit';

describe('orders not collected', () => {
  let t: TestApp;
  let crewTest: ReturnType<typeof crewKit>;

  beforeAll(async () => {
    t = await createTestApp();
    crewTest = crewKit(t);
    await crewTest.signIn();
  });
  afterAll(() => t?.close());

  it('closes orders not collected after the flight: stock, miles and card money back, e-mail sent', async () => {
    const cash = await crewTest.placed();
    const headers = await crewTest.who.traveller.headers(Privilege.PreOrderAccess);
    const miles = await crewTest.placed({ body: { paymentOption: 3, guest: undefined }, headers });
    const card = await crewTest.placed({ body: { paymentOption: 1 } });
    await crewTest.kit.payOnSandbox(card.order.paymentRedirectUrl, {
      action: 'pay',
      cardNumber: '4242424242424242',
    });
    expect((await crewTest.kit.order(card.order.id)).order_request_status).toBe(S.Confirmed);
    const handed = await crewTest.placed();
    await crewTest.onFlightDay(handed.flight);
    await crewTest.handOver({
      clientId: randomUUID(),
      flightId: handed.flightId,
      proof: handed.view.proof,
      outcome: 'handedOver',
    });
    const milesBefore = await crewTest.kit.milesOf(crewTest.who.traveller.loyaltyMemberId!);
    expect(await crewTest.kit.stockOf(cash.item)).toBe(8);
    expect(await t.app.sweepNotCollected()).toBe(0);

    // A day and an hour after the flights left.
    t.clock.advance(DAY + 3 * HOUR);
    const mailsBefore = (await t.outbox()).length;
    expect(await t.app.sweepNotCollected()).toBeGreaterThanOrEqual(3);
    await t.app.dispatchOutbox();
    expect(await crewTest.kit.order(card.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Refunded,
    });
    const payment = await crewTest.kit.payment(card.order.id);
    expect(
      t.app.sandboxGateway.operations.filter(
        (o) => o.kind === 'refund' && o.providerRef === payment.provider_ref,
      ),
    ).toHaveLength(1);
    expect(await crewTest.kit.stockOf(card.item)).toBe(10);
    expect(await crewTest.kit.order(cash.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Unpaid,
    });
    expect(await crewTest.kit.order(miles.order.id)).toMatchObject({
      order_request_status: S.NotCollected,
      payment_status: P.Refunded,
    });
    expect((await crewTest.kit.order(handed.order.id)).order_request_status).toBe(S.HandedOver);
    const closedHistory = await queryRows<{ event: string; actor: string }>(
      t.database.db,
      sql`SELECT event, actor FROM order_history WHERE order_id = ${cash.order.id} AND event = 'notCollected'`,
    );
    expect(closedHistory).toEqual([{ event: 'notCollected', actor: 'clock' }]);
    expect(await crewTest.kit.stockOf(cash.item)).toBe(10);
    expect(await crewTest.kit.stockOf(miles.item)).toBe(10);
    expect(await crewTest.eventsOf(cash.order.orderCode)).toContain('order.notCollected');
    expect(await crewTest.eventsOf(miles.order.orderCode)).toEqual(
      expect.arrayContaining(['order.notCollected', 'order.refunded']),
    );
    expect(await crewTest.kit.stockOf(handed.item)).toBe(8);
    const milesAfter = await crewTest.kit.milesOf(crewTest.who.traveller.loyaltyMemberId!);
    expect(milesAfter.balance).toBe(milesBefore.balance + miles.order.summary.totalMiles);
    expect(milesAfter.balance).toBe(milesAfter.ledger);
    const mails = (await t.outbox()).slice(mailsBefore).join('\n');
    expect(mails).toContain(cash.order.orderCode);
    expect(mails).toContain('was not collected');
    // Once closed, a sweep again finds nothing, and a hand-over recorded in flight that syncs only now
    // is a 409.
    expect(await t.app.sweepNotCollected()).toBe(0);
    await crewTest.signIn();
    const late = await crewTest.handOver({
      clientId: randomUUID(),
      flightId: cash.flightId,
      orderCode: cash.order.orderCode,
      outcome: 'handedOver',
      recordedAt: new Date(Date.parse(cash.flight.departureDate) + HOUR).toISOString(),
    });
    expect(late.statusCode).toBe(409);
  });
});
