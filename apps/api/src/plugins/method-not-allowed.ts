import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sendProblem } from './errors';

/**
 * A known path called with a method it does not take answers 405 with `Allow` (RFC 9110), not 404:
 * a partner then sees the call exists and which method it takes.
 */
const methodNotAllowed: FastifyPluginAsync = async (app) => {
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes(':') || route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.is404) return;
    const methods = methodsByPath.get(request.url.split('?')[0]!);
    if (!methods || methods.has(request.method)) return;
    const allowed = [...methods].filter((m) => m !== 'HEAD').join(', ');
    reply.header('allow', allowed);
    return sendProblem(request, reply, 405, 'methodNotAllowed', {
      messageKey: 'api.errors.methodNotAllowed',
      params: { method: request.method, allowed },
    });
  });
};

export default fp(methodNotAllowed, { name: 'method-not-allowed', dependencies: ['errors'] });
