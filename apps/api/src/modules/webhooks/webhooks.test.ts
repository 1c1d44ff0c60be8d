import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { opsApi } from '@dfs/contract/ops/paths';
import type { WebhookDeliveriesPage, WebhookEndpointCreated } from '@dfs/contract/ops/webhooks';
import { OrderEventSchema, orderEventTypes } from '@dfs/contract/webhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';
import { webhookEndpoints } from './webhooks.schema';

const DAY = 24 * 60 * 60 * 1000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real receiver on 127.0.0.1: answers `status` after `delayMs`, and logs what it got. */
async function receiver() {
  const state = { status: 200, delayMs: 0, received: [] as Received[] };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answer = state.status;
      if (answer >= 200 && answer < 300) state.received.push({ headers: request.headers, body });
      setTimeout(() => response.writeHead(answer).end(), state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    state,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Standard Webhooks signature, computed here from the spec, not with the app's code. */
function expectedSignature(secret: string, headers: IncomingHttpHeaders, body: string) {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${headers['webhook-id']}.${headers['webhook-timestamp']}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

describe('order webhooks', () => {
  let t: TestApp;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  afterEach(async () => {
    await hooks?.close();
    await t?.close();
  });

  /** Runs the outbox (waiting for the fan-outs orders started after answering), then the deliveries. */
  async function deliverDue() {
    await t.app.dispatchOutbox();
    await t.app.webhooks.deliver();
  }

  async function setUp(env: Record<string, string> = {}) {
    hooks = await receiver();
    t = await createTestApp(
      {},
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '1000', ...env },
    );
    const kit = preOrderKit(t);
    const admin = await signInStaff(t, 'admin');
    const headers = { authorization: admin.authorization };
    return { kit, headers };
  }

  async function register(headers: Record<string, string>, events?: string[]) {
    const response = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookCreate.path,
      headers,
      payload: { url: hooks.url, events: events ?? ['order.placed', 'order.cancelled', 'order.paid'] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WebhookEndpointCreated;
  }

  async function placeCash(kit: ReturnType<typeof preOrderKit>) {
    const item = await kit.newItem({ stock: 50, price: 20 });
    const flight = await kit.newFlight(3 * DAY);
    const response = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { id: number; orderCode: string; viewToken?: string };
  }

  const deliveries = async (headers: Record<string, string>, endpointId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `${opsApi.webhookGetDeliveries.path}?endpointId=${endpointId}`,
        headers,
      })
    ).json() as WebhookDeliveriesPage;

  it('signs each delivery as Standard Webhooks says; a replay carries the same webhook-id', async () => {
    const { kit, headers } = await setUp();
    const endpoint = await register(headers);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await t.app.inject({ method: 'GET', url: opsApi.webhookGetAll.path, headers });
    expect(list.body).not.toContain(endpoint.secret);

    const order = await placeCash(kit);
    await deliverDue();
    expect(hooks.state.received).toHaveLength(1);
    const [first] = hooks.state.received;
    expect(first!.headers['webhook-id']).toMatch(/^msg_/);
    expect(
      Math.abs(Number(first!.headers['webhook-timestamp']) - t.clock.now().getTime() / 1000),
    ).toBeLessThan(60);
    expect(first!.headers['webhook-signature']).toBe(
      expectedSignature(endpoint.secret, first!.headers, first!.body),
    );
    expect(
      expectedSignature(`whsec_${Buffer.from('other').toString('base64')}`, first!.headers, first!.body),
    ).not.toBe(first!.headers['webhook-signature']);
    const event = JSON.parse(first!.body);
    expect(event).toMatchObject({
      type: 'order.placed',
      data: { orderCode: order.orderCode, orderRequestStatus: 2 },
    });
    expect(first!.body).not.toMatch(/@|guest/i);

    const log = await deliveries(headers, endpoint.id);
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', eventId: first!.headers['webhook-id'] });
    expect(log.deliveries[0]!.attempts[0]).toMatchObject({ status: 200, error: null });

    t.clock.advance(5_000);
    const replay = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookReplay.path,
      headers,
      payload: { id: log.deliveries[0]!.id },
    });
    expect(replay.statusCode, replay.body).toBe(200);
    await deliverDue();
    expect(hooks.state.received).toHaveLength(2);
    const again = hooks.state.received[1]!;
    expect(again.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(again.body).toBe(first!.body);
    expect(again.headers['webhook-signature']).toBe(
      expectedSignature(endpoint.secret, again.headers, again.body),
    );
  });

  it('a receiver down for a while gets every event afterwards, in order per order', async () => {
    const { kit, headers } = await setUp();
    const endpoint = await register(headers);
    hooks.state.status = 503;
    const orders = [await placeCash(kit), await placeCash(kit)];
    for (const order of orders) expect((await kit.cancel(order)).statusCode).toBe(200);
    await deliverDue();
    // Only the head of each order's queue is tried while it fails.
    let log = await deliveries(headers, endpoint.id);
    expect(log.total).toBe(4);
    const tried = log.deliveries.filter((d) => d.attempts.length > 0);
    expect(tried.map((d) => d.eventType)).toEqual(['order.placed', 'order.placed']);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60_000);
      await deliverDue();
    }
    expect(hooks.state.received).toHaveLength(0);

    hooks.state.status = 204;
    t.clock.advance(10 * 60_000);
    await deliverDue();
    const got = hooks.state.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: { orderCode: string } },
    );
    expect(got).toHaveLength(4);
    for (const order of orders) {
      expect(got.filter((e) => e.data.orderCode === order.orderCode).map((e) => e.type)).toEqual([
        'order.placed',
        'order.cancelled',
      ]);
    }
    log = await deliveries(headers, endpoint.id);
    expect(log.deliveries.every((d) => d.status === 'delivered')).toBe(true);
    expect(log.deliveries.find((d) => d.attempts.length > 1)!.attempts[0]).toMatchObject({
      status: 503,
      error: 'answered 503',
    });
    const [after] = (await t.app.inject({ method: 'GET', url: opsApi.webhookGetAll.path, headers })).json()
      .endpoints as { active: boolean; failingSince: string | null }[];
    expect(after).toMatchObject({ active: true, failingSince: null });
  });

  it('switches an endpoint off once it has failed for WEBHOOK_DISABLE_AFTER_MS; replay waits for it to be on', async () => {
    const { kit, headers } = await setUp({ WEBHOOK_DISABLE_AFTER_MS: '120000' });
    const endpoint = await register(headers);
    hooks.state.status = 500;
    await placeCash(kit);
    await deliverDue();
    t.clock.advance(130_000);
    await deliverDue();
    const [off] = (await t.app.inject({ method: 'GET', url: opsApi.webhookGetAll.path, headers })).json()
      .endpoints as { active: boolean; version: number }[];
    expect(off!.active).toBe(false);
    const log = await deliveries(headers, endpoint.id);
    expect(log.deliveries[0]).toMatchObject({ status: 'failed' });
    const refused = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookReplay.path,
      headers,
      payload: { id: log.deliveries[0]!.id },
    });
    expect(refused.statusCode).toBe(422);

    hooks.state.status = 200;
    const stale = await t.app.inject({
      method: 'PUT',
      url: opsApi.webhookUpdate.path,
      headers,
      payload: { id: endpoint.id, version: endpoint.version, active: true },
    });
    expect(stale.statusCode).toBe(409);
    const on = await t.app.inject({
      method: 'PUT',
      url: opsApi.webhookUpdate.path,
      headers,
      payload: { id: endpoint.id, version: off!.version, active: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookReplay.path,
      headers,
      payload: { id: log.deliveries[0]!.id },
    });
    expect(replay.statusCode).toBe(200);
    await deliverDue();
    expect(hooks.state.received).toHaveLength(1);
    expect(hooks.state.received[0]!.headers['webhook-id']).toBe(log.deliveries[0]!.eventId);
  });

  it('a receiver that answers in 5 s never slows or fails an order', async () => {
    const { kit, headers } = await setUp({ WEBHOOK_TIMEOUT_MS: '10000' });
    await register(headers);
    hooks.state.delayMs = 5_000;
    const item = await kit.newItem({ stock: 50, price: 20 });
    const flight = await kit.newFlight(3 * DAY);
    const body = kit.body(flight, [{ itemId: item, quantity: 1 }]);
    const started = Date.now();
    const placed = await kit.create(body);
    expect(placed.statusCode).toBe(200);
    const cancelled = await kit.cancel(placed.json());
    expect(cancelled.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3_000);
    // The receiver still gets both events, each once it has answered.
    await deliverDue();
    expect(hooks.state.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'order.placed',
      'order.cancelled',
    ]);
  }, 30_000);

  it('closing the app (a deploy) waits for the delivery in flight, not for the queue behind it', async () => {
    const { kit, headers } = await setUp({ WEBHOOK_TIMEOUT_MS: '10000' });
    await register(headers);
    hooks.state.delayMs = 3_000;
    const placed = await placeCash(kit);
    await expect.poll(() => hooks.state.received.length, { timeout: 10_000 }).toBe(1);
    expect((await kit.cancel(placed)).statusCode).toBe(200);
    // The cancellation's delivery is queued behind the placement's, which the receiver still holds.
    await t.app.dispatchOutbox();
    await t.app.close();
    expect(hooks.state.received.map((r) => JSON.parse(r.body).type)).toEqual(['order.placed']);
  }, 30_000);

  it('describes every order event in the partner document (OpenAPI webhooks), with a valid example', async () => {
    await setUp();
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      webhooks: Record<
        string,
        {
          post: {
            parameters: { name: string }[];
            requestBody: {
              content: Record<string, { example: unknown; schema: { properties: Record<string, unknown> } }>;
            };
          };
        }
      >;
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.webhooks).sort()).toEqual([...orderEventTypes].sort());
    for (const type of orderEventTypes) {
      const post = document.webhooks[type]!.post;
      expect(post.parameters.map((p) => p.name)).toEqual([
        'webhook-id',
        'webhook-timestamp',
        'webhook-signature',
      ]);
      const body = post.requestBody.content['application/json']!;
      expect(OrderEventSchema.parse(body.example)).toMatchObject({ type });
      expect(body.schema.properties.data).toBeTruthy();
    }
    expect(Object.keys(document.paths).some((p) => p.startsWith('/Ops/'))).toBe(false);
  });

  it('refuses receivers on loopback or private addresses unless WEBHOOK_ALLOW_PRIVATE_TARGETS is set', async () => {
    const { kit, headers } = await setUp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    for (const url of [
      hooks.url,
      'https://127.0.0.1/hooks',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://169.254.169.254/latest',
      'https://[::1]/hooks',
      'https://[::ffff:192.168.0.1]/hooks',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: opsApi.webhookCreate.path,
        headers,
        payload: { url, events: ['order.placed'] },
      });
      expect(response.statusCode, url).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
    // An endpoint written before the setting changed (or a name that now resolves privately) is
    // refused again at delivery.
    const [row] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        url: hooks.url,
        events: ['order.placed'],
        secret: `whsec_${Buffer.from('k').toString('base64')}`,
      })
      .returning();
    await placeCash(kit);
    await deliverDue();
    expect(hooks.state.received).toHaveLength(0);
    const log = await deliveries(headers, row!.id);
    expect(log.deliveries[0]!.attempts[0]!.error).toMatch(/private address/);
  });
});
