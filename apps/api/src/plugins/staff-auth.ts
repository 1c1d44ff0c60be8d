import type { StaffRole } from '@dfs/contract/ops/roles';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from '../errors';
import type { StaffCaller } from '../modules/staff/staff.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles an `/Ops/` route accepts (any one of them); null only for staff sign-in. */
    roles?: readonly StaffRole[] | null;
  }
  interface FastifyRequest {
    staff: StaffCaller | null;
  }
}

/** Operations calls live under this prefix; each must declare its roles (checked at start-up). */
export const opsPrefix = '/Ops/';

export interface StaffAuthOptions {
  /** The staff member of a bearer token, or throws Unauthorized. */
  caller(token: string): Promise<StaffCaller>;
}

const staffAuth: FastifyPluginAsync<StaffAuthOptions> = async (app, { caller }) => {
  app.decorateRequest('staff', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(opsPrefix)) return;
    const roles = route.config?.roles;
    if (roles === undefined || (roles !== null && roles.length === 0))
      throw new Error(`Route ${route.method} ${route.url} must declare config.roles`);
  });

  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config?.roles;
    if (roles === undefined || roles === null) return;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new Unauthorized();
    const staff = await caller(match[1]);
    if (!roles.some((role) => staff.roles.includes(role))) throw new Forbidden('api.staff.roleMissing');
    request.staff = staff;
  });
};

/** The signed-in staff member of an ops request (the hook has checked the route's roles). */
export function requireStaff(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new Unauthorized();
  return request.staff;
}

export default fp(staffAuth, { name: 'staff-auth', dependencies: ['errors'] });
