import { createHash, randomBytes } from 'node:crypto';
import type {
  OpsEnrolment,
  OpsEnrolmentCompleted,
  OpsEnrolmentCompleteRequest,
} from '@dfs/contract/ops/staff-enrolment';
import { staffPasswordProblem } from '@dfs/domain/password-policy';
import { generateSecret, generateURI, verify as verifyOtp } from 'otplib';
import QRCode from 'qrcode';
import { BadRequest, Conflict, NotFound } from '../../errors';
import { hashPassword } from '../../shared/passwords';
import type { StaffEnrolmentRepository } from './staff-enrolment.repository';

/** An enrolment link works once, for a day. */
export const ENROLMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The first admin of a shop (red-team issue, point 2). `npm run ops:create-admin` makes an admin account
 * that cannot sign in yet and prints a one-time link; its holder opens it in the console, adds the
 * one-time code secret to an authenticator app, and chooses the password.
 */
export function createStaffEnrolmentService(deps: { repository: StaffEnrolmentRepository; now: () => Date }) {
  const { repository, now } = deps;

  async function open(token: string) {
    const account = await repository.byToken(sha256(token), now());
    if (!account?.totpSecret || !account.expiresAt) throw new NotFound('api.staff.enrolmentInvalid');
    return { ...account, totpSecret: account.totpSecret, expiresAt: account.expiresAt };
  }

  return {
    /** Makes the enrolling admin; answers the link's token (shown once, stored as SHA-256). */
    async createAdmin(request: { username: string; displayName: string }) {
      const username = request.username.trim().toLowerCase();
      if (!/^[a-z0-9._-]{3,64}$/.test(username))
        throw new BadRequest('api.errors.validation', { Username: ['validation.usernameRequired'] });
      if (await repository.usernameTaken(username)) throw new Conflict('api.account.alreadyTaken');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + ENROLMENT_LIFETIME_MS);
      await repository.insertEnrolling({
        username,
        displayName: request.displayName.trim() || username,
        // Nobody knows this password: the account signs in only after enrolment sets one.
        passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
        totpSecret: generateSecret(),
        tokenHash: sha256(token),
        expiresAt,
      });
      return { username, token, expiresAt };
    },

    async get(token: string): Promise<OpsEnrolment> {
      const account = await open(token);
      const totpUri = generateURI({
        issuer: 'Duty-free operations',
        label: account.username,
        secret: account.totpSecret,
      });
      const svg = await QRCode.toString(totpUri, { type: 'svg', margin: 1 });
      return {
        username: account.username,
        displayName: account.displayName,
        totpSecret: account.totpSecret,
        totpUri,
        totpQr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        expiresAt: account.expiresAt.toISOString(),
      };
    },

    async complete(
      request: OpsEnrolmentCompleteRequest,
      message: (key: string) => string,
    ): Promise<OpsEnrolmentCompleted> {
      const account = await open(request.token);
      const problem = staffPasswordProblem(request.password, account.username);
      if (problem)
        throw new BadRequest('api.errors.validation', {
          Password: [
            problem === 'tooShort' ? 'validation.staffPasswordLength' : `validation.password_${problem}`,
          ],
        });
      const epoch = Math.floor(now().getTime() / 1000);
      const result = await verifyOtp({
        secret: account.totpSecret,
        token: request.otp,
        epoch,
        epochTolerance: 30,
      });
      if (!result.valid) throw new BadRequest('api.errors.validation', { Otp: ['api.staff.enrolmentOtp'] });
      const passwordHash = await hashPassword(request.password);
      const step = Math.floor(epoch / 30) + result.delta;
      if (!(await repository.complete(account.id, sha256(request.token), passwordHash, step)))
        throw new NotFound('api.staff.enrolmentInvalid');
      return { username: account.username, message: message('api.staff.enrolled') };
    },
  };
}

export type StaffEnrolmentService = ReturnType<typeof createStaffEnrolmentService>;
