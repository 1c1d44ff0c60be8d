import type { OrderRefundRequest } from '@dfs/contract/ops/care';
import { convertMinor } from '@dfs/domain/money';
import { PaymentStatus, OrderRequestStatus as S } from '@dfs/domain/order-status';
import { DEFAULT_SECOND_APPROVAL_ABOVE_USD_MINOR, needsSecondApproval } from '@dfs/domain/refund-approval';
import { Conflict, NotFound } from '../../../../errors';
import type { AuditStep } from '../../../audit/audit.service';
import type { OrderContext } from '../../order-context';
import type { OrderRow } from '../../orders.repository';
import { refundEventOf, refundNow } from './refund-now';
import { replayOf } from './replay';

/** What a refund request came to: refunded at once, or waiting for a second staff member. */
export interface StaffRefundOutcome {
  orderId: number;
  /** Set when the refund waits for (or was decided by) a second staff member. */
  refundRequestId?: number;
}

/**
 * Customer care's refund (decision record 032; four eyes, issue 42 point 5). A refund of a replaced
 * order or above REFUND_SECOND_APPROVAL_ABOVE_USD is recorded as a request (no money moves) for
 * another staff member to approve; any other runs at once. The request id makes a retry or a double
 * click answer the first result; a second refund of the order, or one while a request waits, is a 409.
 */
export function staffRefundWorkflow(ctx: OrderContext) {
  const aboveUsdMinor = ctx.refundSecondApprovalAboveUsdMinor ?? DEFAULT_SECOND_APPROVAL_ABOVE_USD_MINOR;

  return async function staffRefund(
    request: OrderRefundRequest,
    staffId: number,
    audit: AuditStep,
  ): Promise<StaffRefundOutcome> {
    const found = await ctx.repository.orderById(request.id);
    if (!found) throw new NotFound('api.orders.notFound');
    // Read before the transaction (PGlite has one connection); an order's currency never changes.
    const { rateToUsd } = await ctx.masterData.currencyRate(found.currencyId);
    return ctx.transaction(async (tx) => {
      const replay = await replayOf(ctx, tx, request);
      if (replay) {
        const asked = await ctx.care.refundRequests.byRequestId(request.requestId, tx);
        return { orderId: replay.orderId, ...(asked ? { refundRequestId: asked.id } : {}) };
      }
      const order = (await ctx.repository.lockOrder(tx, request.id))!;
      assertRefundable(order);
      if (await ctx.care.refundRequests.pendingOf(order.id, tx)) {
        throw new Conflict('api.orders.refundAwaitsApproval');
      }
      const cause = needsSecondApproval({
        amountUsdMinor: convertMinor(order.totalMinor, rateToUsd, 1),
        aboveUsdMinor,
        replaced: (await ctx.care.replacementsOf(order.id, tx)).length > 0,
      });
      if (!cause) {
        await refundNow(ctx, tx, order, {
          staffId,
          note: request.reason,
          requestId: request.requestId,
          audit,
        });
        return { orderId: order.id };
      }
      // The lifecycle must allow the refund now, as it will when approved (else 409 or 422 here).
      ctx.move(order, refundEventOf(order), 'staff');
      const asked = await ctx.care.refundRequests.insert(tx, {
        orderId: order.id,
        requestId: request.requestId,
        requestedBy: staffId,
        reason: request.reason,
        cause,
        createdAt: ctx.now(),
      });
      await ctx.recordChange(tx, order.id, {
        event: 'refundRequested',
        actor: 'staff',
        staffId,
        from: order.orderRequestStatus,
        to: order.orderRequestStatus,
        payment: order.paymentStatus,
        note: request.reason,
        requestId: request.requestId,
      });
      await audit(tx, {
        action: 'create',
        entity: 'refund-request',
        entityId: asked.id,
        before: null,
        after: { orderCode: order.orderCode, cause, reason: request.reason, status: 'pending' },
      });
      return { orderId: order.id, refundRequestId: asked.id };
    });
  };
}

/** A refunded order is refused (409); so is one the lifecycle does not let staff refund. */
export function assertRefundable(order: OrderRow) {
  if (order.paymentStatus === PaymentStatus.Refunded || order.orderRequestStatus === S.RefundedByStaff) {
    throw new Conflict('api.orders.alreadyRefunded');
  }
}
