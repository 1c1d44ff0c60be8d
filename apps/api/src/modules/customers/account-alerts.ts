import { storefrontPages } from '@dfs/contract/paths';
import type { Db } from '../../db/client';
import { translatorFor } from '../../plugins/locale';
import type { MailService } from '../mail/mail.service';
import type { CustomerRow } from './customers.repository';
import { type AccountSettings, languageOf } from './reset-link';

/**
 * The e-mails that tell an account's owner what changed, at the address they had before the change,
 * in the account's language: if it was not them, the reset link is right there.
 */
export function createAccountAlerts(deps: { mail: Pick<MailService, 'enqueue'>; settings: AccountSettings }) {
  const { mail, settings } = deps;
  const resetLink = () => `${settings.publicUrl}${storefrontPages.forgotPassword({})}`;
  return {
    passwordChanged(tx: Db, customer: CustomerRow) {
      const t = translatorFor(languageOf(customer));
      return mail.enqueue(tx, 'password-changed', {
        to: customer.email,
        subject: t('api.account.passwordChangedSubject', { brand: settings.brandName }),
        text: t('api.account.passwordChangedBody', {
          brand: settings.brandName,
          name: customer.firstName,
          link: resetLink(),
        }),
      });
    },

    /** Sent to the old address (`customer` as it was before the change). */
    emailChanged(tx: Db, customer: CustomerRow, newEmail: string) {
      const t = translatorFor(languageOf(customer));
      return mail.enqueue(tx, 'email-changed', {
        to: customer.email,
        subject: t('api.account.emailChangedSubject', { brand: settings.brandName }),
        text: t('api.account.emailChangedBody', {
          brand: settings.brandName,
          name: customer.firstName,
          email: newEmail,
          link: resetLink(),
        }),
      });
    },
  };
}
