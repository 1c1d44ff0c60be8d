import { z } from 'zod';

/** A partner's client credentials (issue 42 point 6); without them the token is the storefront's. */
export const TokenStartupRequest = z
  .object({
    clientId: z.string().min(1).max(40).meta({ description: "A partner client's id (pc_…)" }),
    clientSecret: z.string().min(1).max(80).meta({ description: 'Its secret (pcs_…)' }),
  })
  .strict()
  // No body at all (the storefront's call) reaches validation as null.
  .nullish()
  .meta({
    description:
      "A partner's client credentials, issued by the airline: the tokens answered then belong to the " +
      "partner's channel (its orders reach its webhook endpoints only). Send no body for the storefront.",
  });
export type TokenStartupRequest = z.infer<typeof TokenStartupRequest>;

export const TokenStartupResponse = z.object({
  /** The app's anonymous credential, sent as the bearer token. */
  clientAccessToken: z.string(),
  /** The visitor's anonymous session, sent as `UserToken` until sign-in. */
  accessToken: z.string(),
  baseUrl: z.string(),
});
export type TokenStartupResponse = z.infer<typeof TokenStartupResponse>;

/** Header names of DESIGN.md §4. */
export const Headers = {
  authorization: 'authorization',
  userToken: 'usertoken',
  actionPrivilege: 'actionprivilege',
  idempotencyKey: 'idempotency-key',
} as const;
