// Traces of the production bundle (decision 025): an API process on PostgreSQL exports to an OTLP/HTTP
// receiver of our own; one pre-order's trace continues the caller's traceparent, holds the HTTP span
// and a span per SQL statement, and carries no e-mail address, name or token.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from './db/client';
import { orderRows } from './modules/preorders/preorders-test-kit';
import { testSecret } from './test/test-app';
import { openTestDatabase } from './test/test-database';

const DAY = 24 * 60 * 60 * 1000;
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
// Inside apps/api, so that the bundle's external packages resolve as they do from apps/api/dist.
const bundles = path.join(apiRoot, 'var', 'test');

/** OTLP/JSON as the exporter sends it (only what the test reads). */
type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean };
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: OtlpValue }[];
  events?: { name: string; attributes?: { key: string; value: OtlpValue }[] }[];
  status?: { message?: string };
  scope: string;
}
const SERVER = 2;

/** A collector of our own: keeps every span posted to /v1/traces. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const contentTypes: string[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      contentTypes.push(request.headers['content-type'] ?? '');
      if (request.url !== '/v1/traces') return response.writeHead(404).end();
      const payload = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<OtlpSpan, 'scope'>[] }[] }[];
      };
      for (const resource of payload.resourceSpans) {
        for (const scoped of resource.scopeSpans) {
          for (const span of scoped.spans) spans.push({ ...span, scope: scoped.scope.name });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return {
    spans,
    contentTypes,
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue ?? value?.boolValue;
};

describe('traces exported by OTLP', () => {
  let database: Database;
  let rows: ReturnType<typeof orderRows>;
  let receiver: ReturnType<typeof otlpReceiver>;
  let child: ChildProcess | undefined;
  let bundleDir = '';
  let dataDir = '';
  let url = '';
  let output = '';

  beforeAll(async () => {
    database = await openTestDatabase();
    rows = orderRows(database, { now: () => new Date() });
    const [{ name }] = (await queryRows<{ name: string }>(
      database.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    receiver = otlpReceiver();
    const endpoint = await receiver.listen();
    dataDir = mkdtempSync(path.join(tmpdir(), 'dfs-tracing-'));
    mkdirSync(bundles, { recursive: true });
    bundleDir = mkdtempSync(path.join(bundles, 'api-tracing-'));
    execFileSync(process.execPath, ['build.mjs', bundleDir], { cwd: apiRoot, stdio: 'ignore' });
    child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        JWT_SECRET: testSecret,
        SEED_DEMO: 'false',
        WEB_DIST: path.join(dataDir, 'no-web'),
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`API did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      };
      child!.stdout!.on('data', read);
      child!.stderr!.on('data', read);
      child!.once('exit', () => reject(new Error(`API exited while starting:\n${output}`)));
    });
  });
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await receiver?.close();
    await database?.close();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function spansOf(traceId: string, done: (spans: OtlpSpan[]) => boolean) {
    const until = Date.now() + 20_000;
    for (;;) {
      const spans = receiver.spans.filter((s) => s.traceId === traceId);
      if (done(spans) || Date.now() > until) return spans;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('continues the caller’s trace through HTTP, Fastify and each SQL statement, without personal data', async () => {
    const start = (await (await fetch(`${url}/User/api/V1.0/Token/Startup`, { method: 'POST' })).json()) as {
      clientAccessToken: string;
      accessToken: string;
    };
    const headers = {
      authorization: `Bearer ${start.clientAccessToken}`,
      usertoken: start.accessToken,
      actionprivilege: 'PreOrder-Access',
    };
    const itemId = await rows.newItem({ stock: 5 });
    const flight = await rows.newFlight(3 * DAY);
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const created = await fetch(`${url}/PreOrder/api/V1.0/PreOrder/Create`, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body: JSON.stringify(rows.body(flight, [{ itemId, quantity: 2 }])),
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const placed = (await created.json()) as { id: number; orderCode: string; viewToken: string };

    // The guest looks the order up with the token and e-mail address in the query string.
    const viewTraceId = randomBytes(16).toString('hex');
    const viewed = await fetch(
      `${url}/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}&email=${encodeURIComponent(rows.guest.email)}`,
      { headers: { ...headers, traceparent: `00-${viewTraceId}-${callerSpanId}-01` } },
    );
    expect(viewed.status).toBe(200);

    const isServer = (s: OtlpSpan) => s.kind === SERVER && s.scope === '@opentelemetry/instrumentation-http';
    const hasEnded = (spans: OtlpSpan[]) => spans.some(isServer) && spans.some((s) => s.name === 'request');
    const spans = await spansOf(traceId, hasEnded);
    const viewSpans = await spansOf(viewTraceId, hasEnded);
    expect(receiver.contentTypes[0]).toBe('application/json');

    // The HTTP server span is the caller's child, named and labelled by the route pattern.
    const http = spans.find(isServer);
    expect(http, JSON.stringify(spans.map((s) => [s.scope, s.name]))).toBeDefined();
    expect(http!.parentSpanId).toBe(callerSpanId);
    expect(http!.name).toBe('POST /PreOrder/api/V1.0/PreOrder/Create');
    expect(attribute(http!, 'http.route')).toBe('/PreOrder/api/V1.0/PreOrder/Create');
    expect(Number(attribute(http!, 'http.response.status_code'))).toBe(200);
    // Fastify's request span sits under it.
    const request = spans.find((s) => s.name === 'request' && s.scope === '@fastify/otel');
    expect(request?.parentSpanId).toBe(http!.spanId);

    // One span per SQL statement, all in the request's trace: the transaction and the order's rows.
    const statements = spans.filter(
      (s) => s.scope === '@opentelemetry/instrumentation-pg' && s.name.startsWith('pg.query'),
    );
    const texts = statements.map((s) => String(attribute(s, 'db.query.text') ?? ''));
    expect(texts.every((t) => t.length > 0)).toBe(true);
    expect(new Set(statements.map((s) => s.spanId)).size).toBe(statements.length);
    expect(texts.some((t) => /^begin/i.test(t))).toBe(true);
    expect(texts.some((t) => /^commit/i.test(t))).toBe(true);
    expect(texts.filter((t) => /^insert into "orders"/i.test(t))).toHaveLength(1);
    expect(texts.some((t) => /^insert into "order_items"/i.test(t))).toBe(true);
    // No statement ran twice in one span: each text is a single statement.
    for (const text of texts) expect(text.replace(/;\s*$/, '')).not.toContain(';');
    expect(statements.every((s) => attribute(s, 'db.system.name') === 'postgresql')).toBe(true);
    // A statement's parameters are never recorded.
    expect(statements.flatMap((s) => s.attributes ?? []).map((a) => a.key)).not.toContain(
      'db.postgresql.values',
    );

    // The look-up's URL is its route pattern: no token, code or e-mail address.
    const view = viewSpans.find(isServer)!;
    for (const span of viewSpans) {
      for (const key of ['http.target', 'http.url', 'url.full', 'url.path', 'url.query']) {
        const value = attribute(span, key);
        if (value !== undefined) expect(String(value), `${span.name} ${key}`).not.toMatch(/[?=]/);
      }
    }
    expect(attribute(view, 'url.path')).toBe('/PreOrder/api/V1.0/PreOrder/GetOrderByCode');
    expect(attribute(view, 'url.query')).toBeUndefined();

    // Nothing personal anywhere in any span of the run.
    const everything = JSON.stringify(receiver.spans);
    const secrets = {
      'e-mail': rows.guest.email,
      'e-mail (encoded)': encodeURIComponent(rows.guest.email),
      'first name': rows.guest.firstName,
      'last name': rows.guest.lastName,
      'mobile number': rows.guest.mobileNumber,
      'view token': placed.viewToken,
      'client token': start.clientAccessToken,
      'user token': start.accessToken,
      'order code': placed.orderCode,
      ticket: flight.ticketNumber,
    };
    for (const [what, secret] of Object.entries(secrets))
      expect(everything.includes(secret), what).toBe(false);
  });

  it('leaves OpenTelemetry out of the bundle’s start when no endpoint is set', () => {
    // main.js and the chunks it imports statically; the tracing chunk is imported only when configured.
    const main = readFileSync(path.join(bundleDir, 'main.js'), 'utf8');
    const loaded: string[] = [];
    const visit = (file: string) => {
      if (loaded.includes(file)) return;
      loaded.push(file);
      const text = readFileSync(path.join(bundleDir, file), 'utf8');
      for (const m of text.matchAll(/^(?:import|export)\s[^;]*?"\.\/([\w.-]+\.js)"/gm)) visit(m[1]!);
      expect(text, file).not.toMatch(/from\s+"(@opentelemetry\/|@fastify\/otel|fastify"|pg")/);
    };
    visit('main.js');
    expect(loaded.some((f) => f.startsWith('tracing-'))).toBe(false);
    expect(main).toMatch(/await import\("\.\/tracing-[\w]+\.js"\)/);
    expect(readdirSync(bundleDir).some((f) => /^tracing-[\w]+\.js$/.test(f))).toBe(true);
  });
});
