import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  CancelPreOrderRequest,
  CollectingDetails,
  CreatePreOrderRequest,
  CreatePreOrderResponse,
  MyOrdersResponse,
  Order,
  OrderSummary,
  OrderView,
  SubmitToMailResponse,
  UpdatePreOrderRequest,
} from '@dfs/contract/preorders';
import { PREORDER_CUTOFF_MS, PREORDER_HORIZON_MS } from '@dfs/domain/flight-rules';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { fromMinor, roundMiles, toMinor } from '@dfs/domain/money';
import { orderChangeWindow } from '@dfs/domain/order-changes';
import { type OrderCodeGenerator, orderCodeFromBytes } from '@dfs/domain/order-code';
import { decide, type OrderActor, type OrderEvent, showsProofOfOrder } from '@dfs/domain/order-lifecycle';
import {
  OrderRequestStatus,
  PaymentOption,
  PaymentStatus,
  paymentOptionsFor,
} from '@dfs/domain/order-status';
import { isLanguage, type Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { BadRequest, Conflict, NotFound, RuleViolation, Unavailable } from '../../errors';
import { type Faults, noFaults } from '../../faults';
import { translatorFor } from '../../plugins/locale';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomersService } from '../customers/customers.service';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { MailService } from '../mail/mail.service';
import { mailFlightTime } from '../mail/mail-format';
import type { MasterDataService } from '../master-data/master-data.service';
import type { PaymentResultListener, PaymentsService } from '../payments/payments.service';
import type { PricingService } from '../pricing/pricing.service';
import { type OrderMailKind, orderMail } from './order-mail';
import { orderQrImages } from './order-qr';
import { assertNotPendingElsewhere } from './pending-cart';
import type { OrderItemRow, OrderRow, PreOrdersRepository } from './preorders.repository';
import { assertSectorLimit, checkTicketHoldsFlight, type TicketSectorLookup } from './ticket-check';

/** How long an unpaid card order keeps its stock before the sweeper releases it (CARD_HOLD_SECONDS). */
export const CARD_HOLD_MS = 30 * 60 * 1000;
const MAX_TRACKED_ORDERS = 20;

export interface PreOrderSettings {
  publicUrl: string;
  brandName: string;
  /** Signs view tokens (links that let a guest read their order). */
  secret: Uint8Array;
  /** How many open pre-orders one ticket may hold on one flight (PREORDERS_PER_TICKET_SECTOR). */
  openPreOrdersPerSector: number;
}

/** Who is asking: the signed-in customer, or a guest with the proof an order's links carry. */
export interface Requester {
  customerId?: number;
  visitorId?: string;
}

/**
 * The flight an on-board order is bought on, already checked against the ticket (the onboard module's
 * sectorOf): its goods come from that flight's stock and no 24 h cut-off applies.
 */
export interface OnBoardFlight {
  id: number;
  departureAt: Date;
}

/** The default order codes: random, from the operating system's generator. */
export const randomOrderCodes: OrderCodeGenerator = { next: () => orderCodeFromBytes(randomBytes(10)) };

/** An order line with its item's name. */
type NamedLine = OrderItemRow & { name: string };

const paymentOptionNames: Record<number, string> = {
  [PaymentOption.Card]: 'Card',
  [PaymentOption.CashOnBoard]: 'Cash On Board',
  [PaymentOption.Mile]: 'Mile',
};

/** A JSON text with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

function localDay(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

export function createPreOrdersService(deps: {
  repository: PreOrdersRepository;
  pricing: Pick<PricingService, 'quote' | 'resolvePromo' | 'consumePromo' | 'releasePromo'>;
  catalogue: Pick<
    CatalogueService,
    'itemDetails' | 'itemNames' | 'reserveStock' | 'releaseStock' | 'invalidate'
  >;
  /** DESIGN.md §3: other modules' tables are read only through their services. */
  customers: Pick<CustomersService, 'contactOf' | 'idsByEmail'>;
  masterData: Pick<MasterDataService, 'currencyCode' | 'airportTimeZone'>;
  /** The flights tickets hold (the onboard module's check, shared by both kinds of order). */
  tickets: TicketSectorLookup;
  loyalty: Pick<LoyaltyService, 'spend' | 'refund' | 'earn'>;
  mail: Pick<MailService, 'enqueue'>;
  payments: Pick<PaymentsService, 'begin' | 'settleCancelled' | 'reconcile' | 'ordersPendingAtBank'>;
  settings: PreOrderSettings;
  codes?: OrderCodeGenerator;
  now: () => Date;
  cardHoldMs?: number;
  faults?: Faults;
}) {
  const { repository, pricing, catalogue, customers, masterData, loyalty, mail, payments, settings, now } =
    deps;
  const ticketHoldsFlight = checkTicketHoldsFlight(deps.tickets);
  const codes = deps.codes ?? randomOrderCodes;
  const cardHoldMs = deps.cardHoldMs ?? CARD_HOLD_MS;
  const faults = deps.faults ?? noFaults;

  /**
   * An order transaction; it may move stock, so cached catalogue reads are dropped once it has
   * committed (or failed), when a fresh read sees the new stock.
   */
  async function transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    try {
      return await repository.transaction(work);
    } finally {
      catalogue.invalidate();
    }
  }
  const viewKey = createHmac('sha256', settings.secret).update('order-view-token').digest();

  const viewToken = (orderCode: string) =>
    createHmac('sha256', viewKey).update(orderCode).digest('base64url').slice(0, 32);

  function validViewToken(orderCode: string, token: string | undefined): boolean {
    if (!token) return false;
    const expected = Buffer.from(viewToken(orderCode));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const viewUrl = (orderCode: string) =>
    `/confirmation?order=${encodeURIComponent(orderCode)}&token=${encodeURIComponent(viewToken(orderCode))}`;
  const linkOf = (orderCode: string) => `${settings.publicUrl}${viewUrl(orderCode)}`;
  const qr = orderQrImages();

  /** Of flights with one number within a minute of `at`, the one departing closest to it. */
  function nearest<T extends { departureAt: Date }>(flights: T[], at: Date): T | undefined {
    const gap = (f: T) => Math.abs(f.departureAt.getTime() - at.getTime());
    return flights.reduce<T | undefined>((best, f) => (!best || gap(f) < gap(best) ? f : best), undefined);
  }

  /** The flight a pre-order is for: it must exist and be open for pre-orders (24 h to 30 days ahead). */
  async function findFlight(details: CollectingDetails) {
    const dateOnly = details.departureDate.length === 10;
    const at = dateOnly ? new Date(`${details.departureDate}T00:00:00Z`) : new Date(details.departureDate);
    if (Number.isNaN(at.getTime())) {
      throw new BadRequest(undefined, { DepartureDate: ['checkout.errors.departureDate'] });
    }
    const day = 24 * 60 * 60 * 1000;
    const from = dateOnly ? new Date(at.getTime() - day) : new Date(at.getTime() - 60_000);
    const to = dateOnly ? new Date(at.getTime() + 2 * day) : new Date(at.getTime() + 60_000);
    const candidates = await repository.flightsBetween(
      details.flightNumber,
      details.origin,
      details.destination,
      from,
      to,
    );
    const timeZone = dateOnly ? ((await masterData.airportTimeZone(details.origin)) ?? 'UTC') : 'UTC';
    const flight = dateOnly
      ? candidates.find((f) => localDay(f.departureAt, timeZone) === details.departureDate)
      : nearest(candidates, at);
    if (!flight) throw new RuleViolation('api.orders.flightNotFound');
    const ahead = flight.departureAt.getTime() - now().getTime();
    if (ahead <= PREORDER_CUTOFF_MS) throw new RuleViolation('api.orders.cutoffPassed');
    if (ahead > PREORDER_HORIZON_MS) throw new RuleViolation('api.orders.beyondHorizon');
    return flight;
  }

  /** Reads that may run inside a transaction take it: PGlite has one connection, so a second would wait forever. */
  const currencyCode = (currencyId: number, tx?: Db) => masterData.currencyCode(currencyId, tx);

  /** Order lines with their item names (the catalogue owns the names). */
  async function namedLines(orderIds: readonly number[], tx?: Db): Promise<NamedLine[]> {
    const lines = await repository.itemsOf(orderIds, tx);
    const names = await catalogue.itemNames(
      lines.map((l) => l.itemId),
      tx,
    );
    return lines.map((l) => ({ ...l, name: names.get(l.itemId) ?? '' }));
  }

  /** Whether the traveller may still cancel or change the order, and until when (DESIGN.md §7). */
  function changeWindow(order: Pick<OrderRow, 'kind' | 'departureDate' | 'orderRequestStatus'>) {
    return orderChangeWindow(
      {
        kind: order.kind,
        status: order.orderRequestStatus,
        departure: order.departureDate ?? new Date(0),
      },
      now(),
    );
  }

  /** Refuses a cancel or change outside the window, saying why. */
  function assertChangeable(
    order: OrderRow,
    whenFinished: 'api.orders.notCancellable' | 'api.orders.notChangeable',
  ) {
    const window = changeWindow(order);
    if (window.open) return;
    if (window.reason === 'finished') throw new Conflict(whenFinished);
    throw new RuleViolation(window.reason === 'departed' ? 'api.orders.departed' : 'api.orders.cutoffPassed');
  }

  /** The departure airport's zone (DESIGN.md §14); flight times on the wire carry its offset. */
  const zoneOf = async (airportCode: string | null, tx?: Db) =>
    (airportCode ? await masterData.airportTimeZone(airportCode, tx) : undefined) ?? 'UTC';

  function toOrder(order: OrderRow, lines: NamedLine[], currency: string, timeZone: string): Order {
    const departure = order.departureDate ?? new Date(0);
    const window = changeWindow(order);
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
      seatNumber: order.seatNumber ?? '',
      pickFrom: order.pickFrom ?? '',
      ReasonOfCancellation: order.reasonOfCancellation,
      currency,
      total: fromMinor(order.totalMinor),
      totalMiles: roundMiles(order.totalMiles),
      transactionDate: order.createdAt.toISOString(),
      cutoffAt: toIsoWithOffset(window.closesAt, timeZone),
      canChange: window.open,
      kind: order.kind,
    };
  }

  async function customerNameOf(order: OrderRow, tx?: Db): Promise<{ name: string; email: string }> {
    if (order.customerId) {
      const customer = await customers.contactOf(order.customerId, tx);
      if (customer) return { name: `${customer.firstName} ${customer.lastName}`, email: customer.email };
    }
    return {
      name: `${order.guestFirstName ?? ''} ${order.guestLastName ?? ''}`.trim(),
      email: order.guestEmail ?? '',
    };
  }

  function summaryOf(order: Order, source: OrderRow, customerName: string): OrderSummary {
    return {
      orderCode: order.orderCode,
      transactionDate: order.transactionDate,
      customerName,
      paymentOption: paymentOptionNames[order.paymentOption] ?? String(order.paymentOption),
      currency: order.currency,
      orderItemRes: order.orderItemRes,
      subtotal: fromMinor(source.subtotalMinor),
      discount: fromMinor(source.discountMinor),
      total: order.total,
      totalMiles: order.totalMiles,
      milesForAccrual: roundMiles(source.milesForAccrual),
    };
  }

  async function view(order: OrderRow, tx?: Db): Promise<OrderView> {
    const lines = await namedLines([order.id], tx);
    const base = toOrder(
      order,
      lines,
      await currencyCode(order.currencyId, tx),
      await zoneOf(order.origin, tx),
    );
    const { name } = await customerNameOf(order, tx);
    return {
      ...base,
      summary: summaryOf(base, order, name),
      // A cancelled, failed or refunded order is no proof of anything: it carries no QR code.
      ...(showsProof(order) ? { qrCode: await qr.svg(linkOf(order.orderCode)) } : {}),
      viewToken: viewToken(order.orderCode),
    };
  }

  const showsProof = (order: Pick<OrderRow, 'orderRequestStatus' | 'paymentStatus'>) =>
    showsProofOfOrder(order.orderRequestStatus, order.paymentStatus);

  /**
   * An order e-mail (written to the outbox in the caller's transaction), in the language the order
   * was placed in; a confirmation carries the QR proof of order, no other e-mail does.
   */
  async function enqueueOrderMail(
    tx: Db,
    kind: OrderMailKind,
    order: OrderRow,
    options: { shown?: OrderView; reason?: number | null } = {},
  ) {
    const language = isLanguage(order.locale) ? order.locale : 'en';
    const t = translatorFor(language);
    const { email } = await customerNameOf(order, tx);
    if (!email) return;
    const shown = options.shown ?? (await view(order, tx));
    const link = linkOf(order.orderCode);
    const message = orderMail(kind, { t, language, brand: settings.brandName, link, to: email }, shown, {
      ...(kind === 'confirmation' && showsProof(order) ? { qrPng: await qr.png(link) } : {}),
      ...(options.reason ? { reason: t(`orders.reason.${options.reason}`) } : {}),
    });
    await mail.enqueue(tx, `order-${kind}`, message);
  }

  const enqueueConfirmation = (tx: Db, order: OrderRow, shown?: OrderView) =>
    enqueueOrderMail(tx, 'confirmation', order, shown ? { shown } : {});

  /** Puts an order's goods (and promo use) back; called once, on the move out of a stock-holding state. */
  async function releaseHolds(tx: Db, order: OrderRow) {
    const lines = await namedLines([order.id], tx);
    // An on-board order's goods go back on the flight they were taken from.
    await catalogue.releaseStock(
      tx,
      lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      order.kind === 'onboard' ? (order.flightId ?? undefined) : undefined,
    );
    if (order.promoCode) await pricing.releasePromo(tx, order.promoCode);
  }

  /** Asks the lifecycle (DESIGN.md §10) whether `event` may happen to the order now. */
  function move(order: OrderRow, event: OrderEvent, actor: OrderActor) {
    const decision = decide(
      { status: order.orderRequestStatus, payment: order.paymentStatus, option: order.paymentOption },
      event,
      actor,
    );
    if (!decision.ok) throw new Conflict('api.orders.wrongState');
    return decision;
  }

  /** Loads an order the requester may act on; anything else is a 404 (never a hint it exists). */
  async function owned(order: OrderRow | undefined, requester: Requester, token?: string, email?: string) {
    if (!order) throw new NotFound('api.orders.notFound');
    if (requester.customerId !== undefined && order.customerId === requester.customerId) return order;
    if (validViewToken(order.orderCode, token)) return order;
    if (email && order.guestEmail && order.guestEmail.toLowerCase() === email.toLowerCase()) return order;
    throw new NotFound('api.orders.notFound');
  }

  const listener: PaymentResultListener = {
    async lockOrder(tx, orderId) {
      await repository.lockOrder(tx, orderId);
    },
    async paid(tx, orderId) {
      const order = await repository.lockOrder(tx, orderId);
      if (!order || order.orderRequestStatus !== OrderRequestStatus.PendingPayment) return false;
      await repository.updateOrder(tx, orderId, {
        orderRequestStatus: OrderRequestStatus.Confirmed,
        paymentStatus: PaymentStatus.Paid,
        holdExpiresAt: null,
      });
      if (order.customerId && order.milesForAccrual > 0) {
        const customer = await customers.contactOf(order.customerId, tx);
        if (customer?.loyaltyMemberId) {
          await loyalty.earn(tx, customer.loyaltyMemberId, order.milesForAccrual, orderId);
        }
      }
      await enqueueConfirmation(tx, {
        ...order,
        orderRequestStatus: OrderRequestStatus.Confirmed,
        paymentStatus: PaymentStatus.Paid,
      });
      return true;
    },
    async notPaid(tx, orderId, outcome) {
      const order = await repository.lockOrder(tx, orderId);
      if (!order || order.orderRequestStatus !== OrderRequestStatus.PendingPayment) return;
      const to = move(order, outcome === 'cancelled' ? 'paymentCancelled' : 'paymentFailed', 'gateway').state
        .status;
      await releaseHolds(tx, order);
      const paymentStatus = outcome === 'cancelled' ? PaymentStatus.Unpaid : PaymentStatus.Failed;
      await repository.updateOrder(tx, orderId, {
        orderRequestStatus: to,
        paymentStatus,
        holdExpiresAt: null,
      });
      // The traveller who cancelled on the gateway's page knows; a refused payment is e-mailed.
      if (outcome !== 'cancelled') {
        await enqueueOrderMail(tx, 'paymentFailed', { ...order, orderRequestStatus: to, paymentStatus });
      }
    },
  };

  function returnUrls(orderCode: string) {
    const q = `order=${encodeURIComponent(orderCode)}`;
    return {
      succeeded: viewUrl(orderCode),
      failed: `/payment-failure?${q}`,
      cancelled: `/payment-cancel?${q}`,
      // The pending page checks the order again for a guest too: it carries the view token.
      pending: `/payment-pending?${q}&token=${encodeURIComponent(viewToken(orderCode))}`,
      error: `/payment-error?${q}`,
    };
  }

  /**
   * A card order whose payment could not be started (the gateway failed or did not answer) is kept,
   * awaiting payment with its stock held; the traveller is told so, and a replay tells them again.
   */
  function paymentStarted(response: CreatePreOrderResponse): CreatePreOrderResponse {
    if (response.orderRequestStatus === OrderRequestStatus.PendingPayment && !response.paymentRedirectUrl) {
      throw new Unavailable('api.orders.paymentUnavailable', { code: response.orderCode });
    }
    return response;
  }

  /** What the gateway's page says is paid for: a pre-order or an on-board order, never one for the other. */
  const paymentDescriptionKey = (kind: OrderRow['kind']) =>
    kind === 'onboard' ? 'api.orders.paymentDescriptionOnboard' : 'api.orders.paymentDescription';

  /** Refuses the same cart while a card payment for it waits on the bank (guests by their e-mail). */
  async function assertNotPaidTwice(tx: Db, request: CreatePreOrderRequest, customerId: number | undefined) {
    const buyer = customerId ? { customerId } : { guestEmail: request.guest!.email };
    const awaiting = await repository.awaitingPayment(tx, buyer, now());
    const atBank = new Set(
      await payments.ordersPendingAtBank(
        tx,
        awaiting.map((o) => o.id),
      ),
    );
    const pending = awaiting.filter((o) => atBank.has(o.id));
    if (pending.length === 0) return;
    const lines = await namedLines(
      pending.map((o) => o.id),
      tx,
    );
    assertNotPendingElsewhere(
      request.items,
      pending.map((o) => ({
        orderCode: o.orderCode,
        lines: lines.filter((l) => l.orderId === o.id && !l.isFree),
      })),
    );
  }

  /** The one way an order is placed: a pre-order, or with onBoardFlight an on-board order on that flight. */
  async function place(
    request: CreatePreOrderRequest,
    requester: Requester,
    idempotencyKey: string | undefined,
    language: Language,
    onBoardFlight?: OnBoardFlight,
  ): Promise<CreatePreOrderResponse> {
    const customer = requester.customerId ? await customers.contactOf(requester.customerId) : undefined;
    if (requester.customerId && !customer) throw new NotFound();
    if (!customer && !request.guest) {
      throw new BadRequest(undefined, { Guest: ['checkout.errors.guestRequired'] });
    }
    const allowed = paymentOptionsFor({ milesMember: Boolean(customer?.loyaltyMemberId) });
    if (!allowed.includes(request.paymentOption))
      throw new RuleViolation('api.orders.paymentOptionNotAllowed');

    const kind = onBoardFlight ? 'onboard' : 'preorder';
    const scope = customer
      ? `${kind}:customer:${customer.id}`
      : `${kind}:guest:${requester.visitorId ?? request.guest!.email.toLowerCase()}`;
    const requestHash = createHash('sha256').update(canonical(request)).digest('hex');

    const flight = onBoardFlight ?? (await findFlight(request));
    // The on-board module has checked its order's ticket already; a pre-order's is checked here.
    if (!onBoardFlight) await ticketHoldsFlight(request, flight.id);
    // On board, the quote's stock is the flight's: a line the flight does not carry is out of stock.
    const quote = await pricing.quote({
      items: request.items,
      currencyId: request.currencyId,
      ...(onBoardFlight ? { flightId: onBoardFlight.id } : {}),
      ...(request.promoCode ? { promoCode: request.promoCode } : {}),
    });
    const limit = quote.problems.find((p) => p.kind === 'maxOrder');
    if (limit && limit.kind === 'maxOrder') {
      throw new RuleViolation('api.orders.maxOrder', { limit: limit.limit });
    }
    if (quote.problems.some((p) => p.kind === 'outOfStock')) throw new Conflict('api.orders.outOfStock');
    if (request.paymentOption === PaymentOption.Mile && quote.totalMiles === null) {
      throw new RuleViolation('api.orders.notPayableInMiles');
    }
    const promo = request.promoCode
      ? await pricing.resolvePromo(request.promoCode, request.currencyId)
      : null;
    // Miles accrue when the order is paid: by card on the gateway's callback. Orders paid in miles earn
    // none, and cash is paid at hand-over, which this shop does not record, so they carry none either.
    let milesForAccrual = 0;
    if (request.paymentOption === PaymentOption.Card) {
      const products = await catalogue.itemDetails(
        request.items.map((l) => l.itemId),
        request.currencyId,
      );
      const accrualOf = new Map(products.map((p) => [p.id, p.milesForAccrual ?? 0] as const));
      milesForAccrual = roundMiles(
        request.items.reduce((sum, l) => sum + (accrualOf.get(l.itemId) ?? 0) * l.quantity, 0),
      );
    }
    const subtotalMinor = toMinor(quote.subtotal);
    const totalMinor = toMinor(quote.total);
    // Miles are charged only when the order is paid in miles; other orders carry none.
    const paidInMiles = request.paymentOption === PaymentOption.Mile;
    const totalMiles = paidInMiles ? (quote.totalMiles ?? 0) : 0;

    // The order's code and its QR images are drawn before the transaction opens (a clash with an
    // existing code, which is rare, draws another inside).
    const firstCode = codes.next();
    await Promise.all([
      qr.svg(linkOf(firstCode)),
      ...(request.paymentOption === PaymentOption.Card ? [] : [qr.png(linkOf(firstCode))]),
    ]);

    return transaction(async (tx) => {
      if (idempotencyKey) {
        const claim = await repository.claimIdempotencyKey(tx, scope, idempotencyKey, requestHash);
        if (!claim.claimed) {
          if (claim.existing?.requestHash !== requestHash || !claim.existing.responseBody) {
            throw new Conflict('api.orders.idempotencyMismatch');
          }
          return claim.existing.responseBody as CreatePreOrderResponse;
        }
      }
      await assertNotPaidTwice(tx, request, customer?.id);
      if (!onBoardFlight) {
        const open = await repository.openPreOrdersOnSector(tx, request.ticketNumber, flight.id);
        assertSectorLimit(open, settings.openPreOrdersPerSector);
      }
      if (promo && !(await pricing.consumePromo(tx, promo.priceListId))) {
        throw new RuleViolation('api.errors.invalidPromoCode');
      }
      const isCard = request.paymentOption === PaymentOption.Card;
      let order: OrderRow | undefined;
      for (let attempt = 0; !order && attempt < 5; attempt++) {
        order = await repository.insertOrder(tx, {
          orderCode: attempt === 0 ? firstCode : codes.next(),
          kind,
          customerId: customer?.id ?? null,
          guestFirstName: customer ? null : request.guest!.firstName,
          guestLastName: customer ? null : request.guest!.lastName,
          guestEmail: customer ? null : request.guest!.email,
          guestMobile: customer ? null : request.guest!.mobileNumber,
          currencyId: request.currencyId,
          paymentOption: request.paymentOption,
          paymentStatus:
            request.paymentOption === PaymentOption.Mile ? PaymentStatus.Paid : PaymentStatus.Unpaid,
          orderRequestStatus: isCard ? OrderRequestStatus.PendingPayment : OrderRequestStatus.Confirmed,
          promoCode: quote.promoCode,
          pickFrom: request.pickFrom,
          origin: request.origin,
          destination: request.destination,
          flightId: flight.id,
          flightNumber: request.flightNumber,
          departureDate: flight.departureAt,
          ticketNumber: request.ticketNumber,
          seatNumber: request.seatNumber,
          subtotalMinor,
          discountMinor: subtotalMinor - totalMinor,
          totalMinor,
          totalMiles,
          milesForAccrual,
          locale: language,
          holdExpiresAt: isCard ? new Date(now().getTime() + cardHoldMs) : null,
        });
      }
      if (!order) throw new Error('no free order code after 5 draws');

      await repository.insertItems(tx, [
        ...quote.lines.map((l) => ({
          orderId: order.id,
          itemId: l.itemId,
          quantity: l.quantity,
          unitPriceMinor: toMinor(l.unitPrice),
          totalPriceMinor: toMinor(l.lineTotal),
          totalMiles: paidInMiles ? (l.totalPriceForRedemptionInMiles ?? 0) : 0,
          isFree: false,
          priceListId: l.priceListId,
        })),
        ...quote.freeLines.map((l) => ({
          orderId: order.id,
          itemId: l.itemId,
          quantity: l.quantity,
          unitPriceMinor: 0,
          totalPriceMinor: 0,
          totalMiles: 0,
          isFree: true,
          priceListId: null,
        })),
      ]);
      await faults.checkpoint('checkout.order-inserted');

      const shown = await view(order, tx);
      let paymentRedirectUrl: string | undefined;
      if (request.paymentOption === PaymentOption.Mile) {
        const spent = await loyalty.spend(tx, customer!.loyaltyMemberId!, totalMiles, order.id);
        if (!spent.ok) throw new RuleViolation('api.orders.insufficientMiles');
      }
      if (isCard) {
        paymentRedirectUrl = await payments.begin(tx, {
          orderId: order.id,
          description: translatorFor(language)(paymentDescriptionKey(order.kind), {
            code: order.orderCode,
            brand: settings.brandName,
          }),
          amountMinor: totalMinor,
          currency: quote.currency,
          returnUrls: returnUrls(order.orderCode),
          language,
        });
      } else {
        await enqueueConfirmation(tx, order, shown);
      }
      const response: CreatePreOrderResponse = {
        id: order.id,
        orderCode: order.orderCode,
        paymentStatus: order.paymentStatus,
        orderRequestStatus: order.orderRequestStatus,
        ...(paymentRedirectUrl ? { paymentRedirectUrl } : {}),
        summary: shown.summary,
        viewToken: viewToken(order.orderCode),
      };
      if (idempotencyKey) await repository.saveIdempotentResponse(tx, scope, idempotencyKey, 200, response);
      // Stock is taken last: its row lock is held only until the commit, so buyers of one popular item
      // queue for the shortest time. Running short rolls back everything above.
      const reserved = [
        ...quote.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
        ...quote.freeLines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
      ];
      const merged = new Map<number, number>();
      for (const l of reserved) merged.set(l.itemId, (merged.get(l.itemId) ?? 0) + l.quantity);
      const short = await catalogue.reserveStock(
        tx,
        [...merged].map(([itemId, quantity]) => ({ itemId, quantity })),
        onBoardFlight?.id,
      );
      if (short !== null) throw new Conflict('api.orders.outOfStock');
      await faults.checkpoint('checkout.stock-reserved');
      return response;
    });
  }

  return {
    listener,
    viewToken,

    /**
     * Places a pre-order (DESIGN.md §5): reprices on the server, checks the flight, the limits and the
     * payment option, reserves stock and writes the order in one transaction. With an Idempotency-Key
     * a replay answers the first reply and the same key with another body is a 409.
     */
    create(
      request: CreatePreOrderRequest,
      requester: Requester,
      idempotencyKey: string | undefined,
      language: Language,
    ): Promise<CreatePreOrderResponse> {
      return place(request, requester, idempotencyKey, language).then(paymentStarted);
    },

    /**
     * Places an on-board order the same way (one way to place an order), priced and stocked from the
     * flight it is bought on. The caller has checked that the ticket holds a seat on that flight.
     */
    createOnBoard(
      request: CreatePreOrderRequest,
      flight: OnBoardFlight,
      requester: Requester,
      idempotencyKey: string | undefined,
      language: Language,
    ): Promise<CreatePreOrderResponse> {
      return place(request, requester, idempotencyKey, language, flight).then(paymentStarted);
    },

    async myOrders(customerId: number, page: number, pageSize: number): Promise<MyOrdersResponse> {
      const { rows, total } = await repository.pageOfCustomer(customerId, pageSize, (page - 1) * pageSize);
      // One look-up per currency on the page, not one per order.
      const currencyIds = [...new Set(rows.map((r) => r.currencyId))];
      const [lines, codes] = await Promise.all([
        namedLines(rows.map((r) => r.id)),
        Promise.all(currencyIds.map((id) => currencyCode(id))),
      ]);
      const codeOf = new Map(currencyIds.map((id, i) => [id, codes[i]!] as const));
      const origins = [...new Set(rows.map((r) => r.origin))];
      const zones = await Promise.all(origins.map((code) => zoneOf(code)));
      const zoneOfOrigin = new Map(origins.map((code, i) => [code, zones[i]!] as const));
      const orders: Order[] = rows.map((row) =>
        toOrder(
          row,
          lines.filter((l) => l.orderId === row.id),
          codeOf.get(row.currencyId)!,
          zoneOfOrigin.get(row.origin)!,
        ),
      );
      return { orders, page, pageSize, total };
    },

    async myOrderById(customerId: number, id: number): Promise<OrderView> {
      const order = await repository.orderById(id);
      return view(await owned(order, { customerId }));
    },

    async orderByCode(
      code: string,
      requester: Requester,
      token?: string,
      email?: string,
    ): Promise<OrderView> {
      return view(await owned(await repository.orderByCode(code), requester, token, email));
    },

    /** Cancels until the cut-off: restocks, refunds miles, voids or refunds a card payment (DESIGN.md §7). */
    async cancel(request: CancelPreOrderRequest, requester: Requester): Promise<OrderView> {
      const found = await owned(await repository.orderById(request.id), requester, request.viewToken);
      return transaction(async (tx) => {
        const order = (await repository.lockOrder(tx, found.id))!;
        assertChangeable(order, 'api.orders.notCancellable');
        move(order, 'cancel', requester.customerId === order.customerId ? 'customer' : 'guest');
        await releaseHolds(tx, order);
        await faults.checkpoint('cancel.stock-released');
        let paymentStatus = order.paymentStatus;
        const memberId = order.customerId
          ? (await customers.contactOf(order.customerId, tx))?.loyaltyMemberId
          : undefined;
        if (order.paymentOption === PaymentOption.Mile && memberId && order.totalMiles > 0) {
          await loyalty.refund(tx, memberId, order.totalMiles, order.id);
          paymentStatus = PaymentStatus.Refunded;
        }
        if (order.paymentOption === PaymentOption.Card) {
          const settled = await payments.settleCancelled(tx, order.id);
          await faults.checkpoint('cancel.refunded');
          if (settled === 'refunded') paymentStatus = PaymentStatus.Refunded;
          // Miles earned on the paid order are taken back with it.
          if (order.paymentStatus === PaymentStatus.Paid && memberId && order.milesForAccrual > 0) {
            await loyalty.spend(tx, memberId, order.milesForAccrual, order.id);
          }
        }
        await repository.updateOrder(tx, order.id, {
          orderRequestStatus: OrderRequestStatus.Cancelled,
          reasonOfCancellation: request.ReasonOfCancellation,
          paymentStatus,
          holdExpiresAt: null,
        });
        const cancelled: OrderRow = {
          ...order,
          orderRequestStatus: OrderRequestStatus.Cancelled,
          reasonOfCancellation: request.ReasonOfCancellation,
          paymentStatus,
        };
        const shown = await view(cancelled, tx);
        await enqueueOrderMail(tx, 'cancellation', cancelled, {
          shown,
          reason: request.ReasonOfCancellation,
        });
        if (paymentStatus === PaymentStatus.Refunded)
          await enqueueOrderMail(tx, 'refund', cancelled, { shown });
        return shown;
      });
    },

    /** Changes the collecting details until the cut-off (spec §7); the items cannot change. */
    async update(request: UpdatePreOrderRequest, requester: Requester): Promise<OrderView> {
      const found = await owned(await repository.orderById(request.id), requester, request.viewToken);
      // An on-board order belongs to the flight it was bought on: there is nothing to change.
      if (found.kind === 'onboard') throw new RuleViolation('api.onboard.orderFixed');
      const flight = await findFlight(request);
      await ticketHoldsFlight(request, flight.id);
      return transaction(async (tx) => {
        const order = (await repository.lockOrder(tx, found.id))!;
        assertChangeable(order, 'api.orders.notChangeable');
        if (request.orderItemRequet) {
          const current = (await namedLines([order.id], tx)).filter((l) => !l.isFree);
          const key = (lines: { itemId: number; quantity: number }[]) =>
            lines
              .map((l) => `${l.itemId}x${l.quantity}`)
              .sort()
              .join(',');
          if (key(current) !== key(request.orderItemRequet)) throw new RuleViolation('api.orders.itemsFixed');
        }
        const changes = {
          pickFrom: request.pickFrom,
          origin: request.origin,
          destination: request.destination,
          flightId: flight.id,
          flightNumber: request.flightNumber,
          departureDate: flight.departureAt,
          ticketNumber: request.ticketNumber,
          seatNumber: request.seatNumber,
        };
        await repository.updateOrder(tx, order.id, changes);
        const changed = { ...order, ...changes };
        const shown = await view(changed, tx);
        await enqueueOrderMail(tx, 'change', changed, { shown });
        return shown;
      });
    },

    /** Order tracking: e-mails an address its pre-orders with links to view them. */
    async submitToMail(email: string, language: Language): Promise<SubmitToMailResponse> {
      const t = translatorFor(language);
      const customerIds = await customers.idsByEmail(email);
      const found = await repository.ordersOfEmail(email, customerIds, MAX_TRACKED_ORDERS);
      if (found.length === 0) return { message: t('api.orders.noOrdersForEmail'), sent: false };
      const zones = await Promise.all(found.map((o) => zoneOf(o.origin)));
      const lines = found.map((o, i) =>
        t('api.orders.trackingLine', {
          code: o.orderCode,
          flightNumber: o.flightNumber ?? '',
          departure: o.departureDate
            ? mailFlightTime(toIsoWithOffset(o.departureDate, zones[i]!), o.origin ?? '', language)
            : '',
          status: t(`orders.status.${o.orderRequestStatus}`),
          link: `${settings.publicUrl}${viewUrl(o.orderCode)}`,
        }),
      );
      await transaction((tx) =>
        mail.enqueue(tx, 'order-tracking', {
          to: email,
          subject: t('api.orders.trackingSubject', { brand: settings.brandName }),
          text: [t('api.orders.trackingIntro'), '', ...lines].join('\n'),
        }),
      );
      return { message: t('api.orders.trackingSent'), sent: true };
    },

    /** Starts the card payment of an unpaid card order again (its hold is renewed). */
    async restartCardPayment(
      orderCode: string,
      requester: Requester,
      token: string | undefined,
      language: Language,
    ) {
      const found = await owned(await repository.orderByCode(orderCode), requester, token);
      return transaction(async (tx) => {
        const order = (await repository.lockOrder(tx, found.id))!;
        if (
          order.paymentOption !== PaymentOption.Card ||
          order.orderRequestStatus !== OrderRequestStatus.PendingPayment
        ) {
          throw new Conflict('api.orders.notAwaitingPayment');
        }
        assertChangeable(order, 'api.orders.notChangeable');
        await repository.updateOrder(tx, order.id, {
          holdExpiresAt: new Date(now().getTime() + cardHoldMs),
        });
        const paymentRedirectUrl = await payments.begin(tx, {
          orderId: order.id,
          description: translatorFor(language)(paymentDescriptionKey(order.kind), {
            code: order.orderCode,
            brand: settings.brandName,
          }),
          amountMinor: order.totalMinor,
          currency: await currencyCode(order.currencyId, tx),
          returnUrls: returnUrls(order.orderCode),
          language,
        });
        if (!paymentRedirectUrl)
          throw new Unavailable('api.orders.paymentUnavailable', { code: order.orderCode });
        return { paymentRedirectUrl };
      });
    },

    /**
     * Settles unpaid card orders whose hold ran out: the gateway is asked first (their success callback
     * may have been lost), so a captured payment confirms the order; the others are cancelled and their
     * stock, promo use and payment released. Returns how many it settled; an order whose gateway does
     * not answer is left for the next sweep.
     */
    async sweepExpiredHolds(): Promise<number> {
      const at = now();
      const due = await repository.expiredHolds(at, [OrderRequestStatus.PendingPayment], 100);
      let swept = 0;
      let failure: unknown;
      for (const { id } of due) {
        const done = await transaction(async (tx) => {
          const order = await repository.lockOrder(tx, id);
          if (
            !order ||
            order.orderRequestStatus !== OrderRequestStatus.PendingPayment ||
            !order.holdExpiresAt ||
            order.holdExpiresAt.getTime() >= at.getTime()
          ) {
            return false;
          }
          if ((await payments.reconcile(tx, order.id)) === 'paid') return listener.paid(tx, order.id);
          move(order, 'holdExpired', 'clock');
          await releaseHolds(tx, order);
          await payments.settleCancelled(tx, order.id);
          await repository.updateOrder(tx, order.id, {
            orderRequestStatus: OrderRequestStatus.Cancelled,
            holdExpiresAt: null,
          });
          return true;
        }).catch((error: unknown) => {
          failure ??= error;
          return false;
        });
        if (done) swept++;
      }
      if (failure) throw failure;
      return swept;
    },
  };
}

export type PreOrdersService = ReturnType<typeof createPreOrdersService>;
