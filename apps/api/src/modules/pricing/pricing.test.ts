import { ItemsPage, type Product } from '@dfs/contract/catalogue';
import { CartQuoteResponse, PromoCodeResponse } from '@dfs/contract/pricing';
import { Privilege } from '@dfs/contract/privileges';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preOrderKit } from '../preorders/preorders-test-kit';

describe('pricing', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let all: Product[];

  beforeAll(async () => {
    t = await createTestApp();
    headers = await t.headers(Privilege.PreOrderAccess);
    all = [];
    for (let page = 1; ; page++) {
      const response = await t.app.inject({
        url: `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&pageSize=100&page=${page}`,
        headers,
      });
      const body = ItemsPage.parse(response.json());
      all.push(...body.items);
      if (page >= body.totalPages) break;
    }
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, headers, payload: payload as object });
  const quote = (payload: unknown) => post('/PreOrder/api/V1.0/PreOrder/GetCartQuote', payload);
  const okQuote = async (payload: unknown) => {
    const response = await quote(payload);
    expect(response.statusCode, response.body).toBe(200);
    return CartQuoteResponse.parse(response.json());
  };
  const plain = () =>
    all.find(
      (p) =>
        !p.priceListApplied &&
        p.volumePriceList.length === 0 &&
        p.buyGetPriceList.length === 0 &&
        p.quantity >= 5,
    )!;

  describe('GetPricesForVolumeOrder', () => {
    it("returns an item's tiers", async () => {
      const item = all.find((p) => p.volumePriceList.length > 0)!;
      const response = await post('/PreOrder/api/V1.0/PreOrder/GetPricesForVolumeOrder', [
        { itemId: item.id },
      ]);
      expect(response.statusCode).toBe(200);
      expect(response.json().volumePriceList).toEqual(item.volumePriceList);
    });

    it('refuses prices from the client, several items and unknown items', async () => {
      const url = '/PreOrder/api/V1.0/PreOrder/GetPricesForVolumeOrder';
      expect((await post(url, [{ itemId: 1, currentPrice: 1 }])).statusCode).toBe(400);
      expect((await post(url, [{ itemId: 1 }, { itemId: 2 }])).statusCode).toBe(400);
      expect((await post(url, [])).statusCode).toBe(400);
      expect((await post(url, [{ itemId: 999999 }])).statusCode).toBe(404);
    });
  });

  describe('promo codes', () => {
    const promo = async (code: string, currencyId = 2) => {
      const response = await t.app.inject({
        url: `/PreOrder/api/V1.0/PriceList/GetPriceListByPromoCode?PromoCode=${encodeURIComponent(code)}&currencyId=${currencyId}`,
        headers,
      });
      return response;
    };

    it('resolves a valid code, in any letter case, with its rates', async () => {
      const body = PromoCodeResponse.parse((await promo('welcome10')).json());
      expect(body.status).toBe(1);
      expect(body.priceList!.promoCode).toBe('WELCOME10');
      expect(body.priceList!.priceListIndividualRateRes.length).toBeGreaterThan(0);
      const rate = body.priceList!.priceListIndividualRateRes[0]!;
      const product = all.find((p) => p.id === rate.itemId)!;
      expect(rate.amount).toBeLessThan(product.currentPrice);
    });

    it('returns bundle rates', async () => {
      const body = PromoCodeResponse.parse((await promo('DUO2026')).json());
      expect(body.status).toBe(1);
      expect(
        body.priceList!.priceListBundleRateRes[0]!.priceListBundleItemsRes.length,
      ).toBeGreaterThanOrEqual(2);
    });

    it('answers status 0 for expired and unknown codes', async () => {
      expect((await promo('SUMMER2024')).json()).toEqual({ status: 0, priceList: null });
      expect((await promo('NOSUCHCODE')).json()).toEqual({ status: 0, priceList: null });
    });

    it('refuses a missing or malformed code with 400', async () => {
      expect((await promo('')).statusCode).toBe(400);
      expect((await promo('bad code!')).statusCode).toBe(400);
      expect((await promo('X'.repeat(40))).statusCode).toBe(400);
    });

    it('lists the offer price lists loaded at start-up', async () => {
      const response = await t.app.inject({
        url: '/PreOrder/api/V1.0/PriceList/GetPriceListByOfferType?offerType=1',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().priceLists.length).toBeGreaterThan(0);
      expect(
        (
          await t.app.inject({
            url: '/PreOrder/api/V1.0/PriceList/GetPriceListByOfferType?offerType=x',
            headers,
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('cart quote', () => {
    it('prices lines at the offer price and totals them', async () => {
      const a = plain();
      const onOffer = all.find(
        (p) => p.priceListApplied && p.volumePriceList.length === 0 && p.quantity >= 2,
      )!;
      const body = await okQuote({
        currencyId: 2,
        items: [
          { itemId: a.id, quantity: 2 },
          { itemId: onOffer.id, quantity: 1 },
        ],
      });
      expect(body.lines[0]).toMatchObject({
        unitPrice: a.currentPrice,
        lineTotal: Math.round(a.currentPrice * 200) / 100,
        source: 'base',
      });
      expect(body.lines[1]).toMatchObject({ unitPrice: onOffer.offerPrice, source: 'offer' });
      expect(body.total).toBeCloseTo(body.lines[0]!.lineTotal + body.lines[1]!.lineTotal, 2);
      expect(body.problems).toEqual([]);
    });

    it('applies a volume tier only while the quantity is inside it', async () => {
      const item = all.find((p) => p.volumePriceList.length > 0)!;
      const tier = item.volumePriceList[0]!;
      const inside = await okQuote({
        currencyId: 2,
        items: [{ itemId: item.id, quantity: tier.startQuantity }],
      });
      expect(inside.lines[0]!.unitPrice).toBe(Math.min(tier.customePrice, item.offerPrice));
      const below = await okQuote({
        currencyId: 2,
        items: [{ itemId: item.id, quantity: tier.startQuantity - 1 || 1 }],
      });
      if (tier.startQuantity > 1) expect(below.lines[0]!.unitPrice).toBe(item.offerPrice);
    });

    it('adds the buy-get free line at the threshold and removes it below', async () => {
      const item = all.find((p) => p.buyGetPriceList.length > 0)!;
      const rule = item.buyGetPriceList[0]!;
      const at = await okQuote({ currencyId: 2, items: [{ itemId: item.id, quantity: rule.buyQuantity }] });
      expect(at.freeLines).toEqual([
        expect.objectContaining({ itemId: rule.getItemId, quantity: rule.getQuantity, price: 0 }),
      ]);
      if (rule.buyQuantity > 1) {
        const below = await okQuote({
          currencyId: 2,
          items: [{ itemId: item.id, quantity: rule.buyQuantity - 1 }],
        });
        expect(below.freeLines).toEqual([]);
      }
    });

    it('applies a promo code and refuses an invalid one with 422', async () => {
      const rates = PromoCodeResponse.parse(
        (
          await t.app.inject({
            url: '/PreOrder/api/V1.0/PriceList/GetPriceListByPromoCode?PromoCode=WELCOME10',
            headers,
          })
        ).json(),
      ).priceList!.priceListIndividualRateRes;
      const rate = rates.find((r) => all.find((p) => p.id === r.itemId && p.offerPrice > r.amount))!;
      const body = await okQuote({
        currencyId: 2,
        promoCode: 'welcome10',
        items: [{ itemId: rate.itemId, quantity: 1 }],
      });
      expect(body.lines[0]).toMatchObject({ unitPrice: rate.amount, source: 'promo' });
      expect(body.promoCode).toBe('WELCOME10');
      for (const code of ['SUMMER2024', 'NOSUCHCODE']) {
        const refused = await quote({
          currencyId: 2,
          promoCode: code,
          items: [{ itemId: rate.itemId, quantity: 1 }],
        });
        expect(refused.statusCode, code).toBe(422);
        expect(refused.json().code).toBe('unprocessable');
      }
    });

    it('reprices in another currency', async () => {
      const a = plain();
      const usd = await okQuote({ currencyId: 2, items: [{ itemId: a.id, quantity: 1 }] });
      const gbp = await okQuote({ currencyId: 3, items: [{ itemId: a.id, quantity: 1 }] });
      expect(gbp.currency).toBe('GBP');
      expect(gbp.total).not.toBe(usd.total);
    });

    it('reports lines past the stock or the per-item limit', async () => {
      const scarce = all.find((p) => p.quantity >= 1 && p.quantity <= 2)!;
      const body = await okQuote({
        currencyId: 2,
        items: [{ itemId: scarce.id, quantity: scarce.quantity + 1 }],
      });
      expect(body.problems).toEqual([{ kind: 'outOfStock', itemId: scarce.id, stock: scarce.quantity }]);
      const limited = all.find((p) => p.orderQuantity === null && p.quantity >= 5)!;
      const over = await okQuote({ currencyId: 2, items: [{ itemId: limited.id, quantity: 3 }] });
      expect(over.problems).toEqual([{ kind: 'maxOrder', itemId: limited.id, limit: 2, quantity: 3 }]);
    });

    it('refuses tampered, absurd and unknown input with 4xx, never 500', async () => {
      const id = plain().id;
      const bad: Array<[string, unknown, number]> = [
        ['price on a line', { currencyId: 2, items: [{ itemId: id, quantity: 1, price: 0.01 }] }, 400],
        ['total at the top', { currencyId: 2, items: [{ itemId: id, quantity: 1 }], total: 0 }, 400],
        ['zero quantity', { currencyId: 2, items: [{ itemId: id, quantity: 0 }] }, 400],
        ['negative quantity', { currencyId: 2, items: [{ itemId: id, quantity: -1 }] }, 400],
        ['fractional quantity', { currencyId: 2, items: [{ itemId: id, quantity: 1.5 }] }, 400],
        ['huge quantity', { currencyId: 2, items: [{ itemId: id, quantity: 1e12 }] }, 400],
        ['quantity as text', { currencyId: 2, items: [{ itemId: id, quantity: '2' }] }, 400],
        [
          'duplicate lines',
          {
            currencyId: 2,
            items: [
              { itemId: id, quantity: 1 },
              { itemId: id, quantity: 1 },
            ],
          },
          400,
        ],
        ['no lines', { currencyId: 2, items: [] }, 400],
        ['no currency', { items: [{ itemId: id, quantity: 1 }] }, 400],
        ['unknown currency', { currencyId: 999, items: [{ itemId: id, quantity: 1 }] }, 400],
        ['unknown item', { currencyId: 2, items: [{ itemId: 999999, quantity: 1 }] }, 422],
        ['not an object', [1, 2, 3], 400],
      ];
      for (const [name, payload, status] of bad) {
        const response = await quote(payload);
        expect(response.statusCode, name).toBe(status);
        expect(response.headers['content-type'], name).toContain('application/problem+json');
      }
      const tampered = await quote({ currencyId: 2, items: [{ itemId: id, quantity: 1, price: 0.01 }] });
      expect(tampered.json().errors).toHaveProperty(['Items[0].Price']);
    });
  });

  it('quotes from cached products, and sees the stock a pre-order has taken at once', async () => {
    const kit = preOrderKit(t);
    const itemId = await kit.newItem({ stock: 3 });
    const cart = { currencyId: 2, items: [{ itemId, quantity: 3 }] };
    expect((await okQuote(cart)).problems).toEqual([]);
    expect((await okQuote(cart)).problems, 'cached').toEqual([]);

    const flight = await kit.newFlight(3 * 86_400_000);
    const placed = await kit.create(kit.body(flight, [{ itemId, quantity: 2 }]), headers, 'quote-cache-1');
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await okQuote(cart)).problems).toEqual([{ kind: 'outOfStock', itemId, stock: 1 }]);
  });
});
