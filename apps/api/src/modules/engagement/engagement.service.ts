import { randomBytes } from 'node:crypto';
import type { FeedbackRequest, MessageResponse } from '@dfs/contract/engagement';
import { storefrontPages } from '@dfs/contract/paths';
import type { Language } from '@dfs/i18n/languages';
import { NotFound } from '../../errors';
import { translatorFor } from '../../plugins/locale';
import type { MailService } from '../mail/mail.service';
import type { EngagementRepository } from './engagement.repository';

export interface EngagementSettings {
  publicUrl: string;
  brandName: string;
}

const newToken = () => randomBytes(24).toString('base64url');

export function createEngagementService(deps: {
  repository: EngagementRepository;
  mail: Pick<MailService, 'enqueue'>;
  settings: EngagementSettings;
  now: () => Date;
}) {
  const { repository, mail, settings, now } = deps;
  return {
    /**
     * Subscribes an address to the newsletter and e-mails it an unsubscribe link. Subscribing again
     * is not an error and sends nothing new, so the answer never tells whether an address was known.
     */
    async subscribe(email: string, language: Language): Promise<MessageResponse> {
      const t = translatorFor(language);
      await repository.transaction(async (tx) => {
        const existing = await repository.subscriptionByEmail(tx, email);
        if (existing && !existing.unsubscribedAt) return;
        const token = newToken();
        if (existing) await repository.resubscribe(tx, existing.id, token);
        else await repository.subscribe(tx, email, token);
        const link = `${settings.publicUrl}${storefrontPages.unsubscribe({ token })}`;
        await mail.enqueue(tx, 'newsletter-subscription', {
          to: email,
          subject: t('api.engagement.subscriptionSubject', { brand: settings.brandName }),
          text: t('api.engagement.subscriptionBody', { brand: settings.brandName, link }),
        });
      });
      return { message: t('api.engagement.subscribed') };
    },

    async unsubscribe(token: string, language: Language): Promise<MessageResponse> {
      if (!(await repository.unsubscribe(token, now()))) throw new NotFound();
      return { message: translatorFor(language)('api.engagement.unsubscribed') };
    },

    async feedback(entry: FeedbackRequest, language: Language): Promise<MessageResponse> {
      await repository.saveFeedback(entry);
      return { message: translatorFor(language)('api.engagement.feedbackThanks') };
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
