import { opsApi } from '@dfs/contract/ops/paths';
import { StaffChangePasswordRequest, StaffPasswordChanged } from '@dfs/contract/ops/staff';
import {
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
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { StaffAdminService } from './staff-admin.service';

const tags = ['Operations: staff'];
const noStore = { 'cache-control': 'no-store' };
const stale = { 409: Problem };

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
      return admin.create(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.put(
    opsApi.staffUpdate.path,
    {
      config: { roles: opsApi.staffUpdate.roles },
      schema: {
        tags,
        summary: 'Change a staff account’s name and roles',
        description:
          'Refused with 409 when the account changed since read, when an admin removes their own admin role, or when it would leave no active admin. Given `admin` without a one-time code secret, the account gets one, answered once.',
        body: OpsStaffUpdateRequest,
        response: responses({ 200: OpsStaffSecrets, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return admin.update(request.body, staffId, auditFor(staffId));
    },
  );

  app.put(
    opsApi.staffSetActive.path,
    {
      config: { roles: opsApi.staffSetActive.roles },
      schema: {
        tags,
        summary: 'Deactivate (sessions end at once) or reactivate a staff account',
        description: 'Refused with 409 for one’s own account, the last active admin, or a stale version.',
        body: OpsStaffSetActiveRequest,
        response: responses({ 200: OpsStaffAccount, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { staffId } = requireStaff(request);
      return admin.setActive(request.body, staffId, auditFor(staffId));
    },
  );

  app.post(
    opsApi.staffResetPassword.path,
    {
      config: { roles: opsApi.staffResetPassword.roles },
      schema: {
        tags,
        summary: 'Give a staff account a new password; its sessions end',
        description: 'Without `password`, the API makes one up and answers it once.',
        body: OpsStaffResetPasswordRequest,
        response: responses({ 200: OpsStaffSecrets, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.resetPassword(request.body, auditFor(requireStaff(request).staffId));
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
        description: 'An admin gets a new secret, answered once; others have none until they set one up.',
        body: OpsStaffTargetRequest,
        response: responses({ 200: OpsStaffSecrets, ...stale }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.resetTotp(request.body, auditFor(requireStaff(request).staffId));
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
