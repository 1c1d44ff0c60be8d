import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PartnerClient, PartnerClientCreated } from '@dfs/contract/ops/partners';
import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/client';
import { NotFound } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import { partnerClients } from './partners.schema';

type PartnerRow = typeof partnerClients.$inferSelect;

/** How long a process trusts that a partner is not revoked (other processes learn of it this late). */
export const PARTNER_CHECK_TTL_MS = 5_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Partners' API clients (issue 42 point 6; decision record 051): the admin makes one, its secret is
 * shown once, and `Token/Startup` with both gives tokens of the partner's channel. Revoking one stops
 * its tokens: every call with them checks the partner is active (cached for PARTNER_CHECK_TTL_MS).
 */
export function createPartnerClients(db: Db, now: () => Date = () => new Date()) {
  const active = new LRUCache<number, boolean>({ max: 10_000, ttl: PARTNER_CHECK_TTL_MS });

  async function rowById(id: number, tx: Db = db): Promise<PartnerRow | undefined> {
    const [row] = await tx.select().from(partnerClients).where(eq(partnerClients.id, id));
    return row;
  }

  return {
    async list(): Promise<PartnerClient[]> {
      const rows = await db.select().from(partnerClients).orderBy(asc(partnerClients.id));
      return rows.map(view);
    },

    /** Makes a client; the answer is the only one that shows its secret. */
    async create(name: string, by: number, audit: AuditStep): Promise<PartnerClientCreated> {
      const clientId = `pc_${randomBytes(12).toString('base64url')}`;
      const clientSecret = `pcs_${randomBytes(32).toString('base64url')}`;
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(partnerClients)
          .values({ name, clientId, secretHash: sha256(clientSecret), createdBy: by, createdAt: now() })
          .returning();
        const created = view(row!);
        await audit(tx, {
          action: 'create',
          entity: 'partnerClient',
          entityId: row!.id,
          before: null,
          after: created,
        });
        return { ...created, clientSecret };
      });
    },

    /** Revokes a client (again is no change); its tokens are refused from now on. */
    async revoke(id: number, audit: AuditStep): Promise<PartnerClient> {
      const revoked = await inTransaction(db, async (tx) => {
        const [before] = await tx
          .select()
          .from(partnerClients)
          .where(eq(partnerClients.id, id))
          .for('update');
        if (!before) throw new NotFound('api.partners.notFound');
        if (before.revokedAt) return view(before);
        const [row] = await tx
          .update(partnerClients)
          .set({ revokedAt: now() })
          .where(eq(partnerClients.id, id))
          .returning();
        const after = view(row!);
        await audit(tx, {
          action: 'update',
          entity: 'partnerClient',
          entityId: id,
          before: view(before),
          after,
        });
        return after;
      });
      active.set(id, false);
      return revoked;
    },

    /** The partner whose active client these credentials are, or undefined (a wrong or revoked one). */
    async authenticate(clientId: string, clientSecret: string): Promise<number | undefined> {
      const [row] = await db.select().from(partnerClients).where(eq(partnerClients.clientId, clientId));
      const presented = Buffer.from(sha256(clientSecret), 'hex');
      const known = Buffer.from(row?.secretHash ?? sha256('no such client'), 'hex');
      const matches = timingSafeEqual(presented, known);
      return row && matches && !row.revokedAt ? row.id : undefined;
    },

    /** Whether the partner's client is still active (its tokens are then accepted). */
    async isActive(id: number): Promise<boolean> {
      const cached = active.get(id);
      if (cached !== undefined) return cached;
      const row = await rowById(id);
      const answer = row !== undefined && row.revokedAt === null;
      active.set(id, answer);
      return answer;
    },

    /** Each partner's name by id, for the console's lists. */
    async names(): Promise<Map<number, string>> {
      const rows = await db.select({ id: partnerClients.id, name: partnerClients.name }).from(partnerClients);
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type PartnerClients = ReturnType<typeof createPartnerClients>;

function view(row: PartnerRow): PartnerClient {
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    active: row.revokedAt === null,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
  };
}
