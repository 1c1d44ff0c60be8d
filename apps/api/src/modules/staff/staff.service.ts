import { randomUUID } from 'node:crypto';
import { type StaffRole, staffRoles } from '@dfs/contract/ops/roles';
import type { StaffMember, StaffSignInResponse } from '@dfs/contract/ops/staff';
import { verify as verifyOtp } from 'otplib';
import { BadRequest, Unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import { createLoginThrottle } from '../auth/login-throttle';
import type { TokenService } from '../auth/tokens';
import type { StaffRepository } from './staff.repository';
import { createStaffEnrolmentRepository } from './staff-enrolment.repository';
import { createStaffEnrolmentService } from './staff-enrolment.service';

/** A staff session lasts a working shift at most; its tokens last 30 minutes each. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000;

/** Compared against when a username is unknown, so a miss costs as long as a wrong password. */
const decoyHash = hashPassword('decoy-password-for-unknown-staff');

const rolesOf = (roles: readonly string[]): StaffRole[] =>
  roles.filter((r): r is StaffRole => (staffRoles as readonly string[]).includes(r));

export interface StaffCaller {
  staffId: number;
  sessionId: string;
  displayName: string;
  roles: StaffRole[];
}

export function createStaffService(deps: {
  repository: StaffRepository;
  tokens: TokenService;
  now: () => Date;
}) {
  const { repository, tokens, now } = deps;
  const throttle = createLoginThrottle({ db: repository.db, attempts: repository.loginAttempts, now });

  return {
    /** First-admin enrolment through a one-time link (`npm run ops:create-admin`). */
    enrolment: createStaffEnrolmentService({
      repository: createStaffEnrolmentRepository(repository.db),
      now,
    }),

    /** Display names of staff members by id; an id that is not a staff member is left out. */
    /** Every active crew member, by name: who a station may assign to a flight. */
    async activeCrew(): Promise<{ staffId: number; displayName: string }[]> {
      const rows = await repository.activeWithRole('crew');
      return rows.map((r) => ({ staffId: r.id, displayName: r.displayName }));
    },

    async displayNames(ids: readonly number[]): Promise<Map<number, string>> {
      const rows = await repository.displayNames([...new Set(ids)]);
      return new Map(rows.map((r) => [r.id, r.displayName]));
    },

    /**
     * Staff sign-in. A wrong or unknown username, a wrong password, and a missing or wrong one-time
     * code all get the same answer, so the answer never shows whether the password was right. An
     * account holding `admin` (or with a secret set up) needs the one-time code. The attempt is counted
     * before anything is checked (the one-time code included).
     */
    async signIn(
      username: string,
      password: string,
      otp: string | undefined,
      address: string,
    ): Promise<StaffSignInResponse> {
      const member = await repository.byUsername(username.trim());
      const accountKey = member ? `staff:${member.id}` : `staff-login:${username.trim().toLowerCase()}`;
      const attempt = await throttle.begin(accountKey, { address });
      const passwordMatches = member
        ? member.active && (await verifyPassword(member.passwordHash, password))
        : await verifyPassword(await decoyHash, password).then(() => false);
      const refuse = () => {
        throw new BadRequest('api.staff.invalidCredentials', { Password: ['api.staff.invalidCredentials'] });
      };
      if (!member || !passwordMatches) return refuse();
      const roles = rolesOf(member.roles);
      if (roles.includes('admin') || member.totpSecret !== null) {
        if (!otp || !member.totpSecret) return refuse();
        const epoch = Math.floor(now().getTime() / 1000);
        const result = await verifyOtp({ secret: member.totpSecret, token: otp, epoch, epochTolerance: 30 });
        // A code is accepted once: a code seen over a shoulder or replayed from a log is refused.
        if (
          !result.valid ||
          !(await repository.useTotpStep(member.id, Math.floor(epoch / 30) + result.delta))
        )
          return refuse();
      }
      await attempt.succeeded();
      const at = now();
      const sessionId = randomUUID();
      await repository.createSession({
        id: sessionId,
        staffId: member.id,
        expiresAt: new Date(at.getTime() + STAFF_SESSION_MS),
        at,
      });
      const staff: StaffMember = {
        id: member.id,
        username: member.username,
        displayName: member.displayName,
        roles,
      };
      return {
        token: await tokens.issueStaff(member.id, sessionId, roles),
        tokenExpiresAt: tokens.staffExpiry().toISOString(),
        staff,
      };
    },

    /**
     * The caller of an ops request: a valid staff token of a live session. The roles are read from the
     * account, so taking a role away works at once. Throws 401.
     */
    async caller(token: string): Promise<StaffCaller> {
      let claims: Awaited<ReturnType<TokenService['verifyStaff']>>;
      try {
        claims = await tokens.verifyStaff(token);
      } catch {
        throw new Unauthorized();
      }
      const live = await repository.liveSession(claims.sessionId, claims.staffId, now());
      if (!live) throw new Unauthorized();
      return {
        staffId: live.id,
        sessionId: claims.sessionId,
        displayName: live.displayName,
        roles: rolesOf(live.roles),
      };
    },

    signOut: (sessionId: string) => repository.revokeSession(sessionId, now()),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
