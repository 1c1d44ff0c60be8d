import { randomUUID } from 'node:crypto';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { decodeMail, partsOf } from '../../test/mail-reading';
import { createTestApp, type TestApp } from '../../test/test-app';
import { onBoardKit } from '../onboard/onboard-orders-test-kit';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('where a traveller finds their orders, and in which language', () => {
  let t: TestApp;
  let kit: ReturnType<typeof onBoardKit>;
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    kit = onBoardKit(t);
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  const headersIn = async (language: string, customer?: SignedInCustomer) => ({
    ...(customer
      ? await customer.headers(Privilege.PreOrderAccess)
      : await t.headers(Privilege.PreOrderAccess)),
    'accept-language': language,
  });

  it('lists an on-board order in "My orders" beside the pre-orders', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const placed = await kit.submit(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: undefined }),
      await traveller.headers(Privilege.OnBoardSubmitOrder),
    );
    expect(placed.statusCode).toBe(200);
    const mine = await traveller.headers(Privilege.PreOrderAccess);
    const list = await t.app.inject({ url: '/PreOrder/api/V1.0/PreOrder/GetMyOrders', headers: mine });
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toContainEqual(
      expect.objectContaining({ id: placed.json().id, kind: 'onboard', seatNumber: '14C' }),
    );
  });

  it('tracks an on-board order by e-mail, with its link', async () => {
    const item = await kit.newItem({ stock: 40 });
    const flight = await kit.newFlight(2 * HOUR, [{ itemId: item, quantity: 5 }]);
    const email = `onboard-${randomUUID().slice(0, 8)}@example.com`;
    const placed = (
      await kit.submit(kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: { ...kit.guest, email } }))
    ).json();
    const before = (await t.outbox()).length;
    const tracked = await t.app.inject({
      method: 'POST',
      url: '/PreOrder/api/V1.0/PreOrder/SubmitToMail',
      headers: await t.headers(Privilege.PreOrderSubmitToMail),
      payload: { email },
    });
    expect(tracked.json()).toMatchObject({ sent: true });
    const [mail] = (await t.outbox()).slice(before).map(decodeMail);
    expect(partsOf(mail!).text).toContain(
      `http://localhost:8080/confirmation?order=${placed.orderCode}&token=${placed.viewToken}`,
    );
  });

  it('names order lines in the page’s language and in the e-mail’s', async () => {
    const item = await kit.newItem({ stock: 40 });
    await queryRows(
      t.database.db,
      sql`INSERT INTO item_translations (item_id, locale, name)
          VALUES (${item}, 'zh', '测试香水'), (${item}, 'ar', 'عطر تجريبي') RETURNING item_id`,
    );
    const flight = await kit.newFlight(3 * DAY, []);
    const email = `names-${randomUUID().slice(0, 8)}@example.com`;
    const before = (await t.outbox()).length;
    const response = await kit.create(
      {
        items: [{ itemId: item, quantity: 1 }],
        currencyId: 2,
        paymentOption: 2,
        pickFrom: 'Onboard',
        ...flight.details,
        guest: { ...kit.guest, email },
      },
      await headersIn('ar'),
    );
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed.summary.orderItemRes[0].name).toBe('عطر تجريبي');
    const [mail] = (await t.outbox()).slice(before).map(decodeMail);
    expect(partsOf(mail!).text).toContain('- عطر تجريبي × 1');

    const byCode = `/PreOrder/api/V1.0/PreOrder/GetOrderByCode?orderCode=${placed.orderCode}&token=${placed.viewToken}`;
    const nameIn = async (language: string) =>
      (await t.app.inject({ url: byCode, headers: await headersIn(language) })).json().orderItemRes[0].name;
    expect(await nameIn('zh')).toBe('测试香水');
    expect(await nameIn('ar')).toBe('عطر تجريبي');
    expect(await nameIn('en')).toMatch(/^Test item /);
  });

  it('names the lines of "My orders" and of a cancelled order’s answer in the page’s language', async () => {
    const item = await kit.newItem({ stock: 40 });
    await queryRows(
      t.database.db,
      sql`INSERT INTO item_translations (item_id, locale, name) VALUES (${item}, 'zh', '测试手表') RETURNING item_id`,
    );
    const flight = await kit.newFlight(3 * DAY, []);
    const zh = await headersIn('zh', traveller);
    const placed = await kit.create(
      {
        items: [{ itemId: item, quantity: 1 }],
        currencyId: 2,
        paymentOption: 2,
        pickFrom: 'Onboard',
        ...flight.details,
      },
      zh,
    );
    expect(placed.statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/PreOrder/api/V1.0/PreOrder/GetMyOrders', headers: zh })).json();
    const listed = list.orders.find((o: { id: number }) => o.id === placed.json().id);
    expect(listed.orderItemRes[0].name).toBe('测试手表');
    const cancelled = await kit.cancel(placed.json(), zh);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().orderItemRes[0].name).toBe('测试手表');
  });
});
