import type { RegistrationRequest, RegistrationResponse, SignInData } from '@dfs/contract/account';
import { storefrontPages } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { BadRequest, FieldConflict } from '../../errors';
import { translatorFor } from '../../plugins/locale';
import { hashPassword } from '../../shared/passwords';
import { isUniqueViolation } from './customers.repository';
import type { CustomersContext } from './customers-context';

/** Signing up: a new account, its welcome e-mail and its first session. */
export function registration(ctx: CustomersContext) {
  const { repository, sessions, mail, settings, now, conflictsOf } = ctx;
  return {
    /**
     * Registers a customer and signs them in. A miles membership is linked only with the proof
     * token of that member's own sign-in, never on a typed number alone.
     */
    async register(
      request: RegistrationRequest,
      language: Language,
      partnerId?: number,
    ): Promise<RegistrationResponse> {
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
          return sessions.openSession(customer, { by: 'registration', partnerId }, tx);
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
  };
}
