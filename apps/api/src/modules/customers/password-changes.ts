import { accountWireMessages, type ChangePasswordRequest } from '@dfs/contract/account';
import type { MessageResponse } from '@dfs/contract/engagement';
import type { Language } from '@dfs/i18n/languages';
import { Forbidden, NotFound } from '../../errors';
import { translatorFor } from '../../plugins/locale';
import { hashPassword } from '../../shared/passwords';
import type { CustomersContext } from './customers-context';
import { createResetLinkSender } from './reset-link';
import { sha256 } from './sessions.service';

/** Changing a password while signed in, and resetting a forgotten one by an e-mailed link. */
export function passwordChanges(ctx: CustomersContext) {
  const { repository, log, now, alerts, assertCurrentPassword } = ctx;
  // Reset requests are answered before their work runs, so the answer's timing cannot tell whether
  // the account exists. The work runs one request at a time, in order (a newer link voids older ones).
  let resetWork: Promise<void> = Promise.resolve();
  const sendResetLink = createResetLinkSender(ctx);

  return {
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
