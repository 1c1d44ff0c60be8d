// What the benchmark sections share: child processes, waiting for a port, load runs with percentiles.
import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';

export function runCommand(root, cmd, cmdArgs, env = {}) {
  const result = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
}

/** Starts a Node script; `stop()` ends it (SIGTERM) and resolves once it has exited. */
export function startNode(root, script, scriptArgs, env) {
  const child = spawn(process.execPath, [script, ...scriptArgs], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
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
