import type { CreatePreOrderRequest, CreatePreOrderResponse } from '@dfs/contract/preorders';
import type { PersonName } from '@dfs/domain/ticket-limits';
import type { Language } from '@dfs/i18n/languages';
import type { CustomersService } from '../../../customers/customers.service';
import type { PaymentSession } from '../../../payments/payment-gateway';
import type { MinorQuote } from '../../../pricing/pricing.service';
import type { Requester } from '../../order-context';
import type { OrderRow } from '../../orders.repository';

/**
 * The flight an on-board order is bought on, already checked against the ticket (the onboard module's
 * sectorOf): its goods come from that flight's stock and no 24 h cut-off applies.
 */
export interface OnBoardFlight {
  id: number;
  departureAt: Date;
}

/** What placing an order knows, step by step. */
export interface Placing {
  request: CreatePreOrderRequest;
  requester: Requester;
  idempotencyKey: string | undefined;
  language: Language;
  onBoardFlight: OnBoardFlight | undefined;
  kind: 'preorder' | 'onboard';
  customer?: NonNullable<Awaited<ReturnType<CustomersService['contactOf']>>>;
  scope?: string;
  requestHash?: string;
  flight?: { id: number; departureAt: Date; changesCloseAt?: Date };
  /** The pre-order's ticket's passenger, as the ticket has the names. */
  ticketPassenger?: PersonName;
  quote?: MinorQuote;
  promo?: { priceListId: number; code: string; perCustomerLimit: number | null } | null;
  /** Money in minor units of the order's currency; miles as the programme counts them. */
  amounts?: { subtotalMinor: number; totalMinor: number; totalMiles: number; milesForAccrual: number };
  code?: string;
  /** The card payment opened at the gateway before the transaction. */
  session?: PaymentSession;
  sessionRecorded?: boolean;
  order?: OrderRow;
  reply?: CreatePreOrderResponse;
  /** Set when a step has answered already (an idempotent replay): the rest do not run. */
  stop?: boolean;
}

export const isCard = (p: Placing) => p.request.paymentOption === 1;
export const paidInMiles = (p: Placing) => p.request.paymentOption === 3;

/** A step's view of what earlier steps have set (their order is the workflow's list). */
export function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`placing: ${what} not set by an earlier step`);
  return value;
}
