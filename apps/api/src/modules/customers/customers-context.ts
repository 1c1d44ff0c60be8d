import type { PassengerProfile } from '@dfs/contract/account';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BadRequest } from '../../errors';
import { verifyPassword } from '../../shared/passwords';
import type { MailService } from '../mail/mail.service';
import { createAccountAlerts } from './account-alerts';
import type { CustomerRow, CustomersRepository } from './customers.repository';
import type { AccountSettings } from './reset-link';
import type { MilesMembers, SessionsService } from './sessions.service';

/** What the customers service is given (one deps object; other modules only by their service). */
export interface CustomersDeps {
  repository: CustomersRepository;
  sessions: SessionsService;
  miles: MilesMembers;
  mail: Pick<MailService, 'enqueue'>;
  settings: AccountSettings;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** What registration, profiles and passwords share: the deps, the account's checks and its alerts. */
export function customersContext(deps: CustomersDeps) {
  const { repository, sessions, miles } = deps;

  /** Checks the account's current password, counted against the sign-in throttles. */
  async function assertCurrentPassword(customer: CustomerRow, given: string, field: string, address: string) {
    const attempt = await sessions.beginAttempt(`customer:${customer.id}`, { address });
    if (!(await verifyPassword(customer.passwordHash, given))) {
      throw new BadRequest('api.errors.validation', { [field]: ['api.account.wrongCurrentPassword'] });
    }
    await attempt.succeeded();
  }

  async function conflictsOf(tx: Db, fields: { username?: string; email?: string }, exceptId?: number) {
    const taken = await repository.taken(tx, fields, exceptId);
    const errors: Record<string, string[]> = {};
    if (taken.username) errors.Username = ['api.account.usernameTaken'];
    if (taken.email) errors.Email = ['api.account.emailTaken'];
    return Object.keys(errors).length > 0 ? errors : undefined;
  }

  async function profileOf(customer: CustomerRow): Promise<PassengerProfile> {
    const member = customer.loyaltyMemberId ? await miles.memberById(customer.loyaltyMemberId) : undefined;
    return {
      userId: customer.id,
      username: customer.username,
      email: customer.email,
      title: customer.title,
      firstName: customer.firstName,
      middleName: customer.middleName,
      lastName: customer.lastName,
      nationality: customer.nationality,
      mobileNumber: customer.mobileNumber,
      ShabamilesMembershipNumber: member?.membershipNumber ?? null,
      isShebamilesUser: customer.loyaltyMemberId !== null,
      milesBalance: member?.balance ?? null,
    };
  }

  return { ...deps, alerts: createAccountAlerts(deps), assertCurrentPassword, conflictsOf, profileOf };
}

export type CustomersContext = ReturnType<typeof customersContext>;
