import type { RefundDecisionRequest, RefundRequestView } from '@dfs/contract/ops/care';
import { fromMinor } from '@dfs/domain/money';
import { mayDecideRefund } from '@dfs/domain/refund-approval';
import { Conflict, Forbidden, NotFound } from '../../../../errors';
import type { AuditStep } from '../../../audit/audit.service';
import type { OrderContext } from '../../order-context';
import type { RefundRequestRow } from '../../refund-requests.repository';
import { refundNow } from './refund-now';
import { assertRefundable } from './staff-refund';

const MAX_PENDING = 200;

/**
 * The second pair of eyes on a refund (issue 42 point 5): another staff member approves a waiting
 * request, and the refund runs then, once, or rejects it and nothing moves. The requester may do
 * neither (403). The order is locked before the request, as a new refund request locks it, so two
 * approvers at once decide one after the other: the second finds it decided and answers as the first.
 */
export function refundApprovalWorkflow(ctx: OrderContext) {
  const requests = ctx.care.refundRequests;

  async function opened(id: number, staffId: number) {
    const found = await requests.byId(id);
    if (!found) throw new NotFound('api.orders.refundRequestNotFound');
    if (!mayDecideRefund(found.requestedBy, staffId)) throw new Forbidden('api.orders.ownRefundRequest');
    return found;
  }

  async function views(
    rows: { request: RefundRequestRow; orderCode: string; totalMinor: number; currencyId: number }[],
  ) {
    const names = await ctx.staff.displayNames(
      rows.flatMap(({ request }) => [request.requestedBy, ...(request.decidedBy ? [request.decidedBy] : [])]),
    );
    return Promise.all(
      rows.map(
        async ({ request, orderCode, totalMinor, currencyId }): Promise<RefundRequestView> => ({
          id: request.id,
          orderId: request.orderId,
          orderCode,
          amount: fromMinor(totalMinor),
          currency: await ctx.views.currencyCode(currencyId),
          cause: request.cause,
          reason: request.reason,
          status: request.status,
          requestedBy: request.requestedBy,
          requestedByName: names.get(request.requestedBy) ?? '',
          requestedAt: request.createdAt.toISOString(),
          decidedBy: request.decidedBy,
          decidedByName: request.decidedBy ? (names.get(request.decidedBy) ?? null) : null,
          decidedAt: request.decidedAt?.toISOString() ?? null,
          decisionNote: request.decisionNote,
        }),
      ),
    );
  }

  return {
    /** The requests waiting for a second staff member, oldest first. */
    async pending(): Promise<RefundRequestView[]> {
      return views(await requests.pending(MAX_PENDING));
    },

    /** An order's requests, oldest first, as its care page shows them. */
    async ofOrder(order: { id: number; orderCode: string; totalMinor: number; currencyId: number }) {
      const rows = await requests.ofOrder(order.id);
      return views(rows.map((request) => ({ request, ...order })));
    },

    /** One request as it stands. */
    async view(id: number): Promise<RefundRequestView> {
      const request = await requests.byId(id);
      const order = request ? await ctx.repository.orderById(request.orderId) : undefined;
      if (!request || !order) throw new NotFound('api.orders.refundRequestNotFound');
      const [shown] = await views([{ request, ...order }]);
      return shown!;
    },

    /** Approves another's request and runs its refund; approving an approved one answers it again. */
    async approve(decision: RefundDecisionRequest, staffId: number, audit: AuditStep): Promise<number> {
      const found = await opened(decision.id, staffId);
      return ctx.transaction(async (tx) => {
        const order = (await ctx.repository.lockOrder(tx, found.orderId))!;
        const request = (await requests.lock(tx, found.id))!;
        if (request.status === 'approved') return request.orderId;
        if (request.status === 'rejected') throw new Conflict('api.orders.refundRequestDecided');
        assertRefundable(order);
        const note = decision.note ? `${request.reason} (${decision.note})` : request.reason;
        await requests.decide(tx, request.id, {
          status: 'approved',
          decidedBy: staffId,
          decidedAt: ctx.now(),
          note: decision.note ?? null,
        });
        await ctx.recordChange(tx, order.id, {
          event: 'refundApproved',
          actor: 'staff',
          staffId,
          from: order.orderRequestStatus,
          to: order.orderRequestStatus,
          payment: order.paymentStatus,
          note,
        });
        await audit(tx, {
          action: 'update',
          entity: 'refund-request',
          entityId: request.id,
          before: { status: 'pending' },
          after: { status: 'approved', orderCode: order.orderCode, note: decision.note ?? null },
        });
        await refundNow(ctx, tx, order, { staffId, note, audit });
        return order.id;
      });
    },

    /** Rejects another's request: nothing moves; rejecting a rejected one answers it again. */
    async reject(decision: RefundDecisionRequest, staffId: number, audit: AuditStep): Promise<number> {
      const found = await opened(decision.id, staffId);
      return ctx.transaction(async (tx) => {
        const order = (await ctx.repository.lockOrder(tx, found.orderId))!;
        const request = (await requests.lock(tx, found.id))!;
        if (request.status === 'rejected') return request.orderId;
        if (request.status === 'approved') throw new Conflict('api.orders.refundRequestDecided');
        await requests.decide(tx, request.id, {
          status: 'rejected',
          decidedBy: staffId,
          decidedAt: ctx.now(),
          note: decision.note ?? null,
        });
        await ctx.recordChange(tx, order.id, {
          event: 'refundRejected',
          actor: 'staff',
          staffId,
          from: order.orderRequestStatus,
          to: order.orderRequestStatus,
          payment: order.paymentStatus,
          note: decision.note ? `${request.reason} (${decision.note})` : request.reason,
        });
        await audit(tx, {
          action: 'update',
          entity: 'refund-request',
          entityId: request.id,
          before: { status: 'pending' },
          after: { status: 'rejected', orderCode: order.orderCode, note: decision.note ?? null },
        });
        return order.id;
      });
    },
  };
}
