import { api } from '@dfs/contract/paths';
import type { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInCustomer, signInCustomer } from '../test/customer-session';
import { createTestApp, type TestApp } from '../test/test-app';

const LIMIT = 2;

type Who = 'anonymous' | 'customer' | 'none';
interface LimitedCall {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  privilege: Privilege | null;
  who: Who;
  payload?: object;
  form?: string;
}

// Every call that takes what a person typed into a form, or places, changes or pays an order.
const limited: Record<string, LimitedCall> = {
  signIn: { ...post(api.signIn), who: 'anonymous', payload: { username: 'x', password: 'y' } },
  milesSignIn: { ...post(api.milesSignIn), who: 'anonymous', payload: { MemberID: 'x', Password: 'y' } },
  refreshToken: { ...post(api.refreshToken), who: 'anonymous', payload: { refreshToken: 'x' } },
  createCustomerProfile: { ...post(api.createCustomerProfile), who: 'anonymous', payload: {} },
  updateCustomerProfile: { ...post(api.updateCustomerProfile), who: 'customer', payload: {} },
  changePassword: { ...post(api.changePassword), who: 'customer', payload: {} },
  forgotPassword: { ...post(api.forgotPassword), who: 'anonymous', payload: { username: 'a@example.com' } },
  resetForgotPassword: { ...post(api.resetForgotPassword), who: 'anonymous', payload: {} },
  subscribe: { ...post(api.subscribe), who: 'anonymous', payload: { email: 'a@example.com' } },
  unsubscribe: { ...post(api.unsubscribe), who: 'anonymous', payload: {} },
  feedback: { ...post(api.feedback), who: 'anonymous', payload: {} },
  submitToMail: { ...post(api.submitToMail), who: 'anonymous', payload: { email: 'a@example.com' } },
  sendOrderLink: {
    ...post(api.sendOrderLink),
    who: 'anonymous',
    payload: { orderCode: 'ABC123', email: 'a@example.com' },
  },
  createPreOrder: { ...post(api.createPreOrder), who: 'anonymous', payload: {} },
  cancelPreOrder: { ...post(api.cancelPreOrder), who: 'anonymous', payload: {} },
  updatePreOrder: { ...post(api.updatePreOrder), who: 'anonymous', payload: {} },
  moveToFlight: { ...post(api.moveToFlight), who: 'anonymous', payload: {} },
  submitOnBoardOrder: { ...post(api.submitOnBoardOrder), who: 'anonymous', payload: {} },
  initiatePayment: { ...post(api.initiatePayment), who: 'anonymous', payload: {} },
  onboardPassengerFromTicket: {
    method: 'GET',
    url: `${api.onboardPassengerFromTicket.path}?TicketNumber=0712345678901`,
    privilege: api.onboardPassengerFromTicket.privilege,
    who: 'anonymous',
  },
  orderByCode: {
    method: 'GET',
    url: `${api.orderByCode.path}?orderCode=ABCDEFGH`,
    privilege: api.orderByCode.privilege,
    who: 'anonymous',
  },
  sandboxCardForm: {
    method: 'POST',
    url: '/Payment/Sandbox/Checkout',
    privilege: null,
    who: 'none',
    form: 'session=x&action=pay&cardNumber=4242424242424242',
  },
};

// Calls that change state but take no typed input: each is bounded by the global per-address limit.
const unlimited = new Set([
  'tokenStartup', // issues anonymous tokens only
  'signOut', // needs a live session; ends it
  'itemDetail', // a catalogue read sent as POST
  'volumePrices', // a price read sent as POST
  'cartQuote', // a price read sent as POST
  'paymentCallback', // server to server, authenticated by its signature
]);

function post(call: { method: string; path: string; privilege: Privilege | null }) {
  return { method: call.method as 'POST' | 'PUT', url: call.path, privilege: call.privilege };
}

describe('rate limits on every form endpoint', () => {
  let t: TestApp;
  let customer: SignedInCustomer;
  beforeAll(async () => {
    t = await createTestApp({ formsPerMinute: LIMIT, lookupsPerMinute: LIMIT, ordersPerMinute: LIMIT });
    customer = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  it('lists every POST and PUT of the API as limited or as deliberately left to the global limit', () => {
    const writes = Object.entries(api)
      .filter(([, call]) => call.method === 'POST' || call.method === 'PUT')
      .map(([name]) => name);
    for (const name of writes) expect(name in limited || unlimited.has(name), name).toBe(true);
  });

  it.each(Object.entries(limited))(
    '%s answers 429 problem+json with Retry-After past its limit',
    async (_name, call) => {
      const headers: Record<string, string> =
        call.who === 'customer'
          ? await customer.headers(call.privilege!)
          : call.who === 'anonymous'
            ? await t.headers(call.privilege!)
            : {};
      const send = () =>
        t.app.inject({
          method: call.method,
          url: call.url,
          headers: call.form ? { ...headers, 'content-type': 'application/x-www-form-urlencoded' } : headers,
          ...(call.form ? { payload: call.form } : call.payload ? { payload: call.payload } : {}),
          remoteAddress: '10.90.0.1',
        });
      for (let i = 0; i < LIMIT; i++) expect((await send()).statusCode).not.toBe(429);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ status: 429 });
      // Another caller is not affected: another visitor or customer behind the same address (limits
      // count per caller's token), or, for a call without a token, another address.
      const other: Record<string, string> =
        call.who === 'customer'
          ? await (await signInCustomer(t, 'amina')).headers(call.privilege!)
          : call.who === 'anonymous'
            ? await t.headers(call.privilege!)
            : {};
      const elsewhere = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: call.form ? { ...other, 'content-type': 'application/x-www-form-urlencoded' } : other,
        ...(call.form ? { payload: call.form } : call.payload ? { payload: call.payload } : {}),
        remoteAddress: call.who === 'none' ? '10.90.0.2' : '10.90.0.1',
      });
      expect(elsewhere.statusCode).not.toBe(429);
    },
  );
});
