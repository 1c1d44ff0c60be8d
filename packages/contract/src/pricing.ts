import { z } from 'zod';
import { VolumePrice } from './catalogue';

const itemId = z.number().int().positive().max(2_147_483_647).describe('An item’s `id`.');

/** Spec §7: an array of one item; only its id is read, prices never come from the client. */
export const VolumePricesRequest = z
  .array(z.object({ itemId }).strict())
  .length(1)
  .describe('Exactly one item, by id.');
export const VolumePricesResponse = z.object({ volumePriceList: z.array(VolumePrice) });

export const PROMO_CODE_MAX = 32;
export const PromoCode = z
  .string()
  .trim()
  .min(1)
  .max(PROMO_CODE_MAX)
  .regex(/^[A-Za-z0-9_-]+$/)
  .describe('A promo code (letters, digits, `_` and `-`; at most 32), e.g. WELCOME10.');

export const PromoCodeQuery = z.object({
  PromoCode,
  currencyId: z.coerce
    .number()
    .int()
    .positive()
    .max(1_000_000)
    .default(2)
    .describe('The currency prices are shown in: an `id` from Currency/GetAll (2 = USD, the default).'),
});

export const IndividualRate = z.object({
  itemId: z.number().int(),
  amount: z.number(),
  priceListId: z.number().int(),
});
export const BundleRate = z.object({
  priceListId: z.number().int(),
  amount: z.number(),
  priceListBundleItemsRes: z.array(z.object({ itemId: z.number().int() })),
});

export const PromoPriceList = z
  .object({
    id: z.number().int(),
    name: z.string(),
    promoCode: z.string(),
    currency: z.string(),
    validTo: z.string().nullable(),
    priceListIndividualRateRes: z.array(IndividualRate),
    priceListBundleRateRes: z.array(BundleRate),
  })
  .meta({ id: 'PriceList', description: 'A promo code’s price list: individual rates and bundle rates.' });
export type PromoPriceList = z.infer<typeof PromoPriceList>;

/** status 0: the code is unknown, expired or used up; 1: valid, with its price list. */
export const PromoCodeResponse = z.object({
  status: z
    .union([z.literal(0), z.literal(1)])
    .describe('1 the code is valid (priceList is set); 0 unknown, expired or used up.'),
  priceList: PromoPriceList.nullable(),
});
export type PromoCodeResponse = z.infer<typeof PromoCodeResponse>;

export const OfferTypeQuery = z.object({
  offerType: z.coerce.number().int().min(1).max(100).describe('The offer type: 1 special offers.'),
});
export const OfferPriceList = z.object({ id: z.number().int(), name: z.string() });
export const OfferPriceListsResponse = z.object({ priceLists: z.array(OfferPriceList) });

export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

export const CartLine = z
  .object({
    itemId,
    quantity: z
      .number()
      .int()
      .min(1)
      .max(MAX_LINE_QUANTITY)
      .describe('How many, 1–999 (each item has its own limit too).'),
  })
  .strict()
  .meta({ id: 'CartLine', description: 'An item and how many of it; each item at most once per cart.' });

/** Reprice a whole cart on the server. Any price field in the request is refused (strict objects). */
export const CartQuoteRequest = z
  .object({
    items: z
      .array(CartLine)
      .min(1)
      .max(MAX_CART_LINES)
      .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, 'duplicate item')
      .describe('The cart: 1–50 lines, each item at most once.'),
    promoCode: PromoCode.optional(),
    currencyId: z
      .number()
      .int()
      .positive()
      .max(1_000_000)
      .describe('The currency to price in: an `id` from Currency/GetAll.'),
    flightId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe(
        'On-board mode: a sector `id` of the ticket look-up; stock is then what that flight carries.',
      ),
  })
  .strict();
export type CartQuoteRequest = z.infer<typeof CartQuoteRequest>;

export const PriceSource = z.enum(['base', 'offer', 'volume', 'promo']);

export const QuoteLine = z
  .object({
    itemId: z.number().int(),
    name: z.string(),
    quantity: z.number().int(),
    baseUnitPrice: z.number(),
    unitPrice: z.number(),
    lineTotal: z.number(),
    source: PriceSource.describe(
      'Which price applied: base (list price), offer (special offer), volume (quantity tier), promo (promo code).',
    ),
    priceListId: z.number().int().nullable(),
    volumeDiscountPercent: z.number().int().nullable(),
    totalPriceForRedemptionInMiles: z.number().nullable(),
  })
  .meta({ id: 'QuoteLine', description: 'A priced cart line; `source` says which price applied.' });
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteFreeLine = z.object({
  itemId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  fromItemId: z.number().int(),
  price: z.literal(0),
});

/**
 * Lines the checkout would refuse: more than the stock, an item the flight does not carry (a quote for a
 * flight), or past the per-item limit.
 */
export const QuoteProblem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('outOfStock'), itemId: z.number().int(), stock: z.number().int() }),
  z.object({ kind: z.literal('notCarried'), itemId: z.number().int() }),
  z.object({
    kind: z.literal('maxOrder'),
    itemId: z.number().int(),
    limit: z.number().int(),
    quantity: z.number().int(),
  }),
]);
export type QuoteProblem = z.infer<typeof QuoteProblem>;

export const CartQuoteResponse = z
  .object({
    currency: z.string(),
    lines: z.array(QuoteLine),
    freeLines: z.array(QuoteFreeLine),
    bundles: z.array(z.object({ bundleId: z.number().int(), times: z.number().int(), discount: z.number() })),
    subtotal: z.number(),
    discount: z.number(),
    total: z.number(),
    /** The whole cart in miles, when every line can be paid in miles. */
    totalMiles: z.number().nullable(),
    promoCode: z.string().nullable(),
    problems: z.array(QuoteProblem),
  })
  .meta({ id: 'CartQuote', description: 'A cart priced on the server, as checkout will charge it.' });
export type CartQuoteResponse = z.infer<typeof CartQuoteResponse>;
