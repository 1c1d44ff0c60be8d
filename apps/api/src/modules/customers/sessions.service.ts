import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { MilesSignInResponse, SessionTokens, SignInData } from '@dfs/contract/account';
import { paymentOptionsFor } from '@dfs/domain/order-status';
import type { Db } from '../../db/client';
import { BadRequest, Unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import { type AttemptOrigin, createLoginThrottle } from '../auth/login-throttle';
import type { TokenService } from '../auth/tokens';
import type { CustomerRow, CustomersRepository } from './customers.repository';

/** A signed-in session lasts this long at most; its access tokens last 15 minutes each. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** What accounts needs of the loyalty module: a member and its password check. */
export interface MilesMember {
  id: number;
  membershipNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  balance: number;
}
export interface MilesMembers {
  authenticate(membershipNumber: string, password: string): Promise<MilesMember | undefined>;
  memberById(id: number): Promise<MilesMember | undefined>;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compared against when a login is unknown, so a miss costs as long as a wrong password. */
const decoyHash = hashPassword('decoy-password-for-unknown-logins');

export type SignedInWith = 'site' | 'miles' | 'registration';

export function createSessionsService(deps: {
  repository: CustomersRepository;
  tokens: TokenService;
  miles: MilesMembers;
  now: () => Date;
}) {
  const { repository, tokens, miles, now } = deps;
  const newRefreshToken = (sessionId: string) => `${sessionId}.${randomBytes(32).toString('base64url')}`;

  async function issueTokens(
    customerId: number,
    sessionId: string,
    refreshToken: string,
    partnerId: number | null,
  ): Promise<SessionTokens> {
    return {
      token: await tokens.issueUser(customerId, sessionId, partnerId),
      refreshToken,
      tokenExpiresAt: tokens.expiryOf('user').toISOString(),
    };
  }

  const throttle = createLoginThrottle({ db: repository.db, attempts: repository.loginAttempts, now });

  const service = {
    /**
     * Opens a server-side session (in the caller's transaction when given) and issues its tokens; a
     * session opened through a partner's client keeps that partner's channel (decision record 051).
     */
    async openSession(
      customer: CustomerRow,
      opening: { by: SignedInWith; partnerId?: number | undefined },
      tx?: Db,
    ): Promise<SignInData> {
      const partnerId = opening.partnerId ?? null;
      const at = now();
      const sessionId = randomUUID();
      const refreshToken = newRefreshToken(sessionId);
      await repository.createSession(tx, {
        id: sessionId,
        customerId: customer.id,
        expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS),
        refreshTokenHash: sha256(refreshToken),
        signedInWith: opening.by,
        partnerId,
        at,
      });
      const hasMiles = customer.loyaltyMemberId !== null;
      return {
        userId: customer.id,
        username: customer.username,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        isShebamilesUser: hasMiles,
        paymentOptions: paymentOptionsFor({ milesMember: hasMiles }),
        ...(await issueTokens(customer.id, sessionId, refreshToken, partnerId)),
      };
    },

    /** Site login by username or e-mail. Wrong and unknown logins get the same answer. */
    async signIn(
      login: string,
      password: string,
      origin: AttemptOrigin,
      partnerId?: number,
    ): Promise<SignInData> {
      const customer = await repository.customerByLogin(login.trim());
      const accountKey = customer ? `customer:${customer.id}` : `login:${login.trim().toLowerCase()}`;
      const attempt = await throttle.begin(accountKey, origin);
      const matches = customer
        ? await verifyPassword(customer.passwordHash, password)
        : await verifyPassword(await decoyHash, password).then(() => false);
      if (!customer || !matches) {
        throw new BadRequest('api.account.invalidCredentials', {
          Password: ['api.account.invalidCredentials'],
        });
      }
      await attempt.succeeded();
      return service.openSession(customer, { by: 'site', partnerId });
    },

    /**
     * Miles login. A member with a site account is signed in to it; a member without one gets a
     * short-lived membership token that registration accepts as proof of the membership.
     */
    async milesSignIn(
      memberId: string,
      password: string,
      origin: AttemptOrigin,
      partnerId?: number,
    ): Promise<MilesSignInResponse> {
      const accountKey = `miles:${memberId.trim().toUpperCase()}`;
      const attempt = await throttle.begin(accountKey, origin);
      const member = await miles.authenticate(memberId, password);
      if (!member) {
        throw new BadRequest('api.account.invalidMilesCredentials', {
          Password: ['api.account.invalidMilesCredentials'],
        });
      }
      await attempt.succeeded();
      const customer = await repository.customerByLoyaltyMember(member.id);
      const base = {
        paymentOptions: paymentOptionsFor({ milesMember: true }),
        membershipNumber: member.membershipNumber,
      };
      if (customer) {
        const session = await service.openSession(customer, { by: 'miles', partnerId });
        return {
          ...base,
          customerAlreadyRegistered: true,
          firstName: customer.firstName,
          lastName: customer.lastName,
          customerId: customer.id,
          email: customer.email,
          username: customer.username,
          token: session.token,
          refreshToken: session.refreshToken,
          tokenExpiresAt: session.tokenExpiresAt,
        };
      }
      return {
        ...base,
        customerAlreadyRegistered: false,
        firstName: member.firstName,
        lastName: member.lastName,
        customerId: null,
        email: member.email,
        username: null,
        token: await tokens.issueMembership(member.id),
        refreshToken: null,
        tokenExpiresAt: tokens.expiryOf('membership').toISOString(),
      };
    },

    /** The member a membership token proves, if it is valid and for that membership number. */
    async provenMember(
      membershipNumber: string,
      proof: string | undefined,
    ): Promise<MilesMember | undefined> {
      if (!proof) return undefined;
      try {
        const claims = await tokens.verify(proof, ['membership']);
        const member = await miles.memberById(Number(claims.subject));
        return member && member.membershipNumber === membershipNumber.trim().toUpperCase()
          ? member
          : undefined;
      } catch {
        return undefined;
      }
    },

    /**
     * Trades a refresh token for a new access token and a new refresh token. Presenting a refresh
     * token that was already traded means it was copied: the whole session ends.
     */
    async refresh(refreshToken: string): Promise<SessionTokens> {
      const sessionId = refreshToken.split('.')[0] ?? '';
      if (!/^[0-9a-f-]{36}$/.test(sessionId)) throw new Unauthorized();
      const at = now();
      const next = newRefreshToken(sessionId);
      const rotated = await repository.rotateRefreshToken(sessionId, sha256(refreshToken), sha256(next), at);
      if (!rotated) {
        const session = await repository.sessionById(sessionId);
        if (session && !session.revokedAt) await repository.revokeSession(sessionId, at);
        throw new Unauthorized();
      }
      return issueTokens(rotated.customerId, sessionId, next, rotated.partnerId);
    },

    async signOut(sessionId: string): Promise<void> {
      await repository.revokeSession(sessionId, now());
    },

    isSessionActive: (sessionId: string, customerId: number) =>
      repository.isSessionActive(sessionId, customerId, now()),

    /** Counts a password attempt on an account before it is checked (see `LoginThrottle`). */
    beginAttempt: throttle.begin,
  };
  return service;
}

export type SessionsService = ReturnType<typeof createSessionsService>;
