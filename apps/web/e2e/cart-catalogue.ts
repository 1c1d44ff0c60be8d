import { shopGet } from './shop-api';
import { type APIRequestContext, expect } from './test';

export interface Item {
  id: number;
  name: string;
  itemCode: string;
  itemCategory: string;
  regulated: boolean;
  ageRestricted: boolean;
  quantity: number;
  orderQuantity: number | null;
  currentPrice: number;
  offerPrice: number;
  /** Miles that buy one (null: not payable in miles). */
  milesForRedeem: number | null;
  volumePriceList: { startQuantity: number; endQuantity: number; customePrice: number }[];
  buyGetPriceList: { buyQuantity: number; getQuantity: number; getItemId: number }[];
}

interface PromoList {
  priceList: { priceListIndividualRateRes: { itemId: number; amount: number }[] } | null;
}

/** Reads the whole demo catalogue through the API, as the storefront does, to pick suitable products. */
export async function shopCatalogue(request: APIRequestContext) {
  const get = await shopGet(request);
  const items: Item[] = [];
  for (let page = 1; ; page++) {
    const answer = await get<{ items: Item[]; totalPages: number }>(
      `/PreOrder/api/V1.0/PreOrder/GetItems?listKind=all&pageSize=100&page=${page}`,
    );
    items.push(...answer.items);
    if (page >= answer.totalPages) break;
  }
  const promo = await get<PromoList>(
    '/PreOrder/api/V1.0/PriceList/GetPriceListByPromoCode?PromoCode=WELCOME10',
  );
  return { items, promoRates: promo.priceList?.priceListIndividualRateRes ?? [] };
}

export const isRestricted = (item: Item) => item.ageRestricted || item.regulated;
export const isPlain = (item: Item) =>
  !isRestricted(item) && item.volumePriceList.length === 0 && item.buyGetPriceList.length === 0;

export function pick(items: Item[], description: string, test: (item: Item) => boolean): Item {
  const found = items.find(test);
  expect(found, `the demo catalogue has ${description}`).toBeDefined();
  return found as Item;
}
