import { Privilege } from '@dfs/contract/privileges';
import { OrderRequestStatus as S } from '@dfs/domain/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { preOrderKit } from '../../preorders/preorders-test-kit';

const DAY = 24 * 60 * 60 * 1000;
const HOLD_RUN_OUT = 31 * 60 * 1000;

/** An e-mail from the outbox, quoted-printable undone and base64 parts (Arabic text) decoded. */
function decode(eml: string): string {
  const quoted = eml.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );
  const parts = [
    ...eml.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:\S[^\r\n]*\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ];
  return [quoted, ...parts.map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))].join(
    '\n',
  );
}

describe('a card payment the bank never confirms', () => {
  let t: TestApp;
  let kit: ReturnType<typeof preOrderKit>;

  beforeAll(async () => {
    t = await createTestApp();
    kit = preOrderKit(t);
    // A fresh database on a busy machine (as storefront-pages.test.ts allows).
  }, 180_000);
  afterAll(() => t?.close());

  async function cardOrder(language: string, cardNumber?: string) {
    const item = await kit.newItem({ stock: 5, price: 40 });
    const flight = await kit.newFlight(3 * DAY);
    const headers = { ...(await t.headers(Privilege.PreOrderAccess)), 'accept-language': language };
    const response = await kit.create(
      kit.body(flight, [{ itemId: item, quantity: 1 }], { paymentOption: 1 }),
      headers,
    );
    expect(response.statusCode).toBe(200);
    const placed = response.json() as { id: number; orderCode: string; paymentRedirectUrl: string };
    if (cardNumber) {
      const result = await kit.payOnSandbox(placed.paymentRedirectUrl, { action: 'pay', cardNumber });
      expect(result.headers.location).toMatch(/^\/payment-pending\?/);
    }
    return placed;
  }

  /** Lets every hold run out, sweeps, and turns the clock back for the other tests. */
  async function holdsRunOut() {
    t.clock.advance(HOLD_RUN_OUT);
    try {
      await t.app.sweepExpiredHolds();
    } finally {
      t.clock.advance(-HOLD_RUN_OUT);
    }
  }

  it('e-mails the traveller, in the order’s language, when the hold runs out and the order is cancelled', async () => {
    const zh = await cardOrder('zh', '4000000000000077');
    const ar = await cardOrder('ar', '4000000000000077');
    // Walked away from the gateway's page: no bank was waiting, and the page promised nothing.
    const abandoned = await cardOrder('en');
    const before = (await t.outbox()).length;

    await holdsRunOut();

    for (const placed of [zh, ar, abandoned]) {
      expect((await kit.order(placed.id)).order_request_status).toBe(S.Cancelled);
    }
    const mails = (await t.outbox()).slice(before).map(decode);
    const about = (code: string) => mails.filter((m) => m.includes(code));
    expect(about(zh.orderCode)).toHaveLength(1);
    expect(about(zh.orderCode)[0]).toContain(
      `您的银行未及时确认您在Horizon Duty Free的预订单 ${zh.orderCode} 的银行卡付款`,
    );
    expect(about(ar.orderCode)).toHaveLength(1);
    expect(about(ar.orderCode)[0]).toContain('dir="rtl"');
    expect(about(ar.orderCode)[0]).toContain(`لم يؤكد مصرفك الدفع بالبطاقة لطلبك المسبق ${ar.orderCode}`);
    expect(about(abandoned.orderCode)).toHaveLength(0);
  });
});
