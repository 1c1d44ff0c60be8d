import { api } from '@dfs/contract/paths';
import {
  CancelPreOrderRequest,
  CreatePreOrderRequest,
  CreatePreOrderResponse,
  MyOrdersQuery,
  MyOrdersResponse,
  OrderByCodeQuery,
  OrderByIdQuery,
  OrderView,
  SubmitToMailRequest,
  SubmitToMailResponse,
  UpdatePreOrderRequest,
} from '@dfs/contract/preorders';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../errors';
import { responses } from '../../http';
import { callerOf, requireUser } from '../../plugins/auth';
import type { PreOrdersService } from './preorders.service';

const tags = ['Pre-orders'];
const withConflicts = <T extends Record<number, z.ZodType>>(success: T) => ({
  ...responses(success),
  409: Problem,
  422: Problem,
});

const IdempotencyKey = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

export const preOrdersRoutes: FastifyPluginAsyncZod<{
  preOrders: PreOrdersService;
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
        tags,
        summary: 'Place a pre-order (guest or signed in); send an Idempotency-Key header per attempt',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: CreatePreOrderRequest,
        response: withConflicts({ 200: CreatePreOrderResponse }),
      },
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = header === undefined ? undefined : IdempotencyKey.safeParse(header);
      if (key && !key.success) throw new BadRequest(undefined, { IdempotencyKey: ['api.zod.invalidValue'] });
      return preOrders.create(request.body, callerOf(request), key?.data, request.language);
    },
  );

  app.get(
    api.myOrders.path,
    {
      config: { privilege: api.myOrders.privilege },
      schema: {
        tags,
        summary: "The signed-in customer's pre-orders, newest first",
        querystring: MyOrdersQuery,
        response: responses({ 200: MyOrdersResponse }),
      },
    },
    async (request) => {
      const { customerId } = requireUser(request);
      return preOrders.myOrders(customerId, request.query.page, request.query.pageSize);
    },
  );

  app.get(
    api.myOrderById.path,
    {
      config: { privilege: api.myOrderById.privilege },
      schema: {
        tags,
        summary: "One of the signed-in customer's orders (404 for anybody else's)",
        querystring: OrderByIdQuery,
        response: responses({ 200: OrderView }),
      },
    },
    async (request) => preOrders.myOrderById(requireUser(request).customerId, request.query.id),
  );

  app.get(
    api.orderByCode.path,
    {
      config: {
        privilege: api.orderByCode.privilege,
        rateLimit: { max: lookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags,
        summary: 'An order by its code: the owner, or a guest with its view token or e-mail address',
        querystring: OrderByCodeQuery,
        response: responses({ 200: OrderView }),
      },
    },
    async (request) =>
      preOrders.orderByCode(
        request.query.orderCode,
        callerOf(request),
        request.query.token,
        request.query.email,
      ),
  );

  app.put(
    api.cancelPreOrder.path,
    {
      config: { privilege: api.cancelPreOrder.privilege, rateLimit: orderRateLimit },
      schema: {
        tags,
        summary: 'Cancel a pre-order until 24 hours before departure',
        body: CancelPreOrderRequest,
        response: withConflicts({ 200: OrderView }),
      },
    },
    async (request) => preOrders.cancel(request.body, callerOf(request)),
  );

  app.put(
    api.updatePreOrder.path,
    {
      config: { privilege: api.updatePreOrder.privilege, rateLimit: orderRateLimit },
      schema: {
        tags,
        summary: 'Change the collecting details of a pre-order until 24 hours before departure',
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
        tags,
        summary: 'Order tracking: e-mail an address its pre-orders with links to view them',
        body: SubmitToMailRequest,
        response: responses({ 200: SubmitToMailResponse }),
      },
    },
    async (request) => preOrders.submitToMail(request.body.email, request.language),
  );
};
