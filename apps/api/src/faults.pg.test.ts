// Kills a real API process (SIGKILL) at the checkpoints of faults.ts, restarts it and checks in SQL that
// no paid order is lost, nothing is charged twice and unpaid holds are released (decision 013).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PaymentStatus as P, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './db/client';
import type { FaultPoint } from './faults';
import type { SandboxOperation } from './modules/payments/sandbox-gateway';
import { orderRows } from './modules/preorders/preorders-test-kit';
import { testSecret } from './test/test-app';
import { openTestDatabase } from './test/test-database';

const DAY = 24 * 60 * 60 * 1000;
const HOLD_SECONDS = 3;
/** `npm run faults` runs every checkpoint; `npm test` one of checkout, the callback and one of cancel. */
const FULL = process.env.FAULT_SUITE === 'full';
const checkoutPoints: FaultPoint[] = FULL
  ? ['checkout.stock-reserved', 'checkout.order-inserted', 'checkout.gateway-called']
  : ['checkout.order-inserted'];
const cancelPoints: FaultPoint[] = FULL ? ['cancel.stock-released', 'cancel.refunded'] : ['cancel.refunded'];
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const bundles = fileURLToPath(new URL('../../../var/test', import.meta.url));

/** One API process of our own on the test database, started from the production bundle. */
class ApiProcess {
  private child!: ChildProcess;
  url = '';
  exited!: Promise<NodeJS.Signals | number | null>;

  constructor(
    private readonly main: string,
    private readonly env: Record<string, string>,
  ) {}

  async start(faultPoint?: FaultPoint) {
    this.child = spawn(process.execPath, [this.main], {
      env: { ...process.env, ...this.env, ...(faultPoint ? { FAULT_POINT: faultPoint } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => resolve(signal ?? code)),
    );
    let output = '';
    this.url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      };
      this.child.stdout!.on('data', read);
      this.child.stderr!.on('data', read);
      this.child.once('exit', () => reject(new Error(`API exited while starting:\n${output}`)));
    });
  }

  async call(method: string, route: string, body?: object | string, headers: Record<string, string> = {}) {
    const form = typeof body === 'string';
    return fetch(`${this.url}${route}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
  }

  async headers() {
    const tokens = (await (await this.call('POST', '/User/api/V1.0/Token/Startup')).json()) as {
      clientAccessToken: string;
      accessToken: string;
    };
    return {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      usertoken: tokens.accessToken,
      actionprivilege: 'PreOrder-Access',
    };
  }

  /** Sends a request that is expected to kill the process at its checkpoint. */
  async dieOn(request: () => Promise<Response>) {
    await expect(request()).rejects.toThrow();
    expect(await this.exited).toBe('SIGKILL');
  }

  async stop() {
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      await this.exited;
    }
  }
}

describe('an API process killed at its checkpoints', () => {
  let database: Database;
  let rows: ReturnType<typeof orderRows>;
  let api: ApiProcess;
  let dataDir: string;
  let bundleDir: string;
  const clock = { now: () => new Date() };

  beforeAll(async () => {
    database = await openTestDatabase();
    rows = orderRows(database, clock);
    const [{ name }] = (await queryRows<{ name: string }>(
      database.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'dfs-faults-'));
    // The bundle `npm start` runs, built beside the repository's node_modules (about 0.6 s).
    mkdirSync(bundles, { recursive: true });
    bundleDir = mkdtempSync(path.join(bundles, 'api-faults-'));
    execFileSync(process.execPath, ['build.mjs', bundleDir], { cwd: apiRoot, stdio: 'ignore' });
    api = new ApiProcess(path.join(bundleDir, 'main.js'), {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      JWT_SECRET: testSecret,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      CARD_HOLD_SECONDS: String(HOLD_SECONDS),
      HOLD_SWEEP_SECONDS: '1',
      // Every order of the run is on one flight with one ticket.
      PREORDERS_PER_TICKET_SECTOR: '1000000',
      TICKET_ITEM_LIMIT_FACTOR: '1000000',
    });
  });
  afterAll(async () => {
    await api?.stop();
    await database?.close();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The sandbox gateway's books, written by the API processes into DATA_DIR. */
  function gatewayBooks(): SandboxOperation[] {
    const file = path.join(dataDir, 'sandbox-gateway.jsonl');
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SandboxOperation);
  }

  /** Money the gateway holds for an order: captures less refunds over all its payments. */
  async function capturedFor(orderId: number) {
    const refs = (
      await queryRows<{ provider_ref: string }>(
        database.db,
        sql`SELECT provider_ref FROM payments WHERE order_id = ${orderId} AND provider_ref IS NOT NULL`,
      )
    ).map((r) => r.provider_ref);
    const books = gatewayBooks().filter((o) => refs.includes(o.providerRef));
    const captures = books.filter((o) => o.kind === 'charge' && o.outcome === 'payment.succeeded').length;
    const refunds = books.filter((o) => o.kind === 'refund').length;
    return { captures, refunds, held: captures - refunds };
  }

  async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
    const until = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > until) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it(`keeps every invariant across kills at ${[...checkoutPoints, 'callback.received', ...cancelPoints].join(', ')}`, {
    timeout: 300_000,
  }, async () => {
    const started = Date.now();
    const flight = await rows.newFlight(3 * DAY);
    const cardBody = (itemId: number) => rows.body(flight, [{ itemId, quantity: 1 }], { paymentOption: 1 });
    const pay = async (placed: { paymentRedirectUrl: string }) => {
      const session = new URL(placed.paymentRedirectUrl, 'http://x').searchParams.get('session')!;
      return api.call(
        'POST',
        '/Payment/Sandbox/Checkout',
        new URLSearchParams({ session, action: 'pay', cardNumber: '4242424242424242' }).toString(),
      );
    };
    const create = async (itemId: number, key: string, headers: Record<string, string>) =>
      api.call('POST', '/PreOrder/api/V1.0/PreOrder/Create', cardBody(itemId), {
        ...headers,
        'idempotency-key': key,
      });
    const points = [...checkoutPoints, 'callback.received' as const, ...cancelPoints];
    let kills = 0;

    // Checkout killed after stock, after the order row, after the gateway: nothing of it stays.
    const retries: { item: number; key: string; headers: Record<string, string> }[] = [];
    await api.start(points[0]);
    for (const point of checkoutPoints) {
      const item = await rows.newItem({ stock: 5, price: 40 });
      const headers = await api.headers();
      const key = `killed-at-${point}`;
      await api.dieOn(() => create(item, key, headers));
      kills++;
      await api.start(points[kills]);
      expect(await rows.stockOf(item), point).toBe(5);
      expect(await rows.orderIdsOfItem(item), point).toEqual([]);
      retries.push({ item, key, headers });
    }

    // Killed on receiving the success callback: the gateway has the money, the order does not know yet.
    const paidItem = await rows.newItem({ stock: 5, price: 40 });
    const paidResponse = await create(paidItem, 'paid-then-killed', await api.headers());
    expect(paidResponse.status).toBe(200);
    const paid = (await paidResponse.json()) as { id: number; paymentRedirectUrl: string };
    // An order nobody pays, to be released by the sweeper after its hold.
    const unpaidItem = await rows.newItem({ stock: 5, price: 40 });
    const unpaidResponse = await create(unpaidItem, 'never-paid', await api.headers());
    expect(unpaidResponse.status).toBe(200);
    const unpaid = (await unpaidResponse.json()) as { id: number };
    await api.dieOn(() => pay(paid));
    kills++;
    expect((await capturedFor(paid.id)).captures).toBe(1);
    await api.start(points[kills]);
    // The restarted sweeper asks the gateway once the hold is over, and confirms the paid order.
    const reconciled = await waitFor(
      () => rows.order(paid.id),
      (o) => o.payment_status === P.Paid,
    );
    expect(reconciled).toMatchObject({ order_request_status: S.Confirmed, payment_status: P.Paid });
    expect(await rows.stockOf(paidItem)).toBe(4);

    // Cancel of a paid order killed after the stock went back, or after the refund.
    const cancelled: { id: number; item: number; viewToken: string }[] = [];
    for (const point of cancelPoints) {
      const item = await rows.newItem({ stock: 5, price: 40 });
      const response = await create(item, `cancel-${point}`, await api.headers());
      const placed = (await response.json()) as { id: number; paymentRedirectUrl: string; viewToken: string };
      expect((await pay(placed)).status).toBe(303);
      expect((await rows.order(placed.id)).payment_status).toBe(P.Paid);
      const headers = await api.headers();
      await api.dieOn(() =>
        api.call(
          'PUT',
          '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
          { id: placed.id, ReasonOfCancellation: 1, viewToken: placed.viewToken },
          headers,
        ),
      );
      kills++;
      await api.start(points[kills]);
      // The cancel did not happen: the order is still paid and its goods still held.
      expect(await rows.order(placed.id), point).toMatchObject({
        order_request_status: S.Confirmed,
        payment_status: P.Paid,
      });
      expect(await rows.stockOf(item), point).toBe(4);
      cancelled.push({ id: placed.id, item, viewToken: placed.viewToken });
    }
    expect(kills).toBe(points.length);

    // The last process runs without a fault: retries go through once.
    for (const retry of retries) {
      const response = await create(retry.item, retry.key, retry.headers);
      expect(response.status, retry.key).toBe(200);
      const again = await create(retry.item, retry.key, retry.headers);
      expect(((await again.json()) as { id: number }).id).toBe(
        ((await response.json()) as { id: number }).id,
      );
      expect(await rows.stockOf(retry.item)).toBe(4);
    }
    for (const order of cancelled) {
      const response = await api.call(
        'PUT',
        '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
        { id: order.id, ReasonOfCancellation: 1, viewToken: order.viewToken },
        await api.headers(),
      );
      expect(response.status).toBe(200);
      expect(await rows.order(order.id)).toMatchObject({
        order_request_status: S.Cancelled,
        payment_status: P.Refunded,
      });
      expect(await rows.stockOf(order.item)).toBe(5);
      // Refunded once, though the killed cancel had already asked the gateway for it.
      expect(await capturedFor(order.id)).toEqual({ captures: 1, refunds: 1, held: 0 });
    }

    // The order nobody paid was released by the sweeper after its hold, across the restarts.
    const released = await waitFor(
      () => rows.order(unpaid.id),
      (o) => o.order_request_status === S.Cancelled,
    );
    expect(released.order_request_status).toBe(S.Cancelled);
    expect(await rows.stockOf(unpaidItem)).toBe(5);

    // Over every order: the gateway holds money exactly for the paid ones, once.
    const all = await queryRows<{ id: number; payment_status: number }>(
      database.db,
      sql`SELECT DISTINCT o.id, o.payment_status FROM orders o JOIN payments p ON p.order_id = o.id`,
    );
    for (const order of all) {
      expect((await capturedFor(order.id)).held, `order ${order.id}`).toBe(
        order.payment_status === P.Paid ? 1 : 0,
      );
    }
    console.info(
      `faults: ${kills} kills and ${kills + 1} starts, ${all.length} card orders checked in ${Date.now() - started} ms`,
    );
  });
});
