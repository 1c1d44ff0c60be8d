import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

/** TEST_TEMPLATE_DB lets two checkouts on one machine test against one PostgreSQL side by side. */
export const templateDatabaseName = process.env.TEST_TEMPLATE_DB ?? 'dfs_test_template';
export const templateDumpFile = path.resolve(
  fileURLToPath(new URL('../../../../var/test', import.meta.url)),
  'template-pglite.tar',
);

/**
 * A fresh copy of the migrated, seeded test database for one test file: an embedded PGlite
 * restored from the template dump, or (TEST_DB_KIND=postgres) a new database cloned from the
 * template on the PostgreSQL server, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `dfs_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabaseName}`);
    await admin.end();
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, name),
      limits: { poolSize: 20, statementTimeoutMs: 0, connectTimeoutMs: 60_000 },
    });
    return {
      ...database,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dump = new Blob([readFileSync(templateDumpFile)]);
  return openDatabase({ kind: 'pglite', loadDataDir: dump });
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
