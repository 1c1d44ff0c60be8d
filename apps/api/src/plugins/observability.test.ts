import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preOrderKit } from '../modules/preorders/preorders-test-kit';
import { createTestApp, type TestApp } from '../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('count requests by route pattern and status, orders by payment option, the outbox and the event loop', async () => {
    const kit = preOrderKit(t);
    const itemId = await kit.newItem({ stock: 5 });
    const flight = await kit.newFlight(5 * DAY);
    const placed = await kit.create(kit.body(flight, [{ itemId, quantity: 1 }]));
    expect(placed.statusCode).toBe(200);
    const refused = await kit.create({});
    expect(refused.statusCode).toBe(400);

    // The order's e-mail is drawn from the event outbox after the answer; then it waits for the mailer.
    await t.app.dispatchOutbox();
    const scraped = await t.app.inject({ url: '/metrics' });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const text = scraped.body;
    expect(text).toContain(
      'http_requests_total{method="POST",route="/PreOrder/api/V1.0/PreOrder/Create",status="200"} 1',
    );
    expect(text).toContain(
      'http_requests_total{method="POST",route="/PreOrder/api/V1.0/PreOrder/Create",status="400"} 1',
    );
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="POST",route="\/PreOrder/);
    expect(text).toContain('shop_orders_total{kind="pre-order",payment_option="cash",outcome="placed"} 1');
    expect(text).toContain(
      'shop_orders_total{kind="pre-order",payment_option="unknown",outcome="refused"} 1',
    );
    // The order's confirmation waits in the outbox until the mail is dispatched.
    expect(text).toMatch(/shop_outbox_pending [1-9]/);
    expect(text).toContain('shop_event_outbox_pending 0');
    expect(text).toMatch(/nodejs_eventloop_lag_seconds [\d.e-]+/);
    if (t.database.kind === 'postgres') expect(text).toMatch(/shop_db_pool_in_use \d+/);
  });

  it('are behind METRICS_TOKEN when it is set', async () => {
    const guarded = await createTestApp({}, { METRICS_TOKEN: 'a-metrics-token-of-some-length' });
    try {
      expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const scraped = await guarded.app.inject({
        url: '/metrics',
        headers: { authorization: 'Bearer a-metrics-token-of-some-length' },
      });
      expect(scraped.statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });
});
