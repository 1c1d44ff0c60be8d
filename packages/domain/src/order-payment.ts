import { PaymentOption } from './order-status';

/** What an order cost, in what it was paid: miles for a miles order, else money in its currency. */
export type PaidAmount =
  | { unit: 'miles'; miles: number }
  | { unit: 'money'; amount: number; currency: string };

/** The amount an order's pages and e-mails show as its total (a miles order's money price is no charge). */
export function paidAmount(order: {
  paymentOption: PaymentOption;
  total: number;
  totalMiles: number;
  currency: string;
}): PaidAmount {
  return order.paymentOption === PaymentOption.Mile
    ? { unit: 'miles', miles: order.totalMiles }
    : { unit: 'money', amount: order.total, currency: order.currency };
}

/**
 * Whether an order earns miles (credited when it is paid, from its items' milesForAccrual): only a
 * miles member's order paid by card; a miles order and cash on board earn none.
 */
export function earnsMiles(order: { paymentOption: PaymentOption; milesMember: boolean }): boolean {
  return order.milesMember && order.paymentOption === PaymentOption.Card;
}
