import { timingSafeEqual } from 'node:crypto';
import { api } from '@dfs/contract/paths';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Unavailable } from '../errors';
import { callerKind } from './rate-limit';

/**
 * What operations watch (docs/OPERATIONS.md): the request id in and out, one JSON log line per
 * request, a deadline on every answer, and Prometheus metrics at /metrics.
 */

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

export interface ShopMetrics {
  registry: Registry;
  rateLimitRefusals: Counter<'limit'>;
  rateLimitFallbacks: Counter;
  databaseUnavailable: Counter;
}

export interface ObservabilityOptions {
  /** An answer not started within this long is a 503 (the work behind it may still finish). */
  requestTimeoutMs: number;
  /** /metrics asks for this bearer token; null: /metrics is not served; undefined: open. */
  metricsToken: string | null | undefined;
  /** Pool figures of the database (PostgreSQL only). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Pending e-mails in the outbox. */
  outboxBacklog?: () => Promise<number>;
  /** Pending order events in the event outbox (refunds, e-mails to draw, reports to other modules). */
  eventBacklog?: () => Promise<number>;
}

/** A client's request id is kept when it is a plain token of at most 128 characters. */
export const acceptableRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

const orderRoutes = new Set<string>([api.createPreOrder.path, api.submitOnBoardOrder.path]);
const paymentOptionNames: Record<number, string> = { 1: 'card', 2: 'cash', 3: 'miles' };

const observability: FastifyPluginAsync<ObservabilityOptions> = async (app, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_total',
    help: 'Orders placed (outcome=placed) or refused or failed, by payment option',
    labelNames: ['kind', 'payment_option', 'outcome'],
    registers: [registry],
  });
  const metrics: ShopMetrics = {
    registry,
    rateLimitRefusals: new Counter({
      name: 'shop_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the limit that refused (caller or address)',
      labelNames: ['limit'],
      registers: [registry],
    }),
    rateLimitFallbacks: new Counter({
      name: 'shop_rate_limit_redis_fallbacks_total',
      help: 'Times the limiter lost Redis and counted in this process instead',
      registers: [registry],
    }),
    databaseUnavailable: new Counter({
      name: 'shop_database_unavailable_total',
      help: 'Requests answered 503 because the database did not answer in time or refused a connection',
      registers: [registry],
    }),
  };
  const pool = options.pool;
  if (pool) {
    for (const [name, help, pick] of [
      ['shop_db_pool_connections', 'Open database connections', (p: ReturnType<typeof pool>) => p.total],
      [
        'shop_db_pool_in_use',
        'Database connections checked out',
        (p: ReturnType<typeof pool>) => p.total - p.idle,
      ],
      [
        'shop_db_pool_waiting',
        'Queries waiting for a database connection',
        (p: ReturnType<typeof pool>) => p.waiting,
      ],
    ] as const) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick(pool()));
        },
      });
    }
  }
  for (const [name, help, count] of [
    ['shop_outbox_pending', 'E-mails waiting in the outbox', options.outboxBacklog],
    ['shop_event_outbox_pending', 'Order events waiting in the event outbox', options.eventBacklog],
  ] as const) {
    if (!count) continue;
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(await count());
        } catch {
          // The database is away; the last figure stays and /readyz says so.
        }
      },
    });
  }
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const timer = setTimeout(() => {
      if (reply.sent || request.raw.destroyed) return;
      request.log.warn({ timeoutMs: options.requestTimeoutMs }, 'request timed out');
      reply.header('retry-after', '5');
      // Sent through the error handler so the answer is the usual localised problem.
      reply.send(new Unavailable());
    }, options.requestTimeoutMs);
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = routePattern(request);
    const status = reply.statusCode;
    const labels = { method: request.method, route, status: String(status) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    if (orderRoutes.has(route)) {
      const code = (request.body as { paymentOption?: number } | undefined)?.paymentOption;
      orders.inc({
        kind: route === api.createPreOrder.path ? 'pre-order' : 'on-board',
        payment_option: paymentOptionNames[code ?? 0] ?? 'unknown',
        outcome: status < 300 ? 'placed' : status < 500 ? 'refused' : 'failed',
      });
    }
    const line = {
      method: request.method,
      route,
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      caller: callerKind(request),
    };
    if (status >= 500) request.log.warn(line, 'request answered');
    else request.log.info(line, 'request answered');
  });

  if (options.metricsToken !== null) {
    const expected = options.metricsToken ? Buffer.from(`Bearer ${options.metricsToken}`) : undefined;
    app.get('/metrics', { config: { rateLimit: false }, schema: { hide: true } }, async (request, reply) => {
      if (expected) {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send('metrics need the bearer token\n');
        }
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  }
};

/** The route's pattern (never the path the client sent: no ids, codes or query strings). */
function routePattern(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

export default fp(observability, { name: 'observability', dependencies: ['errors'] });
