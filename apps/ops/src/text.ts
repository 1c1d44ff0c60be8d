import en from '@dfs/i18n/en.json';

/** The English text of a message key (the API's and the contract's validation keys); the key when unknown. */
export function text(key: string | undefined): string {
  if (!key) return '';
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : key;
}
