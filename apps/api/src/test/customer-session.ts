import type { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { TokenService } from '../modules/auth/tokens';
import { type TestApp, testSecret } from './test-app';

export interface SignedInCustomer {
  customerId: number;
  loyaltyMemberId: number | null;
  token: string;
  /** The headers of a storefront call made by this customer (client bearer + user token). */
  headers(privilege: Privilege): Promise<Record<string, string>>;
}

/**
 * Signs a seeded customer in the way the account sign-in does: a server-side session row and a
 * user token for it, signed with the test secret.
 */
export async function signInCustomer(t: TestApp, username: string): Promise<SignedInCustomer> {
  const [customer] = await queryRows<{ id: number; loyalty_member_id: number | null }>(
    t.database.db,
    sql`SELECT id, loyalty_member_id FROM customers WHERE username = ${username}`,
  );
  if (!customer) throw new Error(`no seeded customer ${username}`);
  const [session] = await queryRows<{ id: string }>(
    t.database.db,
    // The session lives a day on the test clock, which tests move forward.
    sql`INSERT INTO sessions (customer_id, expires_at) VALUES (${customer.id}, ${new Date(t.clock.now().getTime() + 86_400_000).toISOString()}::timestamptz) RETURNING id`,
  );
  const tokens = new TokenService(new TextEncoder().encode(testSecret), t.clock.now);
  const token = await tokens.issueUser(customer.id, session!.id);
  return {
    customerId: customer.id,
    loyaltyMemberId: customer.loyalty_member_id,
    token,
    async headers(privilege) {
      return { ...(await t.headers(privilege)), usertoken: token };
    },
  };
}
