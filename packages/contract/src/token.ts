import { z } from 'zod';

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
