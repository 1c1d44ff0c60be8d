import { OrderRequestStatus, PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import { codeEnum, codeList } from './common';

/**
 * An order's status, its payment status and its payment option on the wire. The names are the
 * domain's (packages/domain order-status.ts, the one place the numbers are written), re-exported for
 * the apps; each schema is closed: a number outside its set is refused, and its type is the named union.
 */
export { OrderRequestStatus, PaymentOption, PaymentStatus };

export const OrderStatusCode = codeEnum(OrderRequestStatus).describe(
  `Order status: ${codeList(OrderRequestStatus)}.`,
);

export const PaymentStatusCode = codeEnum(PaymentStatus).describe(
  `Payment status: ${codeList(PaymentStatus)}. Cash on board stays Unpaid until handed over.`,
);

export const PaymentOptionCode = codeEnum(PaymentOption, 'checkout.errors.paymentOption').describe(
  `How the order is paid: ${codeList(PaymentOption)} (Mile needs a signed-in miles member).`,
);
