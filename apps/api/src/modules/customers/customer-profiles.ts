import type { PassengerProfile, ProfileUpdateRequest } from '@dfs/contract/account';
import type { Db } from '../../db/client';
import { BadRequest, FieldConflict, NotFound } from '../../errors';
import { isUniqueViolation } from './customers.repository';
import type { CustomersContext } from './customers-context';

/** What other modules may know of a customer. */
export interface CustomerContact {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  loyaltyMemberId: number | null;
}

/** A customer's profile as they edit it, and as other modules may read it. */
export function customerProfiles(ctx: CustomersContext) {
  const { repository, now, alerts, assertCurrentPassword, conflictsOf, profileOf } = ctx;
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
  };
}
