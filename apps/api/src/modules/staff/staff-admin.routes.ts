import { opsApi } from '@dfs/contract/ops/paths';
import { StaffChangePasswordRequest, StaffPasswordChanged } from '@dfs/contract/ops/staff';
import {
  OpsStaffAccount,
  OpsStaffChangeApproved,
  OpsStaffChangeDecisionRequest,
  OpsStaffChangeRejected,
  OpsStaffChangeRequest,
  OpsStaffChangeRequestList,
  OpsStaffCreateRequest,
  OpsStaffList,
  OpsStaffResetPasswordRequest,
  OpsStaffSecrets,
  OpsStaffSessionsRevoked,
  OpsStaffSetActiveRequest,
  OpsStaffTargetRequest,
  OpsStaffUpdateRequest,
} from '@dfs/contract/ops/staff-admin';
import { Problem } from '@dfs/contract/problem';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { StaffAdminService } from './staff-admin.service';
import type { HeldChange } from './staff-approvals.service';

const tags = ['Operations: staff'];
const noStore = { 'cache-control': 'no-store' };
const stale = { 409: Problem };
/** A change to another admin's account (or a grant of admin) waits for a second admin. */
const held = { 202: OpsStaffChangeRequest, 409: Problem };
const heldNote =
  ' On another admin’s account (or giving the admin role), while another active admin is there to approve, nothing changes yet: the answer is 202 with the request a different admin approves (ChangeRequest/Approve).';

/** 202 with the pending request when the change was held, else the change's answer. */
function answer<T extends object>(reply: FastifyReply, result: T | HeldChange) {
  if ('pending' in result) {
    reply.code(202);
    return result.pending;
  }
  return result;
}

/** Staff administration (role admin); every write is audited, without passwords or secrets. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{
  admin: StaffAdminService;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { admin, auditFor }) => {
  app.get(
    opsApi.staffGetAll.path,
    {
      config: { roles: opsApi.staffGetAll.roles },
      schema: {
        tags,
        summary: 'Every staff account with its roles, state and live sessions',
        response: responses({ 200: OpsStaffList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return admin.list();
    },
  );

  app.post(
    opsApi.staffCreate.path,
    {
      config: { roles: opsApi.staffCreate.roles },
      schema: {
        tags,
        summary: 'Create a staff account',
        description:
          'Without `password`, the API makes one up and answers it once. An account holding `admin` gets a one-time code secret, answered once. A taken username is a 409.',
        body: OpsStaffCreateRequest,
        response: responses({ 200: OpsStaffSecrets, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return admin.create(request.body, staffId, auditFor(staffId));
    },
  );

  app.put(
    opsApi.staffUpdate.path,
    {
      config: { roles: opsApi.staffUpdate.roles },
      schema: {
        tags,
        summary: 'Change a staff account’s name and roles',
        description: `Refused with 409 when the account changed since read, when an admin removes their own admin role, or when it would leave no active admin. Given \`admin\` without a one-time code secret, the account gets one, answered once.${heldNote}`,
        body: OpsStaffUpdateRequest,
        response: responses({ 200: OpsStaffSecrets, ...held }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return answer(reply, await admin.update(request.body, staffId, auditFor(staffId)));
    },
  );

  app.put(
    opsApi.staffSetActive.path,
    {
      config: { roles: opsApi.staffSetActive.roles },
      schema: {
        tags,
        summary: 'Deactivate (sessions end at once) or reactivate a staff account',
        description: `Refused with 409 for one’s own account, the last active admin, or a stale version.${heldNote}`,
        body: OpsStaffSetActiveRequest,
        response: responses({ 200: OpsStaffAccount, ...held }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return answer(reply, await admin.setActive(request.body, staffId, auditFor(staffId)));
    },
  );

  app.post(
    opsApi.staffResetPassword.path,
    {
      config: { roles: opsApi.staffResetPassword.roles },
      schema: {
        tags,
        summary: 'Give a staff account a new password; its sessions end',
        description: `Without \`password\`, the API makes one up and answers it once.${heldNote} A held reset never keeps a given password: the approval makes one up and shows it to the approving admin.`,
        body: OpsStaffResetPasswordRequest,
        response: responses({ 200: OpsStaffSecrets, ...held }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return answer(reply, await admin.resetPassword(request.body, staffId, auditFor(staffId)));
    },
  );

  app.post(
    opsApi.staffRevokeSessions.path,
    {
      config: { roles: opsApi.staffRevokeSessions.roles },
      schema: {
        tags,
        summary: 'End every live session of a staff account; its tokens stop working',
        body: OpsStaffTargetRequest,
        response: responses({ 200: OpsStaffSessionsRevoked, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.revokeSessions(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.post(
    opsApi.staffResetTotp.path,
    {
      config: { roles: opsApi.staffResetTotp.roles },
      schema: {
        tags,
        summary: 'Reset a staff account’s one-time code secret (a lost phone)',
        description: `An admin gets a new secret, answered once; others have none until they set one up.${heldNote}`,
        body: OpsStaffTargetRequest,
        response: responses({ 200: OpsStaffSecrets, ...held }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return answer(reply, await admin.resetTotp(request.body, staffId, auditFor(staffId)));
    },
  );

  app.get(
    opsApi.staffChangeRequestGetAll.path,
    {
      config: { roles: opsApi.staffChangeRequestGetAll.roles },
      schema: {
        tags,
        summary: 'Changes to admins’ accounts waiting for a second admin',
        response: responses({ 200: OpsStaffChangeRequestList }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return admin.approvals.list();
    },
  );

  app.post(
    opsApi.staffChangeRequestApprove.path,
    {
      config: { roles: opsApi.staffChangeRequestApprove.roles },
      schema: {
        tags,
        summary: 'Approve a held change: it is made now, by this admin (not the one who asked: 403)',
        description:
          'The change is checked again as if this admin made it; 409 when the account changed since it was asked for (reject it and ask again). A made-up password or a new one-time code secret is answered once, to this admin.',
        body: OpsStaffChangeDecisionRequest,
        response: responses({ 200: OpsStaffChangeApproved, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return admin.approvals.approve(request.body.id, staffId, auditFor(staffId));
    },
  );

  app.post(
    opsApi.staffChangeRequestReject.path,
    {
      config: { roles: opsApi.staffChangeRequestReject.roles },
      schema: {
        tags,
        summary: 'Reject (or, for the admin who asked, withdraw) a held change; nothing changes',
        body: OpsStaffChangeDecisionRequest,
        response: responses({ 200: OpsStaffChangeRejected }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return admin.approvals.reject(request.body.id, staffId, auditFor(staffId));
    },
  );

  // Every staff member's own password (not an admin call: the caller changes only their own).
  app.post(
    opsApi.staffChangePassword.path,
    {
      config: { roles: opsApi.staffChangePassword.roles },
      schema: {
        tags,
        summary: 'Change one’s own password (the current one proves it); every other session ends',
        description:
          'A wrong current password is a 400 and counts as a failed sign-in (the sign-in throttle answers 429). The new one has at least 12 characters, is not on the breached list and does not contain the username.',
        body: StaffChangePasswordRequest,
        response: responses({ 200: StaffPasswordChanged }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId, sessionId } = requireStaff(request);
      return admin.changeOwnPassword(
        { staffId, sessionId, address: request.ip },
        request.body,
        auditFor(staffId),
        (key) => request.t(key),
      );
    },
  );
};
