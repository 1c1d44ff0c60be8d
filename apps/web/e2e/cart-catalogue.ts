import { type APIRequestContext, expect } from '@playwright/test';

export interface Item {
  id: number;
  name: string;
  itemCode: string;
  itemCategory: string;
  quantity: number;
  orderQuantity: number | null;
  currentPrice: number;
  offerPrice: number;
  volumePriceList: { startQuantity: number; endQuantity: number; customePrice: number }[];
  buyGetPriceList: { buyQuantity: number; getQuantity: number; getItemId: number }[];
}

interface PromoList {
  priceList: { priceListIndividualRateRes: { itemId: number; amount: number }[] } | null;
}

const regulatedCodes = [
  'FRG-1001',
  'FRG-1002',
  'FRG-1003',
  'FRG-1004',
  'FRG-1005',
  'FRG-1006',
  'FRG-1007',
  'FRG-1008',
];

/** Reads the whole demo catalogue through the API, as the storefront does, to pick suitable products. */
export async function shopCatalogue(request: APIRequestContext) {
  const tokens = (await (await request.post('/User/api/V1.0/Token/Startup')).json()) as {
    clientAccessToken: string;
    accessToken: string;
  };
  const headers = {
    authorization: `Bearer ${tokens.clientAccessToken}`,
    usertoken: tokens.accessToken,
    actionprivilege: 'PreOrder-Access',
  };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
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

export const isRestricted = (item: Item) =>
  ['LIQUOR', 'TOBACCO'].includes(item.itemCategory) || regulatedCodes.includes(item.itemCode);
export const isPlain = (item: Item) =>
  !isRestricted(item) && item.volumePriceList.length === 0 && item.buyGetPriceList.length === 0;

export function pick(items: Item[], description: string, test: (item: Item) => boolean): Item {
  const found = items.find(test);
  expect(found, `the demo catalogue has ${description}`).toBeDefined();
  return found as Item;
}
