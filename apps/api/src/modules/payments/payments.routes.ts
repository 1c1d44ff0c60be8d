import { api } from '@dfs/contract/paths';
import {
  GatewaySignature,
  InitiatePaymentRequest,
  InitiatePaymentResponse,
  PaymentCallbackResponse,
} from '@dfs/contract/payments';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import { callerOf } from '../../plugins/auth';
import type { PreOrdersService } from '../preorders/preorders.service';
import type { PaymentsService } from './payments.service';
import { SIGNATURE_HEADER } from './sandbox-gateway';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (set only on the callback route). */
    rawBody?: string;
  }
}

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  preOrders: PreOrdersService;
  /** Payment restarts per minute per address. */
  ordersPerMinute: number;
}> = async (app, { payments, preOrders, ordersPerMinute }) => {
  app.post(
    api.initiatePayment.path,
    {
      config: {
        privilege: api.initiatePayment.privilege,
        rateLimit: { max: ordersPerMinute, timeWindow: '1 minute' },
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

  // The signature covers the bytes as sent, so this route keeps them before JSON parsing.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    });
    scope.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
      api.paymentCallback.path,
      {
        config: { privilege: api.paymentCallback.privilege },
        schema: {
          headers: z.object({ [SIGNATURE_HEADER]: GatewaySignature.optional() }).passthrough(),
          response: { ...responses({ 200: PaymentCallbackResponse }), 409: Problem },
        },
      },
      async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        return payments.handleCallback(
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    );
  });
};
