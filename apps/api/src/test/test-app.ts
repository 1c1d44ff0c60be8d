import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Privilege } from '@dfs/contract/privileges';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { checkEveryAnswer } from './document-check';
import { personalDataIn } from './log-scan';
import { openTestDatabase } from './test-database';

export const testSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A clock tests can move; it starts at the real time. */
export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** The .eml files the file transport wrote, oldest first, after sending what is pending. */
  outbox(): Promise<string[]>;
  /** Fresh tokens from the token service. */
  startup(): Promise<{ clientAccessToken: string; accessToken: string }>;
  /** The three headers a storefront call sends, with a fresh client and visitor token. */
  headers(privilege: Privilege, extra?: Record<string, string>): Promise<Record<string, string>>;
  /** The JSON log lines written so far. */
  logs(): string[];
  close(): Promise<void>;
}

/** `env` adds settings to the test configuration (e.g. PAYMENT_GATEWAY_TIMEOUT_MS). */
export async function createTestApp(
  overrides: Partial<AppDependencies> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dfs-test-')),
    JWT_SECRET: testSecret,
    // Logged to memory and scanned for personal data when the app closes.
    LOG_LEVEL: 'info',
    WEB_DIST: path.join(tmpdir(), 'dfs-no-web'),
    // A busy CI machine runs 50 concurrent orders one after another on PGlite: tests check the
    // outcome, not production's latency limit (a test that wants the limit sets it).
    REQUEST_TIMEOUT_MS: '120000',
    // Tests place large guest cash orders and many of one item on a ticket; the ceiling's and the
    // per-ticket item limit's own tests set them (orders/ticket-limits.test.ts).
    GUEST_CASH_ON_BOARD_MAX_USD: '1000000',
    TICKET_ITEM_LIMIT_FACTOR: '1000000',
    ...env,
  });
  const logLines: string[] = [];
  const database = await openTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    rateLimitPerMinute: 100_000,
    formsPerMinute: 1_000,
    lookupsPerMinute: 1_000,
    ordersPerMinute: 1_000,
    mailDispatchIntervalMs: 0,
    holdSweepIntervalMs: 0,
    housekeepingIntervalMs: 0,
    logStream: { write: (line) => void logLines.push(line) },
    ...overrides,
  });
  await app.ready();
  // Every answer of every API test must be one the served API document describes.
  checkEveryAnswer(app);

  const startup = async () => {
    const response = await app.inject({ method: 'POST', url: '/User/api/V1.0/Token/Startup' });
    if (response.statusCode !== 200) throw new Error(`token service answered ${response.statusCode}`);
    return response.json() as { clientAccessToken: string; accessToken: string };
  };

  return {
    app,
    database,
    config,
    clock,
    startup,
    async outbox() {
      await app.dispatchMail();
      const dir = path.join(config.dataDir, 'outbox');
      const files = existsSync(dir) ? readdirSync(dir).sort() : [];
      return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
    },
    async headers(privilege, extra = {}) {
      const { clientAccessToken, accessToken } = await startup();
      return {
        authorization: `Bearer ${clientAccessToken}`,
        usertoken: accessToken,
        actionprivilege: privilege,
        ...extra,
      };
    },
    logs: () => [...logLines],
    async close() {
      await app.close();
      await database.close();
      const leak = personalDataIn(logLines);
      if (leak) throw new Error(leak);
    },
  };
}
