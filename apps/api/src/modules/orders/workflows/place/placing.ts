import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import { PaymentOption } from '@dfs/domain/order-status';
import type { PersonName } from '@dfs/domain/ticket-limits';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../../../db/client';
import type { CustomersService } from '../../../customers/customers.service';
import type { PaymentSession } from '../../../payments/payment-gateway';
import type { MinorQuote } from '../../../pricing/pricing.service';
import type { Requester } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import type { Step } from '../step';

/**
 * The flight an on-board order is bought on, already checked against the ticket (the onboard module's
 * sectorOf): its goods come from that flight's stock and no 24 h cut-off applies.
 */
export interface OnBoardFlight {
  id: number;
  departureAt: Date;
}

/**
 * The facts placing an order comes to know, by name. No step sees them all: each needs some and adds
 * some (PlacingStep), and the step list only compiles when each is added before it is needed.
 */
export interface Placing {
  request: CreatePreOrderRequest;
  requester: Requester;
  idempotencyKey: string | undefined;
  language: Language;
  onBoardFlight: OnBoardFlight | undefined;
  kind: 'preorder' | 'onboard';
  /** The signed-in buyer; a guest buys with the request's guest details. */
  customer: NonNullable<Awaited<ReturnType<CustomersService['contactOf']>>> | undefined;
  /** The Idempotency-Key's scope: who, and which kind of order. */
  scope: string;
  requestHash: string;
  flight: { id: number; departureAt: Date; changesCloseAt?: Date };
  /** The pre-order's ticket's passenger, as the ticket has the names (none on board). */
  ticketPassenger: PersonName | undefined;
  quote: MinorQuote;
  promo: { priceListId: number; code: string; perCustomerLimit: number | null } | null;
  /** Money in minor units of the order's currency; miles as the programme counts them. */
  amounts: { subtotalMinor: number; totalMinor: number; totalMiles: number; milesForAccrual: number };
  code: string;
  /** The card payment opened at the gateway before the transaction (none for other options). */
  session: PaymentSession | undefined;
  /** The order's transaction: only the steps inside it have one. */
  tx: Db;
  order: OrderRow;
  /** Whether the session is the order's payment (a code that clashed leaves it out). */
  sessionRecorded: boolean;
  reply: CreatePreOrderResponse;
}

/** What placing starts from: the request and who sends it. */
export type PlacingInput = Pick<
  Placing,
  'request' | 'requester' | 'idempotencyKey' | 'language' | 'onBoardFlight' | 'kind'
>;

/** A step of placing, by the names of the facts it needs and adds (and the reply it may answer). */
export type PlacingStep<
  Needs extends keyof Placing,
  Adds extends keyof Placing = never,
  Reply = never,
> = Step<Pick<Placing, Needs>, Pick<Placing, Adds>, Reply>;

export const isCard = (p: Pick<Placing, 'request'>) => p.request.paymentOption === PaymentOption.Card;
export const paidInMiles = (p: Pick<Placing, 'request'>) => p.request.paymentOption === PaymentOption.Mile;
