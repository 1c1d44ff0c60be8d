import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.enum(['ok', 'unavailable', 'draining']) });

export interface HealthOptions {
  /** Throws when the database does not answer. */
  ping: () => Promise<void>;
  /** Throws when Redis does not answer (resolves without Redis). */
  pingRedis?: (timeoutMs: number) => Promise<void>;
  /** True once the process is shutting down: the balancer must stop sending. */
  isDraining?: () => boolean;
  /** Readiness answers within this long whatever its dependencies do. */
  timeoutMs: number;
}

/**
 * Liveness (the process answers; nothing outside it is checked) and readiness (the database and
 * Redis answer within the deadline, and the process is not draining). Neither is rate limited, nor in
 * the API document (they are for load balancers).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { ping, pingRedis, isDraining, timeoutMs },
) => {
  app.get(
    '/healthz',
    { config: { rateLimit: false }, schema: { hide: true, response: { 200: Health } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/readyz',
    { config: { rateLimit: false }, schema: { hide: true, response: { 200: Health, 503: Health } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isDraining?.()) return reply.code(503).send({ status: 'draining' as const });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          Promise.all([ping(), pingRedis?.(timeoutMs)]),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ cause: error instanceof Error ? error.message : String(error) }, 'not ready');
        return reply.code(503).send({ status: 'unavailable' as const });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
