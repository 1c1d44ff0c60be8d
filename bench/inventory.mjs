// Inventory on PostgreSQL: one hot product, 50 concurrent buyers.
// 1. Throughput: pre-order Create (cash on board, one unit, a new Idempotency-Key each) against a deep stock.
// 2. Sell-out: the same buyers against 500 units; every unit must go once and no further order may succeed.
// 3. The reservation statement alone (the conditional UPDATE Create runs), 50 clients in their own
//    transactions: the ceiling the database puts on one hot row.
// Standalone: `node bench/inventory.mjs` with DATABASE_URL or TEST_DATABASE_URL set.

import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cashOrderBody,
  createRequests,
  dropPostgresDatabase,
  freshPostgresDatabase,
  hotItemAndFlight,
  runPostgresSectionAlone,
  soldAndStock,
  startServer,
  visitorHeaders,
  visitorTokens,
} from './support.mjs';

const BUYERS = 50;
const SELL_OUT_UNITS = 500;
const RESERVATIONS_BUDGET = 2000;

async function reservationStatementRate(url, itemId, seconds) {
  const clients = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      return c;
    }),
  );
  const until = Date.now() + seconds * 1000;
  let reserved = 0;
  const started = Date.now();
  await Promise.all(
    clients.map(async (c) => {
      while (Date.now() < until) {
        await c.query('BEGIN');
        const r = await c.query(
          'UPDATE items SET quantity = quantity - 1 WHERE id = $1 AND quantity >= 1 RETURNING id',
          [itemId],
        );
        await c.query('COMMIT');
        reserved += r.rowCount;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  await Promise.all(clients.map((c) => c.end()));
  return { reserved, perSecond: Math.round(reserved / elapsed) };
}

export async function benchInventory({ databaseUrl, duration = 8, port = 8393 }) {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'dfs_bench'}_inventory`;
  const url = await freshPostgresDatabase(databaseUrl, name);
  const base = `http://127.0.0.1:${port}`;
  const api = await startServer(
    'apps/api/dist/main.js',
    { PORT: String(port), DATABASE_URL: url },
    `${base}/readyz`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const headers = await visitorHeaders(base);
    const buyers = await visitorTokens(base, BUYERS);

    // 1. Throughput against a stock that cannot run out.
    const deep = await hotItemAndFlight(client, 1_000_000);
    const deepBody = cashOrderBody(deep.itemId, deep.flight);
    const options = { url: base, connections: BUYERS, headers, requests: createRequests(deepBody, buyers) };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const run = await autocannon({ ...options, duration });
    await new Promise((r) => setTimeout(r, 2000)); // let cut-off requests finish
    const after = await soldAndStock(client, deep.itemId);
    const ordersPerSecond = Math.round(run['2xx'] / run.duration);
    // Every unit that left stock belongs to exactly one order line (one unit per order).
    const deepConsistent = after.stock + after.units === 1_000_000 && after.orders === after.units;

    // 2. Sell-out: ten times as many attempts as units.
    const last = await hotItemAndFlight(client, SELL_OUT_UNITS);
    const sellOut = await autocannon({
      url: base,
      connections: BUYERS,
      headers,
      amount: SELL_OUT_UNITS * 10,
      requests: createRequests(cashOrderBody(last.itemId, last.flight), buyers),
    });
    const lastState = await soldAndStock(client, last.itemId);
    const oversells = Math.max(0, lastState.units - SELL_OUT_UNITS) + (lastState.stock < 0 ? 1 : 0);
    const sellOutExact =
      lastState.units === SELL_OUT_UNITS && lastState.stock === 0 && sellOut['2xx'] === SELL_OUT_UNITS;

    // 3. The reservation statement alone.
    const raw = await hotItemAndFlight(client, 10_000_000);
    const statement = await reservationStatementRate(url, raw.itemId, duration);

    const rows = [
      {
        measure: `Create, ${BUYERS} buyers, one product (orders/s = reservations/s)`,
        'per second': ordersPerSecond,
        'p50 ms': run.latency.p50,
        'p99 ms': run.latency.p99,
        errors: run.errors + run.timeouts + run.non2xx,
        consistent: deepConsistent ? 'yes' : 'NO',
      },
      {
        measure: `Sell-out: ${SELL_OUT_UNITS * 10} attempts for ${SELL_OUT_UNITS} units`,
        'per second': Math.round(sellOut['2xx'] / sellOut.duration),
        'p50 ms': sellOut.latency.p50,
        'p99 ms': sellOut.latency.p99,
        errors: sellOut.errors + sellOut.timeouts,
        consistent: sellOutExact ? 'yes' : 'NO',
      },
      {
        measure: `Reservation UPDATE alone, ${BUYERS} clients, own transactions`,
        'per second': statement.perSecond,
        'p50 ms': '',
        'p99 ms': '',
        errors: 0,
        consistent: '',
      },
    ];
    return {
      title: 'Inventory (PostgreSQL, one hot product)',
      tables: [{ title: 'Inventory (PostgreSQL, one hot product)', rows }],
      checks: [
        {
          budget: `≥ ${RESERVATIONS_BUDGET} reservations/s on one product (through Create)`,
          measured: `${ordersPerSecond}/s through Create; ${statement.perSecond}/s for the UPDATE alone`,
          met: ordersPerSecond >= RESERVATIONS_BUDGET,
        },
        {
          budget: '0 oversells',
          measured: `${oversells} (sold ${lastState.units} of ${SELL_OUT_UNITS}, stock left ${lastState.stock}, ${sellOut['2xx']} orders accepted, ${sellOut.non2xx} refused)`,
          met: oversells === 0 && sellOutExact && deepConsistent,
        },
      ],
      raw: {
        create: {
          ordersPerSecond,
          latency: run.latency,
          errors: run.errors,
          non2xx: run.non2xx,
          deepConsistent,
        },
        sellOut: { accepted: sellOut['2xx'], refused: sellOut.non2xx, ...lastState, oversells },
        statement,
      },
    };
  } finally {
    await client.end();
    await api.stop();
    await dropPostgresDatabase(databaseUrl, name);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runPostgresSectionAlone(benchInventory);
}
