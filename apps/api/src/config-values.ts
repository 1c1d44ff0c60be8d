// How the text of a setting becomes its value, where zod alone does not say it.

/** The address the shop listens on, as a browser would write it. */
export function listeningUrl(host: string, port: number): string {
  const anyOrLoopback = ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost'];
  const name = anyOrLoopback.includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}${port === 80 ? '' : `:${port}`}`;
}

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses or CIDR ranges. */
export function parseTrustProxy(value: string): boolean | number | string {
  if (/^(true|yes)$/i.test(value)) return true;
  if (/^(false|no|0)$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}
