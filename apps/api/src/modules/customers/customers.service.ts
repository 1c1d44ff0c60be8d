import {
  accountWireMessages,
  type ChangePasswordRequest,
  type PassengerProfile,
  type ProfileUpdateRequest,
  type RegistrationRequest,
  type RegistrationResponse,
  type SignInData,
} from '@dfs/contract/account';
import type { MessageResponse } from '@dfs/contract/engagement';
import { storefrontPages } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BadRequest, FieldConflict, Forbidden, NotFound } from '../../errors';
import { translatorFor } from '../../plugins/locale';
import { hashPassword, verifyPassword } from '../../shared/passwords';
import type { MailService } from '../mail/mail.service';
import { createAccountAlerts } from './account-alerts';
import { type CustomerRow, type CustomersRepository, isUniqueViolation } from './customers.repository';
import { type AccountSettings, createResetLinkSender } from './reset-link';
import { type MilesMembers, type SessionsService, sha256 } from './sessions.service';

/** What other modules may know of a customer. */
export interface CustomerContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  loyaltyMemberId: number | null;
}

export function createCustomersService(deps: {
  repository: CustomersRepository;
  sessions: SessionsService;
  miles: MilesMembers;
  mail: Pick<MailService, 'enqueue'>;
  settings: AccountSettings;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, sessions, miles, mail, settings, now, log } = deps;
  // Reset requests are answered before their work runs, so the answer's timing cannot tell whether
  // the account exists. The work runs one request at a time, in order (a newer link voids older ones).
  let resetWork: Promise<void> = Promise.resolve();

  const sendResetLink = createResetLinkSender({ repository, mail, settings, now });
  const alerts = createAccountAlerts({ mail, settings });

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

  return {
    /**
     * Who a customer is, for other modules (orders name and e-mail their customer, and pay or earn
     * miles on the linked membership). Takes the caller's transaction: PGlite has one connection.
     */
    async contactOf(customerId: number, tx?: Db): Promise<CustomerContact | undefined> {
      const customer = await repository.customerById(customerId, tx);
      if (!customer) return undefined;
      return {
        id: customer.id,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        loyaltyMemberId: customer.loyaltyMemberId,
      };
    },

    /** The ids of the customers who have an e-mail address (order tracking by e-mail). */
    idsByEmail(email: string): Promise<number[]> {
      return repository.customerIdsByEmail(email);
    },

    /**
     * Registers a customer and signs them in. A miles membership is linked only with the proof
     * token of that member's own sign-in, never on a typed number alone.
     */
    async register(request: RegistrationRequest, language: Language): Promise<RegistrationResponse> {
      let loyaltyMemberId: number | null = null;
      if (request.ShabamilesMembershipNumber) {
        const member = await sessions.provenMember(
          request.ShabamilesMembershipNumber,
          request.shebamilesToken,
        );
        if (!member) {
          throw new BadRequest('api.errors.validation', {
            ShabamilesMembershipNumber: ['api.account.membershipNotProven'],
          });
        }
        if (await repository.customerByLoyaltyMember(member.id)) {
          throw new FieldConflict({ ShabamilesMembershipNumber: ['api.account.membershipTaken'] });
        }
        loyaltyMemberId = member.id;
      }
      const passwordHash = await hashPassword(request.password);
      const t = translatorFor(language);
      let data: SignInData;
      try {
        data = await repository.transaction(async (tx) => {
          const conflicts = await conflictsOf(tx, { username: request.username, email: request.email });
          if (conflicts) throw new FieldConflict(conflicts);
          const at = now();
          const customer = await repository.insertCustomer(tx, {
            username: request.username,
            email: request.email,
            passwordHash,
            title: request.title,
            firstName: request.firstName,
            middleName: request.middleName || null,
            lastName: request.lastName,
            nationality: request.nationality,
            mobileNumber: request.mobileNumber,
            loyaltyMemberId,
            locale: language,
            createdAt: at,
            updatedAt: at,
          });
          await mail.enqueue(tx, 'welcome', {
            to: customer.email,
            subject: t('api.account.welcomeSubject', { brand: settings.brandName }),
            text: t('api.account.welcomeBody', {
              brand: settings.brandName,
              name: customer.firstName,
              username: customer.username,
              link: `${settings.publicUrl}${storefrontPages.login({})}`,
            }),
          });
          return sessions.openSession(customer, 'registration', tx);
        });
      } catch (error) {
        // Two registrations raced for the same username, e-mail or membership.
        if (isUniqueViolation(error)) {
          throw new FieldConflict(
            (await conflictsOf(repository.db, { username: request.username, email: request.email })) ?? {
              ShabamilesMembershipNumber: ['api.account.membershipTaken'],
            },
          );
        }
        throw error;
      }
      return { message: t('api.account.registered'), data };
    },

    /** A customer's own profile; anyone else's id is answered as unknown. */
    async profile(userId: number, requesterId: number): Promise<PassengerProfile> {
      if (userId !== requesterId) throw new NotFound();
      const customer = await repository.customerById(userId);
      if (!customer) throw new NotFound();
      return profileOf(customer);
    },

    /**
     * Saves the profile. A new e-mail address needs the current password (counted like a sign-in), and
     * the old address is told of the change: the account's owner learns of a take-over.
     */
    async updateProfile(
      customerId: number,
      request: ProfileUpdateRequest,
      address: string,
    ): Promise<PassengerProfile> {
      const { currentPassword, ...changes } = request;
      const before = await repository.customerById(customerId);
      if (!before) throw new NotFound();
      const emailChanges = before.email.toLowerCase() !== changes.email.toLowerCase();
      if (emailChanges) {
        if (!currentPassword)
          throw new BadRequest('api.errors.validation', {
            CurrentPassword: ['api.account.emailChangeNeedsPassword'],
          });
        await assertCurrentPassword(before, currentPassword, 'CurrentPassword', address);
      }
      try {
        const updated = await repository.transaction(async (tx) => {
          const conflicts = await conflictsOf(tx, { email: changes.email }, customerId);
          if (conflicts) throw new FieldConflict(conflicts);
          const saved = await repository.updateProfile(
            tx,
            customerId,
            { ...changes, middleName: changes.middleName || null },
            now(),
          );
          if (saved && emailChanges) await alerts.emailChanged(tx, before, changes.email);
          return saved;
        });
        if (!updated) throw new NotFound();
        return profileOf(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new FieldConflict({ Email: ['api.account.emailTaken'] });
        throw error;
      }
    },

    /** Changes the signed-in customer's password and ends their other sessions. */
    async changePassword(
      user: { customerId: number; sessionId: string },
      request: ChangePasswordRequest,
      address: string,
      language: Language,
    ): Promise<MessageResponse> {
      const customer = await repository.customerById(user.customerId);
      if (!customer) throw new NotFound();
      const login = request.username.trim().toLowerCase();
      if (login !== customer.username.toLowerCase() && login !== customer.email.toLowerCase()) {
        throw new Forbidden();
      }
      await assertCurrentPassword(customer, request.oldPassword, 'OldPassword', address);
      const passwordHash = await hashPassword(request.newPassword);
      await repository.transaction(async (tx) => {
        const at = now();
        await repository.setPasswordHash(tx, customer.id, passwordHash, at);
        await repository.revokeSessionsOf(tx, customer.id, at, user.sessionId);
        await alerts.passwordChanged(tx, customer);
      });
      return { message: translatorFor(language)('api.account.passwordChanged') };
    },

    /**
     * E-mails a single-use reset link built from PUBLIC_URL. A newer request voids the older links.
     * Known and unknown addresses get the same answer at the same speed, and an unknown one is sent
     * nothing (spec §8's "User account does not exist" would tell who has an account; issue #10).
     */
    async forgotPassword(login: string, language: Language): Promise<MessageResponse> {
      const trimmed = login.trim();
      resetWork = resetWork
        .then(() => sendResetLink(trimmed))
        .catch((error) => log.error({ err: error }, 'password reset link not written'));
      return { message: translatorFor(language)('api.account.resetLinkSent') };
    },

    /** Resolves once every reset request answered so far has written its link. */
    resetRequestsDone: () => resetWork,

    /** Sets a new password with a reset token, once; then every session of the customer ends. */
    async resetPassword(token: string, password: string, language: Language): Promise<MessageResponse> {
      const passwordHash = await hashPassword(password);
      const changed = await repository.transaction(async (tx) => {
        const at = now();
        const customerId = await repository.consumeReset(tx, sha256(token.trim()), at);
        if (customerId === undefined) return false;
        await repository.setPasswordHash(tx, customerId, passwordHash, at);
        await repository.voidResets(tx, customerId, at);
        await repository.revokeSessionsOf(tx, customerId, at);
        return true;
      });
      // Spec §8: the storefront shows "Invalid token" for exactly this message.
      if (!changed) return { message: accountWireMessages.resetFailed };
      return { message: translatorFor(language)('api.account.passwordChanged') };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
