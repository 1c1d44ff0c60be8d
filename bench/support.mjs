// What the benchmark sections share: child processes, waiting for a port, load runs with percentiles,
// throw-away PostgreSQL databases and valid pre-order requests.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '..');

/** The environment every benchmarked API process gets: quiet logs, a fixed key, no rate limits in the way. */
export const benchEnv = {
  // The production bundle with the demo data and the sandbox gateway: NODE_ENV=production would
  // refuse the embedded database, the file outbox and the demo customers (docs/OPERATIONS.md).
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  RATE_LIMIT_PER_MINUTE: '100000000',
  FORM_RATE_LIMIT_PER_MINUTE: '100000000',
  LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000',
  ORDER_RATE_LIMIT_PER_MINUTE: '100000000',
  // Benchmarks place thousands of orders with one ticket on one flight.
  PREORDERS_PER_TICKET_SECTOR: '100000000',
  TICKET_ITEM_LIMIT_FACTOR: '1000000',
  GUEST_CASH_ON_BOARD_MAX_USD: '1000000',
};

/**
 * A child's environment: this process's, without DATABASE_URL, then `env`. A child that is to use
 * PostgreSQL is given its address; any other runs on the embedded database, whatever the shell set.
 */
export function childEnv(env = {}) {
  const { DATABASE_URL: _server, ...inherited } = process.env;
  return { ...inherited, ...env };
}

export function runCommand(root, cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: childEnv(env) });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

/** Starts a Node script; `stop()` ends it (SIGTERM) and resolves once it has exited. */
export function startNode(root, script, scriptArgs, env) {
  const child = spawn(process.execPath, [script, ...scriptArgs], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: childEnv(env),
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export async function waitFor(url, timeoutMs = 600_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (n) => Math.round(n * 10) / 10;

/**
 * Drives one endpoint with autocannon after a warm-up (and `settle()`, which waits until the server
 * has worked through what the warm-up left queued). Latency percentiles come from every answer's
 * own time (autocannon's summary has no p95); only 2xx (and 304) answers count as throughput.
 */
export async function measure(
  name,
  { url, method = 'GET', headers = {}, body, requests, connections = 50, duration, warmup = 2, settle },
) {
  const options = {
    url,
    method,
    connections,
    pipelining: 1,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(requests ? { requests } : {}),
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  // Requests still queued from the warm-up must not eat into the measured window.
  if (settle) await settle();
  const times = [];
  let ok = 0;
  let failed = 0;
  const instance = autocannon({ ...options, duration });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    if ((statusCode >= 200 && statusCode < 300) || statusCode === 304) ok++;
    else failed++;
  });
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    connections,
    requestsPerSecond: Math.round(ok / result.duration),
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
    p99Ms: round1(percentile(times, 99)),
    errors: failed + result.errors + result.timeouts,
  };
}

/** A connection string for another database on the same PostgreSQL server. */
export function databaseUrlFor(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs SQL on a PostgreSQL database given by URL. */
export async function withPostgres(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and creates a database on the server of `serverUrl`; returns its URL. */
export async function freshPostgresDatabase(serverUrl, name) {
  await withPostgres(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrlFor(serverUrl, name);
}

/** Creates the database when it does not exist yet (kept between runs, e.g. the large data set). */
export async function ensurePostgresDatabase(serverUrl, name) {
  await withPostgres(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  });
  return databaseUrlFor(serverUrl, name);
}

/** Starts the built API (or another server script) with `benchEnv`; resolves once `readyUrl` answers. */
export async function startServer(script, env, readyUrl) {
  const server = startNode(root, script, [], { ...benchEnv, ...env });
  const exited = new Promise((_, reject) =>
    server.child.once('exit', (code) =>
      reject(new Error(`${script} exited with ${code} before it was ready`)),
    ),
  );
  await Promise.race([waitFor(readyUrl), exited]);
  return server;
}

/** Drops a database made by freshPostgresDatabase. */
export async function dropPostgresDatabase(serverUrl, name) {
  await withPostgres(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
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

/** One visitor token per buyer: many travellers, as in real traffic. */
export async function visitorTokens(base, count) {
  const tokens = [];
  for (let i = 0; i < count; i++) tokens.push((await visitorHeaders(base)).usertoken);
  return tokens;
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
  const flight = await client.query(
    `INSERT INTO flights (flight_number, origin, destination, departure_at) VALUES ($1, 'ADD', 'LHR', $2) RETURNING id`,
    [number, departure.toISOString()],
  );
  // A pre-order names a ticket that holds its flight.
  const ticketNumber = `09${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
  const ticket = await client.query(
    `INSERT INTO tickets (ticket_number, passenger_first_name, passenger_last_name) VALUES ($1, 'Bench', 'Buyer') RETURNING id`,
    [ticketNumber],
  );
  await client.query(
    `INSERT INTO ticket_sectors (ticket_id, flight_id, seat_number) VALUES ($1, $2, '12A')`,
    [ticket.rows[0].id, flight.rows[0].id],
  );
  return {
    itemId: item.rows[0].id,
    flight: {
      flightNumber: number,
      origin: 'ADD',
      destination: 'LHR',
      departureDate: departure.toISOString(),
      ticketNumber,
      passengerLastName: 'Buyer',
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
    seatNumber: '12A',
    guest: {
      firstName: 'Bench',
      lastName: 'Buyer',
      email: 'bench.buyer@example.com',
      mobileNumber: '+251911000111',
    },
  });
}

/** autocannon request list: POST Create with a new Idempotency-Key each time, buyers taking turns. */
export function createRequests(body, visitors) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/PreOrder/api/V1.0/PreOrder/Create',
      setupRequest: (request) => ({
        ...request,
        body,
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          usertoken: visitors[next++ % visitors.length],
        },
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

/** Prints a section's tables and its budget checks. */
export function printSection(result) {
  for (const table of result.tables) {
    console.log(`\n${table.title}`);
    console.table(table.rows);
  }
  console.log('\nBudgets');
  console.table(
    result.checks.map((c) => ({ budget: c.budget, measured: c.measured, met: c.met ? 'met' : 'NOT MET' })),
  );
}

/** Runs a PostgreSQL section on its own (`node bench/<section>.mjs`): builds the API, runs, prints. */
export async function runPostgresSectionAlone(section) {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('Set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL server');
  runCommand(root, 'npm', ['run', 'build', '-w', '@dfs/api']);
  printSection(await section({ root, databaseUrl }));
}

/** The metric families an operator alerts on (docs/OPERATIONS.md "Metrics"); pool figures on PostgreSQL only. */
const watchedMetrics = [
  'http_requests_total',
  'http_request_duration_seconds',
  'nodejs_eventloop_lag_seconds',
  'shop_orders_total',
  'shop_outbox_pending',
  'shop_event_outbox_pending',
  'shop_rate_limit_refusals_total',
];

/**
 * Scrapes `/metrics` once at the end of a run: each watched family, whether the API declares it, its
 * number of series and the sum of their values.
 */
export async function scrapeMetrics(base, { pool }) {
  const response = await fetch(`${base}/metrics`);
  const text = await response.text();
  const families = [...watchedMetrics, ...(pool ? ['shop_db_pool_in_use', 'shop_db_pool_waiting'] : [])];
  const rows = families.map((family) => {
    const samples = text
      .split('\n')
      .filter((line) => line.startsWith(family) && !line.startsWith('#'))
      .filter((line) => !/_bucket\{|_sum[ {]/.test(line));
    const sum = samples.reduce((total, line) => total + Number(line.split(' ').at(-1)), 0);
    const declared = text.includes(`# TYPE ${family} `);
    return { metric: family, declared, series: samples.length, 'sum of values': Number(sum.toFixed(3)) };
  });
  // A labelled counter has no series until it first counts (no refusals while the bench lifts limits).
  return { status: response.status, rows, missing: rows.filter((r) => !r.declared).map((r) => r.metric) };
}
