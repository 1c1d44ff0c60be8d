import type { SendOrderLinkResponse } from '@dfs/contract/preorders';
import type { Language } from '@dfs/i18n/languages';
import { translatorFor } from '../../plugins/locale';
import type { OrderContext } from './order-context';

interface OrderLinkRequest {
  orderCode: string;
  email: string;
  language: Language;
}

/**
 * An order's link by its code and e-mail (issue 42 point 6): an order code is not a key. The caller
 * never sees the order or its view token; every request writes the same outbox message and gets the
 * same answer, and only after the commit is the link e-mailed, to the order's own address, when both
 * the code and the address match.
 */
export function orderLinkMail(ctx: OrderContext) {
  ctx.outbox.on<OrderLinkRequest>('order.link', async ({ orderCode, email, language }) => {
    const order = await ctx.repository.orderByCode(orderCode);
    if (!order) return;
    const contact = await ctx.views.contactOf(order);
    if (!contact.email || contact.email.toLowerCase() !== email.toLowerCase()) return;
    const t = translatorFor(language);
    await ctx.repository.transaction((tx) =>
      ctx.mail.enqueue(tx, 'order-link', {
        to: contact.email,
        subject: t('api.orders.orderLinkSubject', { brand: ctx.settings.brandName, code: order.orderCode }),
        text: t('api.orders.orderLinkText', {
          code: order.orderCode,
          link: ctx.links.linkOf(order.orderCode),
        }),
      }),
    );
  });

  return async function sendOrderLink(
    orderCode: string,
    email: string,
    language: Language,
  ): Promise<SendOrderLinkResponse> {
    await ctx.transaction((tx) => ctx.outbox.publish(tx, 'order.link', { orderCode, email, language }), {
      background: true,
    });
    return { message: translatorFor(language)('api.orders.orderLinkSent') };
  };
}
