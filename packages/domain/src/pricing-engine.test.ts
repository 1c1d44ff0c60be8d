import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BuyGetRule,
  buyGetFreeQuantity,
  type PricedItem,
  type Promo,
  priceCart,
  volumeDiscountPercent,
  volumeTierFor,
} from './pricing-engine';

const item = (over: Partial<PricedItem> & { itemId: number }): PricedItem => ({
  basePriceMinor: 10_000,
  ...over,
});
const catalogueOf = (...items: PricedItem[]) => new Map(items.map((i) => [i.itemId, i] as const));

describe('priceCart', () => {
  it('charges the base price without rules', () => {
    const cart = priceCart([{ itemId: 1, quantity: 2 }], catalogueOf(item({ itemId: 1 })));
    expect(cart.totalMinor).toBe(20_000);
    expect(cart.lines[0]).toMatchObject({ source: 'base', unitPriceMinor: 10_000 });
    expect(cart.discountMinor).toBe(0);
  });

  it('applies the volume tier the quantity falls in, and only inside it', () => {
    const tiers = [
      { startQuantity: 2, endQuantity: 3, customPriceMinor: 9_000, priceListId: 7 },
      { startQuantity: 4, endQuantity: 10, customPriceMinor: 8_250, priceListId: 7 },
    ];
    const catalogue = catalogueOf(item({ itemId: 1, volumeTiers: tiers }));
    expect(priceCart([{ itemId: 1, quantity: 1 }], catalogue).lines[0]!.unitPriceMinor).toBe(10_000);
    expect(priceCart([{ itemId: 1, quantity: 3 }], catalogue).lines[0]).toMatchObject({
      unitPriceMinor: 9_000,
      source: 'volume',
      volumeDiscountPercent: 10,
      priceListId: 7,
    });
    expect(priceCart([{ itemId: 1, quantity: 4 }], catalogue).lines[0]!.volumeDiscountPercent).toBe(17);
    expect(priceCart([{ itemId: 1, quantity: 11 }], catalogue).lines[0]!.unitPriceMinor).toBe(10_000);
  });

  it('picks the lowest of offer, tier and promo rate, never stacking them', () => {
    const catalogue = catalogueOf(
      item({
        itemId: 1,
        offer: { priceMinor: 8_500, priceListId: 3 },
        volumeTiers: [{ startQuantity: 2, endQuantity: 5, customPriceMinor: 8_000 }],
      }),
    );
    expect(priceCart([{ itemId: 1, quantity: 1 }], catalogue).lines[0]).toMatchObject({
      unitPriceMinor: 8_500,
      source: 'offer',
    });
    expect(priceCart([{ itemId: 1, quantity: 2 }], catalogue).lines[0]).toMatchObject({
      unitPriceMinor: 8_000,
      source: 'volume',
    });
    const promo: Promo = { priceListId: 9, individualRates: new Map([[1, 7_000]]), bundles: [] };
    expect(priceCart([{ itemId: 1, quantity: 2 }], catalogue, promo).lines[0]).toMatchObject({
      unitPriceMinor: 7_000,
      source: 'promo',
      priceListId: 9,
    });
  });

  it('adds buy-get free lines per full multiple and drops them below the threshold', () => {
    const rule: BuyGetRule = { buyQuantity: 2, getQuantity: 1, getItemId: 5 };
    const catalogue = catalogueOf(item({ itemId: 1, buyGet: [rule] }), item({ itemId: 5 }));
    expect(priceCart([{ itemId: 1, quantity: 1 }], catalogue).freeLines).toEqual([]);
    expect(priceCart([{ itemId: 1, quantity: 2 }], catalogue).freeLines).toEqual([
      { itemId: 5, quantity: 1, fromItemId: 1, priceListId: null },
    ]);
    expect(priceCart([{ itemId: 1, quantity: 5 }], catalogue).freeLines[0]!.quantity).toBe(2);
    expect(priceCart([{ itemId: 1, quantity: 5 }], catalogue).totalMinor).toBe(50_000);
  });

  it('applies a promo bundle when every item is present, as often as the scarcest', () => {
    const catalogue = catalogueOf(
      item({ itemId: 1, basePriceMinor: 6_000 }),
      item({ itemId: 2, basePriceMinor: 5_000 }),
    );
    const promo: Promo = {
      priceListId: 4,
      individualRates: new Map(),
      bundles: [{ bundleId: 1, amountMinor: 9_000, itemIds: [1, 2] }],
    };
    const both = priceCart(
      [
        { itemId: 1, quantity: 2 },
        { itemId: 2, quantity: 1 },
      ],
      catalogue,
      promo,
    );
    expect(both.bundles).toEqual([{ bundleId: 1, times: 1, discountMinor: 2_000 }]);
    expect(both.totalMinor).toBe(6_000 * 2 + 5_000 - 2_000);
    expect(priceCart([{ itemId: 1, quantity: 2 }], catalogue, promo).bundles).toEqual([]);
  });

  it('sums miles only when every line can be paid in miles', () => {
    const catalogue = catalogueOf(item({ itemId: 1, milesForRedeem: 1_000.5 }), item({ itemId: 2 }));
    expect(priceCart([{ itemId: 1, quantity: 2 }], catalogue).totalMiles).toBe(2_001);
    expect(
      priceCart(
        [
          { itemId: 1, quantity: 1 },
          { itemId: 2, quantity: 1 },
        ],
        catalogue,
      ).totalMiles,
    ).toBeNull();
  });

  it('refuses unknown items and bad quantities', () => {
    const catalogue = catalogueOf(item({ itemId: 1 }));
    expect(() => priceCart([{ itemId: 2, quantity: 1 }], catalogue)).toThrow(RangeError);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(() => priceCart([{ itemId: 1, quantity }], catalogue)).toThrow(RangeError);
    }
  });
});

describe('pricing properties', () => {
  const tierArb = fc
    .tuple(
      fc.integer({ min: 1, max: 10 }),
      fc.integer({ min: 0, max: 10 }),
      fc.integer({ min: 0, max: 200_000 }),
    )
    .map(([start, span, price]) => ({
      startQuantity: start,
      endQuantity: start + span,
      customPriceMinor: price,
    }));
  const itemArb = (itemId: number) =>
    fc.record({
      itemId: fc.constant(itemId),
      basePriceMinor: fc.integer({ min: 0, max: 500_000 }),
      offer: fc.option(fc.record({ priceMinor: fc.integer({ min: 0, max: 500_000 }) })),
      volumeTiers: fc.array(tierArb, { maxLength: 3 }),
      buyGet: fc.array(
        fc.record({
          buyQuantity: fc.integer({ min: 1, max: 5 }),
          getQuantity: fc.integer({ min: 1, max: 3 }),
          getItemId: fc.integer({ min: 1, max: 4 }),
        }),
        { maxLength: 2 },
      ),
    });
  const cartArb = fc.tuple(
    fc.tuple(itemArb(1), itemArb(2), itemArb(3), itemArb(4)),
    fc.uniqueArray(
      fc.record({ itemId: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 20 }) }),
      {
        selector: (l) => l.itemId,
        minLength: 1,
      },
    ),
    fc.option(
      fc.record({
        priceListId: fc.constant(99),
        individualRates: fc
          .array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 500_000 })), {
            maxLength: 4,
          })
          .map((pairs) => new Map(pairs)),
        bundles: fc.array(
          fc.record({
            bundleId: fc.integer({ min: 1, max: 9 }),
            amountMinor: fc.integer({ min: 0, max: 900_000 }),
            itemIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }),
          }),
          { maxLength: 2 },
        ),
      }),
    ),
  );

  it('never produces a negative line or total, and never charges more than the base price', () => {
    fc.assert(
      fc.property(cartArb, ([items, cart, promo]) => {
        const priced = priceCart(cart, new Map(items.map((i) => [i.itemId, i])), promo);
        return (
          priced.totalMinor >= 0 &&
          priced.lines.every((l) => l.lineTotalMinor >= 0 && l.unitPriceMinor <= l.baseUnitPriceMinor) &&
          priced.totalMinor <= priced.subtotalMinor &&
          priced.discountMinor === priced.subtotalMinor - priced.totalMinor
        );
      }),
    );
  });

  it('has free lines exactly when a buy-get threshold is met', () => {
    fc.assert(
      fc.property(cartArb, ([items, cart]) => {
        const catalogue = new Map(items.map((i) => [i.itemId, i]));
        const priced = priceCart(cart, catalogue);
        const expected = cart.flatMap(({ itemId, quantity }) =>
          catalogue
            .get(itemId)!
            .buyGet.filter((r) => quantity >= r.buyQuantity)
            .map((r) => ({ itemId, r })),
        );
        return priced.freeLines.length === expected.length && priced.freeLines.every((f) => f.quantity > 0);
      }),
    );
  });

  it('uses the tier price inside a tier and the base price outside (when no other rule applies)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.array(tierArb, { maxLength: 3 }),
        fc.integer({ min: 1, max: 30 }),
        (base, tiers, quantity) => {
          const [line] = priceCart(
            [{ itemId: 1, quantity }],
            catalogueOf({ itemId: 1, basePriceMinor: base, volumeTiers: tiers }),
          ).lines;
          const tier = volumeTierFor(tiers, quantity);
          const expected = tier ? Math.min(base, tier.customPriceMinor) : base;
          return line!.unitPriceMinor === expected;
        },
      ),
    );
  });

  it('is idempotent: pricing the same cart twice gives the same result', () => {
    fc.assert(
      fc.property(cartArb, ([items, cart, promo]) => {
        const catalogue = new Map(items.map((i) => [i.itemId, i]));
        expect(priceCart(cart, catalogue, promo)).toEqual(priceCart(cart, catalogue, promo));
      }),
    );
  });
});

describe('helpers', () => {
  it('computes the whole-number volume discount percent', () => {
    expect(volumeDiscountPercent(10_000, 8_250)).toBe(17);
    expect(volumeDiscountPercent(3_000, 2_000)).toBe(33);
    expect(volumeDiscountPercent(0, 0)).toBe(0);
    expect(volumeDiscountPercent(100, 200)).toBe(0);
  });

  it('earns getQuantity per full multiple of buyQuantity', () => {
    const rule = { buyQuantity: 3, getQuantity: 2, getItemId: 1 };
    expect([0, 2, 3, 5, 6, 9].map((q) => buyGetFreeQuantity(rule, q))).toEqual([0, 0, 2, 2, 4, 6]);
  });
});
