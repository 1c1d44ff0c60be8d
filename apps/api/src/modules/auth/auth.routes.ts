import { api } from '@dfs/contract/paths';
import { TokenStartupResponse } from '@dfs/contract/token';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import type { TokenService } from './tokens';

export const authRoutes: FastifyPluginAsyncZod<{ tokens: TokenService }> = async (app, { tokens }) => {
  app.post(
    api.tokenStartup.path,
    {
      config: { privilege: api.tokenStartup.privilege },
      schema: {
        response: responses({ 200: TokenStartupResponse }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [clientAccessToken, accessToken] = await Promise.all([
        tokens.issueClient(),
        tokens.issueVisitor(),
      ]);
      // Calls go to the origin that served the storefront.
      return { clientAccessToken, accessToken, baseUrl: '' };
    },
  );
};
