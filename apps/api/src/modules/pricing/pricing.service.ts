import type { Product } from '@dfs/contract/catalogue';
import type {
  CartQuoteRequest,
  CartQuoteResponse,
  PromoCodeResponse,
  QuoteProblem,
} from '@dfs/contract/pricing';
import { orderQuantityLimit } from '@dfs/domain/cart-limits';
import { fromMinor, type Money } from '@dfs/domain/money';
import { type Promo, priceCart, promoDiscounted } from '@dfs/domain/pricing-engine';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { RuleViolation } from '../../errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';
import type { PricingRepository } from './pricing.repository';
import { pricedItemOf, promoOf } from './promo-rates';

/** A resolved promo code: the engine's view plus what the storefront lists. */
export interface ResolvedPromo {
  code: string;
  priceListId: number;
  name: string;
  validTo: Date | null;
  /** How many orders one buyer may place with the code; null: no limit. */
  perCustomerLimit: number | null;
  promo: Promo;
}

/** A quote as modules pass it: amounts in integer minor units of `currency` (Money). */
export interface MinorQuote {
  currency: string;
  lines: {
    itemId: number;
    quantity: number;
    unitPriceMinor: Money;
    lineTotalMinor: Money;
    priceListId: number | null;
    totalMiles: number | null;
    /** The most of the item one order (and one ticket's open orders) may hold. */
    orderLimit: number;
  }[];
  freeLines: { itemId: number; quantity: number }[];
  subtotalMinor: Money;
  totalMinor: Money;
  totalMiles: number | null;
  promoCode: string | null;
  /** Whether the promo code took anything off (only then does an order use it up). */
  promoApplied: boolean;
  problems: QuoteProblem[];
}

export function createPricingService(deps: {
  repository: PricingRepository;
  catalogue: Pick<CatalogueService, 'itemDetails' | 'cachedItemDetails' | 'itemById'>;
  masterData: Pick<MasterDataService, 'currency'>;
  now: () => Date;
}) {
  const { repository, catalogue, masterData, now } = deps;
  /**
   * Resolves a promo code in a currency. Percentage codes turn into individual rates computed from
   * each item's base price; amounts are converted from USD.
   */
  async function resolvePromo(code: string, currencyId: number): Promise<ResolvedPromo | null> {
    const list = await repository.promoList(code, now());
    if (!list) return null;
    const [members, bundles] = await Promise.all([
      repository.listItems(list.id),
      repository.bundles(list.id),
    ]);
    return {
      code: list.promoCode ?? code,
      priceListId: list.id,
      name: list.name,
      validTo: list.validTo,
      perCustomerLimit: list.perCustomerLimit,
      promo: await promoOf({ list, members, bundles }, currencyId, { catalogue, masterData }),
    };
  }

  type Details = (
    ids: readonly number[],
    currencyId: number,
    flightId?: number,
    lng?: Language,
  ) => Promise<Product[]>;

  /**
   * Reprices a cart from ids and quantities only. Unknown items or an invalid promo code are
   * refused (422); lines past the stock or the per-item limit are reported, not refused.
   */
  async function quoteOf(request: CartQuoteRequest, details: Details, lng: Language = 'en') {
    const ids = request.items.map((l) => l.itemId);
    const products = await details(ids, request.currencyId, request.flightId, lng);
    const byId = new Map(products.map((p) => [p.id, p] as const));
    const unknown = ids.filter((id) => !byId.has(id));
    if (unknown.length > 0) throw new RuleViolation('api.errors.unknownItems', { ids: unknown.join(', ') });

    let promo: ResolvedPromo | null = null;
    if (request.promoCode) {
      promo = await resolvePromo(request.promoCode, request.currencyId);
      if (!promo) throw new RuleViolation('api.errors.invalidPromoCode');
    }

    const priced = priceCart(
      request.items,
      new Map(products.map((p) => [p.id, pricedItemOf(p)] as const)),
      promo?.promo ?? null,
    );

    const freeIds = priced.freeLines.map((f) => f.itemId).filter((id) => !byId.has(id));
    if (freeIds.length > 0) {
      for (const p of await details(freeIds, request.currencyId, request.flightId, lng)) byId.set(p.id, p);
    }

    const problems: QuoteProblem[] = [];
    for (const line of request.items) {
      const product = byId.get(line.itemId)!;
      if (line.quantity > product.quantity) {
        problems.push(
          product.carriedOnFlight === false
            ? { kind: 'notCarried', itemId: line.itemId }
            : { kind: 'outOfStock', itemId: line.itemId, stock: Math.max(0, product.quantity) },
        );
      } else if (line.quantity > orderQuantityLimit(product)) {
        problems.push({
          kind: 'maxOrder',
          itemId: line.itemId,
          limit: orderQuantityLimit(product),
          quantity: line.quantity,
        });
      }
    }

    const currency = products[0]?.currency ?? (await masterData.currency(request.currencyId)).code;
    return { currency, priced, byId, promo, problems };
  }

  /**
   * A cart's quote in integer minor units (DESIGN.md §4, §10): what other modules are given. The
   * decimal CartQuoteResponse is made from it at the HTTP edge only.
   */
  async function quoteMinor(
    request: CartQuoteRequest,
    details: Details,
    lng: Language = 'en',
  ): Promise<MinorQuote> {
    const { currency, priced, byId, promo, problems } = await quoteOf(request, details, lng);
    return {
      currency,
      lines: priced.lines.map((l) => ({
        itemId: l.itemId,
        quantity: l.quantity,
        unitPriceMinor: l.unitPriceMinor,
        lineTotalMinor: l.lineTotalMinor,
        priceListId: l.priceListId,
        totalMiles: l.totalMiles,
        orderLimit: orderQuantityLimit(byId.get(l.itemId)!),
      })),
      freeLines: priced.freeLines
        .filter((f) => byId.has(f.itemId))
        .map((f) => ({ itemId: f.itemId, quantity: f.quantity })),
      subtotalMinor: priced.subtotalMinor,
      totalMinor: priced.totalMinor,
      totalMiles: priced.totalMiles,
      promoCode: promo?.code ?? null,
      promoApplied: promo !== null && promoDiscounted(priced),
      problems,
    };
  }

  async function quote(
    request: CartQuoteRequest,
    details: Details,
    lng: Language = 'en',
  ): Promise<CartQuoteResponse> {
    const { currency, priced, byId, promo, problems } = await quoteOf(request, details, lng);
    return {
      currency,
      lines: priced.lines.map((l) => ({
        itemId: l.itemId,
        name: byId.get(l.itemId)!.name,
        quantity: l.quantity,
        baseUnitPrice: fromMinor(l.baseUnitPriceMinor),
        unitPrice: fromMinor(l.unitPriceMinor),
        lineTotal: fromMinor(l.lineTotalMinor),
        source: l.source,
        priceListId: l.priceListId,
        volumeDiscountPercent: l.volumeDiscountPercent,
        totalPriceForRedemptionInMiles: l.totalMiles,
      })),
      freeLines: priced.freeLines
        .filter((f) => byId.has(f.itemId))
        .map((f) => ({
          itemId: f.itemId,
          name: byId.get(f.itemId)!.name,
          quantity: f.quantity,
          fromItemId: f.fromItemId,
          price: 0 as const,
        })),
      bundles: priced.bundles.map((b) => ({
        bundleId: b.bundleId,
        times: b.times,
        discount: fromMinor(b.discountMinor),
      })),
      subtotal: fromMinor(priced.subtotalMinor),
      discount: fromMinor(priced.discountMinor),
      total: fromMinor(priced.totalMinor),
      totalMiles: priced.totalMiles,
      promoCode: promo?.code ?? null,
      problems,
    };
  }

  return {
    /** The volume tiers of one item (spec §7 GetPricesForVolumeOrder). */
    async volumePrices(itemId: number, currencyId: number) {
      const product = await catalogue.itemById(itemId, currencyId);
      return { volumePriceList: product.volumePriceList };
    },

    async promoCode(code: string, currencyId: number, lng: Language = 'en'): Promise<PromoCodeResponse> {
      const resolved = await resolvePromo(code, currencyId);
      if (!resolved) return { status: 0, priceList: null };
      const currency = await masterData.currency(currencyId);
      const name =
        lng === 'en'
          ? resolved.name
          : ((await repository.displayName(resolved.priceListId, lng)) ?? resolved.name);
      return {
        status: 1,
        priceList: {
          id: resolved.priceListId,
          name,
          promoCode: resolved.code,
          currency: currency.code,
          validTo: resolved.validTo?.toISOString() ?? null,
          priceListIndividualRateRes: [...resolved.promo.individualRates].map(([itemId, amount]) => ({
            itemId,
            amount: fromMinor(amount),
            priceListId: resolved.priceListId,
          })),
          priceListBundleRateRes: resolved.promo.bundles.map((b) => ({
            priceListId: resolved.priceListId,
            amount: fromMinor(b.amountMinor),
            priceListBundleItemsRes: b.itemIds.map((itemId) => ({ itemId })),
          })),
        },
      };
    },

    async offerLists(offerType: number, lng: Language = 'en') {
      return { priceLists: await repository.offerLists(offerType, now(), lng) };
    },

    /** A cart's quote from fresh rows, for the HTTP edge (decimals); line names in `lng`. */
    quote: (request: CartQuoteRequest, lng: Language = 'en') => quote(request, catalogue.itemDetails, lng),
    /** A cart's quote from fresh rows in minor units (placing an order reads these). */
    quoteMinor: (request: CartQuoteRequest) => quoteMinor(request, catalogue.itemDetails),

    /**
     * The cart page's quote: the same rules on cached products (stock and prices as the catalogue pages
     * show them). Placing the order quotes again from fresh rows, and reserving stock is atomic.
     */
    cachedQuote: (request: CartQuoteRequest, lng: Language = 'en') =>
      quote(request, catalogue.cachedItemDetails, lng),
    resolvePromo,

    /** Counts one use of a promo code for an order (caller's transaction); false when used up. */
    consumePromo: (tx: Db, priceListId: number) => repository.consumePromo(tx, priceListId),
    /** Gives a use of a promo code back when the order that used it is cancelled. */
    releasePromo: (tx: Db, code: string) => repository.releasePromo(tx, code),
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
