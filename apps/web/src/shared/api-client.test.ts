import { Privilege } from '@dfs/contract/privileges';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, setStartupCredentials, setStartupCredentialsRenewal } from './api-client';
import { useCurrencyStore } from './currency-store';
import { useSessionStore } from './session-store';

const getCall = {
  method: 'GET',
  path: '/MasterData/api/V1.0/Brand/GetAll',
  privilege: Privilege.PreOrderAccess,
} as const;
const postCall = {
  method: 'POST',
  path: '/PreOrder/api/V1.0/PreOrder/SubscribetoMail',
  privilege: Privilege.PreOrderSubscribeToMail,
} as const;
const tokenCall = { method: 'POST', path: '/User/api/V1.0/Token/Startup', privilege: null } as const;

const Message = z.object({ message: z.string() });

function jsonResponse(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('apiRequest', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'ar', resources: {} });
  });

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    setStartupCredentials({ clientAccessToken: 'client-token', accessToken: 'visitor-token', baseUrl: '' });
    useCurrencyStore.setState({ currencyId: 2, currencyCode: 'USD' });
    useSessionStore.getState().signOut();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the client token, the visitor session, the privilege label and the language', async () => {
    await apiRequest(getCall, { schema: Message });
    const { headers, init } = lastRequest();
    expect(init.method).toBe('GET');
    expect(headers.get('Authorization')).toBe('Bearer client-token');
    expect(headers.get('UserToken')).toBe('visitor-token');
    expect(headers.get('ActionPrivilege')).toBe('PreOrder-Access');
    expect(headers.get('Accept-Language')).toBe('ar');
  });

  it("uses the signed-in user's token for both the bearer and UserToken", async () => {
    useSessionStore.getState().signIn({
      userInfo: {
        firstName: 'Amina',
        lastName: 'Bekele',
        userId: 7,
        username: 'amina',
        isShebamilesUser: false,
      },
      tokens: { accessToken: 'user-token' },
      paymentOptions: [1, 2],
    });
    await apiRequest(postCall, { schema: Message, body: { email: 'a@example.com' } });
    const { headers } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer user-token');
    expect(headers.get('UserToken')).toBe('user-token');
    expect(headers.get('ActionPrivilege')).toBe('PreOrder-SubscribetoMail');
  });

  it('adds the selected currencyId to GET calls only', async () => {
    useCurrencyStore.setState({ currencyId: 5, currencyCode: 'AED' });
    await apiRequest(getCall, { schema: Message, query: { categoryLevel: 1 } });
    const get = new URL(lastRequest().url, 'http://shop.test');
    expect(get.pathname).toBe('/MasterData/api/V1.0/Brand/GetAll');
    expect(get.searchParams.get('currencyId')).toBe('5');
    expect(get.searchParams.get('categoryLevel')).toBe('1');

    await apiRequest(postCall, { schema: Message, body: { email: 'a@example.com' } });
    const post = lastRequest();
    expect(new URL(post.url, 'http://shop.test').searchParams.has('currencyId')).toBe(false);
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.init.body).toBe(JSON.stringify({ email: 'a@example.com' }));
  });

  it('defaults currencyId to 2 (USD)', async () => {
    await apiRequest(getCall, { schema: Message });
    expect(new URL(lastRequest().url, 'http://shop.test').searchParams.get('currencyId')).toBe('2');
  });

  it('sends no token or privilege headers to the token service', async () => {
    setStartupCredentials(null);
    fetchMock.mockResolvedValue(jsonResponse({ clientAccessToken: 'c', accessToken: 'a', baseUrl: '' }));
    await apiRequest(tokenCall, {
      schema: z.object({ clientAccessToken: z.string(), accessToken: z.string(), baseUrl: z.string() }),
    });
    const { headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('UserToken')).toBe(false);
    expect(headers.has('ActionPrivilege')).toBe(false);
  });

  it('prefixes paths with the base URL from the token service', async () => {
    setStartupCredentials({ clientAccessToken: 'c', accessToken: 'a', baseUrl: 'https://shop.example/' });
    await apiRequest(getCall, { schema: Message });
    expect(lastRequest().url).toBe('https://shop.example/MasterData/api/V1.0/Brand/GetAll?currencyId=2');
  });

  it('turns application/problem+json into an ApiError with status, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          message: 'One or more fields are not valid.',
          errors: { Username: ['Username field is required.'], Password: ['Password field is required.'] },
          code: 'validation',
        },
        400,
        'application/problem+json',
      ),
    );
    const error = await apiRequest(postCall, { schema: Message, body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'One or more fields are not valid.',
      code: 'validation',
      errors: { Username: ['Username field is required.'], Password: ['Password field is required.'] },
    });
  });

  it('reports a non-problem failure by its status', async () => {
    fetchMock.mockResolvedValue(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    const error = await apiRequest(getCall, { schema: Message }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', errors: {} });
  });

  it("renews a visitor's expired tokens once and retries the call", async () => {
    const renew = vi.fn(async () => {
      setStartupCredentials({ clientAccessToken: 'client-2', accessToken: 'visitor-2', baseUrl: '' });
    });
    setStartupCredentialsRenewal(renew);
    fetchMock
      .mockImplementationOnce(async () =>
        jsonResponse({ type: 'about:blank', title: 'Unauthorized', status: 401, message: 'Expired' }, 401),
      )
      .mockImplementationOnce(async () => jsonResponse({ message: 'ok' }));
    await expect(apiRequest(getCall, { schema: Message })).resolves.toEqual({ message: 'ok' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer client-2');
  });

  it('rejects a response that breaks the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ unexpected: true }));
    await expect(apiRequest(getCall, { schema: Message })).rejects.toThrow();
  });
});
