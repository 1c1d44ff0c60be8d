import type { APIRequestContext } from './test';

interface Category {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

interface Currency {
  id: number;
  currencyCode: string;
}

/** Starts a storefront session and returns a GET that sends its three headers, as the storefront does. */
export async function shopGet(request: APIRequestContext, privilege = 'PreOrder-Access') {
  const tokens = (await (await request.post('/User/api/V1.0/Token/Startup')).json()) as {
    clientAccessToken: string;
    accessToken: string;
  };
  const headers = {
    Authorization: `Bearer ${tokens.clientAccessToken}`,
    UserToken: tokens.accessToken,
    ActionPrivilege: privilege,
  };
  return async <T>(path: string): Promise<T> => {
    const response = await request.get(path, { headers });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
    return (await response.json()) as T;
  };
}

/** Reads master data straight from the API, as the storefront does, so journeys assert on real names. */
export async function shopApi(request: APIRequestContext) {
  const get = await shopGet(request);
  return {
    categories: async () =>
      (
        await get<{ itemCategories: Category[] }>(
          '/MasterData/api/V1.0/ItemCategory/GetItemCategoryHierarchical?categoryLevel=1',
        )
      ).itemCategories,
    currencies: async () =>
      (await get<{ currenciesRes: Currency[] }>('/MasterData/api/V1.0/Currency/GetAll')).currenciesRes,
  };
}
