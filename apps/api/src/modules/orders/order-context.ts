import { randomBytes } from 'node:crypto';
import type { OrderEventType } from '@dfs/contract/webhooks';
import { orderQuantityLimit } from '@dfs/domain/cart-limits';
import type { FlightStatus } from '@dfs/domain/flight-status';
import type { ChangesClosedReason } from '@dfs/domain/order-changes';
import { type OrderCodeGenerator, orderCodeFromBytes } from '@dfs/domain/order-code';
import { decide, type OrderActor, type OrderEvent } from '@dfs/domain/order-lifecycle';
import type { OrderRequestStatus, PaymentStatus } from '@dfs/domain/order-status';
import type { Language } from '@dfs/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { Conflict, NotFound, RuleViolation } from '../../errors';
import { type Faults, noFaults } from '../../faults';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CustomersService } from '../customers/customers.service';
import type { FlightsService } from '../flights/flights.service';
import type { LoyaltyService } from '../loyalty/loyalty.service';
import type { MailService } from '../mail/mail.service';
import type { MasterDataService } from '../master-data/master-data.service';
import type { Outbox } from '../outbox/outbox.service';
import type { PaymentsService } from '../payments/payments.service';
import type { PricingService } from '../pricing/pricing.service';
import type { StaffService } from '../staff/staff.service';
import { flightFinder } from './find-flight';
import type { HandOversRepository } from './hand-overs.repository';
import type { OrderCareRepository } from './order-care.repository';
import { orderLinks } from './order-links';
import { orderMails } from './order-mails';
import { orderProofs } from './order-proof';
import { orderQrImages } from './order-qr';
import { orderViews } from './order-views';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { checkTicketHoldsFlight, type TicketSectorLookup } from './ticket-check';
import { ticketLimitsChecker } from './ticket-limits';

/** How long an unpaid card order keeps its stock before the sweeper releases it (CARD_HOLD_SECONDS). */
export const CARD_HOLD_MS = 30 * 60 * 1000;

/** What a traveller is told when a cancel or change comes too late. */
const closedMessages: Record<Exclude<ChangesClosedReason, 'finished'>, string> = {
  cutoffPassed: 'api.orders.cutoffPassed',
  departed: 'api.orders.departed',
  flightCancelled: 'api.orders.flightCancelled',
};

/** The default order codes: random, from the operating system's generator. */
export const randomOrderCodes: OrderCodeGenerator = { next: () => orderCodeFromBytes(randomBytes(10)) };

export interface OrderSettings {
  publicUrl: string;
  brandName: string;
  /** Signs view tokens (links that let a guest read their order). */
  secret: Uint8Array;
  /** How many open pre-orders one ticket may hold on one flight (PREORDERS_PER_TICKET_SECTOR). */
  openPreOrdersPerSector: number;
  /** One ticket's open pre-orders on a flight hold at most this many times an item's order limit. */
  ticketItemLimitFactor: number;
  /** A guest's cash-on-board order above this (USD minor units) needs a card or an account. */
  guestCashOnBoardMaxUsdMinor: number;
  /** Signs proofs of order (Ed25519 PKCS#8 PEM). */
  proofSigningKey: string;
}

/** Who is asking: the signed-in customer, or a guest with the proof an order's links carry. */
export interface Requester {
  customerId?: number;
  visitorId?: string;
  /** The partner whose client places the order (its channel); absent for the storefront. */
  partnerId?: number;
  /** The page's language: order lines carry the catalogue's names in it. */
  language?: Language;
}

/** What the orders module is given (one deps object; DESIGN.md §3: other modules only by service). */
export interface OrdersDeps {
  repository: OrdersRepository;
  /** The crew's hand-overs and orders by flight. */
  handOvers: HandOversRepository;
  /** Customer care's reads and every order's history of state changes. */
  care: OrderCareRepository;
  pricing: Pick<PricingService, 'quoteMinor' | 'resolvePromo' | 'consumePromo' | 'releasePromo'>;
  catalogue: Pick<
    CatalogueService,
    'itemDetails' | 'itemNames' | 'reserveStock' | 'releaseStock' | 'stockChanged'
  >;
  customers: Pick<CustomersService, 'contactOf' | 'idsByEmail'>;
  /** Names the crew who recorded flagged hand-overs. */
  staff: Pick<StaffService, 'displayNames'>;
  masterData: Pick<MasterDataService, 'currencyCode' | 'currencyRate' | 'airportTimeZone'>;
  /** The flight schedule: the flight a pre-order is for. */
  flights: Pick<
    FlightsService,
    | 'flightsBetween'
    | 'flightById'
    | 'flightsDeparting'
    | 'preOrderWindow'
    | 'statuses'
    | 'cancelledBefore'
    | 'sectorsOfTicket'
  >;
  /** The flights tickets hold (the onboard module's check, shared by both kinds of order). */
  tickets: TicketSectorLookup;
  loyalty: Pick<LoyaltyService, 'spend' | 'refund' | 'earn'>;
  mail: Pick<MailService, 'enqueue'>;
  payments: Pick<
    PaymentsService,
    | 'open'
    | 'abandon'
    | 'record'
    | 'ordersPendingAtBank'
    | 'askGateway'
    | 'markCaptured'
    | 'settleBeforeCancel'
    | 'closeSettled'
    | 'refundUnwanted'
  >;
  outbox: Pick<Outbox, 'on' | 'publish' | 'transaction'>;
  /** Where order events go (the webhooks module); recorded in the change's transaction. */
  orderEvents?: { record(tx: Db, type: OrderEventType, order: OrderRow): Promise<void> };
  settings: OrderSettings;
  codes?: OrderCodeGenerator;
  now: () => Date;
  cardHoldMs?: number;
  /** How long after a flight's cancellation its untouched orders are refunded. */
  disruptionRefundMs?: number;
  /** A care refund above this (USD minor units) waits for a second staff member; default USD 500. */
  refundSecondApprovalAboveUsdMinor?: number;
  faults?: Faults;
  /** Where failed compensations are reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** One state change of an order, as its history records it (decision record 032). */
export interface OrderChange {
  /** `placed`, a lifecycle event, or a step of a refund waiting for a second staff member. */
  event: OrderEvent | 'placed' | 'refundRequested' | 'refundApproved' | 'refundRejected';
  actor: OrderActor;
  from: OrderRequestStatus | null;
  to: OrderRequestStatus;
  payment: PaymentStatus;
  staffId?: number;
  note?: string;
  requestId?: string;
}

/** The shared parts every order workflow uses. */
export function orderContext(deps: OrdersDeps) {
  const links = orderLinks(deps.settings);
  const qr = orderQrImages();
  const proofs = orderProofs(deps.settings.proofSigningKey);
  const views = orderViews({ ...deps, links, qr, proofs });
  const mails = orderMails({ ...deps, links, qr, views });

  /** Loads an order the requester may act on; anything else is a 404 (never a hint it exists). */
  function owned(order: OrderRow | undefined, requester: Requester, token?: string) {
    if (!order) throw new NotFound('api.orders.notFound');
    if (requester.customerId !== undefined && order.customerId === requester.customerId) return order;
    if (links.validViewToken(order.orderCode, token)) return order;
    throw new NotFound('api.orders.notFound');
  }

  return {
    ...deps,
    codes: deps.codes ?? randomOrderCodes,
    cardHoldMs: deps.cardHoldMs ?? CARD_HOLD_MS,
    faults: deps.faults ?? noFaults,
    links,
    qr,
    proofs,
    views,
    mails,
    owned,
    /** Records an order event for partner channels' webhooks, in the change's transaction. */
    orderEvent: (tx: Db, type: OrderEventType, order: OrderRow) =>
      deps.orderEvents ? deps.orderEvents.record(tx, type, order) : Promise.resolve(),
    ticketHoldsFlight: checkTicketHoldsFlight(deps.tickets),
    assertTicketLimits: ticketLimitsChecker({
      repository: deps.repository,
      catalogue: deps.catalogue,
      perSector: () => deps.settings.openPreOrdersPerSector,
      itemLimitFactor: () => deps.settings.ticketItemLimitFactor,
    }),
    findFlight: flightFinder(deps),

    /** Each item's order limit (its orderQuantity, else the default), read outside any transaction. */
    async orderLimits(itemIds: readonly number[], currencyId: number): Promise<Map<number, number>> {
      const products = await deps.catalogue.itemDetails(itemIds, currencyId);
      return new Map(products.map((p) => [p.id, orderQuantityLimit(p)] as const));
    },

    /**
     * An order transaction (its outbox messages run after the commit); it may move stock, so cached
     * catalogue reads are dropped once it has committed or failed, when a fresh read sees the new stock.
     * Shown prices stay: an order never changes a price.
     */
    async transaction<T>(work: (tx: Db) => Promise<T>, options: { background?: boolean } = {}): Promise<T> {
      try {
        return await deps.outbox.transaction(work, options);
      } finally {
        deps.catalogue.stockChanged();
      }
    },

    /** Records a state change in the order's history, in the transaction that makes it. */
    recordChange: (tx: Db, orderId: number, change: OrderChange) =>
      deps.care.record(tx, {
        orderId,
        event: change.event,
        actor: change.actor,
        staffId: change.staffId ?? null,
        fromStatus: change.from,
        toStatus: change.to,
        paymentStatus: change.payment,
        note: change.note ?? null,
        requestId: change.requestId ?? null,
        at: deps.now(),
      }),

    /** Asks the lifecycle (DESIGN.md §10) whether `event` may happen to the order now. */
    move(order: OrderRow, event: OrderEvent, actor: OrderActor) {
      const decision = decide(
        { status: order.orderRequestStatus, payment: order.paymentStatus, option: order.paymentOption },
        event,
        actor,
      );
      if (!decision.ok) throw new Conflict('api.orders.wrongState');
      return decision.state;
    },

    /** Refuses a cancel or change outside the window (of the order's current flight), saying why. */
    assertChangeable(
      order: OrderRow,
      whenFinished: 'api.orders.notCancellable' | 'api.orders.notChangeable',
      flightStatus?: FlightStatus,
    ) {
      const window = views.changeWindow(order, flightStatus);
      if (window.open) return;
      if (window.reason === 'finished') throw new Conflict(whenFinished);
      throw new RuleViolation(closedMessages[window.reason]);
    },

    /** Who a traveller acting on their order is, for the lifecycle. */
    actorOf: (order: OrderRow, requester: Requester): OrderActor =>
      requester.customerId !== undefined && requester.customerId === order.customerId ? 'customer' : 'guest',
  };
}

export type OrderContext = ReturnType<typeof orderContext>;
