import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preOrderKit } from '../modules/preorders/preorders-test-kit';
import { type SignedInCustomer, signInCustomer } from '../test/customer-session';
import { createTestApp, type TestApp } from '../test/test-app';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every call that reads or changes something a customer owns (orders, payments, profile, password,
 * miles), made by the owner (2xx, so the matrix cannot pass vacuously) and by another signed-in
 * customer (403/404 and no data of the owner's in the answer).
 */
describe('customer-owned resources requested by another customer', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let owner: SignedInCustomer;
  let intruder: SignedInCustomer;
  let orders: { cash: { id: number; orderCode: string }; card: { id: number; orderCode: string } };
  let flight: Awaited<ReturnType<ReturnType<typeof preOrderKit>['newFlight']>>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
    // traveller has a linked miles member (250 000 miles); amina has none.
    owner = await signInCustomer(t, 'traveller');
    intruder = await signInCustomer(t, 'amina');
    const item = await kit.newItem({ stock: 50 });
    flight = await kit.newFlight(5 * DAY);
    const headers = await owner.headers(Privilege.PreOrderAccess);
    const place = async (paymentOption: number) => {
      const r = await kit.create(
        kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: undefined, paymentOption }),
        headers,
      );
      expect(r.statusCode).toBe(200);
      return r.json() as { id: number; orderCode: string };
    };
    orders = { cash: await place(2), card: await place(1) };
  });
  afterAll(() => t?.close());

  interface Case {
    name: string;
    method: 'GET' | 'POST' | 'PUT';
    privilege: Privilege;
    url: () => string;
    payload?: () => object;
    /** A word of the owner's data that must not leak to the intruder. */
    secret?: () => string;
  }
  const cases: Case[] = [
    {
      name: 'order by id',
      method: 'GET',
      privilege: Privilege.PreOrderAccess,
      url: () => `/PreOrder/api/V1.0/PreOrder/GetMyOrderById?id=${orders.cash.id}`,
      secret: () => orders.cash.orderCode,
    },
    {
      name: 'order by code',
      method: 'GET',
      privilege: Privilege.PreOrderAccess,
      url: () => `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${orders.cash.orderCode}`,
      secret: () => 'Selam',
    },
    {
      name: 'profile (with miles balance)',
      method: 'GET',
      privilege: Privilege.PreOrderAccess,
      url: () => `/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile?UserId=${owner.customerId}`,
      secret: () => 'ET100200300',
    },
    {
      name: 'update an order',
      method: 'PUT',
      privilege: Privilege.PreOrderAccess,
      url: () => '/PreOrder/api/V1.0/PreOrder/UpdatePreOrder',
      payload: () => ({
        id: orders.cash.id,
        pickFrom: 'Gate',
        ...flight,
        seatNumber: '14C',
      }),
      secret: () => orders.cash.orderCode,
    },
    {
      name: 'pay for an order again',
      method: 'POST',
      privilege: Privilege.PreOrderAccess,
      url: () => '/Payment/api/V1.0/Payment/Initiate',
      payload: () => ({ orderCode: orders.card.orderCode }),
    },
    // Last: it ends the order.
    {
      name: 'cancel an order',
      method: 'PUT',
      privilege: Privilege.PreOrderAccess,
      url: () => '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
      payload: () => ({ id: orders.cash.id, ReasonOfCancellation: 1 }),
      secret: () => orders.cash.orderCode,
    },
  ];

  const send = async (c: Case, who: SignedInCustomer) =>
    t.app.inject({
      method: c.method,
      url: c.url(),
      headers: await who.headers(c.privilege),
      ...(c.payload ? { payload: c.payload() } : {}),
    });

  // The intruder goes first each time, so the owner's 2xx also shows nothing was changed before.
  it.each(cases)('$name: another customer gets 403/404, the owner 2xx', async (c) => {
    const theirs = await send(c, intruder);
    expect([403, 404]).toContain(theirs.statusCode);
    if (c.secret) expect(theirs.body).not.toContain(c.secret());
    const own = await send(c, owner);
    expect(own.statusCode).toBe(200);
    if (c.secret) expect(own.body).toContain(c.secret());
  });

  it('my orders: each customer sees only their own', async () => {
    const list = async (who: SignedInCustomer) =>
      (
        await t.app.inject({
          url: '/PreOrder/api/V1.0/PreOrder/GetMyOrders?pageSize=50',
          headers: await who.headers(Privilege.PreOrderAccess),
        })
      ).json().orders as { id: number }[];
    expect((await list(owner)).map((o) => o.id)).toEqual(
      expect.arrayContaining([orders.cash.id, orders.card.id]),
    );
    expect((await list(intruder)).map((o) => o.id)).not.toContain(orders.card.id);
  });

  it('change password: naming another customer’s account is 403 and changes nothing', async () => {
    const change = async (who: SignedInCustomer, username: string) =>
      t.app.inject({
        method: 'POST',
        url: '/User/api/V1.0/Password/ChangePassword',
        headers: await who.headers(Privilege.PreOrderAccess),
        payload: { username, oldPassword: 'Travel#2026', newPassword: 'A brand new passphrase' },
      });
    expect((await change(intruder, 'traveller')).statusCode).toBe(403);
    const stillWorks = await t.app.inject({
      method: 'POST',
      url: '/User/api/V1.0/Account/SignIn',
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { username: 'traveller', password: 'Travel#2026' },
    });
    expect(stillWorks.statusCode).toBe(200);
  });

  it('miles: an order paid in miles debits the payer’s own member only', async () => {
    const balance = async (who: SignedInCustomer) =>
      (
        await t.app.inject({
          url: `/MasterData/api/V1.0/CustomerProfile/GetPassengerProfile?UserId=${who.customerId}`,
          headers: await who.headers(Privilege.PreOrderAccess),
        })
      ).json().milesBalance as number | null;
    const before = await balance(owner);
    const item = await kit.newItem({ stock: 5, miles: 1000 });
    // Without a member of their own, the intruder cannot pay in miles at all.
    const refused = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: undefined, paymentOption: 3 }),
      await intruder.headers(Privilege.PreOrderAccess),
    );
    expect(refused.statusCode).toBe(422);
    expect(await balance(owner)).toBe(before);
    const paid = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: undefined, paymentOption: 3 }),
      await owner.headers(Privilege.PreOrderAccess),
    );
    expect(paid.statusCode).toBe(200);
    expect(await balance(owner)).toBe((before ?? 0) - 1000);
  });

  it('a guest’s view token opens only its own order', async () => {
    const anonymous = await t.headers(Privilege.PreOrderAccess);
    const item = await kit.newItem({ stock: 5 });
    const a = (await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]), anonymous)).json();
    const b = (await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]), anonymous)).json();
    const read = (code: string, token: string) =>
      t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${code}&token=${token}`,
        headers: anonymous,
      });
    expect((await read(a.orderCode, a.viewToken)).statusCode).toBe(200);
    expect((await read(a.orderCode, b.viewToken)).statusCode).toBe(404);
    const cancel = (id: number, viewToken: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/PreOrder/api/V1.0/PreOrder/CancelPreOrder',
        headers: anonymous,
        payload: { id, ReasonOfCancellation: 4, viewToken },
      });
    expect((await cancel(a.id, b.viewToken)).statusCode).toBe(404);
    expect((await cancel(a.id, a.viewToken)).statusCode).toBe(200);
  });
});
