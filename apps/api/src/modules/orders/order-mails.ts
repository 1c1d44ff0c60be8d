import { isLanguage } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { translatorFor } from '../../plugins/locale';
import type { MailService } from '../mail/mail.service';
import type { Outbox } from '../outbox/outbox.service';
import type { OrderLinks } from './order-links';
import { type OrderMailKind, orderMail } from './order-mail';
import type { OrderQrImages } from './order-qr';
import type { OrderViews } from './order-views';
import type { OrdersRepository } from './orders.repository';

interface OrderMailRequest {
  kind: OrderMailKind;
  orderId: number;
  reason?: number | null;
}

/**
 * Order e-mails (DESIGN.md §10): a workflow asks for one in its transaction; it is written after the
 * commit, from the order as it then stands, with its QR image drawn outside any transaction. A
 * confirmation carries the QR proof of order, no other e-mail does.
 */
export function orderMails(deps: {
  repository: Pick<OrdersRepository, 'orderById' | 'transaction'>;
  mail: Pick<MailService, 'enqueue'>;
  outbox: Pick<Outbox, 'on' | 'publish'>;
  settings: { brandName: string };
  links: OrderLinks;
  qr: OrderQrImages;
  views: OrderViews;
}) {
  const { repository, mail, outbox, settings, links, qr, views } = deps;

  outbox.on<OrderMailRequest>('order.mail', async ({ kind, orderId, reason }) => {
    const order = await repository.orderById(orderId);
    if (!order) return;
    const language = isLanguage(order.locale) ? order.locale : 'en';
    const t = translatorFor(language);
    const { email } = await views.contactOf(order);
    if (!email) return;
    const shown = await views.plainView(order, undefined, language);
    const link = links.linkOf(order.orderCode);
    const message = orderMail(kind, { t, language, brand: settings.brandName, link, to: email }, shown, {
      ...(kind === 'confirmation' && views.showsProof(order)
        ? { qrPng: await qr.png(await views.proofOf(order, shown)) }
        : {}),
      ...(reason ? { reason: t(`orders.reason.${reason}`) } : {}),
    });
    await repository.transaction((tx) => mail.enqueue(tx, `order-${kind}`, message));
  });

  return {
    /** Asks for an order e-mail once the caller's transaction commits. */
    queue: (tx: Db, kind: OrderMailKind, orderId: number, reason?: number | null) =>
      outbox.publish(tx, 'order.mail', { kind, orderId, ...(reason ? { reason } : {}) }),
  };
}
