import type { StaffChangePasswordRequest, StaffPasswordChanged } from '@dfs/contract/ops/staff';
import { staffPasswordProblem } from '@dfs/domain/password-policy';
import { BadRequest } from '../../errors';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { AuditStep } from '../audit/audit.service';
import { createLoginThrottle } from '../auth/login-throttle';
import { createStaffRepository } from './staff.repository';
import type { StaffAdminRepository } from './staff-admin.repository';

/**
 * A staff member changes their own password: the current one proves it is them (a guess counts in the
 * same throttle as sign-in), the new one follows the staff rules, and every other session ends.
 */
export function createOwnPasswordChange(deps: { repository: StaffAdminRepository; now: () => Date }) {
  const { repository, now } = deps;
  const staff = createStaffRepository(repository.db);
  const throttle = createLoginThrottle({ db: repository.db, attempts: staff.loginAttempts, now });

  return async function changeOwnPassword(
    caller: { staffId: number; sessionId: string; address: string },
    request: StaffChangePasswordRequest,
    audit: AuditStep,
    t: (key: string) => string,
  ): Promise<StaffPasswordChanged> {
    const member = await repository.credentials(caller.staffId);
    if (!member) throw new BadRequest('api.account.wrongCurrentPassword');
    const attempt = await throttle.begin(`staff:${member.id}`, { address: caller.address });
    if (!(await verifyPassword(member.passwordHash, request.currentPassword))) {
      throw new BadRequest('api.account.wrongCurrentPassword', {
        CurrentPassword: ['api.account.wrongCurrentPassword'],
      });
    }
    await attempt.succeeded();
    const problem = staffPasswordProblem(request.newPassword, member.username);
    if (problem) {
      const key =
        problem === 'tooShort' ? 'validation.staffPasswordLength' : `validation.password_${problem}`;
      throw new BadRequest('api.errors.validation', { NewPassword: [key] });
    }
    const passwordHash = await hashPassword(request.newPassword);
    return repository.transaction(async (tx) => {
      await repository.update(tx, member.id, { passwordHash });
      const sessionsRevoked = await repository.revokeSessions(tx, member.id, now(), caller.sessionId);
      await audit(tx, {
        action: 'update',
        entity: 'staff',
        entityId: member.id,
        before: null,
        after: { ownPasswordChanged: true, sessionsRevoked },
      });
      return { message: t('api.staff.passwordChanged'), sessionsRevoked };
    });
  };
}
