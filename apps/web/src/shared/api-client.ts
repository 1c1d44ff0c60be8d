import type { RefreshTokenResponse } from '@dfs/contract/account';
import { api } from '@dfs/contract/paths';
import type { Privilege } from '@dfs/contract/privileges';
import type { Problem } from '@dfs/contract/problem';
import type { TokenStartupResponse } from '@dfs/contract/token';
import type { Language } from '@dfs/i18n/languages';
import { useCurrencyStore } from './currency-store';
import { currentLanguage, translator } from './i18n';
import { useSessionStore } from './session-store';

/** One call of the store API, as declared in packages/contract/src/paths.ts. */
export interface ApiCallSpec {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  /** `null`: the call needs no token and no privilege label (the token service). */
  readonly privilege: Privilege | null;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The answer's language (catalogue text, messages); the interface language when not given. */
  language?: Language;
  /** false: a 401 is just an error (sign-out itself must not send the traveller to log in). */
  refreshOn401?: boolean;
}

/**
 * A refused or failed call, read from the API's application/problem+json answer (DESIGN.md §4). Its
 * message is always one to show: the server's, or "Something went wrong" (never a status line).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Field name → messages, ASP.NET style (`errors.Username`). Empty when the refusal is not per field. */
  readonly errors: Record<string, string[]>;
  readonly code: string | undefined;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}, code?: string) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.code = code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

let startupCredentials: TokenStartupResponse | null = null;

/** Called once the token service answers; every later call uses these credentials and base URL. */
export function setStartupCredentials(credentials: TokenStartupResponse | null): void {
  startupCredentials = credentials;
}

export function hasStartupCredentials(): boolean {
  return startupCredentials !== null;
}

let renewStartupCredentials: (() => Promise<unknown>) | null = null;

/**
 * Answers calls without the network: the server render installs one that reads the API's services
 * in-process (apps/api/src/modules/storefront-render). `query` holds the `currencyId` already.
 */
export type ApiTransport = (
  call: ApiCallSpec,
  query: Record<string, QueryValue>,
  language: Language,
) => Promise<unknown>;

let transport: ApiTransport | null = null;

export function setApiTransport(next: ApiTransport | null): void {
  transport = next;
}

/** The anonymous tokens expire (12 h); a visitor's call refused with 401 renews them once and retries. */
export function setStartupCredentialsRenewal(renew: () => Promise<unknown>): void {
  renewStartupCredentials = renew;
}

function buildUrl(call: ApiCallSpec, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const base = (startupCredentials?.baseUrl ?? '').replace(/\/+$/, '');
  const search = params.toString();
  return `${base}${call.path}${search ? `?${search}` : ''}`;
}

function buildHeaders(
  call: ApiCallSpec,
  extra: Record<string, string> | undefined,
  hasBody: boolean,
  anonymous = false,
  language: Language = currentLanguage(),
): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json, application/problem+json');
  headers.set('Accept-Language', language);
  if (hasBody) headers.set('Content-Type', 'application/json');
  if (call.privilege !== null) {
    const userToken = anonymous ? null : (useSessionStore.getState().tokens?.accessToken ?? null);
    const bearer = userToken ?? startupCredentials?.clientAccessToken;
    const sessionToken = userToken ?? startupCredentials?.accessToken;
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    if (sessionToken) headers.set('UserToken', sessionToken);
    headers.set('ActionPrivilege', call.privilege);
  }
  return headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The message a server answer carries for the traveller (spec §8): its `Message` or `message`, when
 * one of them is a non-empty text; else null.
 */
export function serverMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  for (const value of [body.Message, body.message]) {
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/** Spec §8: what a failure says when the server gave no message ("Something went wrong"). */
function genericFailureMessage(): string {
  return translator.t('app.somethingWrong');
}

/** The parts of a problem answer the storefront reads, or null when the body carries no message. */
export function readProblem(body: unknown): Pick<Problem, 'message' | 'errors' | 'code'> | null {
  const message = serverMessage(body);
  if (!isRecord(body) || message === null) return null;
  const errors: Record<string, string[]> = {};
  if (isRecord(body.errors)) {
    for (const [field, messages] of Object.entries(body.errors)) {
      if (Array.isArray(messages)) errors[field] = messages.filter((m) => typeof m === 'string');
    }
  }
  return { message, errors, code: typeof body.code === 'string' ? body.code : undefined };
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    // Read whatever came back (an empty 500, HTML from a proxy, or a problem); only JSON can carry a message.
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const problem = readProblem(body);
  if (problem) return new ApiError(response.status, problem.message, problem.errors, problem.code);
  return new ApiError(response.status, genericFailureMessage());
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for new tokens; concurrent 401s share one refresh, since the refresh
 * token rotates and a second use of the old one would end the session.
 */
function refreshSession(): Promise<boolean> {
  const refreshToken = useSessionStore.getState().tokens?.refreshToken;
  if (!refreshToken) return Promise.resolve(false);
  refreshing ??= (async () => {
    try {
      const response = await fetch(buildUrl(api.refreshToken, {}), {
        method: 'POST',
        headers: buildHeaders(api.refreshToken, undefined, true, true),
        body: JSON.stringify({ refreshToken }),
      });
      if (!response.ok) return false;
      const fresh = (await response.json()) as Partial<RefreshTokenResponse>;
      if (typeof fresh.token !== 'string' || typeof fresh.refreshToken !== 'string') return false;
      useSessionStore.getState().setTokens({ accessToken: fresh.token, refreshToken: fresh.refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let onSessionExpired = (returnTo: string) => {
  window.location.assign(`/login?redirectUrl=${encodeURIComponent(returnTo)}`);
};

/** Where a traveller whose session can no longer be refreshed is sent (the app uses its router). */
export function setSessionExpiredHandler(handler: (returnTo: string) => void): void {
  onSessionExpired = handler;
}

/**
 * Calls the store API with the headers of DESIGN.md §4 (bearer, UserToken, ActionPrivilege,
 * Accept-Language; `currencyId` on GET). `T` is the contract type of the success answer; the API
 * serialises every answer through its contract schema, so the storefront does not parse it again
 * (docs/decisions/012-responses-typed-not-parsed.md).
 */
export async function apiRequest<T>(
  call: ApiCallSpec,
  options: ApiRequestOptions = {},
  isRetry = false,
): Promise<T> {
  const query: Record<string, QueryValue> = { ...options.query };
  if (call.method === 'GET' && query.currencyId === undefined) {
    query.currencyId = useCurrencyStore.getState().currencyId;
  }
  if (transport) return (await transport(call, query, options.language ?? currentLanguage())) as T;
  // A server-rendered page paints before the tokens are asked for: a visitor's first call waits for them.
  if (
    call.privilege !== null &&
    startupCredentials === null &&
    renewStartupCredentials &&
    useSessionStore.getState().tokens === null
  ) {
    await renewStartupCredentials().catch(() => undefined);
  }
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(buildUrl(call, query), {
      method: call.method,
      headers: buildHeaders(call, options.headers, hasBody, false, options.language),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, genericFailureMessage());
  }
  const isVisitor = useSessionStore.getState().tokens === null;
  if (
    response.status === 401 &&
    call.privilege !== null &&
    !isVisitor &&
    !isRetry &&
    options.refreshOn401 !== false
  ) {
    // A signed-in traveller's access token lasts 15 minutes: refresh once and retry, so nobody is
    // thrown out mid-checkout; if the session is gone, sign out here too and ask to log in again.
    if (await refreshSession()) return apiRequest<T>(call, options, true);
    useSessionStore.getState().signOut();
    onSessionExpired(`${window.location.pathname}${window.location.search}`);
    throw await toApiError(response);
  }
  if (
    response.status === 401 &&
    call.privilege !== null &&
    isVisitor &&
    !isRetry &&
    renewStartupCredentials
  ) {
    await renewStartupCredentials();
    return apiRequest<T>(call, options, true);
  }
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
