import { api } from '@dfs/contract/paths';
import { GatewaySignature, PaymentCallbackResponse } from '@dfs/contract/payments';
import { Problem } from '@dfs/contract/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { responses } from '../../http';
import type { PaymentsService } from './payments.service';
import { SIGNATURE_HEADER } from './sandbox-gateway';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (set only on the callback route). */
    rawBody?: string;
  }
}

/** The gateway's callback. (Starting a payment again is an order's workflow: preorders.routes.) */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
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
