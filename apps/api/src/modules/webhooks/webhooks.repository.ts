import type { WebhookDeliveriesQuery } from '@dfs/contract/ops/webhooks';
import { and, asc, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { type WebhookAttempt, webhookDeliveries, webhookEndpoints } from './webhooks.schema';

export type { WebhookAttempt };
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type NewDelivery = typeof webhookDeliveries.$inferInsert;

export function createWebhooksRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Db) => Promise<T>) => inTransaction(db, work),

    /** Active endpoints of the channel (a partner, or null for the storefront) that take the event. */
    async subscribedEndpointIds(type: string, partnerId: number | null): Promise<number[]> {
      const rows = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.active, true),
            sql`${type} = ANY(${webhookEndpoints.events})`,
            partnerId === null
              ? isNull(webhookEndpoints.partnerId)
              : eq(webhookEndpoints.partnerId, partnerId),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** One delivery per endpoint; a fan-out run twice (an outbox retry) adds nothing. */
    async insertDeliveries(rows: NewDelivery[]) {
      if (rows.length > 0) await db.insert(webhookDeliveries).values(rows).onConflictDoNothing();
    },

    /**
     * Claims due deliveries for `leaseMs`: pending ones at an active endpoint with no earlier pending
     * delivery of the same order to the same endpoint (in order per order), skipping rows another
     * process holds.
     */
    claimDue(now: Date, leaseMs: number, limit: number) {
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(
            and(
              eq(webhookDeliveries.status, 'pending'),
              sql`${webhookDeliveries.nextAttemptAt} <= ${now}`,
              eq(webhookEndpoints.active, true),
              sql`NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.endpoint_id = ${webhookDeliveries.endpointId}
                AND e.order_code = ${webhookDeliveries.orderCode} AND e.status = 'pending' AND e.id < ${webhookDeliveries.id})`,
            ),
          )
          .orderBy(asc(webhookDeliveries.id))
          .limit(limit)
          .for('update', { of: webhookDeliveries, skipLocked: true });
        for (const { delivery } of rows) {
          await tx
            .update(webhookDeliveries)
            .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
            .where(eq(webhookDeliveries.id, delivery.id));
        }
        return rows;
      });
    },

    /** Delivered: the endpoint is no longer failing. */
    markDelivered(delivery: DeliveryRow, attempts: WebhookAttempt[], at: Date) {
      return inTransaction(db, async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'delivered', attempts, deliveredAt: at })
          .where(eq(webhookDeliveries.id, delivery.id));
        await tx
          .update(webhookEndpoints)
          .set({ failingSince: null })
          .where(eq(webhookEndpoints.id, delivery.endpointId));
      });
    },

    /**
     * A failed attempt: retried at `retryAt`; once the endpoint has failed for `disableAfterMs` it is
     * switched off and what it has not received is kept as failed, for staff to replay. True when it
     * was switched off now.
     */
    markFailed(
      delivery: DeliveryRow,
      attempts: WebhookAttempt[],
      retryAt: Date,
      at: Date,
      disableAfterMs: number,
    ) {
      return inTransaction(db, async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ attempts, nextAttemptAt: retryAt })
          .where(eq(webhookDeliveries.id, delivery.id));
        const [current] = await tx
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, delivery.endpointId))
          .for('update');
        if (!current) return false;
        const since = current.failingSince ?? at;
        if (current.active && at.getTime() - since.getTime() >= disableAfterMs) {
          await tx
            .update(webhookEndpoints)
            .set({ active: false, disabledAt: at, failingSince: since, version: current.version + 1 })
            .where(eq(webhookEndpoints.id, current.id));
          await tx
            .update(webhookDeliveries)
            .set({ status: 'failed' })
            .where(
              and(eq(webhookDeliveries.endpointId, current.id), eq(webhookDeliveries.status, 'pending')),
            );
          return true;
        }
        if (!current.failingSince) {
          await tx
            .update(webhookEndpoints)
            .set({ failingSince: at })
            .where(eq(webhookEndpoints.id, current.id));
        }
        return false;
      });
    },

    /** Removes the log of deliveries finished (delivered or given up) that were made before `before`. */
    async pruneDeliveries(before: Date): Promise<number> {
      const rows = await db
        .delete(webhookDeliveries)
        .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, before)))
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    async insertEndpoint(tx: Db, values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    listEndpoints: () => db.select().from(webhookEndpoints).orderBy(asc(webhookEndpoints.id)),

    async lockEndpoint(tx: Db, id: number): Promise<EndpointRow | undefined> {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
      return row;
    },

    async updateEndpoint(tx: Db, id: number, changes: Partial<typeof webhookEndpoints.$inferInsert>) {
      const [row] = await tx
        .update(webhookEndpoints)
        .set(changes)
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row!;
    },

    async deleteEndpoint(tx: Db, id: number): Promise<EndpointRow | undefined> {
      const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
      return row;
    },

    async deliveriesPage(query: WebhookDeliveriesQuery) {
      const where = and(
        eq(webhookDeliveries.endpointId, query.endpointId),
        query.status ? eq(webhookDeliveries.status, query.status) : undefined,
      );
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookDeliveries).where(where);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { total: count?.n ?? 0, rows };
    },

    async lockDelivery(tx: Db, id: number) {
      const [row] = await tx
        .select({ delivery: webhookDeliveries, active: webhookEndpoints.active })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, id))
        .for('update', { of: webhookDeliveries });
      return row;
    },

    async requeue(tx: Db, id: number, at: Date): Promise<DeliveryRow> {
      const [row] = await tx
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: at, deliveredAt: null })
        .where(eq(webhookDeliveries.id, id))
        .returning();
      return row!;
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
