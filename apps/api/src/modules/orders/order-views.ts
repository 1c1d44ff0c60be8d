import type { Order, OrderSummary, OrderView } from '@dfs/contract/preorders';
import type { FlightStatus } from '@dfs/domain/flight-status';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { fromMinor, roundMiles } from '@dfs/domain/money';
import { orderChangeWindow } from '@dfs/domain/order-changes';
import { showsProofOfOrder } from '@dfs/domain/order-lifecycle';
import { PaymentOption } from '@dfs/domain/order-status';
import { orderSummaryAmounts } from '@dfs/domain/order-summary';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomersService } from '../customers/customers.service';
import type { FlightsService } from '../flights/flights.service';
import type { MasterDataService } from '../master-data/master-data.service';
import type { OrderLinks } from './order-links';
import type { OrderProofs } from './order-proof';
import type { OrderQrImages } from './order-qr';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository';

/** An order line with its item's name. */
export type NamedLine = OrderItemRow & { name: string };

const paymentOptionNames: Record<PaymentOption, string> = {
  [PaymentOption.Card]: 'Card',
  [PaymentOption.CashOnBoard]: 'Cash On Board',
  [PaymentOption.Mile]: 'Mile',
};

/** How an order reads on the wire: its lines, currency, departure in the origin's zone, QR proof. */
export function orderViews(deps: {
  repository: Pick<OrdersRepository, 'itemsOf'>;
  catalogue: Pick<CatalogueService, 'itemNames'>;
  customers: Pick<CustomersService, 'contactOf'>;
  masterData: Pick<MasterDataService, 'currencyCode' | 'airportTimeZone'>;
  flights: Pick<FlightsService, 'statuses'>;
  links: OrderLinks;
  qr: OrderQrImages;
  proofs: OrderProofs;
  now: () => Date;
}) {
  const { repository, catalogue, customers, masterData, flights, links, qr, proofs, now } = deps;

  /** Reads that may run inside a transaction take it: PGlite has one connection, so a second would wait forever. */
  const currencyCode = (currencyId: number, tx?: Db) => masterData.currencyCode(currencyId, tx);

  /** The departure airport's zone (DESIGN.md §14); flight times on the wire carry its offset. */
  const zoneOf = async (airportCode: string | null, tx?: Db) =>
    (airportCode ? await masterData.airportTimeZone(airportCode, tx) : undefined) ?? 'UTC';

  /** Order lines with their item names in a language (the catalogue owns the names). */
  async function namedLines(
    orderIds: readonly number[],
    tx?: Db,
    language: Language = 'en',
  ): Promise<NamedLine[]> {
    const lines = await repository.itemsOf(orderIds, tx);
    const names = await catalogue.itemNames(
      lines.map((l) => l.itemId),
      tx,
      language,
    );
    return lines.map((l) => ({ ...l, name: names.get(l.itemId) ?? '' }));
  }

  /** The station's status of each order's current flight, by flight id (one look-up). */
  async function flightStatuses(
    orders: readonly Pick<OrderRow, 'flightId'>[],
    tx?: Db,
  ): Promise<Map<number, FlightStatus>> {
    const ids = [...new Set(orders.map((o) => o.flightId).filter((id): id is number => id !== null))];
    if (ids.length === 0) return new Map();
    const rows = await flights.statuses(ids, tx);
    return new Map([...rows].map(([id, row]) => [id, row.status] as const));
  }

  /** The station's status of the order's current flight, if it has one. */
  const flightStatusOf = async (order: Pick<OrderRow, 'flightId'>, tx?: Db) =>
    order.flightId === null ? undefined : (await flightStatuses([order], tx)).get(order.flightId);

  /**
   * Whether the traveller may still cancel or change the order, and until when (DESIGN.md §7): by its
   * current flight's cut-off and, when given, that flight's status (a departed flight closes it).
   */
  function changeWindow(
    order: Pick<OrderRow, 'kind' | 'departureDate' | 'orderRequestStatus'> & { changesCloseAt?: Date | null },
    flightStatus?: FlightStatus,
  ) {
    return orderChangeWindow(
      {
        kind: order.kind,
        status: order.orderRequestStatus,
        departure: order.departureDate ?? new Date(0),
        closesAt: order.changesCloseAt,
        flightStatus,
      },
      now(),
    );
  }

  function toOrder(
    order: OrderRow,
    lines: NamedLine[],
    currency: string,
    timeZone: string,
    flightStatus?: FlightStatus,
  ): Order {
    const departure = order.departureDate ?? new Date(0);
    const window = changeWindow(order, flightStatus);
    return {
      id: order.id,
      orderCode: order.orderCode,
      orderItemRes: lines.map((l) => ({
        id: l.id,
        itemId: l.itemId,
        name: l.name,
        quantity: l.quantity,
        unitPrice: fromMinor(l.unitPriceMinor),
        totalPrice: fromMinor(l.totalPriceMinor),
        totalPriceForRedemptionInMiles: roundMiles(l.totalMiles),
        isFree: l.isFree,
      })),
      paymentStatus: order.paymentStatus,
      orderRequestStatus: order.orderRequestStatus,
      paymentOption: order.paymentOption,
      origin: order.origin ?? '',
      destination: order.destination ?? '',
      departureDate: toIsoWithOffset(departure, timeZone),
      flightNumber: order.flightNumber ?? '',
      ticketNumber: order.ticketNumber ?? '',
      passengerLastName: order.passengerLastName ?? '',
      seatNumber: order.seatNumber ?? '',
      pickFrom: order.pickFrom ?? '',
      ReasonOfCancellation: order.reasonOfCancellation,
      currency,
      total: fromMinor(order.totalMinor),
      totalMiles: roundMiles(order.totalMiles),
      transactionDate: order.createdAt.toISOString(),
      cutoffAt: toIsoWithOffset(window.closesAt, timeZone),
      canChange: window.open,
      ...(window.open ? {} : { closedReason: window.reason }),
      kind: order.kind,
      ...(order.handedOverAt ? { handedOverAt: toIsoWithOffset(order.handedOverAt, timeZone) } : {}),
    };
  }

  async function contactOf(order: OrderRow, tx?: Db): Promise<{ name: string; email: string }> {
    if (order.customerId) {
      const customer = await customers.contactOf(order.customerId, tx);
      if (customer) return { name: `${customer.firstName} ${customer.lastName}`, email: customer.email };
    }
    return {
      name: `${order.guestFirstName ?? ''} ${order.guestLastName ?? ''}`.trim(),
      email: order.guestEmail ?? '',
    };
  }

  function summaryOf(order: Order, source: OrderRow, lines: NamedLine[], customerName: string): OrderSummary {
    // The summary adds up as read under the lines (a promo rate already in a line is not taken off again).
    const amounts = orderSummaryAmounts(
      lines.map((l) => l.totalPriceMinor),
      source.totalMinor,
    );
    return {
      orderCode: order.orderCode,
      transactionDate: order.transactionDate,
      customerName,
      paymentOption: paymentOptionNames[order.paymentOption] ?? String(order.paymentOption),
      currency: order.currency,
      orderItemRes: order.orderItemRes,
      subtotal: fromMinor(amounts.subtotalMinor),
      discount: fromMinor(amounts.discountMinor),
      total: fromMinor(amounts.totalMinor),
      totalMiles: order.totalMiles,
      milesForAccrual: roundMiles(source.milesForAccrual),
    };
  }

  const showsProof = (order: Pick<OrderRow, 'orderRequestStatus' | 'paymentStatus'>) =>
    showsProofOfOrder(order.orderRequestStatus, order.paymentStatus);

  /** The order as its page shows it in a language, without the QR image (what a transaction may build). */
  async function plainView(order: OrderRow, tx?: Db, language: Language = 'en'): Promise<OrderView> {
    const lines = await namedLines([order.id], tx, language);
    const base = toOrder(
      order,
      lines,
      await currencyCode(order.currencyId, tx),
      await zoneOf(order.origin, tx),
      await flightStatusOf(order, tx),
    );
    const { name } = await contactOf(order, tx);
    return {
      ...base,
      summary: summaryOf(base, order, lines, name),
      viewToken: links.viewToken(order.orderCode),
    };
  }

  return {
    currencyCode,
    zoneOf,
    namedLines,
    flightStatuses,
    flightStatusOf,
    changeWindow,
    toOrder,
    contactOf,
    showsProof,
    plainView,
    /** The signed proof of order its QR code carries (DESIGN.md §11). */
    proofOf: (order: OrderRow, shown: Pick<OrderView, 'orderItemRes'>) =>
      proofs.tokenOf(order, shown.orderItemRes),
    /**
     * The order's page with its QR proof: drawn outside any transaction (DESIGN.md §10). A cancelled,
     * failed or refunded order is no proof of anything: it carries no QR code.
     */
    async view(order: OrderRow, language: Language = 'en'): Promise<OrderView> {
      const shown = await plainView(order, undefined, language);
      if (!showsProof(order)) return shown;
      const proof = await proofs.tokenOf(order, shown.orderItemRes);
      return { ...shown, qrCode: await qr.svg(proof), proof };
    },
  };
}

export type OrderViews = ReturnType<typeof orderViews>;
