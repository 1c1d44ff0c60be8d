import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FaultPoint } from '../faults';
import { preOrderKit } from '../modules/preorders/preorders-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** Fault checkpoints that hold a checkout once its order row is written, until `resume()`. */
function holdAtOrderInsert() {
  const reached: FaultPoint[] = [];
  let paused!: () => void;
  const held = new Promise<void>((resolve) => (paused = resolve));
  let resume!: () => void;
  const resumed = new Promise<void>((resolve) => (resume = resolve));
  const faults = {
    async checkpoint(point: FaultPoint) {
      reached.push(point);
      if (point !== 'checkout.order-inserted') return;
      paused();
      await resumed;
    },
  };
  return { faults, held, resume: () => resume(), reached };
}

describe('closing the API', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('waits for a handler whose client has left before it lets the database close', async () => {
    const { faults, held, resume, reached } = holdAtOrderInsert();
    t = await createTestApp({ faults });
    const kit = preOrderKit(t);
    const item = await kit.newItem({ stock: 4, price: 20 });
    const flight = await kit.newFlight(3 * DAY);
    const headers = await t.headers(Privilege.PreOrderAccess);
    const body = JSON.stringify(kit.body(flight, [{ itemId: item, quantity: 1 }]));

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    // A traveller's phone sends the order, then loses its connection while the order is being written.
    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/PreOrder/api/V1.0/PreOrder/Create',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'idempotency-key': 'phone-went-away',
      },
    });
    client.on('error', () => {});
    client.end(body);
    await held;
    client.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));

    // The deploy's SIGTERM: the listener closes at once (no connection is left), the handler is not done.
    let closed = false;
    const closing = t.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);

    resume();
    await closing;
    // The order was written whole before the close finished, so the database can be closed after it.
    expect(reached).toContain('checkout.stock-reserved');
    expect(await kit.stockOf(item)).toBe(3);
    expect(
      await kit.count(sql`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'phone-went-away'`),
    ).toBe(1);
    expect(t.logs().join('\n')).not.toMatch(/closing with requests still at work|pool/i);
  });

  it('gives up waiting after the time it is given, and says when all is done', async () => {
    const { faults, held, resume } = holdAtOrderInsert();
    const waiter = await createTestApp({ faults });
    try {
      const kit = preOrderKit(waiter);
      const item = await kit.newItem({ stock: 2, price: 20 });
      const flight = await kit.newFlight(3 * DAY);
      expect(await waiter.app.requestsSettled(100)).toBe(true);
      const answer = kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]));
      await held;
      expect(await waiter.app.requestsSettled(100)).toBe(false);
      resume();
      expect((await answer).statusCode).toBe(200);
      expect(await waiter.app.requestsSettled(1_000)).toBe(true);
    } finally {
      await waiter.close();
    }
  });
});
