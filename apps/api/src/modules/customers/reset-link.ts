import { randomBytes } from 'node:crypto';
import { storefrontPages } from '@dfs/contract/paths';
import { fallbackLanguage, isLanguage, type Language } from '@dfs/i18n/languages';
import { translatorFor } from '../../plugins/locale';
import type { MailService } from '../mail/mail.service';
import type { CustomerRow, CustomersRepository } from './customers.repository';
import { sha256 } from './sessions.service';

/** A reset link works for 15 minutes, once. */
export const RESET_TOKEN_LIFETIME_MS = 15 * 60 * 1000;

export interface AccountSettings {
  publicUrl: string;
  brandName: string;
}

export const languageOf = (customer: CustomerRow): Language =>
  isLanguage(customer.locale) ? customer.locale : fallbackLanguage;

/** Writes a new reset link for a login's account (voiding older ones) and queues its e-mail. */
export function createResetLinkSender(deps: {
  repository: CustomersRepository;
  mail: Pick<MailService, 'enqueue'>;
  settings: AccountSettings;
  now: () => Date;
}) {
  const { repository, mail, settings, now } = deps;
  return async function sendResetLink(login: string): Promise<void> {
    const customer = await repository.customerByLogin(login);
    if (!customer) return;
    const token = randomBytes(32).toString('base64url');
    const t = translatorFor(languageOf(customer));
    await repository.transaction(async (tx) => {
      const at = now();
      await repository.voidResets(tx, customer.id, at);
      await repository.insertReset(tx, {
        customerId: customer.id,
        tokenHash: sha256(token),
        expiresAt: new Date(at.getTime() + RESET_TOKEN_LIFETIME_MS),
        at,
      });
      await mail.enqueue(tx, 'password-reset', {
        to: customer.email,
        subject: t('api.account.resetSubject', { brand: settings.brandName }),
        text: t('api.account.resetBody', {
          brand: settings.brandName,
          name: customer.firstName,
          link: `${settings.publicUrl}${storefrontPages.resetPassword({ token })}`,
          minutes: RESET_TOKEN_LIFETIME_MS / 60_000,
        }),
      });
    });
  };
}
