import { eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { feedback, subscriptions } from './engagement.schema';

export function createEngagementRepository(db: Db) {
  return {
    subscriptionByEmail(tx: Db, email: string) {
      return tx
        .select()
        .from(subscriptions)
        .where(sql`lower(${subscriptions.email}) = lower(${email})`)
        .for('update')
        .then((rows) => rows[0]);
    },

    async subscribe(tx: Db, email: string, unsubscribeToken: string) {
      await tx.insert(subscriptions).values({ email, unsubscribeToken }).onConflictDoNothing();
    },

    async resubscribe(tx: Db, id: number, unsubscribeToken: string) {
      await tx
        .update(subscriptions)
        .set({ unsubscribedAt: null, unsubscribeToken })
        .where(eq(subscriptions.id, id));
    },

    /** Marks the subscription of a token unsubscribed; false when no subscription has that token. */
    async unsubscribe(token: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({
          unsubscribedAt: sql`coalesce(${subscriptions.unsubscribedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(subscriptions.unsubscribeToken, token))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    async saveFeedback(entry: { fullName: string; email: string; feedBack: string }) {
      await db.insert(feedback).values(entry);
    },

    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
