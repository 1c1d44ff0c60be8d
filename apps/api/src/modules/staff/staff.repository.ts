import { and, arrayContains, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffLoginAttempts, staffSessions } from './staff.schema';

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepository(db: Db) {
  return {
    async byUsername(username: string): Promise<StaffRow | undefined> {
      const [row] = await db
        .select()
        .from(staff)
        .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`);
      return row;
    },

    async createSession(values: { id: string; staffId: number; expiresAt: Date; at: Date }) {
      await db.insert(staffSessions).values({
        id: values.id,
        staffId: values.staffId,
        expiresAt: values.expiresAt,
        createdAt: values.at,
      });
    },

    /** Display names of staff members by id (audit entries name who wrote them). */
    async displayNames(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: staff.id, displayName: staff.displayName })
        .from(staff)
        .where(inArray(staff.id, [...ids]));
    },

    /** Active staff holding `role`, by name (the crew a station may put on a flight). */
    activeWithRole(role: string) {
      return db
        .select({ id: staff.id, displayName: staff.displayName })
        .from(staff)
        .where(and(eq(staff.active, true), arrayContains(staff.roles, [role])))
        .orderBy(staff.displayName);
    },

    /** The staff member of a live session (not revoked, not expired, account active). */
    async liveSession(sessionId: string, staffId: number, at: Date) {
      const [row] = await db
        .select({ id: staff.id, displayName: staff.displayName, roles: staff.roles })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.id, sessionId),
            eq(staffSessions.staffId, staffId),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, at),
            eq(staff.active, true),
          ),
        );
      return row;
    },

    /** Records a one-time code's time step as used; false when it (or a later one) was used already. */
    async useTotpStep(staffId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(eq(staff.id, staffId), sql`(${staff.totpLastStep} IS NULL OR ${staff.totpLastStep} < ${step})`),
        )
        .returning({ id: staff.id });
      return rows.length === 1;
    },

    async revokeSession(sessionId: string, at: Date) {
      await db
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
    },

    db,
    /** Sign-in attempts, counted by the auth module's throttle. */
    loginAttempts: {
      table: staffLoginAttempts,
      id: staffLoginAttempts.id,
      key: staffLoginAttempts.key,
      attemptedAt: staffLoginAttempts.attemptedAt,
    },

    /** Adds or replaces a staff account by username (the demo seed). */
    async upsert(values: {
      username: string;
      displayName: string;
      passwordHash: string;
      roles: string[];
      totpSecret: string | null;
    }) {
      const existing = await this.byUsername(values.username);
      if (existing) {
        await db
          .update(staff)
          .set({ ...values, version: sql`${staff.version} + 1` })
          .where(eq(staff.id, existing.id));
        return existing.id;
      }
      const [row] = await db.insert(staff).values(values).returning({ id: staff.id });
      return row!.id;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
