import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PartnerClientCreated, PartnerClientList } from '@dfs/contract/ops/partners';
import { opsApi } from '@dfs/contract/ops/paths';
import type { WebhookEndpointCreated } from '@dfs/contract/ops/webhooks';
import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { demoCredentials } from '../../db/seed/demo-seed';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

/** A real receiver on 127.0.0.1 that keeps the order codes it was sent, per path. */
async function receiver() {
  const codes = new Map<string, string[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { orderCode: string } };
      codes.set(request.url!, [...(codes.get(request.url!) ?? []), event.data.orderCode]);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}/${path}`,
    codes: (path: string) => [...(codes.get(`/${path}`) ?? [])].sort(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("partner channels (issue 42 point 6): a partner's endpoints hear its own orders only", () => {
  let t: TestApp;
  let hooks: Awaited<ReturnType<typeof receiver>>;
  afterEach(async () => {
    await hooks?.close();
    await t?.close();
  });

  async function setUp() {
    hooks = await receiver();
    t = await createTestApp({}, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '1000' });
    const admin = { authorization: (await signInStaff(t, 'admin')).authorization };
    return { kit: preOrderKit(t), admin };
  }

  const startup = (body?: object) =>
    t.app.inject({ method: 'POST', url: api.tokenStartup.path, ...(body ? { payload: body } : {}) });

  async function makeClient(admin: Record<string, string>, name: string) {
    const made = await t.app.inject({
      method: 'POST',
      url: opsApi.partnerCreate.path,
      headers: admin,
      payload: { name },
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json() as PartnerClientCreated;
  }

  /** Storefront headers made from a Token/Startup answer (the partner's when credentials are given). */
  async function headersOf(client?: PartnerClientCreated) {
    const answer = await startup(
      client ? { clientId: client.clientId, clientSecret: client.clientSecret } : undefined,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { clientAccessToken, accessToken } = answer.json() as {
      clientAccessToken: string;
      accessToken: string;
    };
    return {
      authorization: `Bearer ${clientAccessToken}`,
      usertoken: accessToken,
      actionprivilege: Privilege.PreOrderAccess,
    };
  }

  async function endpoint(admin: Record<string, string>, path: string, partnerId: number | null) {
    const made = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookCreate.path,
      headers: admin,
      payload: { url: hooks.url(path), events: ['order.placed'], partnerId },
    });
    expect(made.statusCode, made.body).toBe(200);
    return made.json() as WebhookEndpointCreated;
  }

  async function place(kit: ReturnType<typeof preOrderKit>, headers: Record<string, string>) {
    const item = await kit.newItem({ stock: 50, price: 20 });
    const flight = await kit.newFlight(3 * DAY);
    const placed = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]), headers);
    expect(placed.statusCode, placed.body).toBe(200);
    return (placed.json() as { orderCode: string }).orderCode;
  }

  it('sends each order to the endpoints of the channel that placed it, and no other', async () => {
    const { kit, admin } = await setUp();
    const [alpha, beta] = [await makeClient(admin, 'Alpha Tours'), await makeClient(admin, 'Beta Trips')];
    expect(alpha.clientId).toMatch(/^pc_/);
    expect(alpha.clientSecret).toMatch(/^pcs_[A-Za-z0-9_-]{43}$/);
    const list = await t.app.inject({ method: 'GET', url: opsApi.partnerGetAll.path, headers: admin });
    expect(list.body).not.toContain(alpha.clientSecret);
    expect((list.json() as PartnerClientList).clients.map((c) => c.name)).toContain('Beta Trips');

    await endpoint(admin, 'airline', null);
    const alphaHook = await endpoint(admin, 'alpha', alpha.id);
    expect(alphaHook.partnerId).toBe(alpha.id);
    await endpoint(admin, 'beta', beta.id);

    const storefrontOrder = await place(kit, await headersOf());
    const alphaOrders = [await place(kit, await headersOf(alpha)), await place(kit, await headersOf(alpha))];
    await t.app.dispatchOutbox();
    await t.app.webhooks.deliver();

    expect(hooks.codes('airline')).toEqual([storefrontOrder]);
    expect(hooks.codes('alpha')).toEqual([...alphaOrders].sort());
    expect(hooks.codes('beta')).toEqual([]);
    const channels = await queryRows<{ order_code: string; partner_id: number | null }>(
      t.database.db,
      sql`SELECT order_code, partner_id FROM orders ORDER BY id`,
    );
    expect(channels.map((r) => r.partner_id)).toEqual([null, alpha.id, alpha.id]);
  });

  it('keeps a customer signed in through a partner in its channel, across a refresh', async () => {
    const { kit, admin } = await setUp();
    const alpha = await makeClient(admin, 'Alpha Tours');
    await endpoint(admin, 'alpha', alpha.id);
    await endpoint(admin, 'airline', null);
    const partner = await headersOf(alpha);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/MasterData/api/V1.0/CustomerProfile/Create',
      headers: { ...partner, actionprivilege: Privilege.AccountSave },
      payload: {
        email: 'hana.partner@example.com',
        title: 3,
        firstName: 'Hana',
        middleName: '',
        lastName: 'Girma',
        nationality: 'Ethiopian',
        mobileNumber: '+251911000111',
        username: 'hanapartner',
        password: 'Blue skies over Addis',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { refreshToken } = registered.json().data as { refreshToken: string };
    const refreshed = await t.app.inject({
      method: 'POST',
      url: api.refreshToken.path,
      headers: partner,
      payload: { refreshToken },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const token = (refreshed.json() as { token: string }).token;
    // The storefront's way: the user token as bearer and user token.
    const code = await place(kit, { ...partner, authorization: `Bearer ${token}`, usertoken: token });
    await t.app.dispatchOutbox();
    await t.app.webhooks.deliver();
    expect(hooks.codes('alpha')).toEqual([code]);
    expect(hooks.codes('airline')).toEqual([]);
  });

  it('refuses wrong credentials, unknown partners and revoked clients', async () => {
    const { kit, admin } = await setUp();
    const alpha = await makeClient(admin, 'Alpha Tours');
    const wrong = await startup({ clientId: alpha.clientId, clientSecret: `${alpha.clientSecret}x` });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.body).not.toContain('clientAccessToken');
    expect((await startup({ clientId: 'pc_nobody', clientSecret: alpha.clientSecret })).statusCode).toBe(401);
    expect((await startup({ clientId: alpha.clientId })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: opsApi.webhookCreate.path,
      headers: admin,
      payload: { url: hooks.url('x'), events: ['order.placed'], partnerId: 9999 },
    });
    expect(unknown.statusCode, unknown.body).toBe(422);

    const partner = await headersOf(alpha);
    const revoked = await t.app.inject({
      method: 'POST',
      url: opsApi.partnerRevoke.path,
      headers: admin,
      payload: { id: alpha.id },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ active: false });
    const item = await kit.newItem({ stock: 5, price: 20 });
    const flight = await kit.newFlight(3 * DAY);
    const refused = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]), partner);
    expect(refused.statusCode).toBe(401);
    const again = await startup({ clientId: alpha.clientId, clientSecret: alpha.clientSecret });
    expect(again.statusCode).toBe(401);
    const orders = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM orders`);
    expect(orders[0]!.n).toBe(0);
    const trail = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'partnerClient' ORDER BY id`,
    );
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('lets the admin alone manage partner clients; the demo partner signs in', async () => {
    const { admin } = await setUp();
    const station = { authorization: (await signInStaff(t, 'station')).authorization };
    const denied = await t.app.inject({
      method: 'POST',
      url: opsApi.partnerCreate.path,
      headers: station,
      payload: { name: 'Sneaky' },
    });
    expect(denied.statusCode).toBe(403);
    const blank = await t.app.inject({
      method: 'POST',
      url: opsApi.partnerCreate.path,
      headers: admin,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: opsApi.partnerRevoke.path,
      headers: admin,
      payload: { id: 4242 },
    });
    expect(missing.statusCode).toBe(404);
    const demo = await startup({
      clientId: demoCredentials.partnerClientId,
      clientSecret: demoCredentials.partnerClientSecret,
    });
    expect(demo.statusCode, demo.body).toBe(200);
  });
});
