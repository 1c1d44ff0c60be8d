import { opsApi } from '@dfs/contract/ops/paths';
import { StaffSignInRequest, StaffSignInResponse, StaffSignOutResponse } from '@dfs/contract/ops/staff';
import {
  OpsEnrolment,
  OpsEnrolmentCompleted,
  OpsEnrolmentCompleteRequest,
  OpsEnrolmentRequest,
} from '@dfs/contract/ops/staff-enrolment';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { StaffService } from './staff.service';

const tags = ['Operations: staff'];
const noStore = { 'cache-control': 'no-store' };
const addressOf = (request: FastifyRequest) => request.ip ?? request.socket?.remoteAddress ?? 'unknown';

export const staffRoutes: FastifyPluginAsyncZod<{
  staff: StaffService;
  /** Sign-ins per minute per address (the store's sign-in limit). */
  lookupsPerMinute: number;
}> = async (app, { staff, lookupsPerMinute }) => {
  const limited = { max: lookupsPerMinute, timeWindow: '1 minute' };
  app.post(
    opsApi.staffEnrolmentGet.path,
    {
      config: { roles: opsApi.staffEnrolmentGet.roles, rateLimit: limited },
      schema: {
        tags,
        summary: 'Open a one-time enrolment link (ops:create-admin): the one-time code secret to set up',
        body: OpsEnrolmentRequest,
        response: responses({ 200: OpsEnrolment }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return staff.enrolment.get(request.body.token);
    },
  );

  app.post(
    opsApi.staffEnrolmentComplete.path,
    {
      config: { roles: opsApi.staffEnrolmentComplete.roles, rateLimit: limited },
      schema: {
        tags,
        summary: 'Finish enrolment: set the password, prove the authenticator app; the link stops working',
        body: OpsEnrolmentCompleteRequest,
        response: responses({ 200: OpsEnrolmentCompleted }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return staff.enrolment.complete(request.body, (key) => request.t(key));
    },
  );

  app.post(
    opsApi.staffSignIn.path,
    {
      config: {
        roles: opsApi.staffSignIn.roles,
        rateLimit: limited,
      },
      schema: {
        tags,
        summary: 'Staff sign-in to the operations console (one-time code required for admin)',
        description:
          'Returns a staff token (audience dfs-ops) and the staff member with their roles. Store routes refuse this token; ops routes refuse store tokens.',
        body: StaffSignInRequest,
        response: responses({ 200: StaffSignInResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const { username, password, otp } = request.body;
      return staff.signIn(username, password, otp, addressOf(request));
    },
  );

  app.post(
    opsApi.staffSignOut.path,
    {
      config: { roles: opsApi.staffSignOut.roles },
      schema: {
        tags,
        summary: 'End the staff session; its token stops working at once',
        response: responses({ 200: StaffSignOutResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      await staff.signOut(requireStaff(request).sessionId);
      return { message: request.t('api.staff.signedOut') };
    },
  );
};
