import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
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
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().url().optional(),
  SEED_DEMO: booleanish.optional(),
  REDIS_URL: z.string().url().optional(),
  BRAND_NAME: z.string().min(1).max(80).default('Horizon Duty Free'),
  MILES_PROGRAM_NAME: z.string().min(1).max(80).default('ShebaMiles'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  LOOKUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  READ_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  CARD_HOLD_SECONDS: z.coerce.number().int().min(1).default(1800),
  HOLD_SWEEP_SECONDS: z.coerce.number().int().min(1).default(60),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  FAULT_POINT: z.enum(faultPoints).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtSecret: Uint8Array;
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
  /** How long catalogue answers are kept in this process (0: every request reads the database). */
  readCacheMs: number;
  /** Where the built storefront is; it is served only when its index.html exists there. */
  webDist: string | undefined;
  /** How long an unpaid card order keeps its stock. */
  cardHoldMs: number;
  /** How often the sweeper reconciles and releases expired card holds. */
  holdSweepMs: number;
  /** How long a call to the card gateway may take before it counts as failed. */
  gatewayTimeoutMs: number;
  /** Fault tests only: the checkpoint where the process kills itself (never in production). */
  faultPoint: FaultPoint | undefined;
}

/** Parses the environment once at start-up; the only place that reads process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  if (env.NODE_ENV === 'production' && env.FAULT_POINT) {
    throw new Error('Invalid configuration:\n  FAULT_POINT: fault tests only, refused in production');
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    jwtSecret: new TextEncoder().encode(env.JWT_SECRET ?? developmentSecret(dataDir)),
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
    readCacheMs: env.READ_CACHE_MS,
    webDist: env.WEB_DIST
      ? path.resolve(env.WEB_DIST)
      : // Same relative place from src/config.ts and from the bundle in dist/.
        fileURLToPath(new URL('../../web/dist', import.meta.url)),
    cardHoldMs: env.CARD_HOLD_SECONDS * 1000,
    holdSweepMs: env.HOLD_SWEEP_SECONDS * 1000,
    gatewayTimeoutMs: env.PAYMENT_GATEWAY_TIMEOUT_MS,
    faultPoint: env.FAULT_POINT,
  };
}

/** Outside production the signing key is generated once and kept in DATA_DIR. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
