import { randomUUID } from 'node:crypto';
import { allPrivileges, type Privilege } from '@dfs/contract/privileges';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/**
 * client: the app; visitor: an anonymous session; user: a signed-in customer; membership: proof that
 * the bearer just signed in as a miles member (registration links that membership with it).
 */
export type TokenKind = 'client' | 'visitor' | 'user' | 'membership';

export interface TokenClaims {
  kind: TokenKind;
  /** client: the app; visitor: an anonymous session id; user: the customer id; membership: the member id. */
  subject: string;
  privileges: Privilege[];
  /** The server-side session of a signed-in user. */
  sessionId?: string;
  /** client and user tokens of a partner's channel: the partner (decision record 051). */
  partnerId?: number;
  expiresAt: Date;
}

const issuer = 'dfs-store-api';
const audience = 'dfs-storefront';
/** Staff tokens carry their own audience: the store never accepts them, and ops never accepts the store's. */
const staffAudience = 'dfs-ops';

/** A staff token's claims: the staff member, their session and their roles when signed in. */
export interface StaffClaims {
  staffId: number;
  sessionId: string;
  roles: string[];
  expiresAt: Date;
}

/** Staff tokens last 30 minutes; the console signs in again after that. */
export const STAFF_TOKEN_SECONDS = 30 * 60;

export const tokenLifetimes = {
  client: 12 * 60 * 60,
  visitor: 24 * 60 * 60,
  user: 15 * 60,
  membership: 30 * 60,
} as const satisfies Record<TokenKind, number>;

export class InvalidToken extends Error {}

/** Signs and verifies the shop's JWTs (HS256 only; `alg: none` and other algorithms are refused). */
export class TokenService {
  /**
   * Tokens whose signature and claims were checked, by their exact text: a request carries two, and an
   * HMAC check costs more than the rest of a cached read. Expiry and kind are still checked every time.
   */
  private readonly verified = new LRUCache<string, TokenClaims>({ max: 20_000 });

  constructor(
    private readonly secret: Uint8Array,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The storefront's client token, or a partner's when `partnerId` is given. */
  issueClient(partnerId?: number): Promise<string> {
    return this.sign({
      kind: 'client',
      subject: partnerId === undefined ? 'storefront' : `partner:${partnerId}`,
      privileges: [...allPrivileges],
      ...(partnerId === undefined ? {} : { partnerId }),
    });
  }

  issueVisitor(): Promise<string> {
    return this.sign({ kind: 'visitor', subject: randomUUID(), privileges: [...allPrivileges] });
  }

  issueUser(customerId: number, sessionId: string, partnerId?: number | null): Promise<string> {
    return this.sign({
      kind: 'user',
      subject: String(customerId),
      privileges: [...allPrivileges],
      sessionId,
      ...(typeof partnerId === 'number' ? { partnerId } : {}),
    });
  }

  /** Proof of a miles sign-in for a member without a site account; it grants no API privilege. */
  issueMembership(memberId: number): Promise<string> {
    return this.sign({ kind: 'membership', subject: String(memberId), privileges: [] });
  }

  /** A staff token (audience `dfs-ops`), signed with the same key as the store's tokens. */
  async issueStaff(staffId: number, sessionId: string, roles: readonly string[]): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ kind: 'staff', roles: [...roles], sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(staffAudience)
      .setSubject(String(staffId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + STAFF_TOKEN_SECONDS)
      .setJti(randomUUID())
      .sign(this.secret);
  }

  /** When a staff token issued now expires. */
  staffExpiry(): Date {
    return new Date(Math.floor(this.now().getTime() / 1000) * 1000 + STAFF_TOKEN_SECONDS * 1000);
  }

  /** Verifies a staff token (HS256, issuer, audience `dfs-ops`, expiry); throws InvalidToken otherwise. */
  async verifyStaff(token: string): Promise<StaffClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer,
        audience: staffAudience,
        currentDate: this.now(),
      });
      const staffId = Number(payload.sub);
      if (
        payload.kind !== 'staff' ||
        !Number.isInteger(staffId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number' ||
        !Array.isArray(payload.roles)
      )
        throw new InvalidToken('claims');
      return {
        staffId,
        sessionId: payload.sid,
        roles: payload.roles.filter((r): r is string => typeof r === 'string'),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof InvalidToken) throw error;
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
        throw new InvalidToken('invalid');
      throw error;
    }
  }

  /** When a token issued now of this kind expires. */
  expiryOf(kind: TokenKind): Date {
    return new Date(Math.floor(this.now().getTime() / 1000) * 1000 + tokenLifetimes[kind] * 1000);
  }

  private async sign(claims: Omit<TokenClaims, 'expiresAt'>): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({
      kind: claims.kind,
      priv: claims.privileges,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.partnerId === undefined ? {} : { ptn: claims.partnerId }),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(claims.subject)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + tokenLifetimes[claims.kind])
      .setJti(randomUUID())
      .sign(this.secret);
  }

  /** Verifies signature, algorithm, issuer, audience, expiry and kind; throws InvalidToken otherwise. */
  async verify(token: string, kinds: readonly TokenKind[]): Promise<TokenClaims> {
    let claims = this.verified.get(token);
    if (!claims) {
      claims = await this.check(token);
      this.verified.set(token, claims);
    }
    if (claims.expiresAt.getTime() <= this.now().getTime()) throw new InvalidToken('expired');
    if (!kinds.includes(claims.kind)) throw new InvalidToken('wrong kind');
    return claims;
  }

  private async check(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        issuer,
        audience,
        currentDate: this.now(),
      });
      const kind = payload.kind;
      if (kind !== 'client' && kind !== 'visitor' && kind !== 'user' && kind !== 'membership')
        throw new InvalidToken('unknown kind');
      if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number')
        throw new InvalidToken('claims');
      const privileges = Array.isArray(payload.priv)
        ? payload.priv.filter((p): p is Privilege => allPrivileges.includes(p as Privilege))
        : [];
      return {
        kind,
        subject: payload.sub,
        privileges,
        ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        ...(Number.isInteger(payload.ptn) ? { partnerId: payload.ptn as number } : {}),
        expiresAt: new Date(payload.exp * 1000),
      };
    } catch (error) {
      if (error instanceof InvalidToken) throw error;
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError)
        throw new InvalidToken('invalid');
      throw error;
    }
  }
}
