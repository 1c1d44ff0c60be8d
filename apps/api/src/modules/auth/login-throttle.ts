import {
  ACCOUNT_CEILING_WINDOW_MS,
  type AttemptCount,
  loginThrottle,
  THROTTLE_WINDOW_MS,
} from '@dfs/domain/login-throttle';
import { and, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client';
import { TooManyAttempts } from '../../errors';

/** A module's attempts table: one row per attempt and key (`id`, `key`, `attempted_at`). */
export interface AttemptTable {
  table: PgTable;
  id: PgColumn;
  key: PgColumn;
  attemptedAt: PgColumn;
}

/** Where an attempt comes from: the address, and the device (visitor session) when one is known. */
export interface AttemptOrigin {
  address: string;
  device?: string | undefined;
}

/** An attempt that was let through: report success, or leave it counted as a failure. */
export interface CountedAttempt {
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttle shared by every API process (red-team issue, point 1). The attempt is written
 * before the password is checked and judged by what was written before it, in separate statements
 * (never one transaction), so N parallel guesses see each other and at most the free number pass.
 */
export function createLoginThrottle(deps: { db: Db; attempts: AttemptTable; now: () => Date }) {
  const { db, attempts: t, now } = deps;

  async function countEarlier(keys: string[], own: number[], since: Date[]): Promise<AttemptCount[]> {
    const columns = keys.map(
      (key, i) =>
        sql`count(*) FILTER (WHERE ${t.key} = ${key} AND ${t.attemptedAt} > ${since[i]!.toISOString()}::timestamptz)::int AS ${sql.identifier(`n${i}`)},
            max(${t.attemptedAt}) FILTER (WHERE ${t.key} = ${key} AND ${t.attemptedAt} > ${since[i]!.toISOString()}::timestamptz) AS ${sql.identifier(`at${i}`)}`,
    );
    const ownIds: SQL = sql.join(
      own.map((id) => sql`${id}`),
      sql`, `,
    );
    const [row] = await queryRows<Record<string, number | string | Date | null>>(
      db,
      sql`SELECT ${sql.join(columns, sql`, `)} FROM ${t.table}
          WHERE ${t.key} IN (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )}) AND ${t.id} NOT IN (${ownIds})`,
    );
    return keys.map((_, i) => {
      const last = row?.[`at${i}`];
      return { count: Number(row?.[`n${i}`] ?? 0), lastAt: last ? new Date(last) : undefined };
    });
  }

  async function release(ids: number[]) {
    await db.delete(t.table).where(inArray(t.id, ids));
  }

  return {
    /**
     * Counts an attempt on `accountKey` from `origin`, then lets it through or throws 429. The caller
     * checks the password and calls `succeeded()` when it matched; otherwise the attempt stays counted.
     */
    async begin(accountKey: string, origin: AttemptOrigin): Promise<CountedAttempt> {
      const at = now();
      const addressKey = `${accountKey}|${origin.address}`;
      const deviceKey = origin.device ? `${accountKey}|device:${origin.device}` : undefined;
      const keys = [addressKey, accountKey, ...(deviceKey ? [deviceKey] : [])];
      const inserted = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO ${t.table} (key, attempted_at) VALUES ${sql.join(
          keys.map((key) => sql`(${key}, ${at.toISOString()}::timestamptz)`),
          sql`, `,
        )} RETURNING id`,
      );
      const own = inserted.map((r) => Number(r.id));
      // Old rows only slow the count down; each attempt sweeps its own keys.
      await db
        .delete(t.table)
        .where(
          and(inArray(t.key, keys), lt(t.attemptedAt, new Date(at.getTime() - ACCOUNT_CEILING_WINDOW_MS))),
        );
      const windowStart = new Date(at.getTime() - THROTTLE_WINDOW_MS);
      const ceilingStart = new Date(at.getTime() - ACCOUNT_CEILING_WINDOW_MS);
      const [fromAddress, forAccount, fromDevice] = await countEarlier(keys, own, [
        windowStart,
        ceilingStart,
        windowStart,
      ]);
      const decision = loginThrottle(
        { fromAddress: fromAddress!, forAccount: forAccount!, ...(fromDevice ? { fromDevice } : {}) },
        at,
      );
      if (!decision.allowed) {
        // A refused attempt checked nothing, so it does not count against the owner later.
        await release(own);
        throw new TooManyAttempts(decision.retryAfterSeconds, 'api.account.tooManyAttempts', {
          minutes: Math.ceil(decision.retryAfterSeconds / 60),
        });
      }
      return {
        async succeeded() {
          await release(own);
          await db.delete(t.table).where(inArray(t.key, deviceKey ? [addressKey, deviceKey] : [addressKey]));
        },
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
