import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toMinor } from '@dfs/domain/money';
import { z } from 'zod';
import { developmentSecret, keptProofKey } from './config-keys';
import { type TracingConfig, tracingConfig } from './config-tracing';
import { listeningUrl, parseTrustProxy } from './config-values';
import { type FaultPoint, faultPoints } from './faults';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('var'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z.string().min(1).default('false'),
  JWT_SECRET: z.string().min(32).optional(),
  /** The Ed25519 private key (PKCS#8 PEM) that signs proofs of order. */
  PROOF_SIGNING_KEY: z.string().includes('PRIVATE KEY').optional(),
  SMTP_URL: z.string().url().optional(),
  SEED_DEMO: booleanish.optional(),
  REDIS_URL: z.string().url().optional(),
  BRAND_NAME: z.string().min(1).max(80).default('Horizon Duty Free'),
  MILES_PROGRAM_NAME: z.string().min(1).max(80).default('ShebaMiles'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PREORDERS_PER_TICKET_SECTOR: z.coerce.number().int().min(1).default(5),
  TICKET_ITEM_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
  GUEST_CASH_ON_BOARD_MAX_USD: z.coerce.number().min(0).max(1_000_000).default(300),
  ADDRESS_RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).default(50),
  PRICE_CHANGE_WARN_FACTOR: z.coerce.number().min(1).max(1_000).default(3),
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(1).max(10_000).default(500),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5_000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(5_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(10_000),
  READY_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(2_000),
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  PAYMENT_SANDBOX: booleanish.optional(),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  OPS_DIST: z.string().optional(),
  CARD_HOLD_SECONDS: z.coerce.number().int().min(1).default(1800),
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  DISRUPTION_REFUND_HOURS: z.coerce.number().min(0).max(720).default(72),
  REFUND_SECOND_APPROVAL_ABOVE_USD: z.coerce.number().min(0).max(1_000_000).default(500),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** The sandbox gateway answers a new payment session after this long (benchmarks of a slow gateway). */
  PAYMENT_SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(30_000).default(0),
  FAULT_POINT: z.enum(faultPoints).optional(),
  WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanish.optional(),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  WEBHOOK_DISABLE_AFTER_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(3 * 24 * 60 * 60 * 1000),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .regex(/^\s*([^=,\s]+\s*=[^,]*)(,\s*[^=,\s]+\s*=[^,]*)*\s*$/, 'key=value pairs separated by commas')
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('duty-free-api'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(1).max(60_000).default(5_000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where travellers reach the shop (every e-mail link); default: the address it listens on. */
  publicUrl: string;
  /** Fastify's trustProxy: false, true, a hop count, or a list of the balancers' addresses. */
  trustProxy: boolean | number | string;
  jwtSecret: Uint8Array;
  /** Signs proofs of order (Ed25519, PKCS#8 PEM): PROOF_SIGNING_KEY, else one kept in DATA_DIR. */
  proofSigningKey: string;
  smtpUrl: string | undefined;
  /** undefined: seed only when the database is empty. */
  seedDemo: boolean | undefined;
  redisUrl: string | undefined;
  brandName: string;
  milesProgramName: string;
  logLevel: Env['LOG_LEVEL'];
  /** Requests per minute per client address across the API (form endpoints have stricter limits). */
  rateLimitPerMinute: number;
  /** Submissions per minute per address of each account, sign-in and contact form. */
  formsPerMinute: number;
  /** Ticket and order-code look-ups and token refreshes per minute per address. */
  lookupsPerMinute: number;
  /** Orders placed, changed, cancelled or paid again per minute per address. */
  ordersPerMinute: number;
  /** How many open pre-orders one ticket may hold on one flight. */
  openPreOrdersPerSector: number;
  /** One ticket's open pre-orders on a flight hold at most this many times an item's order limit. */
  ticketItemLimitFactor: number;
  /** A guest's cash-on-board order above this (USD minor units) needs a card or an account. */
  guestCashOnBoardMaxUsdMinor: number;
  /** One address may make this many times one caller's allowance (travellers behind one NAT). */
  addressRateLimitFactor: number;
  /** A price import's dry run warns of a price moving more than this many times up or down. */
  priceChangeWarnFactor: number;
  /** How long a Redis command may take before the limiter counts in this process instead. */
  redisTimeoutMs: number;
  database: {
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
  };
  /** A request's answer must start within this long; else 503. */
  requestTimeoutMs: number;
  /** A request (headers and body) must arrive within this long; else the connection is cut. */
  bodyTimeoutMs: number;
  /** /readyz's deadline for the database and Redis to answer. */
  readyTimeoutMs: number;
  /** Open connections above this are refused (0: no cap). */
  maxConnections: number;
  /** After SIGTERM: readiness answers 503 and the listener keeps answering this long, then closes. */
  shutdownDrainMs: number;
  /** /metrics asks for this bearer token; in production /metrics is off without it. */
  metricsToken: string | undefined;
  /** Whether the built-in sandbox card gateway and its page are served. */
  paymentSandbox: boolean;
  /** How long catalogue answers are kept in this process (0: every request reads the database). */
  readCacheMs: number;
  /** How long a server-rendered page is reused in this process (0: rendered at every request); ≤ readCacheMs. */
  pageCacheMs: number;
  /** Where the built storefront is; it is served only when its index.html exists there. */
  webDist: string | undefined;
  /** Where the built operations console is; served under /ops when its index.html exists there. */
  opsDist: string;
  /** How long an unpaid card order keeps its stock. */
  cardHoldMs: number;
  /** How often the sweeper reconciles and releases expired card holds. */
  holdSweepMs: number;
  /** How long after a flight's cancellation its untouched orders are refunded (DISRUPTION_REFUND_HOURS). */
  disruptionRefundMs: number;
  /** A refund above this (USD minor units) needs a second staff member (REFUND_SECOND_APPROVAL_ABOVE_USD). */
  refundSecondApprovalAboveUsdMinor: number;
  /** How long a call to the card gateway may take before it counts as failed. */
  gatewayTimeoutMs: number;
  sandboxLatencyMs: number;
  /** Order webhooks (decision record 026): private receivers allowed, delivery timeout, switch-off. */
  webhooks: { allowPrivateTargets: boolean; timeoutMs: number; disableAfterMs: number };
  /** Fault tests only: the checkpoint where the process kills itself (never in production). */
  faultPoint: FaultPoint | undefined;
  /** OpenTelemetry traces over OTLP/HTTP; undefined: nothing of OpenTelemetry is loaded. */
  tracing: TracingConfig | undefined;
}

/** Parses the environment once at start-up; the only place that reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const refusals = productionRefusals(env);
    if (refusals.length > 0) throw new ConfigError(refusals);
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? listeningUrl(env.HOST, env.PORT)).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? developmentSecret(dataDir)),
    proofSigningKey: env.PROOF_SIGNING_KEY ?? keptProofKey(dataDir),
    smtpUrl: env.SMTP_URL,
    seedDemo: env.SEED_DEMO,
    redisUrl: env.REDIS_URL,
    brandName: env.BRAND_NAME,
    milesProgramName: env.MILES_PROGRAM_NAME,
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    formsPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
    lookupsPerMinute: env.LOOKUP_RATE_LIMIT_PER_MINUTE,
    ordersPerMinute: env.ORDER_RATE_LIMIT_PER_MINUTE,
    openPreOrdersPerSector: env.PREORDERS_PER_TICKET_SECTOR,
    ticketItemLimitFactor: env.TICKET_ITEM_LIMIT_FACTOR,
    guestCashOnBoardMaxUsdMinor: toMinor(env.GUEST_CASH_ON_BOARD_MAX_USD),
    addressRateLimitFactor: env.ADDRESS_RATE_LIMIT_FACTOR,
    priceChangeWarnFactor: env.PRICE_CHANGE_WARN_FACTOR,
    redisTimeoutMs: env.REDIS_TIMEOUT_MS,
    database: {
      poolSize: env.DB_POOL_SIZE,
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    bodyTimeoutMs: env.BODY_TIMEOUT_MS,
    readyTimeoutMs: env.READY_TIMEOUT_MS,
    maxConnections: env.MAX_CONNECTIONS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (production ? 5_000 : 0),
    metricsToken: env.METRICS_TOKEN,
    paymentSandbox: env.PAYMENT_SANDBOX ?? !production,
    readCacheMs: env.READ_CACHE_MS,
    // A page shows catalogue answers: kept no longer than they are.
    pageCacheMs: Math.min(env.PAGE_CACHE_MS ?? env.READ_CACHE_MS, env.READ_CACHE_MS),
    webDist: env.WEB_DIST
      ? path.resolve(env.WEB_DIST)
      : // Same relative place from src/config.ts and from the bundle in dist/.
        fileURLToPath(new URL('../../web/dist', import.meta.url)),
    opsDist: env.OPS_DIST
      ? path.resolve(env.OPS_DIST)
      : fileURLToPath(new URL('../../ops/dist', import.meta.url)),
    cardHoldMs: env.CARD_HOLD_SECONDS * 1000,
    holdSweepMs: env.HOLD_SWEEP_SECONDS * 1000,
    disruptionRefundMs: Math.round(env.DISRUPTION_REFUND_HOURS * 3_600_000),
    refundSecondApprovalAboveUsdMinor: toMinor(env.REFUND_SECOND_APPROVAL_ABOVE_USD),
    gatewayTimeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
    sandboxLatencyMs: env.PAYMENT_SANDBOX_LATENCY_MS,
    faultPoint: env.FAULT_POINT,
    webhooks: {
      // Development and tests post to receivers on this machine; production refuses them by default.
      allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS ?? !production,
      timeoutMs: env.WEBHOOK_TIMEOUT_MS,
      disableAfterMs: env.WEBHOOK_DISABLE_AFTER_MS,
    },
    tracing: tracingConfig(env),
  };
}

/** Start-up refused: each line names one setting and what it must be. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** What production must be told explicitly rather than fall back to a developer's default. */
function productionRefusals(env: Env): string[] {
  const refusals: string[] = [];
  if (!env.JWT_SECRET) refusals.push('JWT_SECRET: required in production (at least 32 characters)');
  if (!env.PROOF_SIGNING_KEY)
    refusals.push(
      'PROOF_SIGNING_KEY: required in production (one Ed25519 PKCS#8 PEM shared by every API process, or crews refuse genuine QR codes)',
    );
  if (!env.DATABASE_URL)
    refusals.push('DATABASE_URL: required in production (the embedded database is for one developer)');
  if (!env.PUBLIC_URL)
    refusals.push('PUBLIC_URL: required in production (the address travellers reach the shop at)');
  if (!env.SMTP_URL) refusals.push('SMTP_URL: required in production (the mail server for order e-mails)');
  if (env.PAYMENT_SANDBOX === undefined)
    refusals.push('PAYMENT_SANDBOX: set it in production (true serves the built-in test-card gateway)');
  if (env.FAULT_POINT) refusals.push('FAULT_POINT: fault tests only, refused in production');
  return refusals;
}
