import { api } from '@dfs/contract/paths';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const decode = (eml: string) =>
  eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16)));

describe('an order code is not a key (issue 42 point 6)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;
  let placed: { id: number; orderCode: string; viewToken: string };

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
    const item = await kit.newItem({ stock: 5 });
    const flight = await kit.newFlight(3 * DAY);
    placed = (await kit.create(kit.body(flight, [{ itemId: item, quantity: 1 }]))).json();
    await t.outbox();
  });
  afterAll(() => t?.close());

  const ask = async (orderCode: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: api.sendOrderLink.path,
      headers: await t.headers(Privilege.PreOrderAccess),
      payload: { orderCode, email },
    });

  it('answers alike whether or not an order matches, and never with the order or its token', async () => {
    const answers = await Promise.all([
      ask(placed.orderCode, 'HANA.GIRMA@example.com'),
      ask(placed.orderCode, 'someone.else@example.com'),
      ask('ZZZZZZZZZZ', 'hana.girma@example.com'),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        message: 'If an order matches, we have e-mailed its link. Check your inbox.',
      });
      expect(answer.body).not.toContain(placed.viewToken);
      expect(answer.body).not.toContain(placed.orderCode);
    }
    // The look-up by code answers nobody holding only the e-mail address.
    const byCode = await t.app.inject({
      url: `${api.orderByCode.path}?orderCode=${placed.orderCode}&email=hana.girma@example.com`,
      headers: await t.headers(Privilege.PreOrderAccess),
    });
    expect(byCode.statusCode).toBe(404);
    expect(byCode.body).not.toContain(placed.viewToken);
  });

  it('e-mails the link to the order’s own address only when code and address match', async () => {
    const before = (await t.outbox()).length;
    await ask(placed.orderCode, 'someone.else@example.com');
    await ask('ZZZZZZZZZZ', 'hana.girma@example.com');
    expect((await t.outbox()).length).toBe(before);

    expect((await ask(placed.orderCode, 'Hana.Girma@Example.com')).statusCode).toBe(200);
    const mails = (await t.outbox()).slice(before).map(decode);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: hana\.girma@example\.com$/im);
    expect(mails[0]).toContain(`/confirmation?order=${placed.orderCode}&token=${placed.viewToken}`);
  });

  it('refuses a malformed request with field errors and unknown fields', async () => {
    const bad = await ask('', 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors ?? {}).length).toBeGreaterThan(0);
  });
});
