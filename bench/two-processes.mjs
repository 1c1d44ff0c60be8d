// Two API processes on one PostgreSQL (Node cluster, round-robin) against one process, same database,
// same load: a cached catalogue page and pre-order Create. Afterwards the stock invariants must hold.
// Standalone: `node bench/two-processes.mjs` with DATABASE_URL or TEST_DATABASE_URL set.

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

const CONNECTIONS = 50;
const STOCK = 1_000_000;

async function load(options, duration) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration });
  return {
    requestsPerSecond: Math.round(r['2xx'] / r.duration),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    failed: r.errors + r.timeouts + r.non2xx,
  };
}

async function measure(workers, databaseUrl, client, port, duration) {
  const base = `http://127.0.0.1:${port}`;
  const api = await startServer(
    'bench/cluster-main.mjs',
    { PORT: String(port), DATABASE_URL: databaseUrl, WORKERS: String(workers) },
    `${base}/readyz`,
  );
  try {
    const headers = await visitorHeaders(base);
    const page = await load(
      { url: `${base}/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all`, headers },
      duration,
    );
    const hot = await hotItemAndFlight(client, STOCK);
    const buyers = await visitorTokens(base, CONNECTIONS);
    const create = await load(
      { url: base, headers, requests: createRequests(cashOrderBody(hot.itemId, hot.flight), buyers) },
      duration,
    );
    await new Promise((r) => setTimeout(r, 2000)); // let cut-off requests finish
    const state = await soldAndStock(client, hot.itemId);
    return {
      workers,
      page,
      create,
      consistent: state.stock + state.units === STOCK && state.orders === state.units,
    };
  } finally {
    await api.stop();
  }
}

export async function benchTwoProcesses({ databaseUrl, duration = 8, port = 8395 }) {
  const name = `${process.env.BENCH_DB_PREFIX ?? 'dfs_bench'}_cluster`;
  const url = await freshPostgresDatabase(databaseUrl, name);
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // The first start migrates and seeds the fresh database.
    const single = await measure(1, url, client, port, duration);
    const double = await measure(2, url, client, port, duration);
    const duplicates = await client.query(
      'SELECT count(*)::int AS n FROM (SELECT order_code FROM orders GROUP BY order_code HAVING count(*) > 1) d',
    );
    const row = (m) => [
      {
        processes: m.workers,
        endpoint: 'GetItems page (cached)',
        'req/s': m.page.requestsPerSecond,
        'p50 ms': m.page.p50Ms,
        'p99 ms': m.page.p99Ms,
        failed: m.page.failed,
      },
      {
        processes: m.workers,
        endpoint: 'pre-order Create (cash, one product)',
        'req/s': m.create.requestsPerSecond,
        'p50 ms': m.create.p50Ms,
        'p99 ms': m.create.p99Ms,
        failed: m.create.failed,
      },
    ];
    const pageGain = double.page.requestsPerSecond / single.page.requestsPerSecond;
    const createGain = double.create.requestsPerSecond / single.create.requestsPerSecond;
    const intact = single.consistent && double.consistent && duplicates.rows[0].n === 0;
    return {
      title: 'Two processes on one PostgreSQL',
      tables: [
        {
          title: 'One process against two (Node cluster), 50 connections',
          rows: [...row(single), ...row(double)],
        },
      ],
      checks: [
        {
          budget:
            'Two processes: invariants intact (stock + sold = initial, one order per unit, unique codes)',
          measured: intact ? 'intact' : 'BROKEN',
          met: intact,
        },
        {
          budget: 'Two processes: more throughput than one',
          measured: `GetItems × ${pageGain.toFixed(2)}, Create × ${createGain.toFixed(2)}`,
          met: pageGain > 1 && createGain > 1,
        },
      ],
      raw: { single, double, duplicateOrderCodes: duplicates.rows[0].n },
    };
  } finally {
    await client.end().catch(() => {});
    await dropPostgresDatabase(databaseUrl, name);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runPostgresSectionAlone(benchTwoProcesses);
}
