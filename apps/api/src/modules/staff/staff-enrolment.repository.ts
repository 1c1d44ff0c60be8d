import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from './staff.schema';

/** Staff accounts waiting for their holder to open the enrolment link. */
export function createStaffEnrolmentRepository(db: Db) {
  return {
    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: staff.id })
        .from(staff)
        .where(sql`lower(${staff.username}) = ${username.toLowerCase()}`);
      return rows.length > 0;
    },

    async insertEnrolling(values: {
      username: string;
      displayName: string;
      passwordHash: string;
      totpSecret: string;
      tokenHash: string;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(staff)
        .values({
          username: values.username,
          displayName: values.displayName,
          passwordHash: values.passwordHash,
          roles: ['admin'],
          totpSecret: values.totpSecret,
          enrolmentTokenHash: values.tokenHash,
          enrolmentExpiresAt: values.expiresAt,
        })
        .returning({ id: staff.id });
      return row!.id;
    },

    /** The account an unexpired, unused link opens. */
    async byToken(tokenHash: string, at: Date) {
      const [row] = await db
        .select({
          id: staff.id,
          username: staff.username,
          displayName: staff.displayName,
          totpSecret: staff.totpSecret,
          expiresAt: staff.enrolmentExpiresAt,
        })
        .from(staff)
        .where(
          and(
            eq(staff.enrolmentTokenHash, tokenHash),
            gt(staff.enrolmentExpiresAt, at),
            eq(staff.active, true),
          ),
        );
      return row;
    },

    /** Sets the password and spends the link, only if it is still unused: one of two racing completes. */
    async complete(id: number, tokenHash: string, passwordHash: string, totpStep: number): Promise<boolean> {
      const rows = await db
        .update(staff)
        .set({
          passwordHash,
          totpLastStep: totpStep,
          enrolmentTokenHash: null,
          enrolmentExpiresAt: null,
          version: sql`${staff.version} + 1`,
        })
        .where(and(eq(staff.id, id), eq(staff.enrolmentTokenHash, tokenHash)))
        .returning({ id: staff.id });
      return rows.length === 1;
    },
  };
}

export type StaffEnrolmentRepository = ReturnType<typeof createStaffEnrolmentRepository>;
