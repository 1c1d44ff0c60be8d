import { createHash } from 'node:crypto';
import type { Step } from '../step';
import type { Placing } from './placing';

/** A JSON text with sorted keys, so the same request always hashes the same. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The Idempotency-Key's scope (who, and which kind of order) and the request's hash. */
export const fingerprint = (): Step<Placing> => ({
  name: 'fingerprint request',
  async run(p) {
    p.scope = p.customer
      ? `${p.kind}:customer:${p.customer.id}`
      : `${p.kind}:guest:${p.requester.visitorId ?? p.request.guest!.email.toLowerCase()}`;
    p.requestHash = createHash('sha256').update(canonical(p.request)).digest('hex');
  },
});
