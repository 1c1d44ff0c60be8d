import { isOrderCode } from '@dfs/domain/order-code';
import { z } from 'zod';
import { CollectingDetails, GuestDetails } from './collecting-details';
import { MY_ORDERS_PAGE_SIZE } from './defaults';
import { EmailAddress } from './engagement';
import { OrderStatusCode, PaymentOptionCode, PaymentStatusCode } from './order-codes';
import { CartLine, MAX_CART_LINES, PromoCode } from './pricing';

/** Placing and managing pre-orders (DESIGN.md §5, spec §3 and §7); their fields are in collecting-details. */

/** Place a pre-order. Prices are never accepted: any field not listed here is a 400 (strict). */
export const CreatePreOrderRequest = CollectingDetails.extend({
  items: z
    .array(CartLine)
    .min(1)
    .max(MAX_CART_LINES)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, 'duplicate item')
    .describe('What to order: 1–50 lines, each item at most once.'),
  promoCode: PromoCode.optional(),
  currencyId: z
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .describe('The currency to charge in: an `id` from Currency/GetAll.'),
  paymentOption: PaymentOptionCode,
  guest: GuestDetails.optional(),
}).strict();
export type CreatePreOrderRequest = z.infer<typeof CreatePreOrderRequest>;

export const OrderCode = z
  .string()
  .max(32, 'not an order code')
  .trim()
  .toUpperCase()
  .refine((v) => isOrderCode(v), 'not an order code')
  .describe(
    'The order code of the confirmation (10 letters and digits, e.g. THP5TVM6GB); case does not matter.',
  );

/** A guest's proof that an order is theirs: the view token of the order's links. */
export const ViewToken = z
  .string()
  .trim()
  .min(16)
  .max(64)
  .describe(
    'The order’s `viewToken` (from its placing answer and the links of its e-mails): a guest’s proof.',
  );

export const OrderItemRes = z
  .object({
    id: z.number().int(),
    itemId: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    unitPrice: z.number(),
    totalPrice: z.number(),
    totalPriceForRedemptionInMiles: z.number(),
    /** A buy-get line given free. */
    isFree: z.boolean(),
  })
  .meta({ id: 'OrderLine', description: 'One line of an order, in the order’s currency.' });
export type OrderItemRes = z.infer<typeof OrderItemRes>;

const isoDateTime = (what: string) => z.string().describe(`${what}: ISO 8601 date and time.`);

/** Spec §3 Order summary; paymentOption is the option's name (Card, Cash On Board, Mile). */
export const OrderSummary = z
  .object({
    orderCode: z.string(),
    transactionDate: isoDateTime('When the order was placed'),
    customerName: z.string(),
    paymentOption: z.string().describe('The payment option’s name: Card, Cash On Board or Mile.'),
    currency: z.string(),
    orderItemRes: z.array(OrderItemRes),
    subtotal: z.number(),
    discount: z.number(),
    total: z.number(),
    totalMiles: z.number(),
    milesForAccrual: z.number(),
  })
  .meta({
    id: 'OrderSummary',
    description: 'The Order summary of spec §3, as the confirmation page shows it.',
  });
export type OrderSummary = z.infer<typeof OrderSummary>;

export const CreatePreOrderResponse = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  paymentStatus: PaymentStatusCode,
  orderRequestStatus: OrderStatusCode,
  /** Where the browser goes to pay by card (the gateway's hosted page). */
  paymentRedirectUrl: z.string().optional(),
  summary: OrderSummary,
  /** Lets a guest read this order on /confirmation without signing in. */
  viewToken: z.string(),
});
export type CreatePreOrderResponse = z.infer<typeof CreatePreOrderResponse>;

/** Spec §3 Order, plus what the order pages show. */
export const Order = z
  .object({
    id: z.number().int(),
    orderCode: z.string(),
    orderItemRes: z.array(OrderItemRes),
    paymentStatus: PaymentStatusCode,
    orderRequestStatus: OrderStatusCode,
    paymentOption: PaymentOptionCode,
    origin: z.string(),
    destination: z.string(),
    departureDate: isoDateTime('Departure, with the departure airport’s offset'),
    flightNumber: z.string(),
    ticketNumber: z.string(),
    passengerLastName: z
      .string()
      .describe(
        'The passenger’s family name the order was placed with (empty on orders from before it was asked).',
      ),
    seatNumber: z.string(),
    pickFrom: z.string(),
    ReasonOfCancellation: z
      .number()
      .int()
      .nullable()
      .describe(
        'Why it was cancelled: 1 changed my mind, 2 flight changed, 3 ordered by mistake, 4 other; null if not.',
      ),
    currency: z.string(),
    total: z.number(),
    totalMiles: z.number(),
    transactionDate: isoDateTime('When the order was placed'),
    cutoffAt: isoDateTime(
      'When cancelling and changing close (a pre-order 24 hours before departure, an on-board order at departure), with the departure airport’s offset',
    ),
    /** Whether the order can still be cancelled or changed now. */
    canChange: z.boolean(),
    closedReason: z
      .enum(['finished', 'cutoffPassed', 'departed', 'flightCancelled'])
      .optional()
      .describe(
        'Why it can no longer be cancelled or changed: finished, cut-off passed, flight departed, or flight cancelled (then `disruption` offers the choice); absent while it can.',
      ),
    /** A pre-order collected on the way, or an on-board order bought from the flight's own stock. */
    kind: z.enum(['preorder', 'onboard']).optional(),
    handedOverAt: isoDateTime('When the cabin crew handed the goods over, on the order’s flight').optional(),
  })
  .meta({ id: 'Order', description: 'An order (the Order of spec §3) with what the order pages show.' });
export type Order = z.infer<typeof Order>;

export const MyOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('The page, from 1.'),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(MY_ORDERS_PAGE_SIZE)
    .describe('Orders per page (10 by default).'),
});
export const MyOrdersResponse = z.object({
  orders: z.array(Order),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const OrdersOnMyTicketsResponse = z.object({
  orders: z
    .array(Order)
    .describe(
      'Open pre-orders somebody else placed on tickets whose passenger is the signed-in customer (newest first, at most 50).',
    ),
});
export type OrdersOnMyTicketsResponse = z.infer<typeof OrdersOnMyTicketsResponse>;
export type MyOrdersResponse = z.infer<typeof MyOrdersResponse>;

export const OrderByIdQuery = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647).describe('The order’s `id`.'),
});

/** A guest proves an order is theirs with the view token of its links (an e-mail address is no proof). */
export const OrderByCodeQuery = z.object({
  orderCode: OrderCode,
  token: ViewToken.optional(),
});

/** Asks for an order's link by its code and e-mail: sent to the order's own address, only if both match. */
export const SendOrderLinkRequest = z.object({ orderCode: OrderCode, email: EmailAddress }).strict();
export type SendOrderLinkRequest = z.infer<typeof SendOrderLinkRequest>;
/** The same answer whether or not an order matched: it never carries the order or its token. */
export const SendOrderLinkResponse = z.object({ message: z.string() });
export type SendOrderLinkResponse = z.infer<typeof SendOrderLinkResponse>;

/** One order with its summary and the QR code the cabin crew scans as proof of order. */
export const OrderView = Order.extend({
  summary: OrderSummary,
  qrCode: z
    .string()
    .optional()
    .describe(
      'Proof of order: an SVG image as a data: URL; absent once the order is cancelled, failed or refunded.',
    ),
  proof: z
    .string()
    .optional()
    .describe('The signed proof of order the QR code carries (order, flight, seat, lines; Ed25519).'),
  viewToken: z.string(),
  disruption: z
    .object({
      refundAt: isoDateTime(
        'When the order is cancelled with a full refund unless the traveller chooses: never after the last sector’s cut-off',
      ),
      sectors: z
        .array(
          z.object({
            flightId: z.number().int(),
            flightNumber: z.string(),
            origin: z.string(),
            destination: z.string(),
            departureDate: isoDateTime('Departure, with the departure airport’s offset'),
            cutoffAt: isoDateTime('Until when the order may move to this flight (its cut-off)'),
            seatNumber: z.string(),
          }),
        )
        .describe('Other sectors of the ticket the order may move to'),
    })
    .optional()
    .describe(
      'Present while the order’s flight is cancelled: move it to another sector or cancel with a full refund.',
    ),
}).meta({ id: 'OrderView', description: 'One order with its summary and QR proof of order.' });
export type OrderView = z.infer<typeof OrderView>;

/** 1 changed my mind, 2 flight changed, 3 ordered by mistake, 4 other (DESIGN.md §7). */
export const CancellationReason = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
    error: 'orders.errors.reason',
  })
  .describe('Why: 1 changed my mind, 2 flight changed, 3 ordered by mistake, 4 other.');

export const CancelPreOrderRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).describe('The order’s `id`.'),
    ReasonOfCancellation: CancellationReason,
    viewToken: ViewToken.optional(),
  })
  .strict();
export type CancelPreOrderRequest = z.infer<typeof CancelPreOrderRequest>;

/** The traveller's choice when their flight is cancelled: another sector of the same ticket. */
export const MoveToFlightRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647).describe('The order’s `id`.'),
    flightId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .describe('A sector from the order’s `disruption`.'),
    viewToken: ViewToken.optional(),
  })
  .strict();
export type MoveToFlightRequest = z.infer<typeof MoveToFlightRequest>;

/**
 * Spec §7: the order without paymentStatus, orderRequestStatus and paymentOption (sending them is a
 * 400); items travel as orderItemRequet and cannot change here; the collecting details can.
 */
export const UpdatePreOrderRequest = CollectingDetails.extend({
  id: z.number().int().positive().max(2_147_483_647).describe('The order’s `id`.'),
  orderItemRequet: z
    .array(CartLine)
    .max(MAX_CART_LINES)
    .optional()
    .describe('The order’s lines as they are (spec §7); items cannot change here, so these are ignored.'),
  viewToken: ViewToken.optional(),
}).strict();
export type UpdatePreOrderRequest = z.infer<typeof UpdatePreOrderRequest>;

export const SubmitToMailRequest = z.object({ email: EmailAddress }).strict();
export const SubmitToMailResponse = z.object({ message: z.string(), sent: z.boolean() });
export type SubmitToMailResponse = z.infer<typeof SubmitToMailResponse>;
