import { createHash } from 'node:crypto';
import type { PlacingStep } from './placing';

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
export const fingerprint = (): PlacingStep<
  'customer' | 'kind' | 'requester' | 'request',
  'scope' | 'requestHash'
> => ({
  name: 'fingerprint request',
  async run({ customer, kind, requester, request }) {
    return {
      scope: customer
        ? `${kind}:customer:${customer.id}`
        : `${kind}:guest:${requester.visitorId ?? request.guest!.email.toLowerCase()}`,
      requestHash: createHash('sha256').update(canonical(request)).digest('hex'),
    };
  },
});
