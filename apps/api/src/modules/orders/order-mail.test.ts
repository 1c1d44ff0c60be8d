import { randomUUID } from 'node:crypto';
import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type SignedInCustomer, signInCustomer } from '../../test/customer-session';
import { decodeMail, partsOf } from '../../test/mail-reading';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;

describe('order e-mails as a traveller reads them', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let traveller: SignedInCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
    traveller = await signInCustomer(t, 'traveller');
  });
  afterAll(() => t?.close());

  /** The e-mails written since `before` to an address, decoded. */
  const mailsTo = async (address: string, before: number) =>
    (await t.outbox())
      .slice(before)
      .map(decodeMail)
      .filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`));
  const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

  it('writes a miles order in miles, never in dollars: confirmation and cancellation', async () => {
    const item = await kit.newItem({ stock: 10, price: 750, miles: 100_000 });
    const flight = await kit.newFlight(5 * DAY);
    const headers = await traveller.headers(Privilege.PreOrderAccess);
    const before = (await t.outbox()).length;
    const response = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 2 }], { paymentOption: 3, guest: undefined }),
      headers,
    );
    expect(response.statusCode).toBe(200);
    const placed = response.json();
    expect(placed.summary).toMatchObject({ total: 1500, totalMiles: 200_000 });
    expect((await kit.cancel(placed, headers)).statusCode).toBe(200);

    const mails = (await t.outbox()).slice(before).map(decodeMail);
    expect(mails.length).toBeGreaterThanOrEqual(2);
    for (const mail of mails) {
      const { text } = partsOf(mail);
      expect(text).toContain('Total: 200,000 miles');
      expect(text).toContain(`× 2: 200,000 miles`);
      expect(text).not.toMatch(/USD|1500|1,500/);
    }
  });

  it('promises miles only to members, and credits the member what it promised', async () => {
    const item = await kit.newItem({ stock: 10, price: 40, accrual: 40 });
    const flight = await kit.newFlight(5 * DAY);
    const card = { paymentOption: 1, guest: undefined };
    const pay = (placed: { paymentRedirectUrl: string }) =>
      kit.payOnSandbox(placed.paymentRedirectUrl, {
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
      });

    const amina = await signInCustomer(t, 'amina');
    expect(amina.loyaltyMemberId).toBeNull();
    const hers = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 2 }], card),
      await amina.headers(Privilege.PreOrderAccess),
    );
    expect(hers.statusCode).toBe(200);
    expect(hers.json().summary.milesForAccrual).toBe(0);
    const asGuest = await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }));
    expect(asGuest.json().summary.milesForAccrual).toBe(0);

    const start = await kit.milesOf(traveller.loyaltyMemberId!);
    const mine = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 2 }], card),
      await traveller.headers(Privilege.PreOrderAccess),
    );
    expect(mine.json().summary.milesForAccrual).toBe(80);
    expect((await pay(mine.json())).statusCode).toBe(303);
    expect(await kit.milesOf(traveller.loyaltyMemberId!)).toEqual({
      balance: start.balance + 80,
      ledger: start.ledger + 80,
    });
  });

  it('states amounts with separators, the pick-up point, the cut-off before the link, and attaches the QR by content id', async () => {
    const item = await kit.newItem({ stock: 10, price: 1234.5 });
    const flight = await kit.newFlight(5 * DAY);
    const email = unique('separators');
    const before = (await t.outbox()).length;
    const placed = (
      await kit.create(
        kit.body(flight, [{ itemId: item, quantity: 2 }], {
          pickFrom: 'Gate',
          guest: { ...kit.guest, email },
        }),
      )
    ).json();
    const [mail] = await mailsTo(email, before);
    const { text, html } = partsOf(mail!);
    expect(text).toContain('Total: USD 2,469.00');
    expect(text).toContain('× 2: USD 2,469.00');
    expect(text).toContain('Pick-up: at the departure gate');
    const link = `http://localhost:8080/confirmation?order=${placed.orderCode}&token=${placed.viewToken}`;
    // "…change or cancel it until <cut-off>, here:" is followed by the link itself.
    expect(text).toMatch(
      new RegExp(`change or cancel it until .*ADD \\(UTC\\+3\\), here:\\n${link.replace(/[?.]/g, '\\$&')}`),
    );
    expect(text).toContain(`give them your order code: ${placed.orderCode}`);
    expect(html).not.toContain('data:image');
    const cid = /<img src="cid:([^"]+)"/.exec(html)?.[1];
    expect(cid).toBeTruthy();
    expect(mail).toMatch(new RegExp(`^Content-ID: <${cid}>$`, 'm'));
    expect(mail).toMatch(/^Content-Type: image\/png/m);
  });

  it('states an on-board pick-up at the seat', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(5 * DAY);
    const email = unique('seat');
    const before = (await t.outbox()).length;
    await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], {
        pickFrom: 'Onboard',
        guest: { ...kit.guest, email },
      }),
    );
    const [mail] = await mailsTo(email, before);
    expect(partsOf(mail!).text).toContain('Pick-up: on board, at your seat 12A');
  });

  it('resends the confirmation of a handed-over order without inviting a change', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(5 * DAY);
    const email = unique('handed');
    const placed = (
      await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: { ...kit.guest, email } }))
    ).json();
    await queryRows(
      t.database.db,
      sql`UPDATE orders SET order_request_status = ${S.HandedOver}, handed_over_at = now()
          WHERE id = ${placed.id} RETURNING id`,
    );
    const care = await signInStaff(t, 'care');
    const before = (await t.outbox()).length;
    const resent = await t.app.inject({
      method: 'POST',
      url: opsApi.orderResendMail.path,
      headers: { authorization: care.authorization },
      payload: { id: placed.id, kind: 'confirmation' },
    });
    expect(resent.statusCode).toBe(200);
    const [mail] = await mailsTo(email, before);
    const { text } = partsOf(mail!);
    expect(text).toContain('You can view your order here:');
    expect(text).not.toMatch(/change|cancel/i);
  });

  it('greets in Arabic without a gendered form', async () => {
    const item = await kit.newItem({ stock: 10 });
    const flight = await kit.newFlight(5 * DAY);
    const email = unique('arabic');
    const before = (await t.outbox()).length;
    await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }], { guest: { ...kit.guest, email } }), {
      ...(await t.headers(Privilege.PreOrderAccess)),
      'accept-language': 'ar',
    });
    const [mail] = await mailsTo(email, before);
    const { text } = partsOf(mail!);
    expect(text).toMatch(/^مرحبًا Hana Girma،/);
    expect(text).not.toContain('عزيزي');
  });
});
