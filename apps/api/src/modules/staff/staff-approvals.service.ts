import type {
  OpsStaffAccount,
  OpsStaffChangeApproved,
  OpsStaffChangeRejected,
  OpsStaffChangeRequest,
  OpsStaffChangeRequestList,
  OpsStaffResetPasswordRequest,
  OpsStaffSecrets,
  OpsStaffTargetRequest,
  OpsStaffUpdateRequest,
} from '@dfs/contract/ops/staff-admin';
import { needsSecondAdmin, type StaffAccountState } from '@dfs/domain/staff-admin';
import type { Db } from '../../db/client';
import { Forbidden, NotFound } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type {
  StaffApprovalsRepository,
  StaffChangeKind,
  StaffChangeRow,
  StaffChanges,
} from './staff-approvals.repository';

/** Set when a second admin's approval applies a held change: it runs in the approval's transaction. */
export interface Approval {
  tx: Db;
  requestId: number;
}

/** The answer of a change held for a second admin (202). */
export interface HeldChange {
  pending: OpsStaffChangeRequest;
}

export const toChangeRequest = (row: StaffChangeRow): OpsStaffChangeRequest => ({
  id: row.id,
  kind: row.kind as StaffChangeKind,
  target: row.target,
  changes: row.changes as StaffChanges,
  requestedBy: row.requestedBy,
  requestedAt: row.requestedAt.toISOString(),
});

/**
 * Records a change to another admin's account (or a grant of admin) for a second admin to approve,
 * instead of making it, unless this is that approval or nobody else could approve. Answers the held
 * request, or null when the change goes ahead.
 */
export async function holdForSecondAdmin(held: {
  tx: Db;
  repository: StaffApprovalsRepository;
  actorId: number;
  kind: StaffChangeKind;
  before: StaffAccountState & { id: number; version: number };
  after: StaffAccountState;
  changes: StaffChanges;
  activeAdminIds: readonly number[];
  audit: AuditStep;
  approval: Approval | undefined;
  at: Date;
}): Promise<HeldChange | null> {
  const { tx, repository, actorId, kind, before, after, changes, activeAdminIds, audit } = held;
  if (held.approval || !needsSecondAdmin({ actorId, targetId: before.id, before, after, activeAdminIds }))
    return null;
  const id = await repository.insert(tx, {
    kind,
    targetStaffId: before.id,
    targetVersion: before.version,
    changes,
    requestedBy: actorId,
    at: held.at,
  });
  await audit(tx, {
    action: 'create',
    entity: 'staffChangeRequest',
    entityId: id,
    before: null,
    after: { kind, targetId: before.id, ...changes },
  });
  return { pending: toChangeRequest((await repository.one(tx, id))!) };
}

type Applied<T> = Promise<T | HeldChange>;

/** The admin calls an approval applies (as the approving admin, at the version the requester read). */
interface HeldOperations {
  update(r: OpsStaffUpdateRequest, actorId: number, audit: AuditStep, a: Approval): Applied<OpsStaffSecrets>;
  setActive(
    r: { id: number; version: number; active: boolean },
    actorId: number,
    audit: AuditStep,
    a: Approval,
  ): Applied<OpsStaffAccount>;
  resetPassword(
    r: OpsStaffResetPasswordRequest,
    actorId: number,
    audit: AuditStep,
    a: Approval,
  ): Applied<OpsStaffSecrets>;
  resetTotp(
    r: OpsStaffTargetRequest,
    actorId: number,
    audit: AuditStep,
    a: Approval,
  ): Applied<OpsStaffSecrets>;
}

function made<T>(result: T | HeldChange): T {
  if (typeof result === 'object' && result !== null && 'pending' in result)
    throw new Error('an approved change was held again');
  return result;
}

/** A different admin approves (applies) or rejects a held change; both are audited. */
export function createStaffApprovals(deps: {
  admin: HeldOperations;
  repository: StaffApprovalsRepository & { transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> };
  now: () => Date;
}) {
  const { admin, repository, now } = deps;

  async function decided(tx: Db, id: number) {
    if (!(await repository.lockPending(tx, id))) throw new NotFound('api.staff.changeRequestNotFound');
    return (await repository.one(tx, id))!;
  }

  function apply(row: StaffChangeRow, approverId: number, audit: AuditStep, approval: Approval) {
    const target = { id: row.target.id, version: row.targetVersion };
    const changes = row.changes as StaffChanges;
    const secrets = (staff: OpsStaffAccount): OpsStaffSecrets => ({
      staff,
      password: null,
      totpSecret: null,
      totpUri: null,
    });
    switch (row.kind as StaffChangeKind) {
      case 'update':
        return admin
          .update(
            {
              ...target,
              displayName: changes.displayName ?? row.target.displayName,
              roles: changes.roles ?? [],
            },
            approverId,
            audit,
            approval,
          )
          .then(made);
      case 'setActive':
        return admin
          .setActive({ ...target, active: changes.active ?? true }, approverId, audit, approval)
          .then((r) => secrets(made(r)));
      case 'resetPassword':
        return admin.resetPassword(target, approverId, audit, approval).then(made);
      case 'resetTotp':
        return admin.resetTotp(target, approverId, audit, approval).then(made);
    }
  }

  return {
    async list(): Promise<OpsStaffChangeRequestList> {
      return { items: (await repository.pending()).map(toChangeRequest) };
    },

    /** Applies a held change as the approving admin, who must not be the one who asked for it. */
    async approve(id: number, approverId: number, audit: AuditStep): Promise<OpsStaffChangeApproved> {
      return repository.transaction(async (tx) => {
        const row = await decided(tx, id);
        if (row.requestedBy.id === approverId) throw new Forbidden('api.staff.ownChangeRequest');
        const result = await apply(row, approverId, audit, { tx, requestId: id });
        await repository.decide(tx, id, approverId, 'approved', now());
        await audit(tx, {
          action: 'update',
          entity: 'staffChangeRequest',
          entityId: id,
          before: { outcome: null },
          after: { outcome: 'approved', requestedBy: row.requestedBy.id },
        });
        return { ...result, request: toChangeRequest(row) };
      });
    },

    /** Closes a held change without making it (any admin, the one who asked included). */
    async reject(id: number, adminId: number, audit: AuditStep): Promise<OpsStaffChangeRejected> {
      return repository.transaction(async (tx) => {
        const row = await decided(tx, id);
        await repository.decide(tx, id, adminId, 'rejected', now());
        await audit(tx, {
          action: 'update',
          entity: 'staffChangeRequest',
          entityId: id,
          before: { outcome: null },
          after: { outcome: 'rejected', requestedBy: row.requestedBy.id },
        });
        return { request: toChangeRequest(row) };
      });
    },
  };
}
