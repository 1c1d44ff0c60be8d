// Builds one migrated, seeded database per run; each test file then starts from a copy of it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/demo-seed';
import { templateDatabaseName, templateDumpFile, withDatabase } from './test-database';

export default async function setup(project: TestProject) {
  // Global setup runs in the main process, where the project's `env` is not applied.
  const env = project.config.env as Record<string, string | undefined>;
  if (env.TEST_DB_KIND === 'postgres') {
    const url = env.TEST_DATABASE_URL!;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${templateDatabaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${templateDatabaseName}`);
    await admin.end();
    // Migrating and seeding run without the statement timeout, as main.ts's start-up does.
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(url, templateDatabaseName),
      limits: { statementTimeoutMs: 0 },
    });
    await database.migrate();
    await seedDemo(database.db);
    await database.close();
    return;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedDemo(database.db);
  const dump = await dumpPglite(database);
  await database.close();
  mkdirSync(path.dirname(templateDumpFile), { recursive: true });
  writeFileSync(templateDumpFile, Buffer.from(await dump.arrayBuffer()));
}
