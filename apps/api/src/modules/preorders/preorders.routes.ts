import { OrderAttemptHeaders } from '@dfs/contract/common';
import { api } from '@dfs/contract/paths';
import { InitiatePaymentRequest, InitiatePaymentResponse } from '@dfs/contract/payments';
import {
  CancelPreOrderRequest,
  CreatePreOrderRequest,
  CreatePreOrderResponse,
  MoveToFlightRequest,
  MyOrdersQuery,
  MyOrdersResponse,
  OrderByCodeQuery,
  OrderByIdQuery,
  OrdersOnMyTicketsResponse,
  OrderView,
  SendOrderLinkRequest,
  SendOrderLinkResponse,
  SubmitToMailRequest,
  SubmitToMailResponse,
  UpdatePreOrderRequest,
} from '@dfs/contract/preorders';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { responses } from '../../http';
import { callerOf, requireUser } from '../../plugins/auth';
import type { OrdersService } from '../orders/orders.service';

const withConflicts = <T extends Record<number, z.ZodType>>(success: T) => ({
  ...responses(success),
  409: Problem,
  422: Problem,
});

export const preOrdersRoutes: FastifyPluginAsyncZod<{
  preOrders: OrdersService;
  formsPerMinute: number;
  /** Order look-ups by code per minute per address: enough to reload a page, too few to guess codes. */
  lookupsPerMinute: number;
  /** Orders placed, changed or cancelled per minute per address. */
  ordersPerMinute: number;
}> = async (app, { preOrders, formsPerMinute, lookupsPerMinute, ordersPerMinute }) => {
  const orderRateLimit = { max: ordersPerMinute, timeWindow: '1 minute' };
  app.post(
    api.createPreOrder.path,
    {
      config: { privilege: api.createPreOrder.privilege, rateLimit: orderRateLimit },
      schema: {
        headers: OrderAttemptHeaders,
        body: CreatePreOrderRequest,
        response: withConflicts({ 200: CreatePreOrderResponse }),
      },
    },
    async (request) => {
      return preOrders.create(
        request.body,
        callerOf(request),
        request.headers['idempotency-key'],
        request.language,
      );
    },
  );

  app.get(
    api.myOrders.path,
    {
      config: { privilege: api.myOrders.privilege },
      schema: {
        querystring: MyOrdersQuery,
        response: responses({ 200: MyOrdersResponse }),
      },
    },
    async (request) => {
      const { customerId } = requireUser(request);
      return preOrders.myOrders(customerId, request.query.page, request.query.pageSize, request.language);
    },
  );

  app.get(
    api.ordersOnMyTickets.path,
    {
      config: { privilege: api.ordersOnMyTickets.privilege },
      schema: { response: responses({ 200: OrdersOnMyTicketsResponse }) },
    },
    async (request) => preOrders.ordersOnMyTickets(requireUser(request).customerId, request.language),
  );

  app.get(
    api.myOrderById.path,
    {
      config: { privilege: api.myOrderById.privilege },
      schema: {
        querystring: OrderByIdQuery,
        response: responses({ 200: OrderView }),
      },
    },
    async (request) =>
      preOrders.myOrderById(requireUser(request).customerId, request.query.id, request.language),
  );

  app.get(
    api.orderByCode.path,
    {
      config: {
        privilege: api.orderByCode.privilege,
        rateLimit: { max: lookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        querystring: OrderByCodeQuery,
        response: responses({ 200: OrderView }),
      },
    },
    async (request) => preOrders.orderByCode(request.query.orderCode, callerOf(request), request.query.token),
  );

  app.post(
    api.sendOrderLink.path,
    {
      config: {
        privilege: api.sendOrderLink.privilege,
        rateLimit: { max: formsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        body: SendOrderLinkRequest,
        response: responses({ 200: SendOrderLinkResponse }),
      },
    },
    async (request) => preOrders.sendOrderLink(request.body.orderCode, request.body.email, request.language),
  );

  app.put(
    api.cancelPreOrder.path,
    {
      config: { privilege: api.cancelPreOrder.privilege, rateLimit: orderRateLimit },
      schema: {
        body: CancelPreOrderRequest,
        response: withConflicts({ 200: OrderView }),
      },
    },
    async (request) => preOrders.cancel(request.body, callerOf(request)),
  );

  app.put(
    api.moveToFlight.path,
    {
      config: { privilege: api.moveToFlight.privilege, rateLimit: orderRateLimit },
      schema: {
        summary: 'Move an order on a cancelled flight to another sector of its ticket',
        body: MoveToFlightRequest,
        response: withConflicts({ 200: OrderView }),
      },
    },
    async (request) => preOrders.moveToFlight(request.body, callerOf(request)),
  );

  app.put(
    api.updatePreOrder.path,
    {
      config: { privilege: api.updatePreOrder.privilege, rateLimit: orderRateLimit },
      schema: {
        body: UpdatePreOrderRequest,
        response: withConflicts({ 200: OrderView }),
      },
    },
    async (request) => preOrders.update(request.body, callerOf(request)),
  );

  app.post(
    api.submitToMail.path,
    {
      config: {
        privilege: api.submitToMail.privilege,
        rateLimit: { max: formsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        body: SubmitToMailRequest,
        response: responses({ 200: SubmitToMailResponse }),
      },
    },
    async (request) => preOrders.submitToMail(request.body.email, request.language),
  );

  // Starting an unpaid card order's payment again (the payment's own route; an order workflow).
  app.post(
    api.initiatePayment.path,
    {
      config: {
        privilege: api.initiatePayment.privilege,
        rateLimit: orderRateLimit,
      },
      schema: {
        body: InitiatePaymentRequest,
        response: { ...responses({ 200: InitiatePaymentResponse }), 409: Problem, 422: Problem },
      },
    },
    async (request) =>
      preOrders.restartCardPayment(
        request.body.orderCode,
        callerOf(request),
        request.body.viewToken,
        request.language,
      ),
  );
};
