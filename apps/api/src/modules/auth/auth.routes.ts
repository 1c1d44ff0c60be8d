import { api } from '@dfs/contract/paths';
import { TokenStartupRequest, TokenStartupResponse } from '@dfs/contract/token';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Unauthorized } from '../../errors';
import { responses } from '../../http';
import type { PartnerClients } from '../partners/partner-clients';
import type { TokenService } from './tokens';

export const authRoutes: FastifyPluginAsyncZod<{
  tokens: TokenService;
  partners: Pick<PartnerClients, 'authenticate'>;
}> = async (app, { tokens, partners }) => {
  app.post(
    api.tokenStartup.path,
    {
      config: { privilege: api.tokenStartup.privilege },
      schema: {
        body: TokenStartupRequest,
        response: responses({ 200: TokenStartupResponse }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // A partner's client credentials make the tokens its channel's (decision record 051).
      let partnerId: number | undefined;
      if (request.body) {
        partnerId = await partners.authenticate(request.body.clientId, request.body.clientSecret);
        if (partnerId === undefined) throw new Unauthorized('api.partners.invalidClient');
      }
      const [clientAccessToken, accessToken] = await Promise.all([
        tokens.issueClient(partnerId),
        tokens.issueVisitor(),
      ]);
      // Calls go to the origin that served the storefront.
      return { clientAccessToken, accessToken, baseUrl: '' };
    },
  );
};
