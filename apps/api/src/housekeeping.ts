import type { FastifyBaseLogger } from 'fastify';

const DAY = 24 * 60 * 60 * 1000;

/**
 * How long finished work is kept before housekeeping removes it (docs/OPERATIONS.md "Retention").
 * Orders, payments, the audit log and the miles ledger are never removed.
 */
export const retention = {
  /** A retried order request within this time gets the first answer; later it is a new request. */
  idempotencyKeys: 7 * DAY,
  /** Outbox messages done (failed ones are kept longer, for investigation). */
  outboxDone: 7 * DAY,
  outboxFailed: 30 * DAY,
  /** E-mails sent or given up on (their text holds names, addresses and order details). */
  mail: 30 * DAY,
  /** The webhook delivery log of finished deliveries. */
  webhookDeliveries: 30 * DAY,
} as const;

export interface HousekeepingTask {
  name: string;
  /** Removes what finished before these instants; answers how many rows went. */
  prune(now: Date): Promise<number>;
}

/**
 * Removes finished work past its retention, in every process (each DELETE is its own statement, so
 * two processes pruning at once only find less to do). Retention keeps each table small, so the
 * deletes scan little.
 */
export function createHousekeeping(deps: {
  tasks: readonly HousekeepingTask[];
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  return {
    async run(): Promise<Record<string, number>> {
      const removed: Record<string, number> = {};
      for (const task of deps.tasks) {
        try {
          removed[task.name] = await task.prune(deps.now());
        } catch (error) {
          deps.log.error({ err: error, task: task.name }, 'housekeeping task failed');
        }
      }
      if (Object.values(removed).some((n) => n > 0)) deps.log.info({ removed }, 'housekeeping');
      return removed;
    },
  };
}

/** `now` minus a retention. */
export const before = (now: Date, keepMs: number) => new Date(now.getTime() - keepMs);
