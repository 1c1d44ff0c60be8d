import {
  CareOrderDetail,
  OrderActionResult,
  OrderIdQuery,
  OrderRefundRequest,
  OrderReplaceRequest,
  OrderResendMailRequest,
  OrderSearchPage,
  OrderSearchQuery,
  RefundDecisionRequest,
  RefundRequestsPage,
  ResendMailResult,
} from '@dfs/contract/ops/care';
import { opsApi } from '@dfs/contract/ops/paths';
import { ReportExportQuery, ReportQuery, SalesReport } from '@dfs/contract/ops/reports';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import { requireStaff } from '../../plugins/staff-auth';
import type { AuditStep } from '../audit/audit.service';
import type { OrderReports } from './order-reports';
import type { OrdersService } from './orders.service';

const tags = ['Operations: customer care'];
const reportTags = ['Operations: reports'];
const noStore = { 'cache-control': 'no-store' };

/** Customer care (find, history, refund, resend, replace) and the sales reports (decision record 032). */
export const careOpsRoutes: FastifyPluginAsyncZod<{
  care: OrdersService['care'];
  reports: OrderReports;
  auditFor: (staffId: number) => AuditStep;
}> = async (app, { care, reports, auditFor }) => {
  app.get(
    opsApi.orderSearch.path,
    {
      config: { roles: opsApi.orderSearch.roles },
      schema: {
        tags,
        summary: 'Find orders by code, e-mail, ticket or flight number (newest first, paged)',
        querystring: OrderSearchQuery,
        response: responses({ 200: OrderSearchPage }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return care.search(request.query);
    },
  );

  app.get(
    opsApi.orderGetDetail.path,
    {
      config: { roles: opsApi.orderGetDetail.roles },
      schema: {
        tags,
        summary: 'One order with its lines, its whole history (who and when) and what care may do',
        querystring: OrderIdQuery,
        response: responses({ 200: CareOrderDetail }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return care.detail(request.query.id);
    },
  );

  app.post(
    opsApi.orderRefund.path,
    {
      config: { roles: opsApi.orderRefund.roles },
      schema: {
        tags,
        summary: 'Cancel and refund (before hand-over) or refund (after) with a reason; once per order',
        description:
          'Card refunds go to the gateway after the commit; miles back through the ledger. A refund of a replaced order, or above REFUND_SECOND_APPROVAL_ABOVE_USD, is recorded as a request for another staff member (202, no money moves). A retry with the same requestId answers the first result; another refund of a refunded order, or one while a request waits, is 409.',
        body: OrderRefundRequest,
        response: responses({ 200: OrderActionResult, 202: OrderActionResult, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const staffId = requireStaff(request).staffId;
      const done = await care.refund(request.body, staffId, auditFor(staffId));
      const detail = await care.detail(done.orderId);
      if (done.refundRequestId === undefined) return { detail };
      const refundRequest = await care.refundRequest(done.refundRequestId);
      return reply.code(refundRequest.status === 'pending' ? 202 : 200).send({ detail, refundRequest });
    },
  );

  app.get(
    opsApi.orderRefundRequests.path,
    {
      config: { roles: opsApi.orderRefundRequests.roles },
      schema: {
        tags,
        summary: 'Refunds waiting for a second staff member, oldest first',
        response: responses({ 200: RefundRequestsPage }),
      },
    },
    async (_request, reply) => {
      reply.headers(noStore);
      return { rows: await care.refundRequests() };
    },
  );

  for (const [call, decide] of [
    [opsApi.orderRefundApprove, care.approveRefund],
    [opsApi.orderRefundReject, care.rejectRefund],
  ] as const) {
    app.post(
      call.path,
      {
        config: { roles: call.roles },
        schema: {
          tags,
          summary:
            call === opsApi.orderRefundApprove
              ? 'Approve another staff member’s refund request: the refund runs, once'
              : 'Reject another staff member’s refund request: nothing moves',
          description:
            'The requester may not decide their own request (403). Deciding it again the same way answers the first result; the other way is 409.',
          body: RefundDecisionRequest,
          response: responses({ 200: OrderActionResult, 403: Problem, 404: Problem, 409: Problem }),
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        const staffId = requireStaff(request).staffId;
        const orderId = await decide(request.body, staffId, auditFor(staffId));
        return {
          detail: await care.detail(orderId),
          refundRequest: await care.refundRequest(request.body.id),
        };
      },
    );
  }

  app.post(
    opsApi.orderResendMail.path,
    {
      config: { roles: opsApi.orderResendMail.roles },
      schema: {
        tags,
        summary: 'Send an order e-mail again (as the order now stands)',
        body: OrderResendMailRequest,
        response: responses({ 200: ResendMailResult, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return care.resendMail(request.body, auditFor(requireStaff(request).staffId));
    },
  );

  app.post(
    opsApi.orderReplace.path,
    {
      config: { roles: opsApi.orderReplace.roles },
      schema: {
        tags,
        summary: 'Record an after-sales replacement: a no-charge order for the same goods on a later flight',
        description: 'Only a handed-over order, within 7 days of its flight (422 after).',
        body: OrderReplaceRequest,
        response: responses({ 200: OrderActionResult, 409: Problem, 422: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      const staffId = requireStaff(request).staffId;
      const done = await care.replace(request.body, staffId, auditFor(staffId));
      return { detail: await care.detail(done.orderId), replacementCode: done.replacementCode };
    },
  );

  app.get(
    opsApi.reportSales.path,
    {
      config: { roles: opsApi.reportSales.roles },
      schema: {
        tags: reportTags,
        summary: 'Sales per day, flight, route and currency; top items; promotion use; hand-over rate',
        querystring: ReportQuery,
        response: responses({ 200: SalesReport }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return reports.sales(request.query);
    },
  );

  app.get(
    opsApi.reportExport.path,
    {
      config: { roles: opsApi.reportExport.roles },
      schema: {
        tags: reportTags,
        summary: 'One section of the sales report as a CSV file (UTF-8, header row)',
        querystring: ReportExportQuery,
        produces: ['text/csv'],
        response: responses({ 200: z.string().meta({ description: 'CSV of the section asked for' }) }),
      },
    },
    async (request, reply) => {
      const body = await reports.csv(request.query);
      reply
        .headers(noStore)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${request.query.section}.csv"`);
      return body;
    },
  );
};
