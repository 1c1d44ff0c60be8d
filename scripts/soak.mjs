// Soak: mixed browsing, carting and checkout at ten times the sale-day peak of docs/SECURITY.md,
// against the built API on a fresh PostgreSQL database; then checks the shop's invariants in SQL.
//
//   npm run soak                      10 minutes (600 s) at 10 × peak
//   npm run soak -- --duration=90     a shorter run; --scale=N for N × peak, --port=N, --keep (keep the database)
//
// PostgreSQL: DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres;
// a database named SOAK_DB_NAME (default soak_<time>) is created there and dropped afterwards.
// Traffic goes to 127.0.0.1 only; every loop is bounded by the duration.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// The sale-day peak (docs/SECURITY.md, "Sale-day peak"): 7.5 API calls a second while browsing and
// carting, and 0.9 orders a minute.
const PEAK_CALLS_PER_SECOND = 7.5;
const PEAK_ORDERS_PER_MINUTE = 0.9;

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const durationS = Number(args.duration ?? 600);
const scale = Number(args.scale ?? 10);
const port = Number(args.port ?? process.env.SOAK_PORT ?? 8199);
const keep = args.keep === 'true';
if (!(durationS > 0 && durationS <= 3600) || !(scale > 0 && scale <= 100)) {
  console.error('--duration must be 1..3600 seconds and --scale 0..100');
  process.exit(2);
}
const callsPerSecond = PEAK_CALLS_PER_SECOND * scale;
const ordersPerSecond = (PEAK_ORDERS_PER_MINUTE * scale) / 60;
// A person waits this long at most; a slower answer counts as an error.
const REQUEST_TIMEOUT_MS = 10_000;
// Bounds the client itself; a request it cannot send because this many are waiting is an error too.
const MAX_IN_FLIGHT = 1000;

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl =
  process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.SOAK_DB_NAME ?? `soak_${Date.now().toString(36)}`;
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`bad database name ${dbName}`);
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const base = `http://127.0.0.1:${port}`;

// ---------------------------------------------------------------- set-up

if (!existsSync(path.join(root, 'apps/api/dist/main.js'))) {
  console.log('Building the API…');
  const built = spawnSync('npm', ['run', 'build', '-w', '@dfs/api'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${dbName}`);
await admin.end();

const limit = '10000000';
const api = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    // The production bundle with the demo data and the sandbox gateway: NODE_ENV=production would
    // refuse the embedded database, the file outbox and the demo customers (docs/OPERATIONS.md).
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dfs-soak-')),
    JWT_SECRET: randomBytes(48).toString('base64url'),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(tmpdir(), 'dfs-soak-no-web'),
    // One client address sends everything, so the per-address limits are lifted for the run.
    RATE_LIMIT_PER_MINUTE: limit,
    FORM_RATE_LIMIT_PER_MINUTE: limit,
    LOOKUP_RATE_LIMIT_PER_MINUTE: limit,
    ORDER_RATE_LIMIT_PER_MINUTE: limit,
    PREORDERS_PER_TICKET_SECTOR: limit,
    TICKET_ITEM_LIMIT_FACTOR: '1000000',
    GUEST_CASH_ON_BOARD_MAX_USD: '1000000',
  },
});
let apiExited = false;
api.on('exit', () => {
  apiExited = true;
});

async function cleanUp() {
  if (!apiExited) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  if (!keep) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await c.end();
  }
}

const started = Date.now();
for (;;) {
  if (apiExited) throw new Error('the API exited during start-up');
  try {
    if ((await fetch(`${base}/readyz`)).ok) break;
  } catch {}
  if (Date.now() - started > 120_000) throw new Error('the API did not become ready in 120 s');
  await new Promise((r) => setTimeout(r, 250));
}
console.log(`API ready on ${base} with database ${dbName} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

const db = new pg.Client({ connectionString: dbUrl });
await db.connect();

async function call(method, url, { headers = {}, body, form } = {}) {
  const init = {
    method,
    headers: { ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  };
  if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  } else if (form !== undefined) {
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
    init.body = new URLSearchParams(form).toString();
  }
  const response = await fetch(`${base}${url}`, init);
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {}
  return { status: response.status, json };
}

const sessions = [];
for (let i = 0; i < 20; i++) {
  const { json } = await call('POST', '/User/api/V1.0/Token/Startup');
  sessions.push({
    authorization: `Bearer ${json.clientAccessToken}`,
    usertoken: json.accessToken,
    actionprivilege: 'PreOrder-Access',
  });
}
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const anonymous = () => pick(sessions);

const signIn = await call('POST', '/User/api/V1.0/Account/SignIn', {
  headers: anonymous(),
  body: { username: 'traveller', password: 'Travel#2026' },
});
if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
let member = { ...anonymous(), usertoken: signIn.json.data.token };
let refreshToken = signIn.json.data.refreshToken;
let memberSince = Date.now();

const items = [];
for (let page = 1; page <= 10; page++) {
  const { json } = await call('GET', `/PreOrder/api/V1.0/PreOrder/GetItems?page=${page}&pageSize=50`, {
    headers: anonymous(),
  });
  items.push(...(json?.items ?? []));
  if (!json || page >= json.totalPages) break;
}
const orderable = items.filter((i) => i.quantity >= 5);
const withMiles = orderable.filter((i) => i.milesForRedeem);
const { json: ticket } = await call(
  'GET',
  '/OnBoardOrder/api/V1.0/OnBoardOrder/GetOnBoardPassengerFromTicket?TicketNumber=0712345678901',
  { headers: { ...anonymous(), actionprivilege: 'OnBoardOrder-GetOnBoardPassengerFromTicket' } },
);
const sector = ticket?.paxSectorsRes?.[0];
if (!sector || orderable.length < 20) throw new Error('the demo catalogue or ticket is missing');
const categories = [...new Set(items.map((i) => i.itemCategoryId))];
const brands = [...new Set(items.map((i) => i.brandId))];
const words = [...new Set(items.flatMap((i) => i.name.split(/\s+/)).filter((w) => w.length > 3))];

/** What the invariants compare against: stock plus what live orders hold, and promo uses. */
async function ledgerOfHolds() {
  const stock = await db.query(`
    SELECT i.id, i.quantity + coalesce(sum(oi.quantity) FILTER (WHERE o.order_request_status IN (1, 2, 3)), 0) AS total
    FROM items i
    LEFT JOIN order_items oi ON oi.item_id = i.id
    LEFT JOIN orders o ON o.id = oi.order_id AND o.kind = 'preorder'
    GROUP BY i.id`);
  const promos = await db.query(`
    SELECT p.id, p.used_count - (SELECT count(*) FROM orders o
      WHERE upper(o.promo_code) = upper(p.promo_code) AND o.order_request_status IN (1, 2, 3)) AS free
    FROM price_lists p WHERE p.promo_code IS NOT NULL`);
  return {
    stock: new Map(stock.rows.map((r) => [r.id, Number(r.total)])),
    promos: new Map(promos.rows.map((r) => [r.id, Number(r.free)])),
  };
}
const before = await ledgerOfHolds();
const soakStartedAt = new Date();

// ---------------------------------------------------------------- traffic

const stats = new Map();
function record(kind, ms, outcome) {
  let s = stats.get(kind);
  if (!s) {
    s = { ms: [], ok: 0, refused: 0, errors: 0, statuses: new Map() };
    stats.set(kind, s);
  }
  s.ms.push(ms);
  s[outcome]++;
}
const errorSamples = [];
const idempotency = { keys: new Map(), replays: 0, mismatches: 0 };

async function timed(kind, fn, accept = [200], refuse = []) {
  const t0 = performance.now();
  let result;
  try {
    result = await fn();
  } catch (error) {
    record(kind, performance.now() - t0, 'errors');
    if (errorSamples.length < 20) errorSamples.push(`${kind}: ${error.message}`);
    return undefined;
  }
  const ms = performance.now() - t0;
  const outcome = accept.includes(result.status)
    ? 'ok'
    : refuse.includes(result.status)
      ? 'refused'
      : 'errors';
  record(kind, ms, outcome);
  const s = stats.get(kind);
  s.statuses.set(result.status, (s.statuses.get(result.status) ?? 0) + 1);
  if (outcome === 'errors' && errorSamples.length < 20)
    errorSamples.push(`${kind}: ${result.status} ${JSON.stringify(result.json)?.slice(0, 160)}`);
  return result;
}

const cartOf = (from = orderable) => {
  const lines = new Map();
  const n = 1 + Math.floor(Math.random() * 2);
  while (lines.size < n) lines.set(pick(from).id, 1);
  return [...lines].map(([itemId, quantity]) => ({ itemId, quantity }));
};

const browse = [
  [
    30,
    () =>
      timed('list', () =>
        call(
          'GET',
          `/PreOrder/api/V1.0/PreOrder/GetItems?page=${1 + Math.floor(Math.random() * 5)}&sortBy=${pick(['ByName', 'ByPrice', 'ByDate'])}`,
          { headers: anonymous() },
        ),
      ),
  ],
  [
    10,
    () =>
      timed('list', () =>
        call('GET', `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=category&categoryId=${pick(categories)}`, {
          headers: anonymous(),
        }),
      ),
  ],
  [
    5,
    () =>
      timed('list', () =>
        call('GET', `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=brand&brandId=${pick(brands)}`, {
          headers: anonymous(),
        }),
      ),
  ],
  [
    20,
    () =>
      timed('detail', () =>
        call('POST', '/PreOrder/api/V1.0/PreOrder/GetItemDetail', {
          headers: anonymous(),
          body: { currencyId: 2, itemIds: [pick(items).id] },
        }),
      ),
  ],
  [
    15,
    () =>
      timed('search', () =>
        call(
          'GET',
          `/PreOrder/api/V1.0/PreOrder/SearchItems?term=${encodeURIComponent(pick(words))}&suggest=${Math.random() < 0.5}`,
          { headers: anonymous() },
        ),
      ),
  ],
  [
    15,
    () =>
      timed('cart quote', () =>
        call('POST', '/PreOrder/api/V1.0/PreOrder/GetCartQuote', {
          headers: anonymous(),
          body: {
            items: cartOf(),
            currencyId: pick([2, 2, 2, 1, 3]),
            ...(Math.random() < 0.3 ? { promoCode: 'WELCOME10' } : {}),
          },
        }),
      ),
  ],
  [
    5,
    () =>
      timed('master data', () =>
        call(
          'GET',
          pick([
            '/MasterData/api/V1.0/Currency/GetAll',
            '/PreOrder/api/V1.0/Banner/GetAll',
            '/MasterData/api/V1.0/Brand/GetAll',
            '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical?categoryLevel=1',
          ]),
          { headers: anonymous() },
        ),
      ),
  ],
];
const browseWeight = browse.reduce((n, [w]) => n + w, 0);
function browseOnce() {
  let r = Math.random() * browseWeight;
  for (const [w, run] of browse) {
    r -= w;
    if (r < 0) return run();
  }
  return browse[0][1]();
}

const orderDetails = {
  currencyId: 2,
  pickFrom: 'On board',
  origin: sector.origin,
  destination: sector.destination,
  flightNumber: sector.flightNumber,
  departureDate: sector.departureDate,
  ticketNumber: sector.ticketNumber,
  // Selam Tesfaye's demo ticket: a pre-order names the passenger's family name.
  passengerLastName: 'Tesfaye',
  seatNumber: sector.seatNumber ?? '12A',
};
const guest = {
  firstName: 'Soak',
  lastName: 'Traveller',
  email: 'soak@example.com',
  mobileNumber: '+251911000111',
};

async function refreshMember() {
  if (Date.now() - memberSince < 10 * 60_000) return;
  memberSince = Date.now();
  const r = await call('POST', '/User/api/V1.0/Account/RefreshToken', {
    headers: anonymous(),
    body: { refreshToken },
  });
  if (r.status === 200) {
    member = { ...member, usertoken: r.json.token };
    refreshToken = r.json.refreshToken;
  }
}

/** The wire's payment options, by the contract's names (packages/contract order-codes.ts; a plain client here). */
const PaymentOption = { Card: 1, CashOnBoard: 2, Mile: 3 };

let checkouts = 0;
async function checkoutOnce() {
  // Every 20th checkout pays in miles and every 20th order is resent, so short runs cover both too.
  const n = checkouts++;
  const paymentOption =
    n % 20 === 19
      ? PaymentOption.Mile
      : Math.random() < 0.63
        ? PaymentOption.CashOnBoard
        : PaymentOption.Card;
  if (paymentOption === PaymentOption.Mile) await refreshMember();
  const headers = paymentOption === PaymentOption.Mile ? member : anonymous();
  const body = {
    ...orderDetails,
    items: cartOf(paymentOption === PaymentOption.Mile ? withMiles : orderable),
    paymentOption,
    ...(paymentOption === PaymentOption.Mile ? {} : { guest }),
    ...(Math.random() < 0.3 && paymentOption !== PaymentOption.Mile ? { promoCode: 'WELCOME10' } : {}),
  };
  const key = randomUUID();
  const created = await timed(
    'checkout Create',
    () =>
      call('POST', '/PreOrder/api/V1.0/PreOrder/Create', {
        headers: { ...headers, 'idempotency-key': key },
        body,
      }),
    [200],
    [409, 422], // out of stock, miles used up: answers the shop must give, not failures
  );
  if (created?.status !== 200) return;
  idempotency.keys.set(key, created.json.id);
  if (n % 20 === 4) {
    // A resend of the same attempt (a lost answer): must be the same order.
    idempotency.replays++;
    const again = await timed('checkout replay', () =>
      call('POST', '/PreOrder/api/V1.0/PreOrder/Create', {
        headers: { ...headers, 'idempotency-key': key },
        body,
      }),
    );
    if (again && again.json?.id !== created.json.id) idempotency.mismatches++;
  }
  if (paymentOption === PaymentOption.Card) {
    const session = new URL(created.json.paymentRedirectUrl, base).searchParams.get('session');
    const r = Math.random();
    const form =
      r < 0.1
        ? { session, action: 'cancel' }
        : {
            session,
            action: 'pay',
            cardNumber: r < 0.2 ? '4000000000000002' : '4242424242424242',
            expiry: '12/30',
            cvc: '123',
          };
    await timed('card payment', () => call('POST', '/Payment/Sandbox/Checkout', { form }), [200, 302, 303]);
  }
}

let inFlight = 0;
let dropped = 0;
function launch(fn) {
  if (inFlight >= MAX_IN_FLIGHT) {
    dropped++;
    return;
  }
  inFlight++;
  fn().finally(() => inFlight--);
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`Machine load average (1, 5, 15 min) before: ${load()}`);
console.log(
  `Soaking for ${durationS} s at ${scale} × peak: ${callsPerSecond} browsing calls/s, ${(ordersPerSecond * 60).toFixed(1)} orders/min…`,
);
const t0 = Date.now();
let browsed = 0;
let ordered = 0;
let lastReport = t0;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const elapsed = (Date.now() - t0) / 1000;
    if (elapsed >= durationS || apiExited) {
      clearInterval(timer);
      resolve();
      return;
    }
    while (browsed < elapsed * callsPerSecond) {
      browsed++;
      launch(browseOnce);
    }
    while (ordered < elapsed * ordersPerSecond) {
      ordered++;
      launch(checkoutOnce);
    }
    if (Date.now() - lastReport >= 30_000) {
      lastReport = Date.now();
      const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
      console.log(
        `  ${elapsed.toFixed(0)} s: ${browsed} calls, ${ordered} checkouts, ${errors} errors, ${inFlight} in flight`,
      );
    }
  }, 10);
});
const drainStarted = Date.now();
while (inFlight > 0 && Date.now() - drainStarted < 30_000) await new Promise((r) => setTimeout(r, 50));

// ---------------------------------------------------------------- invariants

const checks = [];
const check = (name, ok, detail = '') => checks.push({ name, ok, detail });

check('the API stayed up', !apiExited);
const negative = await db.query(
  `SELECT (SELECT count(*) FROM items WHERE quantity < 0) + (SELECT count(*) FROM onboard_stock WHERE quantity < 0) AS n`,
);
check('stock never negative', Number(negative.rows[0].n) === 0, `${negative.rows[0].n} negative rows`);
const after = await ledgerOfHolds();
const drifted = [...before.stock].filter(([id, total]) => after.stock.get(id) !== total);
check('stock + held = initial, for every item', drifted.length === 0, `${drifted.length} items drifted`);
const promoDrift = [...before.promos].filter(([id, free]) => after.promos.get(id) !== free);
check(
  'promo used_count = live orders using it',
  promoDrift.length === 0,
  `${promoDrift.length} codes drifted`,
);
const ledger = await db.query(`
  SELECT count(*) AS n FROM loyalty_members m
  LEFT JOIN (SELECT member_id, sum(miles) AS s FROM loyalty_ledger GROUP BY member_id) l ON l.member_id = m.id
  WHERE m.balance <> coalesce(l.s, 0)`);
check(
  'miles ledger sum = balance, for every member',
  Number(ledger.rows[0].n) === 0,
  `${ledger.rows[0].n} members off`,
);
const keys = await db.query(
  `SELECT count(*) FILTER (WHERE response_status IS NULL) AS stuck,
          count(*) FILTER (WHERE response_status = 200) AS answered,
          count(DISTINCT response_body->>'id') FILTER (WHERE response_status = 200) AS orders
   FROM idempotency_keys WHERE created_at >= $1`,
  [soakStartedAt],
);
const created = await db.query(`SELECT count(*) AS n FROM orders WHERE created_at >= $1`, [soakStartedAt]);
const k = keys.rows[0];
check(
  'one order per idempotency key',
  Number(k.answered) === Number(k.orders) &&
    Number(k.orders) === Number(created.rows[0].n) &&
    Number(k.orders) === idempotency.keys.size &&
    Number(k.stuck) === 0 &&
    idempotency.mismatches === 0,
  `${idempotency.keys.size} keys answered 200, ${k.orders} distinct orders in keys, ${created.rows[0].n} orders created, ${k.stuck} stuck, ${idempotency.replays} replays, ${idempotency.mismatches} replay mismatches`,
);

// ---------------------------------------------------------------- report

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
console.log('\n| call | count | ok | refused | errors | p50 ms | p99 ms | statuses |');
console.log('|---|---|---|---|---|---|---|---|');
let total = 0;
let errors = dropped;
for (const [kind, s] of [...stats].sort()) {
  total += s.ms.length;
  errors += s.errors;
  const statuses = [...s.statuses].map(([code, n]) => `${code}×${n}`).join(' ');
  console.log(
    `| ${kind} | ${s.ms.length} | ${s.ok} | ${s.refused} | ${s.errors} | ${percentile(s.ms, 50).toFixed(0)} | ${percentile(s.ms, 99).toFixed(0)} | ${statuses} |`,
  );
}
const seconds = (Date.now() - t0) / 1000;
const errorRate = total + dropped === 0 ? 0 : (errors / (total + dropped)) * 100;
const checkoutP99 = percentile(stats.get('checkout Create')?.ms ?? [], 99);
console.log(
  `\n${total} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)} req/s), ${dropped} not sent (over ${MAX_IN_FLIGHT} in flight)`,
);
for (const sample of errorSamples) console.log(`  error: ${sample}`);
console.log(`Machine load average (1, 5, 15 min) after: ${load()}`);
check('error rate < 0.1 %', errorRate < 0.1, `${errorRate.toFixed(3)} %`);
check('p99 checkout < 2 s', checkoutP99 < 2000, `${checkoutP99.toFixed(0)} ms`);
console.log('');
for (const c of checks)
  console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}${c.detail ? ` (${c.detail})` : ''}`);
const passed = checks.every((c) => c.ok);
console.log(
  `\nsoak: ${passed ? 'PASS' : 'FAIL'} — error rate ${errorRate.toFixed(3)} %, p99 checkout ${checkoutP99.toFixed(0)} ms`,
);

await db.end();
await cleanUp();
process.exit(passed ? 0 : 1);
