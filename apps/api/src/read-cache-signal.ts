import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';
import type { Listening } from './db/listener';

/** The PostgreSQL channel on which API processes tell each other that staff changed what reads show. */
export const readCacheChannel = 'dfs_read_cache';

export interface ReadCacheSignal {
  /** Runs `clear` whenever this or another API process publishes a change. */
  subscribe(clear: () => void): void;
  /** After a committed staff write: clears this process's read caches and tells the other processes. */
  publish(): void;
  /** Starts listening for other processes (PostgreSQL); settles once the first attempt is done. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Cross-process read-cache invalidation (decision record 028): a NOTIFY on one channel, carrying the
 * sending process's id so it ignores its own. A listener that lost its connection clears everything
 * once it is back, since notifications sent meanwhile were missed. On the embedded database there is
 * one process: publish only clears this one's caches.
 */
export function createReadCacheSignal(deps: {
  database: Database;
  log: { warn(details: object, message: string): void };
}): ReadCacheSignal {
  const { database, log } = deps;
  const processId = randomUUID();
  const subscribers: (() => void)[] = [];
  const clearAll = () => {
    for (const clear of subscribers) clear();
  };
  let listening: Listening | undefined;
  return {
    subscribe: (clear) => void subscribers.push(clear),
    publish() {
      clearAll();
      if (!database.listen) return;
      database.db
        .execute(sql`SELECT pg_notify(${readCacheChannel}, ${processId})`)
        // Other processes then see the change when their cache entries expire (READ_CACHE_MS).
        .catch((err: unknown) => log.warn({ err }, 'read-cache change not sent to other processes'));
    },
    async start() {
      if (!database.listen || listening) return;
      listening = database.listen(readCacheChannel, {
        message: (sender) => {
          if (sender !== processId) clearAll();
        },
        reconnected: () => {
          log.warn({}, 'read-cache listener reconnected; caches cleared');
          clearAll();
        },
      });
      await listening.ready;
    },
    async close() {
      await listening?.close();
      listening = undefined;
    },
  };
}
