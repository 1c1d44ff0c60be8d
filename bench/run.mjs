// `npm run bench`: API throughput and latency beside a hello-world baseline measured in the same run.
// Options: --large (use the 100 000-item catalogue from `npm run seed:large`), --duration=N seconds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const duration = Number(args.get('duration') ?? 8);
const large = args.get('large') === 'true';
const apiPort = 8391;
const helloPort = 8392;

function run(cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer`);
}

function start(script, scriptArgs, env) {
  const child = spawn(process.execPath, [script, ...scriptArgs], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
  });
  return child;
}

async function measure(name, url, headers = {}, connections = 50, requests = undefined) {
  const options = { url, connections, headers, pipelining: 1, ...(requests ? { requests } : {}) };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const result = await autocannon({ ...options, duration });
  const errors = result.errors + result.timeouts + (result.non2xx ?? 0);
  return {
    name,
    // Only successful answers count as throughput.
    requestsPerSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors,
  };
}

const dataDir = large ? path.join(root, 'var', 'large') : mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
run('npm', ['run', 'build', '-w', '@dfs/api']);
if (large) run('npm', ['run', 'seed:large'], { DATA_DIR: dataDir });

const env = {
  PORT: String(apiPort),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret!!',
  RATE_LIMIT_PER_MINUTE: '100000000',
};
const api = start('apps/api/dist/main.js', [], env);
const hello = start('bench/hello-server.mjs', [String(helloPort)], {});
try {
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`);
  await waitFor(`http://127.0.0.1:${helloPort}/hello`);
  const tokens = await (
    await fetch(`http://127.0.0.1:${apiPort}/User/api/V1.0/Token/Startup`, { method: 'POST' })
  ).json();
  const headers = (privilege) => ({
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: tokens.accessToken,
    actionprivilege: privilege,
  });
  const base = `http://127.0.0.1:${apiPort}`;
  const h = await measure('H: hello-world Fastify', `http://127.0.0.1:${helloPort}/hello`);
  const figures = [
    h,
    await measure(
      'GetItems page (all, page 1)',
      `${base}/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all`,
      headers('PreOrder-Access'),
    ),
    await measure(
      'GetItems page (category 1, ByName)',
      `${base}/PreOrder/api/V1.0/PreOrder/GetItems?listKind=category&categoryId=1&sortBy=ByName&sortOrder=ASC`,
      headers('PreOrder-Access'),
    ),
    await measure(
      'GetPreOrderItems batch',
      `${base}/PreOrder/api/V1.0/PreOrder/GetPreOrderItems`,
      headers('PreOrder-Access'),
    ),
    await measure(
      'SearchItems suggest "gold"',
      `${base}/PreOrder/api/V1.0/PreOrder/SearchItems?term=gold&suggest=true`,
      headers('PreOrder-Access'),
    ),
  ];
  // Distinct search terms (words and prefixes of the catalogue's own names) so nearly every request
  // misses the read cache and measures the database search itself.
  const names = [];
  for (let page = 1; page <= 5; page++) {
    const body = await (
      await fetch(
        `${base}/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&pageSize=100&page=${page}&sortBy=Default&sortOrder=ASC`,
        {
          headers: headers('PreOrder-Access'),
        },
      )
    ).json();
    names.push(...body.items.map((i) => i.name));
  }
  const words = [
    ...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 3)),
  ];
  const terms = [...new Set(words.flatMap((w) => [w, w.slice(0, 3), w.slice(0, 4), w.slice(0, 5)]))];
  let next = 0;
  const rotating = [
    {
      setupRequest: (request) => ({
        ...request,
        path: `/PreOrder/api/V1.0/PreOrder/SearchItems?suggest=true&term=${encodeURIComponent(terms[next++ % terms.length])}`,
      }),
    },
  ];
  figures.push(
    await measure(
      `SearchItems suggest, ${terms.length} distinct terms, 1 connection`,
      `${base}/`,
      headers('PreOrder-Access'),
      1,
      rotating,
    ),
    await measure(
      `SearchItems suggest, distinct terms, 10 connections`,
      `${base}/`,
      headers('PreOrder-Access'),
      10,
      rotating,
    ),
  );
  const search1 = await measure(
    'SearchItems suggest, 1 connection',
    `${base}/PreOrder/api/V1.0/PreOrder/SearchItems?term=choco&suggest=true`,
    headers('PreOrder-Access'),
    1,
  );
  figures.push(search1);
  for (const f of figures) f.ratioToH = Number((f.requestsPerSecond / h.requestsPerSecond).toFixed(3));

  console.log(
    `\nDatabase: PGlite (embedded)  data: ${large ? '100 000 items (seed:large)' : 'demo catalogue'}  duration: ${duration}s  connections: 50\n`,
  );
  console.table(
    figures.map((f) => ({
      endpoint: f.name,
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50Ms,
      'p97.5 ms': f.p97_5Ms,
      'p99 ms': f.p99Ms,
      '× H': f.ratioToH,
      errors: f.errors,
    })),
  );
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const out = {
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    node: process.version,
    database: 'pglite',
    data: large ? 'large' : 'demo',
    durationSeconds: duration,
    figures,
  };
  writeFileSync(
    path.join(root, 'bench', 'results', large ? 'latest-large.json' : 'latest.json'),
    `${JSON.stringify(out, null, 2)}\n`,
  );
} finally {
  api.kill('SIGTERM');
  hello.kill('SIGTERM');
}
