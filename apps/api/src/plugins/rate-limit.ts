import { createRequire } from 'node:module';
import fastifyRateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { TooManyAttempts } from '../errors';

/**
 * Rate limits (docs/SECURITY.md, "Rate limits"). Each limit counts per caller: the signed-in
 * customer, else the visitor session of the request's token, else the address. Every limited route
 * also has a ceiling per address, `addressFactor` times the caller's allowance, so hundreds of
 * travellers behind one airport or aircraft address each get their own allowance while one client
 * minting tokens is still stopped. Health, readiness and metrics are outside every limit.
 *
 * With Redis the counts are shared by every process; when Redis does not answer within its timeout
 * each process counts on its own until it answers again (logged once per outage, counted in metrics).
 */

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): Store;
}
type StoreClass = new (...args: unknown[]) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/** Counters kept per process (distinct callers per route) before the least recent is forgotten. */
const LOCAL_CACHE_SIZE = 50_000;

export interface RateLimitOptions {
  /** Requests per minute per caller on routes without a limit of their own. */
  perMinute: number;
  /** One address may make this many times a caller's allowance. */
  addressFactor: number;
  redis?: { url: string; timeoutMs: number };
  /** Called when the counting moves to this process (Redis down) and back. */
  onRedisState?: (state: 'down' | 'up', error?: unknown) => void;
  /** Called for every refusal, with the kind of limit that refused. */
  onRefused?: (limit: 'caller' | 'address') => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the shared (Redis) limiter answers; undefined without Redis. */
    rateLimitRedisUp(): boolean | undefined;
    /** Pings Redis within `timeoutMs`; resolves when there is no Redis. */
    pingRateLimitStore(timeoutMs: number): Promise<void>;
  }
}

/** Who a request counts against: the customer, the visitor session or, without a token, the address. */
export function callerKey(request: FastifyRequest): string {
  const auth = request.auth;
  if (auth?.user) return `customer:${auth.user.customerId}`;
  if (auth?.visitorId) return `visitor:${auth.visitorId}`;
  return `address:${addressOf(request)}`;
}

/** The kind of caller, for logs and metrics: never who it is. */
export function callerKind(request: FastifyRequest): 'customer' | 'visitor' | 'client' | 'anonymous' {
  const auth = request.auth;
  if (auth?.user) return 'customer';
  if (auth?.visitorId) return 'visitor';
  if (auth?.bearer) return 'client';
  return 'anonymous';
}

// request.ip is undefined once the client has hung up; that must not become a 500.
function addressOf(request: FastifyRequest): string {
  return request.ip ?? request.socket?.remoteAddress ?? 'unknown';
}

const rateLimit: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  let redisUp: boolean | undefined;
  let redis: Redis | undefined;
  const settings: Omit<RateLimitPluginOptions, 'store'> & { store?: StoreClass } = {
    max: options.perMinute,
    timeWindow: '1 minute',
    keyGenerator: callerKey,
    cache: LOCAL_CACHE_SIZE,
    onExceeded: () => options.onRefused?.('caller'),
  };

  settings.store = storeClass(undefined, () => false, { failed: () => {}, answered: () => {} });
  if (options.redis) {
    redis = new Redis(options.redis.url, {
      // Fail at once while disconnected and within the timeout while connected: never a hang.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.redis.timeoutMs,
      connectTimeout: Math.max(options.redis.timeoutMs, 1_000),
      retryStrategy: (attempt) => Math.min(attempt * 100, 1_000),
      lazyConnect: false,
    });
    redisUp = false;
    const changed = (up: boolean, error?: unknown) => {
      if (redisUp === up) return;
      redisUp = up;
      options.onRedisState?.(up ? 'up' : 'down', error);
    };
    redis.on('ready', () => changed(true));
    redis.on('error', (error) => changed(false, error));
    redis.on('close', () => changed(false));
    const shared = new RedisStore(false, false, redis, 'dfs-rate-limit-');
    // Counted in Redis while connected; a command that fails or times out is counted here instead
    // (a slow Redis stays connected, so the next request tries it again).
    settings.store = storeClass(shared, () => redis?.status === 'ready', {
      failed: (error) => changed(false, error),
      answered: () => changed(true),
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }

  await app.register(fastifyRateLimit, settings as RateLimitPluginOptions);

  app.decorate('rateLimitRedisUp', () => redisUp);
  app.decorate('pingRateLimitStore', async (timeoutMs: number) => {
    if (!redis) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer in time')), timeoutMs);
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  });

  // The per-address ceiling of each limited route, after the caller's own limit.
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const max = typeof own === 'object' && typeof own.max === 'number' ? own.max : options.perMinute;
    const limiter = app.createRateLimit({
      max: max * options.addressFactor,
      timeWindow: '1 minute',
      keyGenerator: (request) => `ceiling:${route.method}:${route.url}:${addressOf(request)}`,
    });
    const ceiling: onRequestHookHandler = async (request) => {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        options.onRefused?.('address');
        throw new TooManyAttempts(Math.max(1, result.ttlInSeconds));
      }
    };
    const hooks = route.onRequest;
    route.onRequest = [...(Array.isArray(hooks) ? hooks : hooks ? [hooks] : []), ceiling];
  });
};

/** Counts in Redis while it answers, in this process while it does not (or always, without Redis). */
function storeClass(
  shared: Store | undefined,
  isUp: () => boolean,
  report: { failed: (error: unknown) => void; answered: () => void },
): StoreClass {
  const make = (sharedStore: Store | undefined): Store => {
    // The library's own local store keeps 5 000 callers per route; travellers need more.
    const localStore = new LocalStore(false, false, LOCAL_CACHE_SIZE);
    return {
      incr(key, callback, timeWindow, max) {
        if (!sharedStore || !isUp()) return localStore.incr(key, callback, timeWindow, max);
        sharedStore.incr(
          key,
          (error, result) => {
            if (!error) {
              report.answered();
              return callback(null, result);
            }
            report.failed(error);
            localStore.incr(key, callback, timeWindow, max);
          },
          timeWindow,
          max,
        );
      },
      child: (routeOptions) => make(sharedStore?.child(routeOptions)),
    };
  };
  const root = make(shared);
  return function FallbackStore() {
    return root;
  } as unknown as StoreClass;
}

export default fp(rateLimit, { name: 'rate-limit', dependencies: ['errors'] });
