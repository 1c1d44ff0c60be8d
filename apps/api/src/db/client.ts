import { AsyncLocalStorage } from 'node:async_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ListenHandlers, type Listening, listenOn } from './listener';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database handle type: PGlite and node-postgres share Drizzle's PostgreSQL core. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies every pending migration; safe to call on every start. */
  migrate(): Promise<void>;
  /** Runs `task` while holding a lock that other API processes on the same database respect. */
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * LISTENs on a channel over a connection of its own, reconnecting when it drops (PostgreSQL only:
   * an embedded database has one process, which needs no notice from others).
   */
  listen?: (channel: string, on: ListenHandlers) => Listening;
  /** Connections open, idle and queries waiting for one (PostgreSQL only). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Where drizzle-kit writes migrations; the API bundle carries a copy beside itself. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Advisory lock id for start-up work (migrations, first seed) shared by all API processes. */
const startupLockKey = 727_001;

/** Limits of the PostgreSQL pool (config.ts's DB_* settings); each is enforced by this process. */
export interface PoolLimits {
  /** Connections this process opens at most. */
  poolSize: number;
  /** How long opening a connection, or waiting for a free one, may take. */
  connectTimeoutMs: number;
  /**
   * How long one statement may run: the server cancels it (statement_timeout), and this process
   * stops waiting a little later if the server does not answer at all (a frozen server). 0: no limit
   * (migrations and seeding).
   */
  statementTimeoutMs: number;
}

const defaultPoolLimits: PoolLimits = { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 5_000 };

/** Runs one statement inside a trace span (tracing.ts); pg statements are traced by the pg instrumentation. */
export type StatementSpan = <T>(statement: string, run: () => Promise<T>) => Promise<T>;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; limits?: Partial<PoolLimits> }
  /**
   * dataDir undefined means in memory; loadDataDir restores a dump (used by tests); statementSpan
   * traces each statement Drizzle sends (when traces are exported).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File; statementSpan?: StatementSpan };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const limits = { ...defaultPoolLimits, ...options.limits };
    const pool = new pg.Pool({
      connectionString: options.url,
      max: limits.poolSize,
      connectionTimeoutMillis: limits.connectTimeoutMs,
      ...(limits.statementTimeoutMs > 0
        ? {
            statement_timeout: limits.statementTimeoutMs,
            // The server cannot time out what it never runs (a frozen server): stop waiting.
            query_timeout: limits.statementTimeoutMs + 1_000,
            idle_in_transaction_session_timeout: limits.statementTimeoutMs * 2,
          }
        : {}),
      keepAlive: true,
    });
    // Idle clients can be dropped by the server; a pool error must not crash the process.
    pool.on('error', () => {});
    // Nor may a connection lost while a client is checked out (a transaction waiting on the card
    // gateway): its next query fails instead, and the request answers 503.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async migrate() {
        await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
      },
      async exclusive(task) {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
          return await task();
        } finally {
          await lockClient.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => {});
          lockClient.release();
        }
      },
      async ping() {
        await pool.query('SELECT 1');
      },
      listen: (channel, on) => listenOn(options.url, channel, on),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await pool.end();
      },
    };
  }

  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  // The embedded database lives in memory: random reads cost about what sequential ones do, and the
  // default (4, tuned for disks) makes the planner pass over the trigram and list indexes.
  await client.exec('SET random_page_cost = 1.1');
  if (options.statementSpan) traceStatements(client, options.statementSpan);
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: pgliteDb as unknown as Db,
    async migrate() {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    // One process owns an embedded database, so there is nobody to exclude.
    exclusive: (task) => task(),
    async ping() {
      await client.query('SELECT 1');
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Wraps the two ways Drizzle reaches PGlite: a query, and a query inside a transaction. */
function traceStatements(client: PGlite, span: StatementSpan) {
  type Query = (text: string, ...rest: unknown[]) => Promise<unknown>;
  const traced = (query: Query) =>
    ((text: string, ...rest: unknown[]) => span(text, () => query(text, ...rest))) as PGlite['query'];
  client.query = traced(client.query.bind(client) as Query);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work) =>
    transaction((tx) => {
      tx.query = traced(tx.query.bind(tx) as Query);
      return work(tx);
    })) as PGlite['transaction'];
}

/** Dumps an embedded database so tests can start many copies of one migrated, seeded state. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('Only an embedded database can be dumped');
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Marks the code running inside a transaction opened by inTransaction (DESIGN.md §10). */
const openTransaction = new AsyncLocalStorage<true>();

/** Whether the caller runs inside a transaction: a slow or external call must not (DESIGN.md §10). */
export const insideTransaction = (): boolean => openTransaction.getStore() === true;

/** Runs `work` in one transaction; the Db it is handed is that transaction (one way for every module). */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => openTransaction.run(true, () => work(tx as unknown as Db)));
}
