// Orders beside slow outside parties (issues 16 and 22): cash pre-orders using the promo code WELCOME10
// measured alone, with a webhook endpoint whose receiver answers in 5 s, and while card orders using the
// same code wait 2 s for the gateway (PAYMENT_SANDBOX_LATENCY_MS). Neither the gateway nor the receiver
// is called inside the order's transaction, so neither may slow the cash orders.
// `node bench/orders.mjs` runs it alone on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';
import {
  dropPostgresDatabase,
  freshPostgresDatabase,
  hotItemAndFlight,
  measure,
  runPostgresSectionAlone,
  startServer,
  visitorTokens,
  withPostgres,
} from './support.mjs';

const CASH_CONNECTIONS = 10;
const CARD_CONNECTIONS = 20;
const GATEWAY_MS = 2_000;
const RECEIVER_MS = 5_000;
const DEMO_TOTP_SECRET = 'DFSOPSDEMOADMINTOTPSECRETKEY2345';

/** A pre-order of one unit with WELCOME10, in cash on board or by card. */
function orderBody(itemId, flight, paymentOption) {
  return JSON.stringify({
    items: [{ itemId, quantity: 1 }],
    currencyId: 2,
    paymentOption,
    promoCode: 'WELCOME10',
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

function creates(body, visitors, headers) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/PreOrder/api/V1.0/PreOrder/Create',
      setupRequest: (request) => ({
        ...request,
        body,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          usertoken: visitors[next++ % visitors.length],
        },
      }),
    },
  ];
}

/** A receiver on 127.0.0.1 that takes `delayMs` to answer each delivery. */
async function slowReceiver(delayMs) {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', async () => {
      received++;
      await sleep(delayMs);
      response.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received: () => received,
    close: () => new Promise((resolve) => server.closeAllConnections() || server.close(resolve)),
  };
}

async function post(base, url, body, headers) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

export async function benchOrders({ databaseUrl, duration = 10 }) {
  const port = Number(process.env.BENCH_PORT || 8391) + 20;
  const base = `http://127.0.0.1:${port}`;
  const name = `${process.env.BENCH_DB_PREFIX || 'dfs_bench'}_orders`;
  const url = await freshPostgresDatabase(databaseUrl, name);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-orders-'));
  const receiver = await slowReceiver(RECEIVER_MS);
  const api = await startServer(
    'apps/api/dist/main.js',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      PAYMENT_SANDBOX_LATENCY_MS: String(GATEWAY_MS),
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIMEOUT_MS: String(RECEIVER_MS + 1_000),
    },
    `${base}/readyz`,
  );
  const rows = [];
  try {
    const { itemId, flight } = await withPostgres(url, async (client) => {
      const hot = await hotItemAndFlight(client, 10_000_000);
      await client.query(
        `INSERT INTO price_list_items (price_list_id, item_id) SELECT id, $1 FROM price_lists WHERE promo_code = 'WELCOME10'`,
        [hot.itemId],
      );
      return hot;
    });
    const tokens = await post(base, '/User/api/V1.0/Token/Startup', {}, {});
    const headers = {
      authorization: `Bearer ${tokens.clientAccessToken}`,
      actionprivilege: 'PreOrder-Access',
    };
    const visitors = await visitorTokens(base, 100);
    const cash = orderBody(itemId, flight, 2);
    const card = orderBody(itemId, flight, 1);
    // One of each first: both are accepted with the code, so the runs below measure real orders.
    for (const body of [cash, card]) {
      const answer = await fetch(`${base}/PreOrder/api/V1.0/PreOrder/Create`, {
        method: 'POST',
        headers: {
          ...headers,
          usertoken: visitors[0],
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body,
      });
      if (!answer.ok) throw new Error(`a check order answered ${answer.status}: ${await answer.text()}`);
    }
    const cashRun = (label) =>
      measure(label, {
        url: base,
        connections: CASH_CONNECTIONS,
        duration,
        requests: creates(cash, visitors, headers),
      });

    // Each treatment row sits between two rows of cash orders alone and is compared with their mean:
    // the load of a shared machine drifts from minute to minute.
    rows.push(await cashRun('cash orders with WELCOME10, alone (1)'));
    // Card orders with the same code, each waiting 2 s for the gateway, beside the cash orders.
    const cardLoad = measure('card orders with WELCOME10 (gateway answers in 2 s)', {
      url: base,
      connections: CARD_CONNECTIONS,
      duration: duration + 4,
      warmup: 0,
      requests: creates(card, visitors, headers),
    });
    await sleep(1_000);
    rows.push(await cashRun('cash orders with WELCOME10, beside the card orders'));
    rows.push(await cardLoad);
    rows.push(await cashRun('cash orders with WELCOME10, alone (2)'));

    // A webhook endpoint for every order event, whose receiver answers in 5 s.
    const code = await generate({ secret: DEMO_TOTP_SECRET });
    const admin = await post(
      base,
      '/Ops/api/V1.0/Staff/SignIn',
      { username: 'admin', password: 'Console#2026', otp: code },
      {},
    );
    const endpoint = await post(
      base,
      '/Ops/api/V1.0/Webhook/Create',
      {
        url: receiver.url,
        events: ['order.placed', 'order.paid', 'order.changed', 'order.cancelled', 'order.refunded'],
      },
      { authorization: `Bearer ${admin.token}` },
    );
    rows.push(await cashRun('cash orders with WELCOME10, webhook receiver answering in 5 s'));
    // The endpoint switched off: the last row is cash orders alone again.
    await fetch(`${base}/Ops/api/V1.0/Webhook/Delete?id=${endpoint.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    rows.push(await cashRun('cash orders with WELCOME10, alone (3)'));
  } finally {
    await api.stop();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
    await dropPostgresDatabase(databaseUrl, name);
  }

  const [alone1, besideCard, cardRow, alone2, withHook, alone3] = rows;
  const mean = (a, b) => (a.requestsPerSecond + b.requestsPerSecond) / 2;
  const cardBaseline = mean(alone1, alone2);
  const medianBaseline = (alone1.p50Ms + alone2.p50Ms) / 2;
  const hookBaseline = mean(alone2, alone3);
  return {
    title: 'Orders beside a slow gateway and a slow webhook receiver (PostgreSQL)',
    tables: [
      {
        title: `Pre-order Create with WELCOME10 on PostgreSQL: cash at ${CASH_CONNECTIONS} connections, card at ${CARD_CONNECTIONS}, ${duration} s per row`,
        rows: rows.map((f) => ({
          row: f.name,
          connections: f.connections,
          'orders/s': f.requestsPerSecond,
          'p50 ms': f.p50Ms,
          'p95 ms': f.p95Ms,
          'p99 ms': f.p99Ms,
          errors: f.errors,
        })),
      },
    ],
    checks: [
      {
        // The card orders' own work shares the cores with the cash orders; what must not happen is a
        // cash order waiting for a card order's gateway (then its median would pass 2 s).
        budget:
          'cash orders beside card orders on a 2 s gateway (same promo code): median ≤ 1.1 × alone, and cash + card orders/s ≥ 0.9 × cash alone',
        measured: `p50 ${besideCard.p50Ms} vs ${medianBaseline} ms; ${besideCard.requestsPerSecond} + ${cardRow.requestsPerSecond} vs ${cardBaseline} orders/s (mean of the rows alone before and after); p95 ${besideCard.p95Ms} ms; card orders p50 ${cardRow.p50Ms} ms`,
        met:
          besideCard.p50Ms <= 1.1 * medianBaseline &&
          besideCard.requestsPerSecond + cardRow.requestsPerSecond >= 0.9 * cardBaseline &&
          besideCard.errors === 0,
      },
      {
        budget: 'cash orders with a webhook receiver answering in 5 s ≥ 0.9 × without webhooks',
        measured: `${withHook.requestsPerSecond} vs ${hookBaseline} orders/s (mean of the rows alone before and after), p95 ${withHook.p95Ms} ms`,
        met: withHook.requestsPerSecond >= 0.9 * hookBaseline && withHook.errors === 0,
      },
    ],
    raw: { rows, webhookDeliveriesReceived: receiver.received() },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runPostgresSectionAlone((options) =>
    benchOrders({ ...options, duration: Number(process.env.BENCH_DURATION || 10) }),
  );
}
