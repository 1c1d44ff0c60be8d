import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from './staff.schema';

const accountColumns = (at: Date) => ({
  id: staff.id,
  username: staff.username,
  displayName: staff.displayName,
  roles: staff.roles,
  active: staff.active,
  totpEnrolled: sql<boolean>`${staff.totpSecret} IS NOT NULL`,
  liveSessions: sql<number>`(SELECT count(*)::int FROM staff_sessions s WHERE s.staff_id = "staff"."id" AND s.revoked_at IS NULL AND s.expires_at > ${at.toISOString()}::timestamptz)`,
  version: staff.version,
  createdAt: staff.createdAt,
});

export type StaffAccountRow = Awaited<
  ReturnType<ReturnType<typeof createStaffAdminRepository>['all']>
>[number];

/** Staff accounts as admins manage them; writes run in the caller's transaction. */
export function createStaffAdminRepository(db: Db) {
  return {
    all: (at: Date) => db.select(accountColumns(at)).from(staff).orderBy(asc(staff.username)),

    async account(tx: Db, id: number, at: Date) {
      const [row] = await tx.select(accountColumns(at)).from(staff).where(eq(staff.id, id));
      return row;
    },

    /** Locks the account row; its version, or undefined when there is none. */
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select({ version: staff.version })
        .from(staff)
        .where(eq(staff.id, id))
        .for('update');
      return row?.version;
    },

    /** The active admins, locked: two admins demoting each other at once cannot leave none. */
    async activeAdminIds(tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.active, true), sql`'admin' = ANY(${staff.roles})`))
        .orderBy(asc(staff.id))
        .for('update');
      return rows.map((r) => r.id);
    },

    async usernameTaken(tx: Db, username: string) {
      const [row] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`);
      return row !== undefined;
    },

    async insert(
      tx: Db,
      values: {
        username: string;
        displayName: string;
        roles: string[];
        passwordHash: string;
        totpSecret: string | null;
        at: Date;
      },
    ) {
      const { at, ...rest } = values;
      const [row] = await tx
        .insert(staff)
        .values({ ...rest, createdAt: at })
        .returning({ id: staff.id });
      return row!.id;
    },

    async update(
      tx: Db,
      id: number,
      values: Partial<{
        displayName: string;
        roles: string[];
        active: boolean;
        passwordHash: string;
        totpSecret: string | null;
        totpLastStep: number | null;
      }>,
    ) {
      await tx
        .update(staff)
        .set({ ...values, version: sql`${staff.version} + 1` })
        .where(eq(staff.id, id));
    },

    /** The account's sign-in secret, for its owner to prove a password change. */
    async credentials(id: number) {
      const [row] = await db
        .select({ id: staff.id, username: staff.username, passwordHash: staff.passwordHash })
        .from(staff)
        .where(and(eq(staff.id, id), eq(staff.active, true)));
      return row;
    },

    /** Ends every live session of the account (but `keep`); how many ended. */
    async revokeSessions(tx: Db, staffId: number, at: Date, keep?: string) {
      const rows = await tx
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            keep ? ne(staffSessions.id, keep) : undefined,
          ),
        )
        .returning({ id: staffSessions.id });
      return rows.length;
    },

    db,
    transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
  };
}

export type StaffAdminRepository = ReturnType<typeof createStaffAdminRepository>;
