import { isOrderCode } from '@dfs/domain/order-code';
import { z } from 'zod';
import { MY_ORDERS_PAGE_SIZE } from './defaults';
import { EmailAddress } from './engagement';
import { CartLine, MAX_CART_LINES, PromoCode } from './pricing';

/**
 * Placing and managing pre-orders (DESIGN.md §5, spec §3 and §7). Field messages are keys of the
 * `checkout` i18n section, so the storefront's form and the API's 400 answers say the same words.
 */

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export const AirportCode = required('checkout.errors.required').pipe(
  z.string().regex(/^[A-Z]{3}$/, 'checkout.errors.airport'),
);
export const FlightNumber = required('checkout.errors.required').pipe(
  z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'checkout.errors.flightNumber')),
);
/** The day of departure at the origin (YYYY-MM-DD), or the exact departure time (ISO 8601). */
export const DepartureDate = required('checkout.errors.required').pipe(
  z
    .string()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
      'checkout.errors.departureDate',
    ),
);
export const TicketNumber = required('checkout.errors.required').pipe(
  z.string().regex(/^\d{13}$/, 'checkout.errors.ticketNumber'),
);
export const SeatNumber = required('checkout.errors.required').pipe(
  z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^\d{1,3}[A-K]$/, 'checkout.errors.seatNumber')),
);
export const PickFrom = required('checkout.errors.required').pipe(z.string().max(64));

export const GuestDetails = z
  .object({
    firstName: required('checkout.errors.required').pipe(z.string().max(80)),
    lastName: required('checkout.errors.required').pipe(z.string().max(80)),
    email: EmailAddress,
    mobileNumber: required('checkout.errors.required').pipe(
      z.string().regex(/^\+\d{6,15}$/, 'checkout.errors.mobileNumber'),
    ),
  })
  .strict();
export type GuestDetails = z.infer<typeof GuestDetails>;

/** 1 Card, 2 Cash On Board, 3 Mile (DESIGN.md §7). */
export const PaymentOptionCode = z.union([z.literal(1), z.literal(2), z.literal(3)], {
  error: 'checkout.errors.paymentOption',
});

/** The collecting details of a pre-order: where and when the goods are handed over. */
export const CollectingDetails = z.object({
  pickFrom: PickFrom,
  origin: AirportCode,
  destination: AirportCode,
  flightNumber: FlightNumber,
  departureDate: DepartureDate,
  ticketNumber: TicketNumber,
  seatNumber: SeatNumber,
});
export type CollectingDetails = z.infer<typeof CollectingDetails>;

/** Place a pre-order. Prices are never accepted: any field not listed here is a 400 (strict). */
export const CreatePreOrderRequest = CollectingDetails.extend({
  items: z
    .array(CartLine)
    .min(1)
    .max(MAX_CART_LINES)
    .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, 'duplicate item'),
  promoCode: PromoCode.optional(),
  currencyId: z.number().int().positive().max(1_000_000),
  paymentOption: PaymentOptionCode,
  guest: GuestDetails.optional(),
}).strict();
export type CreatePreOrderRequest = z.infer<typeof CreatePreOrderRequest>;

export const OrderCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((v) => isOrderCode(v), 'not an order code');

export const OrderItemRes = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  totalPriceForRedemptionInMiles: z.number(),
  /** A buy-get line given free. */
  isFree: z.boolean(),
});
export type OrderItemRes = z.infer<typeof OrderItemRes>;

/** Spec §3 Order summary; paymentOption is the option's name (Card, Cash On Board, Mile). */
export const OrderSummary = z.object({
  orderCode: z.string(),
  transactionDate: z.string(),
  customerName: z.string(),
  paymentOption: z.string(),
  currency: z.string(),
  orderItemRes: z.array(OrderItemRes),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  totalMiles: z.number(),
  milesForAccrual: z.number(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const CreatePreOrderResponse = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  paymentStatus: z.number().int(),
  orderRequestStatus: z.number().int(),
  /** Where the browser goes to pay by card (the gateway's hosted page). */
  paymentRedirectUrl: z.string().optional(),
  summary: OrderSummary,
  /** Lets a guest read this order on /confirmation without signing in. */
  viewToken: z.string(),
});
export type CreatePreOrderResponse = z.infer<typeof CreatePreOrderResponse>;

/** Spec §3 Order, plus what the order pages show. */
export const Order = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  orderItemRes: z.array(OrderItemRes),
  paymentStatus: z.number().int(),
  orderRequestStatus: z.number().int(),
  paymentOption: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  flightNumber: z.string(),
  ticketNumber: z.string(),
  seatNumber: z.string(),
  pickFrom: z.string(),
  ReasonOfCancellation: z.number().int().nullable(),
  currency: z.string(),
  total: z.number(),
  totalMiles: z.number(),
  transactionDate: z.string(),
  /** When cancelling and changing close (24 h before departure). */
  cutoffAt: z.string(),
  /** Whether the order can still be cancelled or changed now. */
  canChange: z.boolean(),
  /** A pre-order collected on the way, or an on-board order bought from the flight's own stock. */
  kind: z.enum(['preorder', 'onboard']).optional(),
});
export type Order = z.infer<typeof Order>;

export const MyOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(MY_ORDERS_PAGE_SIZE),
});
export const MyOrdersResponse = z.object({
  orders: z.array(Order),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MyOrdersResponse = z.infer<typeof MyOrdersResponse>;

export const OrderByIdQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A guest proves an order is theirs with the view token of its links, or with its e-mail address. */
export const OrderByCodeQuery = z.object({
  orderCode: OrderCode,
  token: z.string().trim().min(16).max(64).optional(),
  email: EmailAddress.optional(),
});

/** One order with its summary and the QR code the cabin crew scans as proof of order. */
export const OrderView = Order.extend({
  summary: OrderSummary,
  /** An SVG image as a data: URL. */
  qrCode: z.string(),
  viewToken: z.string(),
});
export type OrderView = z.infer<typeof OrderView>;

/** 1 changed my mind, 2 flight changed, 3 ordered by mistake, 4 other (DESIGN.md §7). */
export const CancellationReason = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: 'orders.errors.reason',
});

export const CancelPreOrderRequest = z
  .object({
    id: z.number().int().positive().max(2_147_483_647),
    ReasonOfCancellation: CancellationReason,
    /** A guest's proof, from the order's links. */
    viewToken: z.string().trim().min(16).max(64).optional(),
  })
  .strict();
export type CancelPreOrderRequest = z.infer<typeof CancelPreOrderRequest>;

/**
 * Spec §7: the order without paymentStatus, orderRequestStatus and paymentOption (sending them is a
 * 400); items travel as orderItemRequet and cannot change here; the collecting details can.
 */
export const UpdatePreOrderRequest = CollectingDetails.extend({
  id: z.number().int().positive().max(2_147_483_647),
  orderItemRequet: z.array(CartLine).max(MAX_CART_LINES).optional(),
  viewToken: z.string().trim().min(16).max(64).optional(),
}).strict();
export type UpdatePreOrderRequest = z.infer<typeof UpdatePreOrderRequest>;

export const SubmitToMailRequest = z.object({ email: EmailAddress }).strict();
export const SubmitToMailResponse = z.object({ message: z.string(), sent: z.boolean() });
export type SubmitToMailResponse = z.infer<typeof SubmitToMailResponse>;
