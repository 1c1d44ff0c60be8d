import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  MilesSignInRequest,
  MilesSignInResponse,
  PassengerProfile,
  PassengerProfileQuery,
  ProfileUpdateRequest,
  RefreshTokenRequest,
  RefreshTokenResponse,
  RegistrationRequest,
  RegistrationResponse,
  ResetPasswordRequest,
  SignInRequest,
  SignInResponse,
} from '@dfs/contract/account';
import { MessageResponse } from '@dfs/contract/engagement';
import { api } from '@dfs/contract/paths';
import { Problem } from '@dfs/contract/problem';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { responses } from '../../http';
import { requireUser } from '../../plugins/auth';
import type { CustomersService } from './customers.service';
import type { SessionsService } from './sessions.service';

const noStore = { 'cache-control': 'no-store' };
// request.ip is undefined once the client has hung up.
const addressOf = (request: FastifyRequest) => request.ip ?? request.socket?.remoteAddress ?? 'unknown';
/** A sign-in's address and device: the visitor session of its (verified) token, when it has one. */
const originOf = (request: FastifyRequest) => ({
  address: addressOf(request),
  device: request.auth?.visitorId,
});

export const customersRoutes: FastifyPluginAsyncZod<{
  customers: CustomersService;
  sessions: SessionsService;
  /** Submissions per minute per address of each sign-in, account and password form. */
  formsPerMinute: number;
  /** Token refreshes per minute per address. */
  lookupsPerMinute: number;
}> = async (app, { customers, sessions, formsPerMinute, lookupsPerMinute }) => {
  const formRateLimit = { max: formsPerMinute, timeWindow: '1 minute' };
  // Per address, on top of the per-account sign-in throttle: it slows one address trying many accounts.
  // It is the look-up limit rather than the form limit, since many travellers share an airport's address.
  const signInRateLimit = { max: lookupsPerMinute, timeWindow: '1 minute' };

  app.post(
    api.signIn.path,
    {
      config: { privilege: api.signIn.privilege, rateLimit: signInRateLimit },
      schema: {
        body: SignInRequest,
        response: responses({ 200: SignInResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return {
        data: await sessions.signIn(
          request.body.username,
          request.body.password,
          originOf(request),
          request.auth?.partnerId,
        ),
      };
    },
  );

  app.post(
    api.milesSignIn.path,
    {
      config: { privilege: api.milesSignIn.privilege, rateLimit: signInRateLimit },
      schema: {
        body: MilesSignInRequest,
        response: responses({ 200: MilesSignInResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return sessions.milesSignIn(
        request.body.MemberID,
        request.body.Password,
        originOf(request),
        request.auth?.partnerId,
      );
    },
  );

  app.post(
    api.refreshToken.path,
    {
      config: {
        privilege: api.refreshToken.privilege,
        rateLimit: { max: lookupsPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        body: RefreshTokenRequest,
        response: responses({ 200: RefreshTokenResponse }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return sessions.refresh(request.body.refreshToken);
    },
  );

  app.post(
    api.signOut.path,
    {
      config: { privilege: api.signOut.privilege },
      schema: {
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => {
      await sessions.signOut(requireUser(request).sessionId);
      return { message: request.t('api.account.signedOut') };
    },
  );

  app.post(
    api.createCustomerProfile.path,
    {
      config: { privilege: api.createCustomerProfile.privilege, rateLimit: formRateLimit },
      schema: {
        body: RegistrationRequest,
        response: responses({ 200: RegistrationResponse, 409: Problem }),
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return customers.register(request.body, request.language, request.auth?.partnerId);
    },
  );

  app.put(
    api.updateCustomerProfile.path,
    {
      config: { privilege: api.updateCustomerProfile.privilege, rateLimit: formRateLimit },
      schema: {
        body: ProfileUpdateRequest,
        response: responses({ 200: PassengerProfile, 409: Problem }),
      },
    },
    async (request) =>
      customers.updateProfile(requireUser(request).customerId, request.body, addressOf(request)),
  );

  app.get(
    api.passengerProfile.path,
    {
      config: { privilege: api.passengerProfile.privilege },
      schema: {
        querystring: PassengerProfileQuery,
        response: responses({ 200: PassengerProfile }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return customers.profile(request.query.UserId, requireUser(request).customerId);
    },
  );

  app.post(
    api.changePassword.path,
    {
      config: { privilege: api.changePassword.privilege, rateLimit: formRateLimit },
      schema: {
        body: ChangePasswordRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) =>
      customers.changePassword(requireUser(request), request.body, addressOf(request), request.language),
  );

  app.post(
    api.forgotPassword.path,
    {
      config: { privilege: api.forgotPassword.privilege, rateLimit: formRateLimit },
      schema: {
        body: ForgotPasswordRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) => customers.forgotPassword(request.body.username, request.language),
  );

  app.post(
    api.resetForgotPassword.path,
    {
      config: { privilege: api.resetForgotPassword.privilege, rateLimit: formRateLimit },
      schema: {
        body: ResetPasswordRequest,
        response: responses({ 200: MessageResponse }),
      },
    },
    async (request) =>
      customers.resetPassword(request.body.verification_token, request.body.password, request.language),
  );
};
