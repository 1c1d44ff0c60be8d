import { and, asc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from './mail.schema';
import type { MailMessage } from './mail.transport';

export function createMailRepository(db: Db) {
  return {
    /** Writes a message to the outbox, inside the caller's transaction when `tx` is given. */
    async enqueue(tx: Db, kind: string, message: MailMessage) {
      await tx.insert(outbox).values({
        kind,
        toAddress: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html ?? null,
      });
    },

    /** Claims up to `limit` pending messages; other processes skip the rows this one holds. */
    claimPending(limit: number, maxAttempts: number) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, maxAttempts)))
          .orderBy(asc(outbox.createdAt), asc(outbox.id))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const row of rows) {
          await tx
            .update(outbox)
            .set({ attempts: sql`${outbox.attempts} + 1` })
            .where(eq(outbox.id, row.id));
        }
        return rows;
      });
    },

    async markSent(id: number) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, id));
    },

    /** Removes e-mails sent (or given up on) before `before`: their text holds personal data. */
    async prune(before: Date): Promise<number> {
      const rows = await db
        .delete(outbox)
        .where(
          or(
            and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before)),
            and(eq(outbox.status, 'failed'), lt(outbox.createdAt, before)),
          ),
        )
        .returning({ id: outbox.id });
      return rows.length;
    },

    async markFailed(id: number, error: string, final: boolean) {
      await db
        .update(outbox)
        .set({ lastError: error.slice(0, 500), ...(final ? { status: 'failed' as const } : {}) })
        .where(eq(outbox.id, id));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
