import type { Privilege } from '@dfs/contract/privileges';
import type { Language } from '@dfs/i18n/languages';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from '../errors';
import { InvalidToken, type TokenClaims, type TokenService } from '../modules/auth/tokens';

export interface AuthContext {
  /** The bearer credential: the client token, or a signed-in user's access token. */
  bearer: TokenClaims;
  /** The signed-in customer, when either header carries a user token. */
  user?: { customerId: number; sessionId: string };
  /** The anonymous visitor session from the token service, when sent. */
  visitorId?: string;
  /** The partner whose channel the bearer belongs to; absent for the airline's storefront. */
  partnerId?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The ActionPrivilege label a route requires; null for the token service and public calls. */
    privilege?: Privilege | null;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** API calls live under these prefixes; each must declare its privilege (checked at start-up). */
export const apiPrefixes = ['/User/', '/MasterData/', '/PreOrder/', '/OnBoardOrder/', '/Payment/'] as const;

export interface AuthOptions {
  tokens: TokenService;
  /** Tells whether a signed-in user's server-side session is still open (sign-out revokes it). */
  isSessionActive?: (sessionId: string, customerId: number) => Promise<boolean>;
  /** Tells whether a partner's client is still active (revoking it stops its tokens). */
  isPartnerActive?: (partnerId: number) => Promise<boolean>;
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const auth: FastifyPluginAsync<AuthOptions> = async (app, { tokens, isSessionActive, isPartnerActive }) => {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const isApi = apiPrefixes.some((p) => route.url.startsWith(p));
    if (isApi && route.config?.privilege === undefined) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.privilege`);
    }
  });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config?.privilege;
    if (required === undefined || required === null) return;

    const bearer = bearerOf(request);
    if (!bearer) throw new Unauthorized();
    let bearerClaims: TokenClaims;
    try {
      bearerClaims = await tokens.verify(bearer, ['client', 'user']);
    } catch (error) {
      if (error instanceof InvalidToken) throw new Unauthorized();
      throw error;
    }

    const label = request.headers.actionprivilege;
    if (typeof label !== 'string' || label !== required || !bearerClaims.privileges.includes(required)) {
      // Name the label: a partner's client then knows what to send (labels are public, in the document).
      throw new Forbidden('api.errors.privilegeExpected', { label: required });
    }

    const partnerId = bearerClaims.partnerId;
    if (partnerId !== undefined && isPartnerActive && !(await isPartnerActive(partnerId)))
      throw new Unauthorized('api.partners.invalidClient');
    const context: AuthContext = { bearer: bearerClaims, ...(partnerId === undefined ? {} : { partnerId }) };
    const userHeader = request.headers.usertoken;
    // Every user token presented must be live; two different users in the two headers is refused.
    const users: TokenClaims[] = bearerClaims.kind === 'user' ? [bearerClaims] : [];
    if (typeof userHeader === 'string' && userHeader.length > 0 && userHeader !== bearer) {
      try {
        const claims = await tokens.verify(userHeader, ['visitor', 'user']);
        if (claims.kind === 'visitor') context.visitorId = claims.subject;
        else users.push(claims);
      } catch (error) {
        if (error instanceof InvalidToken) throw new Unauthorized();
        throw error;
      }
    }
    for (const claims of users) {
      const customerId = Number(claims.subject);
      const sessionId = claims.sessionId;
      if (!Number.isInteger(customerId) || !sessionId) throw new Unauthorized();
      if (context.user && (context.user.customerId !== customerId || context.user.sessionId !== sessionId))
        throw new Unauthorized();
      if (isSessionActive && !(await isSessionActive(sessionId, customerId))) throw new Unauthorized();
      context.user = { customerId, sessionId };
    }
    request.auth = context;
  });
};

/** The signed-in customer of a request, or 401. */
export function requireUser(request: FastifyRequest): { customerId: number; sessionId: string } {
  const user = request.auth?.user;
  if (!user) throw new Unauthorized();
  return user;
}

export default fp(auth, { name: 'auth', dependencies: ['errors'] });

/** Who is calling: the signed-in customer and/or the anonymous visitor session, as far as known. */
export function callerOf(request: FastifyRequest): {
  customerId?: number;
  visitorId?: string;
  partnerId?: number;
  language: Language;
} {
  const auth = request.auth;
  return {
    language: request.language,
    ...(auth?.user ? { customerId: auth.user.customerId } : {}),
    ...(auth?.visitorId ? { visitorId: auth.visitorId } : {}),
    ...(auth?.partnerId === undefined ? {} : { partnerId: auth.partnerId }),
  };
}
