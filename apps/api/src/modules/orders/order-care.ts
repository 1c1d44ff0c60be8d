import type {
  CareOrderDetail,
  CareOrderRow,
  OrderResendMailRequest,
  OrderSearchPage,
  OrderSearchQuery,
} from '@dfs/contract/ops/care';
import { REPLACEMENT_WINDOW_MS, replacementWindowOpen } from '@dfs/domain/after-sales';
import { toIsoWithOffset } from '@dfs/domain/local-time';
import { fromMinor, roundMiles } from '@dfs/domain/money';
import { decide } from '@dfs/domain/order-lifecycle';
import { mailsFor } from '@dfs/domain/order-mails';
import { PaymentStatus, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { NotFound, RuleViolation } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type { StaffService } from '../staff/staff.service';
import type { OrderSearch } from './order-care.repository';
import type { OrderContext } from './order-context';
import type { OrderRow } from './orders.repository';
import type { refundApprovalWorkflow } from './workflows/care/refund-approval';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Customer care's reads: orders found by code, e-mail, ticket or flight, and one order's whole story. */
export function orderCare(
  ctx: OrderContext,
  approvals: Pick<ReturnType<typeof refundApprovalWorkflow>, 'ofOrder'>,
  staff?: Pick<StaffService, 'displayNames'>,
) {
  const { views } = ctx;

  async function toRow(order: OrderRow): Promise<CareOrderRow> {
    const [currency, zone, contact] = await Promise.all([
      views.currencyCode(order.currencyId),
      views.zoneOf(order.origin),
      views.contactOf(order),
    ]);
    return {
      id: order.id,
      orderCode: order.orderCode,
      kind: order.kind,
      orderRequestStatus: order.orderRequestStatus,
      paymentStatus: order.paymentStatus,
      paymentOption: order.paymentOption,
      customerName: contact.name,
      email: contact.email,
      flightNumber: order.flightNumber ?? '',
      origin: order.origin ?? '',
      destination: order.destination ?? '',
      departureDate: order.departureDate ? toIsoWithOffset(order.departureDate, zone) : '',
      ticketNumber: order.ticketNumber ?? '',
      seatNumber: order.seatNumber ?? '',
      currency,
      total: fromMinor(order.totalMinor),
      totalMiles: roundMiles(order.totalMiles),
      createdAt: order.createdAt.toISOString(),
    };
  }

  async function searchOf(query: OrderSearchQuery): Promise<OrderSearch> {
    if (query.code) return { by: 'code', code: query.code };
    if (query.ticket) return { by: 'ticket', ticket: query.ticket };
    if (query.email) {
      return { by: 'email', email: query.email, customerIds: await ctx.customers.idsByEmail(query.email) };
    }
    const day = query.flightDate ? new Date(`${query.flightDate}T00:00:00Z`) : undefined;
    return {
      by: 'flight',
      flightNumber: query.flightNumber!,
      from: day,
      until: day ? new Date(day.getTime() + DAY_MS) : undefined,
    };
  }

  async function loaded(id: number) {
    const order = await ctx.repository.orderById(id);
    if (!order) throw new NotFound('api.orders.notFound');
    return order;
  }

  return {
    async search(query: OrderSearchQuery): Promise<OrderSearchPage> {
      const offset = (query.page - 1) * query.pageSize;
      const { rows, total } = await ctx.care.search(await searchOf(query), query.pageSize, offset);
      return { rows: await Promise.all(rows.map(toRow)), page: query.page, pageSize: query.pageSize, total };
    },

    async detail(id: number): Promise<CareOrderDetail> {
      const order = await loaded(id);
      const [row, lines, history, replacements, original, refundRequests] = await Promise.all([
        toRow(order),
        views.namedLines([order.id]),
        ctx.care.historyOf(order.id),
        ctx.care.replacementsOf(order.id),
        order.replacesOrderId ? ctx.repository.orderById(order.replacesOrderId) : undefined,
        approvals.ofOrder(order),
      ]);
      const names = staff
        ? await staff.displayNames(history.flatMap((h) => (h.staffId ? [h.staffId] : [])))
        : new Map<number, string>();
      const state = {
        status: order.orderRequestStatus,
        payment: order.paymentStatus,
        option: order.paymentOption,
      };
      const refundable =
        order.paymentStatus !== PaymentStatus.Refunded &&
        !refundRequests.some((r) => r.status === 'pending') &&
        (decide(state, 'cancel', 'staff').ok || decide(state, 'staffRefund', 'staff').ok);
      const now = ctx.now();
      return {
        order: {
          ...row,
          subtotal: fromMinor(order.subtotalMinor),
          discount: fromMinor(order.discountMinor),
          promoCode: order.promoCode,
          reasonOfCancellation: order.reasonOfCancellation,
          lines: lines.map((l) => ({
            itemId: l.itemId,
            name: l.name,
            quantity: l.quantity,
            unitPrice: fromMinor(l.unitPriceMinor),
            totalPrice: fromMinor(l.totalPriceMinor),
            isFree: l.isFree,
          })),
          replacesOrderCode: original?.orderCode ?? null,
        },
        replacements,
        refundRequests,
        history: history.map((h) => ({
          id: h.id,
          at: h.at.toISOString(),
          event: h.event,
          actor: h.actor,
          staffId: h.staffId,
          staffName: h.staffId ? (names.get(h.staffId) ?? null) : null,
          fromStatus: h.fromStatus,
          toStatus: h.toStatus,
          paymentStatus: h.paymentStatus,
          note: h.note,
        })),
        actions: {
          refund: refundable,
          replace:
            order.orderRequestStatus === S.HandedOver && replacementWindowOpen(order.departureDate, now),
          replaceUntil: order.departureDate
            ? new Date(order.departureDate.getTime() + REPLACEMENT_WINDOW_MS).toISOString()
            : null,
          mails: mailsFor(order),
        },
      };
    },

    /** Sends an order e-mail again (written after the commit from the order as it stands); audited. */
    async resendMail(request: OrderResendMailRequest, audit: AuditStep) {
      const order = await loaded(request.id);
      // Never "you were refunded" for an order that was not (issue 46): only the state's e-mails.
      if (!mailsFor(order).includes(request.kind))
        throw new RuleViolation('api.orders.mailNotForState', { kind: request.kind });
      const { email } = await views.contactOf(order);
      await ctx.transaction(async (tx) => {
        await ctx.mails.queue(tx, request.kind, order.id, order.reasonOfCancellation);
        await audit(tx, {
          action: 'create',
          entity: 'order-mail',
          entityId: order.id,
          before: null,
          after: { orderCode: order.orderCode, kind: request.kind, to: email },
        });
      });
      return { queued: true as const, to: email };
    },
  };
}
