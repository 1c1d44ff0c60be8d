import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { eventOutbox } from './outbox.schema';

export type OutboxRow = typeof eventOutbox.$inferSelect;

export function createOutboxRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    /** Writes a message in the caller's transaction; it is seen only once that commits. */
    async append(tx: Db, topic: string, payload: unknown): Promise<number> {
      const [row] = await tx.insert(eventOutbox).values({ topic, payload }).returning({ id: eventOutbox.id });
      return row!.id;
    },

    /**
     * Claims pending messages that are due (only `ids` when given) for `leaseMs`: other processes skip
     * the rows this one locks, and see them again only if this one has not finished when the lease ends.
     */
    claim(options: { ids?: readonly number[]; limit: number; leaseMs: number; now: Date }) {
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .select()
          .from(eventOutbox)
          .where(
            and(
              eq(eventOutbox.status, 'pending'),
              lte(eventOutbox.availableAt, options.now),
              options.ids ? inArray(eventOutbox.id, [...options.ids]) : undefined,
            ),
          )
          .orderBy(asc(eventOutbox.id))
          .limit(options.limit)
          .for('update', { skipLocked: true });
        if (rows.length > 0) {
          await tx
            .update(eventOutbox)
            .set({
              attempts: sql`${eventOutbox.attempts} + 1`,
              availableAt: new Date(options.now.getTime() + options.leaseMs),
            })
            .where(
              inArray(
                eventOutbox.id,
                rows.map((r) => r.id),
              ),
            );
        }
        return rows;
      });
    },

    /** Messages not yet handled (due or waiting for a retry): the backlog an operator watches. */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(eventOutbox)
        .where(eq(eventOutbox.status, 'pending'));
      return row?.n ?? 0;
    },

    async markDone(id: number, now: Date) {
      await db
        .update(eventOutbox)
        .set({ status: 'done', doneAt: now, lastError: null })
        .where(eq(eventOutbox.id, id));
    },

    /** Removes finished messages: done ones done before `doneBefore`, failed ones made before `failedBefore`. */
    async prune(doneBefore: Date, failedBefore: Date): Promise<number> {
      const rows = await db
        .delete(eventOutbox)
        .where(
          or(
            and(eq(eventOutbox.status, 'done'), lt(eventOutbox.doneAt, doneBefore)),
            and(eq(eventOutbox.status, 'failed'), lt(eventOutbox.createdAt, failedBefore)),
          ),
        )
        .returning({ id: eventOutbox.id });
      return rows.length;
    },

    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(eventOutbox)
        .set({
          lastError: error.slice(0, 500),
          ...(retryAt ? { availableAt: retryAt } : { status: 'failed' as const }),
        })
        .where(eq(eventOutbox.id, id));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
