// Only the message groups the console shows (the API's problems and the contract's validation keys):
// named imports let the bundler leave the storefront's other text out of the console's bundle.
import { api, validation } from '@dfs/i18n/en.json';
import { ApiError } from './api';

const messages: Record<string, unknown> = { api, validation };

/** The English text of a message key (the API's and the contract's validation keys); the key when unknown. */
export function text(key: string | undefined): string {
  if (!key) return '';
  let node: unknown = messages;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}

/** The first field error of a problem answer, else its message. */
export const problemText = (error: unknown): string =>
  error instanceof ApiError
    ? Object.values(error.errors).flat().map(text)[0] || error.message
    : String((error as Error | undefined)?.message ?? '');
