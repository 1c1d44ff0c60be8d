import type { StaffMember } from '@dfs/contract/ops/staff';

const KEY = 'dfs-ops-session';

export interface Session {
  token: string;
  staff: StaffMember;
}

export const session = {
  get(): Session | null {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  },
  set(value: Session | null) {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  },
};

/** A problem+json answer of the ops API. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/** Calls the ops API with the staff token; a 401 ends the session (back to sign-in). */
export function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return send<T>(
    method,
    path,
    body === undefined ? undefined : { type: 'application/json', body: JSON.stringify(body) },
  );
}

/** Sends a file as the request body (its own content type), e.g. an image upload. */
export function upload<T>(path: string, file: File): Promise<T> {
  return send<T>('POST', path, { type: file.type, body: file });
}

/** Sends CSV text as the request body (an import). */
export function postCsv<T>(path: string, csv: string): Promise<T> {
  return send<T>('POST', path, { type: 'text/csv', body: csv });
}

async function send<T>(method: string, path: string, content?: { type: string; body: BodyInit }): Promise<T> {
  const token = session.get()?.token;
  const response = await fetch(path, {
    method,
    headers: {
      ...(content ? { 'content-type': content.type } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(content ? { body: content.body } : {}),
  });
  if (!response.ok) {
    const problem = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    if (response.status === 401 && token) {
      session.set(null);
      window.location.assign('/ops/sign-in');
    }
    throw new ApiError(response.status, problem.message ?? response.statusText, problem.errors);
  }
  return (await response.json()) as T;
}

/** Fetches a file with the staff token and saves it under `name` (a CSV export). */
export async function download(path: string, fallbackName: string): Promise<void> {
  const token = session.get()?.token;
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: named ?? fallbackName });
  link.click();
  URL.revokeObjectURL(url);
}
