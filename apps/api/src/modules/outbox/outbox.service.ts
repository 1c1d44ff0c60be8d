import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { OutboxRepository, OutboxRow } from './outbox.repository';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
const LEASE_MS = 60_000;

/** A message's handler: runs after the commit, outside any transaction; it must be idempotent. */
export type OutboxHandler = (payload: never) => Promise<void>;

/**
 * The outbox (DESIGN.md §10): a workflow writes what must happen outside the database (a card refund,
 * an e-mail with its QR image) in its transaction with `publish`; `transaction` runs those messages
 * right after the commit, and the dispatcher of every process retries whatever failed or was left
 * by a process that died.
 */
export function createOutbox(deps: {
  repository: OutboxRepository;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository, now, log } = deps;
  const handlers = new Map<string, (payload: unknown) => Promise<void>>();
  const written = new AsyncLocalStorage<number[]>();
  let running: Promise<number> | null = null;
  /** Flushes left to run after their request answered (awaited by `dispatch`). */
  const background = new Set<Promise<unknown>>();
  /** Set when the dispatcher stops (the app closing): the batch in flight finishes, the rest waits. */
  let stopping = false;

  async function runOne(row: OutboxRow): Promise<boolean> {
    const handler = handlers.get(row.topic);
    try {
      if (!handler) throw new Error(`no handler for outbox topic ${row.topic}`);
      await handler(row.payload);
      await repository.markDone(row.id, now());
      return true;
    } catch (error) {
      const final = row.attempts + 1 >= MAX_ATTEMPTS;
      // Back off 2, 4, 8… seconds, at most five minutes.
      const retryAt = final ? null : new Date(now().getTime() + Math.min(300_000, 2_000 * 2 ** row.attempts));
      log.warn({ err: error, outboxId: row.id, topic: row.topic, final }, 'outbox message failed');
      await repository.markFailed(row.id, error instanceof Error ? error.message : String(error), retryAt);
      return false;
    }
  }

  async function drain(ids?: readonly number[]): Promise<number> {
    let done = 0;
    for (;;) {
      const batch = await repository.claim({
        ...(ids ? { ids } : {}),
        limit: BATCH,
        leaseMs: LEASE_MS,
        now: now(),
      });
      for (const row of batch) if (await runOne(row)) done++;
      if (ids || stopping || batch.length < BATCH) return done;
    }
  }

  return {
    /** Registers what runs for a topic (one handler per topic). */
    on<P>(topic: string, handler: (payload: P) => Promise<void>) {
      if (handlers.has(topic)) throw new Error(`outbox topic ${topic} has a handler already`);
      handlers.set(topic, handler as (payload: unknown) => Promise<void>);
    },

    /** Asks for `topic` after the caller's transaction commits (nothing happens if it rolls back). */
    async publish(tx: Db, topic: string, payload: unknown): Promise<void> {
      if (!handlers.has(topic)) throw new Error(`no handler for outbox topic ${topic}`);
      const id = await repository.append(tx, topic, payload);
      written.getStore()?.push(id);
    },

    /**
     * Runs `work` in one transaction, then, once it has committed, the messages it published (a
     * failure there is logged and left to the dispatcher: the committed change stands). With
     * `background`, the caller does not wait for them (an order's e-mail need not delay its answer).
     */
    async transaction<T>(work: (tx: Db) => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
      const ids: number[] = [];
      const result = await written.run(ids, () => repository.transaction(work));
      if (ids.length > 0) {
        // After-commit work keeps its order in a process: an order's change e-mail never overtakes its
        // confirmation still being drawn in the background.
        const earlier = options.background ? [] : [...background];
        const flush = Promise.all(earlier)
          .then(() => drain(ids))
          .catch((error) => log.error({ err: error }, 'outbox flush failed'));
        if (options.background) {
          background.add(flush);
          void flush.finally(() => background.delete(flush));
        } else {
          await flush;
        }
      }
      return result;
    },

    /** Runs what is due; concurrent calls in this process share one pass. */
    dispatch(): Promise<number> {
      running ??= Promise.all([...background])
        .then(() => drain())
        .finally(() => {
          running = null;
        });
      return running;
    },

    /** Runs due messages every `intervalMs`; returns a function that stops it. */
    start(intervalMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        this.dispatch().catch((error) => log.error({ err: error }, 'outbox dispatcher failed'));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        stopping = true;
        await running?.catch(() => {});
      };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
