// The API section of `npm run bench`: the built API on PGlite or PostgreSQL beside a hello-world
// Fastify route (H) started the same way, driven by autocannon at 50 connections after a warm-up.
// Three passes over one database: first with the read cache off (READ_CACHE_MS=0: every request reaches
// the database), then as deployed (cached catalogue reads), which also places pre-orders, then the home
// page with the page cache off (PAGE_CACHE_MS=0): at one address (requests that arrive during a render
// share it) and at a new address each request (every request rendered).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  benchEnv,
  ensurePostgresDatabase,
  freshPostgresDatabase,
  measure,
  runCommand,
  scrapeMetrics,
  startNode,
  waitFor,
  withPostgres,
} from './support.mjs';

const CONNECTIONS = 50;
/** Items the quote and pre-order runs buy; their stock is topped up so no order runs out. */
const ORDER_ITEMS = 100;
const TOP_UP = 10_000_000;

const paths = {
  token: '/User/api/V1.0/Token/Startup',
  signIn: '/User/api/V1.0/Account/SignIn',
  batch: '/PreOrder/api/V1.0/PreOrder/GetPreOrderItems',
  items: '/PreOrder/api/V1.0/PreOrder/GetItems',
  search: '/PreOrder/api/V1.0/PreOrder/SearchItems',
  itemById: '/MasterData/api/V1.0/Item/GetById',
  itemDetail: '/PreOrder/api/V1.0/PreOrder/GetItemDetail',
  quote: '/PreOrder/api/V1.0/PreOrder/GetCartQuote',
  create: '/PreOrder/api/V1.0/PreOrder/Create',
  myOrders: '/PreOrder/api/V1.0/PreOrder/GetMyOrders',
};
const itemsPage = `${paths.items}?listKind=all&page=1`;

/**
 * The day of the demo ticket's ET500, `days` after today: the seed puts it on that UTC day at 08:30 in
 * Addis Ababa (05:30 UTC), so its local date is the UTC date. (Addis Ababa's date of `now + days`
 * was a day later from 21:00 UTC, and every order was refused.)
 */
function departureDay(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function postJson(url, body, headers) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function getJson(url, headers) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The headers a storefront call sends: the client token, the visitor (or user) token, the label. */
async function storefrontHeaders(base, userToken) {
  const tokens = await postJson(`${base}${paths.token}`, {}, {});
  return {
    // What a browser sends: cached catalogue answers go out gzip-compressed.
    'accept-encoding': 'gzip, deflate, br',
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: userToken ?? tokens.accessToken,
    actionprivilege: 'PreOrder-Access',
  };
}

/** Search terms from the catalogue's own names (words and their prefixes), so nearly every one differs. */
async function searchTerms(base, headers) {
  const names = [];
  for (let page = 1; page <= 5; page++) {
    const body = await getJson(
      `${base}${paths.items}?listKind=all&pageSize=100&page=${page}&sortBy=Default&sortOrder=ASC`,
      headers,
    );
    names.push(...body.items.map((i) => i.name));
  }
  const words = [
    ...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 3)),
  ];
  return [...new Set(words.flatMap((w) => [w, w.slice(0, 3), w.slice(0, 4), w.slice(0, 5)]))];
}

const HOME_ROW = 'home page, server-rendered, 10 conn.';
const HOME_RENDER_ROW =
  'home page rendered at every request (PAGE_CACHE_MS=0, /?page=N a new address each), 10 conn.';
const HOME_SHARED_ROW =
  'home page, PAGE_CACHE_MS=0, one address (requests during a render share it), 10 conn.';
const pick = (options) => (options.connections ? { connections: options.connections } : {});

function rotating(make) {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, ...make(next++) }) }];
}

export async function benchApi({ root, kind, serverUrl, databaseName, duration, large, port }) {
  const base = `http://127.0.0.1:${port}`;
  const hello = `http://127.0.0.1:${port + 1}/hello`;
  const dataLabel = large ? '100 000 items, 1 000 000 orders (seed:large)' : 'demo catalogue';
  const env = { ...benchEnv, PORT: String(port), HOST: '127.0.0.1' };

  // The database: a fresh one the API migrates and seeds on start, or the kept large one.
  let topUp;
  if (kind === 'pglite') {
    const dataDir = large
      ? path.join(root, 'var', 'large')
      : mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
    if (large) runCommand(root, 'npm', ['run', 'seed:large'], { DATA_DIR: dataDir });
    env.DATA_DIR = dataDir;
    topUp = async (itemIds) => {
      // PGlite allows one process at a time: this runs while the API is stopped.
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
      await db.query(`UPDATE items SET quantity = ${TOP_UP} WHERE id = ANY($1::int[])`, [itemIds]);
      await db.close();
    };
  } else {
    const url = large
      ? await ensurePostgresDatabase(serverUrl, databaseName)
      : await freshPostgresDatabase(serverUrl, databaseName);
    env.DATABASE_URL = url;
    env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
    if (large) runCommand(root, 'npm', ['run', 'seed:large'], { DATABASE_URL: url, DATA_DIR: env.DATA_DIR });
    topUp = (itemIds) =>
      withPostgres(url, (client) =>
        client.query(`UPDATE items SET quantity = ${TOP_UP} WHERE id = ANY($1::int[])`, [itemIds]),
      );
  }

  const h = startNode(root, 'bench/hello-server.mjs', [String(port + 1)], {});
  let metrics;
  const figures = [];
  const add = (figure, pass) => {
    figure.pass = pass;
    figures.push(figure);
    console.log(
      `  ${kind} ${pass}: ${figure.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms, H ${figure.hRequestsPerSecond} req/s, ${figure.ratioToH} × H, errors ${figure.errors}`,
    );
    return figure;
  };
  // After each row the API may still be working through requests autocannon gave up on (PGlite runs
  // one query at a time): the next row starts once a database ping answers again.
  const settle = () => waitFor(`${base}/readyz`).catch(() => {});
  const run = async (name, options) => {
    const figure = await measure(name, { duration, connections: CONNECTIONS, settle, ...options });
    await settle();
    return figure;
  };
  // Each row is measured right after its own H row (same connections, same length): the load of a
  // shared machine changes from minute to minute, and the ratio is what compares.
  const row = async (name, options) => {
    const h = await measure('H', {
      url: hello,
      duration,
      connections: CONNECTIONS,
      warmup: 1,
      ...pick(options),
    });
    const figure = await run(name, options);
    figure.hRequestsPerSecond = h.requestsPerSecond;
    figure.hP99Ms = h.p99Ms;
    figure.ratioToH = Number((figure.requestsPerSecond / h.requestsPerSecond).toFixed(3));
    return figure;
  };
  // The storefront's home page as a phone's first visit asks for it (issue 20): rendered by Preact on the
  // server at every request when the read cache is off, from the page cache when it is on.
  const homePage = { url: `${base}/?lng=en`, connections: 10, headers: { 'accept-encoding': 'gzip' } };
  const startedAt = Date.now();
  let orderItemIds;
  try {
    await waitFor(hello);

    // Pass 1: every read reaches the database.
    {
      const api = startNode(root, 'apps/api/dist/main.js', [], { ...env, READ_CACHE_MS: '0' });
      try {
        await waitFor(`${base}/readyz`);
        const headers = await storefrontHeaders(base);
        add(await row('GetItems page', { url: `${base}${itemsPage}`, headers }), 'uncached');
        add(await row('catalogue batch', { url: `${base}${paths.batch}`, headers }), 'uncached');
        add(await row(HOME_ROW, homePage), 'uncached');
        const terms = await searchTerms(base, headers);
        const search = (connections) =>
          row(`SearchItems suggest, ${terms.length} distinct terms, ${connections} conn.`, {
            url: `${base}/`,
            headers,
            connections,
            requests: rotating((i) => ({
              path: `${paths.search}?suggest=true&term=${encodeURIComponent(terms[i % terms.length])}`,
            })),
          });
        add(await search(CONNECTIONS), 'uncached');
        add(await search(1), 'uncached');
        const sellable = await getJson(
          `${base}${paths.items}?listKind=all&pageSize=100&page=1&sortBy=ByPrice&sortOrder=ASC`,
          headers,
        );
        orderItemIds = sellable.items
          .filter((item) => item.quantity > 0 && (item.orderQuantity === null || item.orderQuantity >= 1))
          .slice(0, ORDER_ITEMS)
          .map((item) => item.id);
      } finally {
        await api.stop();
      }
    }

    await topUp(orderItemIds);

    // Pass 2: as deployed (catalogue reads cached for READ_CACHE_MS, default 10 s).
    {
      const api = startNode(root, 'apps/api/dist/main.js', [], env);
      try {
        await waitFor(`${base}/readyz`);
        const headers = await storefrontHeaders(base);
        add(await row('GetItems page', { url: `${base}${itemsPage}`, headers }), 'cached');
        add(await row('catalogue batch', { url: `${base}${paths.batch}`, headers }), 'cached');
        add(await row(HOME_ROW, homePage), 'cached');
        add(
          await row('GetItemById', { url: `${base}${paths.itemById}?id=${orderItemIds[0]}`, headers }),
          'cached',
        );
        add(
          await row('SearchItems suggest "gold"', {
            url: `${base}${paths.search}?term=gold&suggest=true`,
            headers,
          }),
          'cached',
        );
        add(
          await row('GetItemDetail (10 items, never cached)', {
            url: `${base}${paths.itemDetail}`,
            method: 'POST',
            headers,
            body: { itemIds: orderItemIds.slice(0, 10), currencyId: 2 },
          }),
          'cached',
        );
        const cart = orderItemIds.slice(0, 5).map((itemId, i) => ({ itemId, quantity: 1 + (i % 2) }));
        await postJson(`${base}${paths.quote}`, { items: cart, currencyId: 2 }, headers);
        add(
          await row('cart quote (5 lines)', {
            url: `${base}${paths.quote}`,
            method: 'POST',
            headers,
            body: { items: cart, currencyId: 2 },
          }),
          'cached',
        );
        const session = await postJson(
          `${base}${paths.signIn}`,
          { username: 'traveller', password: 'Travel#2026' },
          headers,
        );
        const userHeaders = { ...headers, usertoken: session.data.token };
        const firstPage = await getJson(`${base}${paths.myOrders}?page=1`, userHeaders);
        add(
          await row(`GetMyOrders page 1 (customer with ${firstPage.total} orders)`, {
            url: `${base}${paths.myOrders}?page=1`,
            headers: userHeaders,
          }),
          'cached',
        );
        // Pre-orders last: each one moves stock and so clears the cached catalogue reads.
        const order = (i) => ({
          items: [
            { itemId: orderItemIds[i % orderItemIds.length], quantity: 1 },
            { itemId: orderItemIds[(i + 7) % orderItemIds.length], quantity: 1 },
          ],
          currencyId: 2,
          paymentOption: 2,
          pickFrom: 'On board',
          origin: 'ADD',
          destination: 'LHR',
          flightNumber: 'ET500',
          departureDate: departureDay(3),
          ticketNumber: '0712345678901',
          passengerLastName: 'Tesfaye',
          seatNumber: '12A',
          guest: {
            firstName: 'Bench',
            lastName: 'Runner',
            email: 'bench.runner@example.com',
            mobileNumber: '+251911000111',
          },
        });
        const runId = Date.now().toString(36);
        // Many travellers, as in real traffic: each visitor token is its own idempotency scope.
        const visitors = [];
        for (let i = 0; i < 100; i++) visitors.push((await storefrontHeaders(base)).usertoken);
        await postJson(`${base}${paths.create}`, order(0), {
          ...headers,
          'idempotency-key': `bench-${runId}-check`,
        });
        add(
          await row('pre-order Create (cash on board, 100 visitors, distinct Idempotency-Key)', {
            url: `${base}/`,
            headers,
            requests: rotating((i) => ({
              method: 'POST',
              path: paths.create,
              headers: {
                ...headers,
                usertoken: visitors[i % visitors.length],
                'content-type': 'application/json',
                'idempotency-key': `bench-${runId}-${i}`,
              },
              body: JSON.stringify(order(i)),
            })),
          }),
          'cached',
        );
        metrics = await scrapeMetrics(base, { pool: kind === 'postgres' });
      } finally {
        await api.stop();
      }
    }

    // Pass 3: the render alone (reads cached as deployed, no page kept between requests).
    {
      const api = startNode(root, 'apps/api/dist/main.js', [], { ...env, PAGE_CACHE_MS: '0' });
      try {
        await waitFor(`${base}/readyz`);
        add(await row(HOME_SHARED_ROW, homePage), 'cached');
        // `page` is a parameter pages read, so each address is a page of its own: every request renders.
        add(
          await row(HOME_RENDER_ROW, {
            ...homePage,
            requests: rotating((i) => ({ method: 'GET', path: `/?lng=en&page=${i + 1}` })),
          }),
          'cached',
        );
      } finally {
        await api.stop();
      }
    }
  } finally {
    await h.stop();
    // Fresh data directories go again; the large one in var/ is kept for the next run.
    if (!large || kind === 'postgres') rmSync(env.DATA_DIR, { recursive: true, force: true });
  }

  const label = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  const find = (pass, prefix) => figures.find((f) => f.pass === pass && f.name.startsWith(prefix));
  const itemsCached = find('cached', 'GetItems page');
  const itemsUncached = find('uncached', 'GetItems page');
  const quote = find('cached', 'cart quote');
  const searchAll = find('uncached', 'SearchItems suggest');
  const homeRendered = find('cached', HOME_RENDER_ROW);
  const checks = [
    {
      budget: `${label}, ${dataLabel}: GetItems page ≥ 0.6 × H when warm (cached)`,
      measured: `${itemsCached.ratioToH} × H (${itemsCached.requestsPerSecond} req/s)`,
      met: itemsCached.ratioToH >= 0.6,
    },
    {
      budget: `${label}, ${dataLabel}: server render of the home page p95 ≤ 30 ms at 10 connections (reads cached, page cache missed)`,
      measured: `p95 ${homeRendered.p95Ms} ms (${homeRendered.requestsPerSecond} req/s, ${homeRendered.ratioToH} × H)`,
      met: homeRendered.p95Ms <= 30 && homeRendered.errors === 0,
    },
    {
      budget: `${label}, ${dataLabel}: cart quote p99 ≤ 30 ms at 50 connections`,
      measured: `p99 ${quote.p99Ms} ms`,
      met: quote.p99Ms <= 30,
    },
  ];
  if (kind === 'postgres') {
    checks.splice(1, 0, {
      budget: `PostgreSQL, ${dataLabel}: GetItems page ≥ 0.15 × H when every request reaches PostgreSQL`,
      measured: `${itemsUncached.ratioToH} × H (${itemsUncached.requestsPerSecond} req/s)`,
      met: itemsUncached.ratioToH >= 0.15,
    });
  }
  if (metrics) {
    checks.push({
      budget: `${label}: /metrics scraped after the run shows every figure an operator alerts on`,
      measured:
        metrics.missing.length === 0
          ? `all ${metrics.rows.length} families`
          : `missing ${metrics.missing.join(', ')}`,
      met: metrics.status === 200 && metrics.missing.length === 0,
    });
  }
  if (large) {
    checks.push({
      budget: `${label}: search p95 ≤ 20 ms at 100 000 items (50 connections, distinct terms, uncached)`,
      measured: `p95 ${searchAll.p95Ms} ms`,
      met: searchAll.p95Ms <= 20,
    });
  }

  return {
    title: `API on ${label}, ${dataLabel}`,
    tables: [
      {
        title: `API on ${label}, ${dataLabel}: ${CONNECTIONS} connections unless stated, ${duration} s per row after 2 s warm-up, each beside its own H row`,
        rows: figures.map((f) => ({
          pass: f.pass,
          endpoint: f.name,
          'req/s': f.requestsPerSecond,
          'p50 ms': f.p50Ms,
          'p95 ms': f.p95Ms,
          'p99 ms': f.p99Ms,
          'H req/s': f.hRequestsPerSecond,
          'H p99 ms': f.hP99Ms,
          '× H': f.ratioToH,
          errors: f.errors,
        })),
      },
      ...(metrics ? [{ title: `/metrics of the API on ${label} after the run`, rows: metrics.rows }] : []),
    ],
    checks,
    raw: {
      database: kind,
      data: large ? 'large' : 'demo',
      durationSeconds: duration,
      connections: CONNECTIONS,
      seconds: Math.round((Date.now() - startedAt) / 1000),
      figures,
    },
  };
}
