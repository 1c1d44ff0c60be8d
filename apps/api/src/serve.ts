import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { acquireDataDirLock, type DataDirLock, DataDirLocked } from './db/data-dir-lock';
import { isDatabaseEmpty, seedDemo } from './db/seed/demo-seed';
import { searchSynonymGroups } from './db/seed/search-synonyms-data';
import { createSearchRepository } from './modules/search/search.repository';
import { createSearchService } from './modules/search/search.service';
import { log, refuse } from './start-up-log';
import type { Tracing } from './tracing';

/** Opens, prepares and serves the shop (main.ts calls it once the configuration is read). */
export async function serve(config: Config, tracing: Tracing | undefined): Promise<void> {
  // One writer per embedded database.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir, 'shop');
    } catch (error) {
      if (error instanceof DataDirLocked) refuse([error.message]);
      throw error;
    }
  }

  const target = config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({
        kind: 'pglite',
        dataDir: path.join(config.dataDir, 'db'),
        ...(tracing ? { statementSpan: tracing.statementSpan } : {}),
      } as const);

  // Migrations and the first seed run without the statement timeout, under the start-up lock that other
  // processes on the same PostgreSQL respect; the embedded database keeps one handle for both.
  const serving = await openDatabase(
    target.kind === 'postgres' ? { ...target, limits: config.database } : target,
  );
  const maintenance =
    target.kind === 'postgres'
      ? await openDatabase({ ...target, limits: { statementTimeoutMs: 0, poolSize: 2 } })
      : serving;
  try {
    await maintenance.exclusive(async () => {
      await maintenance.migrate();
      // Production loads the demo catalogue only when asked, and never demo customers or passwords.
      const production = config.env === 'production';
      const wanted = production ? config.seedDemo === true : config.seedDemo !== false;
      if (wanted && (await isDatabaseEmpty(maintenance.db))) {
        const summary = await seedDemo(maintenance.db, new Date(), { people: !production });
        log.info(
          `Loaded the demo catalogue: ${summary.items} items${production ? ' (no demo customers)' : ''}.`,
        );
      }
      // A database from before search documents gets them (and the demo's synonyms) once.
      await createSearchService({ repository: createSearchRepository(maintenance.db) }).ensureDocuments(
        searchSynonymGroups,
      );
    });
  } catch (error) {
    log.fatal(
      { cause: error instanceof Error ? error.message : String(error) },
      'could not prepare the database',
    );
    process.exit(1);
  } finally {
    if (maintenance !== serving) await maintenance.close();
  }

  let draining = false;
  const app = await buildApp({ config, database: serving, isDraining: () => draining });

  // SIGTERM: readiness answers 503 at once while the listener keeps answering for SHUTDOWN_DRAIN_MS (the
  // balancer notices and stops sending), then it closes and the work in flight finishes. A second signal
  // exits at once.
  closeWithGrace({ delay: config.shutdownDrainMs + 15_000, logger: log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    draining = true;
    if (!err && config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
    await app.close();
    await serving.close();
    await tracing?.shutdown();
    lock?.release();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      refuse([
        `cannot listen on ${config.host}:${config.port} (${code}); set PORT (and HOST) to a free address`,
      ]);
    }
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const listening = `http://${['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host}:${port}`;
  lock?.announce(listening);
  app.log.info({ url: listening, publicUrl: config.publicUrl }, `The shop is running at ${listening}`);
}
