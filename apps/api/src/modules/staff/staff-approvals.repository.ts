import type { OpsStaffChangeRequest } from '@dfs/contract/ops/staff-admin';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { staff, staffChangeRequests } from './staff.schema';

export type StaffChangeKind = OpsStaffChangeRequest['kind'];
export type StaffChanges = OpsStaffChangeRequest['changes'];

const target = alias(staff, 'target');
const requester = alias(staff, 'requester');

/** Changes to admins' accounts waiting for a second admin; writes run in the caller's transaction. */
export function createStaffApprovalsRepository(db: Db) {
  const select = (tx: Db) =>
    tx
      .select({
        id: staffChangeRequests.id,
        kind: staffChangeRequests.kind,
        targetVersion: staffChangeRequests.targetVersion,
        changes: staffChangeRequests.changes,
        requestedAt: staffChangeRequests.requestedAt,
        target: { id: target.id, username: target.username, displayName: target.displayName },
        requestedBy: { id: requester.id, username: requester.username, displayName: requester.displayName },
      })
      .from(staffChangeRequests)
      .innerJoin(target, eq(target.id, staffChangeRequests.targetStaffId))
      .innerJoin(requester, eq(requester.id, staffChangeRequests.requestedBy));

  return {
    async insert(
      tx: Db,
      values: {
        kind: StaffChangeKind;
        targetStaffId: number;
        targetVersion: number;
        changes: StaffChanges;
        requestedBy: number;
        at: Date;
      },
    ) {
      const [row] = await tx
        .insert(staffChangeRequests)
        .values({ ...values, requestedAt: values.at })
        .returning({ id: staffChangeRequests.id });
      return row!.id;
    },

    pending: () =>
      select(db).where(isNull(staffChangeRequests.outcome)).orderBy(asc(staffChangeRequests.requestedAt)),

    async one(tx: Db, id: number) {
      const [row] = await select(tx).where(eq(staffChangeRequests.id, id));
      return row;
    },

    /** Locks a pending request; undefined when there is none (unknown or decided). */
    async lockPending(tx: Db, id: number) {
      const [row] = await tx
        .select({ id: staffChangeRequests.id })
        .from(staffChangeRequests)
        .where(and(eq(staffChangeRequests.id, id), isNull(staffChangeRequests.outcome)))
        .for('update');
      return row !== undefined;
    },

    async decide(tx: Db, id: number, by: number, outcome: 'approved' | 'rejected', at: Date) {
      await tx
        .update(staffChangeRequests)
        .set({ decidedBy: by, decidedAt: at, outcome })
        .where(and(eq(staffChangeRequests.id, id), sql`${staffChangeRequests.outcome} IS NULL`));
    },
  };
}

export type StaffApprovalsRepository = ReturnType<typeof createStaffApprovalsRepository>;
export type StaffChangeRow = NonNullable<Awaited<ReturnType<StaffApprovalsRepository['one']>>>;
