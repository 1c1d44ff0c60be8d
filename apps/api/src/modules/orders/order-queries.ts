import type {
  MyOrdersResponse,
  Order,
  OrdersOnMyTicketsResponse,
  OrderView,
  SubmitToMailResponse,
} from '@dfs/contract/preorders';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import type { Language } from '@dfs/i18n/languages';
import { translatorFor } from '../../plugins/locale';
import { mailFlightTime } from '../../shared/mail-format';
import type { OrderContext, Requester } from './order-context';
import type { OrderRow } from './orders.repository';
import { passengerTickets } from './passenger-tickets';

const MAX_TRACKED_ORDERS = 20;

/** Reading orders: a customer's list and one order, by owner, view token or e-mail; order tracking. */
export function orderQueries(
  ctx: OrderContext,
  disruptionOf: (order: OrderRow) => Promise<OrderView['disruption']>,
) {
  const { repository, views } = ctx;
  const onTickets = passengerTickets(ctx);
  /**
   * The order's page, with the choice it offers while its flight is cancelled. A disrupted order shows
   * no QR proof: nothing is handed over on a cancelled flight until the traveller has chosen.
   */
  async function page(order: OrderRow, language: Language | undefined): Promise<OrderView> {
    const disruption = await disruptionOf(order);
    return disruption
      ? { ...(await views.plainView(order, undefined, language)), disruption }
      : views.view(order, language);
  }
  /** Orders as lists show them: one look-up per currency and per origin on the page, not one per order. */
  async function listed(rows: OrderRow[], language: Language): Promise<Order[]> {
    const currencyIds = [...new Set(rows.map((r) => r.currencyId))];
    const origins = [...new Set(rows.map((r) => r.origin))];
    const [lines, codes, zones, flightStatuses] = await Promise.all([
      views.namedLines(
        rows.map((r) => r.id),
        undefined,
        language,
      ),
      Promise.all(currencyIds.map((id) => views.currencyCode(id))),
      Promise.all(origins.map((code) => views.zoneOf(code))),
      views.flightStatuses(rows),
    ]);
    const codeOf = new Map(currencyIds.map((id, i) => [id, codes[i]!] as const));
    const zoneOfOrigin = new Map(origins.map((code, i) => [code, zones[i]!] as const));
    return rows.map((row) =>
      views.toOrder(
        row,
        lines.filter((l) => l.orderId === row.id),
        codeOf.get(row.currencyId)!,
        zoneOfOrigin.get(row.origin)!,
        row.flightId === null ? undefined : flightStatuses.get(row.flightId),
      ),
    );
  }
  return {
    async myOrders(
      customerId: number,
      page: number,
      pageSize: number,
      language: Language = 'en',
    ): Promise<MyOrdersResponse> {
      const { rows, total } = await repository.pageOfCustomer(customerId, pageSize, (page - 1) * pageSize);
      return { orders: await listed(rows, language), page, pageSize, total };
    },

    /** Open pre-orders somebody else placed on the signed-in passenger's tickets (they may cancel them). */
    async ordersOnMyTickets(
      customerId: number,
      language: Language = 'en',
    ): Promise<OrdersOnMyTicketsResponse> {
      return { orders: await listed(await onTickets.placedByOthers(customerId), language) };
    },

    async myOrderById(customerId: number, id: number, language?: Language): Promise<OrderView> {
      return page(ctx.owned(await repository.orderById(id), { customerId }), language);
    },

    /** An order for its owner or a holder of its view token (an e-mail address is no proof). */
    async orderByCode(code: string, requester: Requester, token?: string): Promise<OrderView> {
      return page(ctx.owned(await repository.orderByCode(code), requester, token), requester.language);
    },

    /** Order tracking: e-mails an address its pre-orders with links to view them. */
    async submitToMail(email: string, language: Language): Promise<SubmitToMailResponse> {
      const t = translatorFor(language);
      const customerIds = await ctx.customers.idsByEmail(email);
      const found = await repository.ordersOfEmail(email, customerIds, MAX_TRACKED_ORDERS);
      if (found.length === 0) return { message: t('api.orders.noOrdersForEmail'), sent: false };
      const zones = await Promise.all(found.map((o) => views.zoneOf(o.origin)));
      const lines = found.map((o, i) =>
        t('api.orders.trackingLine', {
          code: o.orderCode,
          flightNumber: o.flightNumber ?? '',
          departure: o.departureDate
            ? mailFlightTime(toIsoWithOffset(o.departureDate, zones[i]!), o.origin ?? '', language)
            : '',
          status: t(`orders.status.${o.orderRequestStatus}`),
          link: ctx.links.linkOf(o.orderCode),
        }),
      );
      await repository.transaction((tx) =>
        ctx.mail.enqueue(tx, 'order-tracking', {
          to: email,
          subject: t('api.orders.trackingSubject', { brand: ctx.settings.brandName }),
          text: [t('api.orders.trackingIntro'), '', ...lines].join('\n'),
        }),
      );
      return { message: t('api.orders.trackingSent'), sent: true };
    },
  };
}
