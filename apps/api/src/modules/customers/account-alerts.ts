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

  function alert(
    tx: Db,
    customer: CustomerRow,
    what: 'password' | 'email',
    values: Record<string, string> = {},
  ) {
    const t = translatorFor(languageOf(customer));
    const vars = {
      brand: settings.brandName,
      name: customer.firstName,
      link: `${settings.publicUrl}${storefrontPages.forgotPassword({})}`,
      ...values,
    };
    return mail.enqueue(tx, what === 'password' ? 'password-changed' : 'email-changed', {
      to: customer.email,
      subject: t(`api.account.${what}ChangedSubject`, vars),
      text: t(`api.account.${what}ChangedBody`, vars),
    });
  }

  return {
    passwordChanged: (tx: Db, customer: CustomerRow) => alert(tx, customer, 'password'),
    /** Sent to the old address (`customer` as it was before the change). */
    emailChanged: (tx: Db, customer: CustomerRow, newEmail: string) =>
      alert(tx, customer, 'email', { email: newEmail }),
  };
}
