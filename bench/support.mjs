// Shared by the bench sections: start the built API, wait for it, make throw-away PostgreSQL databases,
// and build valid pre-order requests.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');
export const benchSecret = 'bench-secret-bench-secret-bench-secret!!';

export async function waitFor(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** Runs a node script of the repository as a child process; resolves once `readyUrl` answers. */
export async function startNode(script, env, readyUrl) {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      JWT_SECRET: benchSecret,
      RATE_LIMIT_PER_MINUTE: '100000000',
      ...env,
    },
  });
  const exited = new Promise((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`))),
  );
  await Promise.race([waitFor(readyUrl), exited]);
  return {
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** A fresh, empty database on the server of `adminUrl`; `drop()` removes it. */
export async function freshDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Headers of an anonymous visitor holding `privilege`, as the storefront sends them. */
export async function visitorHeaders(base, privilege = 'PreOrder-Access') {
  const tokens = await (await fetch(`${base}/User/api/V1.0/Token/Startup`, { method: 'POST' })).json();
  return {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: tokens.accessToken,
    actionprivilege: privilege,
  };
}

/**
 * An item of our own with `stock` units (a copy of the first seeded item) and a flight three days out,
 * written straight into the database so every run starts from a known stock.
 */
export async function hotItemAndFlight(client, stock) {
  const code = `BENCH-${randomUUID().slice(0, 8)}`;
  const item = await client.query(
    `INSERT INTO items (item_code, name, description, brand_id, category_id, top_category_id, base_price_minor,
       quantity, order_quantity, miles_for_redeem, miles_for_accrual, registered_date, active)
     SELECT $1::text, 'Bench item ' || $1::text, description, brand_id, category_id, top_category_id, 2500, $2, 5,
       NULL, 0, now() - interval '400 days', true
     FROM items ORDER BY id LIMIT 1 RETURNING id`,
    [code, stock],
  );
  const departure = new Date(Date.now() + 3 * 24 * 3600 * 1000);
  const number = `BN${Math.floor(1000 + Math.random() * 8999)}`;
  await client.query(
    `INSERT INTO flights (flight_number, origin, destination, departure_at) VALUES ($1, 'ADD', 'LHR', $2)`,
    [number, departure.toISOString()],
  );
  return {
    itemId: item.rows[0].id,
    flight: {
      flightNumber: number,
      origin: 'ADD',
      destination: 'LHR',
      departureDate: departure.toISOString(),
    },
  };
}

/** A guest pre-order of one unit, paid in cash on board (confirmed at once). */
export function cashOrderBody(itemId, flight) {
  return JSON.stringify({
    items: [{ itemId, quantity: 1 }],
    currencyId: 2,
    paymentOption: 2,
    pickFrom: 'On board',
    ...flight,
    ticketNumber: '0712345678901',
    seatNumber: '12A',
    guest: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: 'bench.buyer@example.com',
      mobileNumber: '+251911000111',
    },
  });
}

/** autocannon request list: POST Create with a new Idempotency-Key on every request. */
export function createRequests(body) {
  return [
    {
      method: 'POST',
      path: '/PreOrder/api/V1.0/PreOrder/Create',
      setupRequest: (request) => ({
        ...request,
        body,
        headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      }),
    },
  ];
}

/** Units sold of an item and its stock now, read from the database. */
export async function soldAndStock(client, itemId) {
  const sold = await client.query(
    `SELECT coalesce(sum(oi.quantity), 0)::int AS units, count(DISTINCT o.id)::int AS orders
       FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.item_id = $1`,
    [itemId],
  );
  const stock = await client.query('SELECT quantity FROM items WHERE id = $1', [itemId]);
  return { units: sold.rows[0].units, orders: sold.rows[0].orders, stock: stock.rows[0].quantity };
}
