import { Privilege } from '@dfs/contract/privileges';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  readProblem,
  setSessionExpiredHandler,
  setStartupCredentials,
  setStartupCredentialsRenewal,
} from './api-client';
import { useCurrencyStore } from './currency-store';
import { translator } from './i18n';
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

interface Message {
  message: string;
}

function jsonResponse(body: unknown, status = 200, type = 'application/json'): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });
}

const fetchMock = vi.fn<typeof fetch>();

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('apiRequest', () => {
  beforeAll(() => {
    translator.setLanguage('ar');
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
    await apiRequest<Message>(getCall);
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
      tokens: { accessToken: 'user-token', refreshToken: 'refresh-1' },
      paymentOptions: [1, 2],
    });
    await apiRequest<Message>(postCall, { body: { email: 'a@example.com' } });
    const { headers } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer user-token');
    expect(headers.get('UserToken')).toBe('user-token');
    expect(headers.get('ActionPrivilege')).toBe('PreOrder-SubscribetoMail');
  });

  describe('a signed-in traveller whose access token expired', () => {
    const problem401 = () =>
      jsonResponse(
        { type: 'about:blank', title: 'Unauthorized', status: 401, message: 'Session expired' },
        401,
        'application/problem+json',
      );
    const signedIn = () =>
      useSessionStore.getState().signIn({
        userInfo: {
          firstName: 'Omar',
          lastName: 'Haddad',
          userId: 4,
          username: 'omar',
          isShebamilesUser: false,
        },
        tokens: { accessToken: 'old-access', refreshToken: 'refresh-1' },
        paymentOptions: [1, 2],
      });

    it('refreshes once with the client token and retries with the new access token', async () => {
      signedIn();
      fetchMock
        .mockResolvedValueOnce(problem401())
        .mockResolvedValueOnce(
          jsonResponse({
            token: 'new-access',
            refreshToken: 'refresh-2',
            tokenExpiresAt: '2030-01-01T00:00:00Z',
          }),
        )
        .mockResolvedValueOnce(jsonResponse({ message: 'ok' }));
      await expect(apiRequest<Message>(getCall)).resolves.toEqual({ message: 'ok' });
      const [, refreshCall, retry] = fetchMock.mock.calls;
      expect(String(refreshCall?.[0])).toBe('/User/api/V1.0/Account/RefreshToken');
      expect(new Headers(refreshCall?.[1]?.headers).get('Authorization')).toBe('Bearer client-token');
      expect(refreshCall?.[1]?.body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
      expect(new Headers(retry?.[1]?.headers).get('Authorization')).toBe('Bearer new-access');
      expect(useSessionStore.getState().tokens).toEqual({
        accessToken: 'new-access',
        refreshToken: 'refresh-2',
      });
    });

    it('signs out locally and sends the traveller to log in when the refresh is refused', async () => {
      signedIn();
      const expired = vi.fn();
      setSessionExpiredHandler(expired);
      fetchMock.mockResolvedValueOnce(problem401()).mockResolvedValueOnce(problem401());
      await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({ status: 401 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(useSessionStore.getState().isSignedIn).toBe(false);
      expect(useSessionStore.getState().tokens).toBeNull();
      expect(expired).toHaveBeenCalledTimes(1);
    });
  });

  it('adds the selected currencyId to GET calls only', async () => {
    useCurrencyStore.setState({ currencyId: 5, currencyCode: 'AED' });
    await apiRequest<Message>(getCall, { query: { categoryLevel: 1 } });
    const get = new URL(lastRequest().url, 'http://shop.test');
    expect(get.pathname).toBe('/MasterData/api/V1.0/Brand/GetAll');
    expect(get.searchParams.get('currencyId')).toBe('5');
    expect(get.searchParams.get('categoryLevel')).toBe('1');

    await apiRequest<Message>(postCall, { body: { email: 'a@example.com' } });
    const post = lastRequest();
    expect(new URL(post.url, 'http://shop.test').searchParams.has('currencyId')).toBe(false);
    expect(post.headers.get('Content-Type')).toBe('application/json');
    expect(post.init.body).toBe(JSON.stringify({ email: 'a@example.com' }));
  });

  it('defaults currencyId to 2 (USD)', async () => {
    await apiRequest<Message>(getCall);
    expect(new URL(lastRequest().url, 'http://shop.test').searchParams.get('currencyId')).toBe('2');
  });

  it('sends no token or privilege headers to the token service', async () => {
    setStartupCredentials(null);
    fetchMock.mockResolvedValue(jsonResponse({ clientAccessToken: 'c', accessToken: 'a', baseUrl: '' }));
    await apiRequest(tokenCall);
    const { headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.has('UserToken')).toBe(false);
    expect(headers.has('ActionPrivilege')).toBe(false);
  });

  it('prefixes paths with the base URL from the token service', async () => {
    setStartupCredentials({ clientAccessToken: 'c', accessToken: 'a', baseUrl: 'https://shop.example/' });
    await apiRequest<Message>(getCall);
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
    const error = await apiRequest<Message>(postCall, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'One or more fields are not valid.',
      code: 'validation',
      errors: { Username: ['Username field is required.'], Password: ['Password field is required.'] },
    });
  });

  it('says "Something went wrong" for a failure without a message, never the status line', async () => {
    translator.add('ar', 'translation', { app: { somethingWrong: 'حدث خطأ ما' } });
    fetchMock.mockResolvedValue(new Response('upstream down', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({
      status: 502,
      message: 'حدث خطأ ما',
      errors: {},
    });
    // A 500 with an empty body, and one whose JSON holds no message.
    fetchMock.mockResolvedValue(new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({ status: 500, message: 'حدث خطأ ما' });
    fetchMock.mockResolvedValue(jsonResponse({ message: '' }, 500));
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({ status: 500, message: 'حدث خطأ ما' });
  });

  it("shows the server's Message or message (spec §8), whatever the content type", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ paxSectorsRes: [], message: 'Ticket not found' }, 404));
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({ message: 'Ticket not found' });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Message: 'No flights on this ticket' }), { status: 422 }),
    );
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({
      message: 'No flights on this ticket',
    });
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
    await expect(apiRequest<Message>(getCall)).resolves.toEqual({ message: 'ok' });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(lastRequest().headers.get('Authorization')).toBe('Bearer client-2');
  });

  it('rejects a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    await expect(apiRequest<Message>(getCall)).rejects.toThrow();
  });

  it('keeps a refreshed session only when the answer holds both tokens', async () => {
    useSessionStore.getState().signIn({
      userInfo: {
        firstName: 'Omar',
        lastName: 'Haddad',
        userId: 4,
        username: 'omar',
        isShebamilesUser: false,
      },
      tokens: { accessToken: 'old-access', refreshToken: 'refresh-1' },
      paymentOptions: [1, 2],
    });
    setSessionExpiredHandler(vi.fn());
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'expired' }, 401, 'application/problem+json'))
      .mockResolvedValueOnce(jsonResponse({ token: 'new-access' }));
    await expect(apiRequest<Message>(getCall)).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().tokens).toBeNull();
  });
});

describe('readProblem', () => {
  it('reads the message, the string messages of each field and the code', () => {
    expect(
      readProblem({ message: 'Bad', errors: { Email: ['Required', 7], Other: 'x' }, code: 'validation' }),
    ).toEqual({ message: 'Bad', errors: { Email: ['Required'] }, code: 'validation' });
  });

  it('reads a capitalised Message as well', () => {
    expect(readProblem({ Message: 'Ticket not found' })).toEqual({
      message: 'Ticket not found',
      errors: {},
      code: undefined,
    });
  });

  it('is null for a body without a message', () => {
    expect(readProblem({ title: 'Bad Request' })).toBeNull();
    expect(readProblem(['message'])).toBeNull();
    expect(readProblem(null)).toBeNull();
  });
});
