import { randomBytes } from 'node:crypto';
import type {
  OpsStaffAccount,
  OpsStaffCreateRequest,
  OpsStaffList,
  OpsStaffResetPasswordRequest,
  OpsStaffSecrets,
  OpsStaffSessionsRevoked,
  OpsStaffSetActiveRequest,
  OpsStaffTargetRequest,
  OpsStaffUpdateRequest,
} from '@dfs/contract/ops/staff-admin';
import { needsSecondAdmin, type StaffAccountState, staffChangeRefusal } from '@dfs/domain/staff-admin';
import { generateSecret, generateURI } from 'otplib';
import type { Db } from '../../db/client';
import { Conflict, FieldConflict, Forbidden, NotFound } from '../../errors';
import { hashPassword } from '../../shared/passwords';
import type { AuditStep } from '../audit/audit.service';
import { diff, toAccount } from './staff-account-view';
import type { StaffAdminRepository } from './staff-admin.repository';
import {
  createStaffApprovalsRepository,
  type StaffChangeKind,
  type StaffChanges,
} from './staff-approvals.repository';
import {
  type Approval,
  createStaffApprovals,
  type HeldChange,
  holdForSecondAdmin,
} from './staff-approvals.service';
import { createOwnPasswordChange } from './staff-password.service';

/** A password made up for the admin to pass on: 16 characters of base64url (96 bits). */
const madeUpPassword = () => randomBytes(12).toString('base64url');

/**
 * Staff administration (role admin). Each write locks the account, checks the version read (409),
 * applies the rules of `@dfs/domain/staff-admin` (409), and commits with its audit entry.
 */
export function createStaffAdminService(deps: { repository: StaffAdminRepository; now: () => Date }) {
  const { repository, now } = deps;
  const approvals = createStaffApprovalsRepository(repository.db);
  /** In the approval's transaction when a second admin applies a held change, else in a new one. */
  const run = <T>(approval: Approval | undefined, work: (tx: Db) => Promise<T>) =>
    approval ? work(approval.tx) : repository.transaction(work);

  const newTotp = (username: string) => {
    const secret = generateSecret();
    return { secret, uri: generateURI({ issuer: 'Duty-free operations', label: username, secret }) };
  };

  /**
   * Locks the active admins (always first, in id order, so two admins' writes cannot deadlock), then
   * the account, and reads it at the version the admin read.
   */
  async function current(tx: Db, target: { id: number; version: number }) {
    const activeAdminIds = await repository.activeAdminIds(tx);
    const version = await repository.lock(tx, target.id);
    if (version === undefined) throw new NotFound('api.staff.notFound');
    if (version !== target.version) throw new Conflict('api.staff.staleRow');
    const before = toAccount((await repository.account(tx, target.id, now()))!);
    /** Refuses (409) a change the rules of `@dfs/domain/staff-admin` forbid. */
    const check = (actorId: number, after: StaffAccountState) => {
      const refusal = staffChangeRefusal({ actorId, targetId: before.id, before, after, activeAdminIds });
      if (refusal) throw new Conflict(`api.staff.${refusal}`);
    };
    /** Holds the change for a second admin when it needs one (see holdForSecondAdmin). */
    const hold = (
      actorId: number,
      kind: StaffChangeKind,
      after: StaffAccountState,
      changes: StaffChanges,
      audit: AuditStep,
      approval: Approval | undefined,
    ) =>
      holdForSecondAdmin({
        tx,
        repository: approvals,
        actorId,
        kind,
        before,
        after,
        changes,
        activeAdminIds,
        audit,
        approval,
        at: now(),
      });
    return { before, check, hold };
  }

  const reread = async (tx: Db, id: number) => toAccount((await repository.account(tx, id, now()))!);

  const service = {
    /** Any staff member's change of their own password. */
    changeOwnPassword: createOwnPasswordChange({ repository, now }),

    async list(): Promise<OpsStaffList> {
      return { items: (await repository.all(now())).map(toAccount) };
    },

    async create(
      request: OpsStaffCreateRequest,
      actorId: number,
      audit: AuditStep,
    ): Promise<OpsStaffSecrets> {
      const username = request.username.trim().toLowerCase();
      const password = request.password ?? madeUpPassword();
      const totp = request.roles.includes('admin') ? newTotp(username) : null;
      const passwordHash = await hashPassword(password);
      return repository.transaction(async (tx) => {
        const activeAdminIds = await repository.activeAdminIds(tx);
        const after = { roles: request.roles, active: true };
        if (needsSecondAdmin({ actorId, targetId: null, before: null, after, activeAdminIds }))
          throw new Forbidden('api.staff.adminNeedsApproval');
        if (await repository.usernameTaken(tx, username))
          throw new FieldConflict({ Username: ['api.account.alreadyTaken'] });
        const id = await repository.insert(tx, {
          username,
          displayName: request.displayName,
          roles: [...request.roles],
          passwordHash,
          totpSecret: totp?.secret ?? null,
          at: now(),
        });
        const created = await reread(tx, id);
        await audit(tx, {
          action: 'create',
          entity: 'staff',
          entityId: id,
          ...diff(null, created, { username }),
        });
        return {
          staff: created,
          password: request.password ? null : password,
          totpSecret: totp?.secret ?? null,
          totpUri: totp?.uri ?? null,
        };
      });
    },

    /** Name and roles; an account given `admin` without a one-time code secret gets one (shown once). */
    async update(
      request: OpsStaffUpdateRequest,
      actorId: number,
      audit: AuditStep,
      approval?: Approval,
    ): Promise<OpsStaffSecrets | HeldChange> {
      return run(approval, async (tx) => {
        const { before, check, hold } = await current(tx, request);
        const next = { roles: request.roles, active: before.active };
        check(actorId, next);
        const changes = { displayName: request.displayName, roles: [...request.roles] };
        const held = await hold(actorId, 'update', next, changes, audit, approval);
        if (held) return held;
        const totp =
          request.roles.includes('admin') && !before.totpEnrolled ? newTotp(before.username) : null;
        await repository.update(tx, before.id, {
          displayName: request.displayName,
          roles: [...request.roles],
          ...(totp ? { totpSecret: totp.secret, totpLastStep: null } : {}),
        });
        const after = await reread(tx, before.id);
        await audit(tx, { action: 'update', entity: 'staff', entityId: before.id, ...diff(before, after) });
        return { staff: after, password: null, totpSecret: totp?.secret ?? null, totpUri: totp?.uri ?? null };
      });
    },

    /** Deactivating ends the account's sessions at once. */
    async setActive(
      request: OpsStaffSetActiveRequest,
      actorId: number,
      audit: AuditStep,
      approval?: Approval,
    ): Promise<OpsStaffAccount | HeldChange> {
      return run(approval, async (tx) => {
        const { before, check, hold } = await current(tx, request);
        const next = { roles: before.roles, active: request.active };
        check(actorId, next);
        const held = await hold(actorId, 'setActive', next, { active: request.active }, audit, approval);
        if (held) return held;
        await repository.update(tx, before.id, { active: request.active });
        const revoked = request.active ? 0 : await repository.revokeSessions(tx, before.id, now());
        const after = await reread(tx, before.id);
        await audit(tx, {
          action: 'update',
          entity: 'staff',
          entityId: before.id,
          ...diff(before, after, revoked ? { sessionsRevoked: revoked } : {}),
        });
        return after;
      });
    },

    /** A new password (made up unless given, shown once); the account's sessions end. */
    async resetPassword(
      request: OpsStaffResetPasswordRequest,
      actorId: number,
      audit: AuditStep,
      approval?: Approval,
    ): Promise<OpsStaffSecrets | HeldChange> {
      const password = request.password ?? madeUpPassword();
      const passwordHash = await hashPassword(password);
      return run(approval, async (tx) => {
        const { before, hold } = await current(tx, request);
        const held = await hold(actorId, 'resetPassword', before, {}, audit, approval);
        if (held) return held;
        await repository.update(tx, before.id, { passwordHash });
        const revoked = await repository.revokeSessions(tx, before.id, now());
        const after = await reread(tx, before.id);
        await audit(tx, {
          action: 'update',
          entity: 'staff',
          entityId: before.id,
          before: null,
          after: { passwordReset: true, sessionsRevoked: revoked },
        });
        return {
          staff: after,
          password: request.password ? null : password,
          totpSecret: null,
          totpUri: null,
        };
      });
    },

    async revokeSessions(request: OpsStaffTargetRequest, audit: AuditStep): Promise<OpsStaffSessionsRevoked> {
      return repository.transaction(async (tx) => {
        const { before } = await current(tx, request);
        const revoked = await repository.revokeSessions(tx, before.id, now());
        await repository.update(tx, before.id, {});
        const after = await reread(tx, before.id);
        await audit(tx, {
          action: 'update',
          entity: 'staff',
          entityId: before.id,
          before: { liveSessions: before.liveSessions },
          after: { liveSessions: after.liveSessions, sessionsRevoked: revoked },
        });
        return { staff: after, revoked };
      });
    },

    /**
     * Forgets the one-time code secret (a lost phone). An admin must have one, so gets a new one,
     * shown once; others set one up again when they choose to.
     */
    async resetTotp(
      request: OpsStaffTargetRequest,
      actorId: number,
      audit: AuditStep,
      approval?: Approval,
    ): Promise<OpsStaffSecrets | HeldChange> {
      return run(approval, async (tx) => {
        const { before, hold } = await current(tx, request);
        const held = await hold(actorId, 'resetTotp', before, {}, audit, approval);
        if (held) return held;
        const totp = before.roles.includes('admin') ? newTotp(before.username) : null;
        await repository.update(tx, before.id, { totpSecret: totp?.secret ?? null, totpLastStep: null });
        const after = await reread(tx, before.id);
        await audit(tx, {
          action: 'update',
          entity: 'staff',
          entityId: before.id,
          before: { totpEnrolled: before.totpEnrolled },
          after: { totpEnrolled: after.totpEnrolled, totpReset: true },
        });
        return { staff: after, password: null, totpSecret: totp?.secret ?? null, totpUri: totp?.uri ?? null };
      });
    },
  };
  return {
    ...service,
    /** Held changes to admins' accounts: a different admin approves (applies) or rejects them. */
    approvals: createStaffApprovals({
      admin: service,
      repository: { ...approvals, transaction: repository.transaction },
      now,
    }),
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
