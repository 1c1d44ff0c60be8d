import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { opsApi } from '@dfs/contract/ops/paths';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { preOrderKit } from './modules/preorders/preorders-test-kit';
import { signInStaff } from './test/staff-session';
import { createTestApp, type TestApp } from './test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('housekeeping', () => {
  let t: TestApp;
  const receiver = { status: 200, server: createServer() };
  afterEach(async () => {
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
    await t?.close();
  });

  async function counts() {
    const [row] = await queryRows<Record<string, number>>(
      t.database.db,
      sql`SELECT (SELECT count(*) FROM idempotency_keys)::int AS keys,
              (SELECT count(*) FROM event_outbox WHERE status = 'done')::int AS "outboxDone",
              (SELECT count(*) FROM event_outbox WHERE status = 'pending')::int AS "outboxPending",
              (SELECT count(*) FROM outbox WHERE status = 'sent')::int AS "mailSent",
              (SELECT count(*) FROM webhook_deliveries WHERE status = 'delivered')::int AS delivered,
              (SELECT count(*) FROM webhook_deliveries WHERE status = 'pending')::int AS "deliveryPending"`,
    );
    return row!;
  }

  it('removes finished work past its retention and never what is still to do', async () => {
    t = await createTestApp();
    receiver.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(receiver.status).end());
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const admin = await signInStaff(t, 'admin');
    const registered = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookCreate.path,
      headers: { authorization: admin.authorization },
      payload: {
        url: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hooks`,
        events: ['order.placed'],
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);

    const kit = preOrderKit(t);
    const item = await kit.newItem({ stock: 10, price: 20 });
    const flight = await kit.newFlight(20 * DAY);
    const place = async (key: string) => {
      const placed = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]), undefined, key);
      expect(placed.statusCode, placed.body).toBe(200);
      await t.app.dispatchOutbox();
      await t.app.webhooks.deliver();
      await t.outbox();
    };
    await place('housekeeping-first');
    // The receiver goes down: the second order's delivery stays pending.
    receiver.status = 503;
    await place('housekeeping-second');

    const fresh = await counts();
    expect(fresh).toMatchObject({ keys: 2, delivered: 1, deliveryPending: 1 });
    expect(fresh.outboxDone).toBeGreaterThan(0);
    expect(fresh.mailSent).toBeGreaterThan(0);
    expect(await t.app.housekeeping()).toEqual({
      idempotencyKeys: 0,
      outbox: 0,
      mail: 0,
      webhookDeliveries: 0,
    });

    // A week on: idempotency keys and done outbox messages go; e-mails and the delivery log stay.
    t.clock.advance(8 * DAY);
    await t.app.housekeeping();
    expect(await counts()).toMatchObject({
      keys: 0,
      outboxDone: 0,
      mailSent: fresh.mailSent,
      delivered: 1,
      deliveryPending: 1,
    });

    // A month on: sent e-mails and the finished deliveries go; the pending delivery stays.
    t.clock.advance(23 * DAY);
    await t.app.housekeeping();
    expect(await counts()).toMatchObject({ mailSent: 0, delivered: 0, deliveryPending: 1 });
  }, 60_000);
});
