import { orderMailKinds } from '@dfs/domain/order-mails';
import { z } from 'zod';
import { OrderStatusCode, PaymentOptionCode, PaymentStatusCode } from '../order-codes';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const orderCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{6,16}$/, 'validation.orderCode');

export const OrderSearchQuery = z
  .object({
    code: orderCode.optional().meta({ description: 'The order code', example: '7K3Q9M2XWD' }),
    email: z
      .string()
      .trim()
      .email()
      .max(254)
      .optional()
      .meta({ description: "The guest's or the customer's e-mail", example: 'hana.girma@example.com' }),
    ticket: z
      .string()
      .trim()
      .regex(/^\d{13}$/, 'validation.ticketNumberDigits')
      .optional()
      .meta({ description: 'The 13-digit ticket number', example: '0712345678901' }),
    flightNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,8}$/)
      .optional()
      .meta({ description: 'The flight number', example: 'ET500' }),
    flightDate: z.iso
      .date()
      .optional()
      .meta({ description: 'With flightNumber: only that day’s flight (UTC)', example: '2026-12-01' }),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict()
  .refine((q) => [q.code, q.email, q.ticket, q.flightNumber].filter((v) => v !== undefined).length === 1, {
    message: 'validation.oneSearch',
    path: ['code'],
  })
  .meta({ description: 'Find orders by exactly one of code, e-mail, ticket or flight number' });
export type OrderSearchQuery = z.infer<typeof OrderSearchQuery>;

export const CareOrderRow = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  kind: z.enum(['preorder', 'onboard']),
  orderRequestStatus: OrderStatusCode,
  paymentStatus: PaymentStatusCode,
  paymentOption: PaymentOptionCode,
  customerName: z.string(),
  email: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string().meta({ description: 'ISO 8601 with the origin’s offset' }),
  ticketNumber: z.string(),
  seatNumber: z.string(),
  currency: z.string(),
  total: z.number().meta({ description: 'In the order’s currency', example: 60 }),
  totalMiles: z.number(),
  createdAt: z.string(),
});
export type CareOrderRow = z.infer<typeof CareOrderRow>;

export const OrderSearchPage = z.object({
  rows: z.array(CareOrderRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type OrderSearchPage = z.infer<typeof OrderSearchPage>;

export const OrderIdQuery = z.object({ id }).strict();

export const OrderHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  event: z.string().meta({ description: '`placed`, or the lifecycle event', example: 'staffRefund' }),
  actor: z.enum(['customer', 'guest', 'gateway', 'staff', 'clock']),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  fromStatus: OrderStatusCode.nullable(),
  toStatus: OrderStatusCode,
  paymentStatus: PaymentStatusCode,
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const CareOrderLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  totalPrice: z.number(),
  isFree: z.boolean(),
});

/** A refund waiting for (or decided by) a second staff member (issue 42 point 5). */
export const RefundRequestView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderCode: z.string(),
  amount: z.number().meta({ description: 'The order’s total, in its currency', example: 620 }),
  currency: z.string(),
  cause: z.enum(['replaced', 'amount']).meta({
    description: 'replaced: the order had a no-charge replacement; amount: above the airline’s limit',
  }),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.number().int(),
  requestedByName: z.string(),
  requestedAt: z.string(),
  decidedBy: z.number().int().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type RefundRequestView = z.infer<typeof RefundRequestView>;

export const RefundRequestsPage = z.object({ rows: z.array(RefundRequestView) });
export type RefundRequestsPage = z.infer<typeof RefundRequestsPage>;

export const RefundDecisionRequest = z
  .object({
    id: z.number().int().min(1).meta({ description: 'The refund request’s id' }),
    note: z.string().trim().max(500).optional().meta({ description: 'Why (kept in the history)' }),
  })
  .strict()
  .meta({ description: 'Approve or reject another staff member’s refund request' });
export type RefundDecisionRequest = z.infer<typeof RefundDecisionRequest>;

export const CareOrderDetail = z.object({
  order: CareOrderRow.extend({
    subtotal: z.number(),
    discount: z.number(),
    promoCode: z.string().nullable(),
    reasonOfCancellation: z.number().int().nullable(),
    lines: z.array(CareOrderLine),
    replacesOrderCode: z.string().nullable(),
  }),
  replacements: z.array(z.object({ id: z.number().int(), orderCode: z.string() })),
  refundRequests: z.array(RefundRequestView),
  history: z.array(OrderHistoryEntry),
  /** What care may do now. */
  actions: z.object({
    refund: z.boolean().meta({ description: 'Cancel and refund (before hand-over) or refund (after)' }),
    replace: z.boolean(),
    replaceUntil: z.string().nullable().meta({ description: 'End of the 7-day replacement window' }),
    mails: z
      .array(z.enum(orderMailKinds))
      .meta({ description: "The e-mails that match the order's state, which ResendMail sends" }),
  }),
});
export type CareOrderDetail = z.infer<typeof CareOrderDetail>;

const requestId = z.uuid().meta({
  description: 'Made by the client once per intended action: a retry with it answers, never acts twice',
  example: '3b241101-e2bb-4255-8caf-4136c566a962',
});
const reason = z.string().trim().min(3, 'validation.reasonRequired').max(500).meta({
  description: 'Why (kept in the history and the audit log)',
  example: 'Traveller missed the flight',
});

export const OrderRefundRequest = z
  .object({ id: z.number().int().min(1), requestId, reason })
  .strict()
  .meta({
    description:
      'Cancels and refunds an order awaiting collection (stock released), or refunds a handed-over one. 409 when refunded already.',
  });
export type OrderRefundRequest = z.infer<typeof OrderRefundRequest>;

export { orderMailKinds };
export const OrderResendMailRequest = z
  .object({ id: z.number().int().min(1), kind: z.enum(orderMailKinds) })
  .strict();
export type OrderResendMailRequest = z.infer<typeof OrderResendMailRequest>;

export const OrderReplaceRequest = z
  .object({
    id: z.number().int().min(1),
    requestId,
    reason,
    flightNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,8}$/),
    departureDate: z.iso.date().meta({ description: 'The later flight’s day (origin’s local day)' }),
    origin: z.string().trim().toUpperCase().length(3),
    destination: z.string().trim().toUpperCase().length(3),
    seatNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{1,3}[A-K]$/)
      .optional(),
  })
  .strict()
  .meta({
    description: 'A no-charge order for the same goods on a later flight, within 7 days of the flight',
  });
export type OrderReplaceRequest = z.infer<typeof OrderReplaceRequest>;

export const OrderActionResult = z.object({
  detail: CareOrderDetail,
  replacementCode: z.string().optional(),
  refundRequest: RefundRequestView.optional().meta({
    description: 'Set when the refund waits for a second staff member (202): no money has moved',
  }),
});
export type OrderActionResult = z.infer<typeof OrderActionResult>;

export const ResendMailResult = z.object({ queued: z.literal(true), to: z.string() });
