import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaymentCallback, PaymentEventType } from '@dfs/contract/payments';
import {
  InvalidSignature,
  type PaymentGateway,
  type PaymentSession,
  type PaymentSessionRequest,
  type ReturnUrls,
} from './payment-gateway';

/** A callback older or newer than this is refused (replayed or forged). */
export const CALLBACK_TOLERANCE_SECONDS = 300;
/** How long a hosted payment page stays usable. */
const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export const SANDBOX_PAGE_PATH = '/Payment/Sandbox/Checkout';
export const SIGNATURE_HEADER = 'x-gateway-signature';

/** Test card numbers of the sandbox (README "Try it"); any other valid number is declined. */
export const sandboxCards: Record<string, Exclude<PaymentEventType, 'payment.cancelled'>> = {
  '4242424242424242': 'payment.succeeded',
  '4000000000000002': 'payment.failed',
  '4000000000000077': 'payment.pending',
  '4000000000000119': 'payment.error',
};

export interface SandboxSession {
  providerRef: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrls: ReturnUrls;
  language: string;
  expiresAt: number;
}

const base64url = (buffer: Buffer | string) => Buffer.from(buffer).toString('base64url');

/**
 * The built-in card gateway for development, tests and demos: a hosted page served by this API that
 * keeps no card data, decides the outcome from a test card number, and calls back like a real
 * gateway (HMAC-signed body, timestamp, unique event id).
 */
export function createSandboxGateway(options: { secret: Uint8Array; now: () => Date }) {
  const key = createHmac('sha256', options.secret).update('sandbox-payment-gateway').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  /** Refunds and voids asked for, so tests and demos can see them. */
  const operations: { kind: 'refund' | 'void'; providerRef: string; amountMinor?: number }[] = [];

  function sessionToken(session: SandboxSession): string {
    const body = base64url(JSON.stringify(session));
    return `${body}.${base64url(mac(`session.${body}`))}`;
  }

  function readSession(token: string | undefined): SandboxSession | undefined {
    if (!token) return undefined;
    const [body, signature] = token.split('.');
    if (!body || !signature) return undefined;
    const expected = mac(`session.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxSession;
      return session.expiresAt > options.now().getTime() ? session : undefined;
    } catch {
      return undefined;
    }
  }

  /** The signature header for a callback body: `t=<unix seconds>,v1=<hex HMAC of "t.body">`. */
  function sign(rawBody: string, at: Date = options.now()): string {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${mac(`${t}.${rawBody}`).toString('hex')}`;
  }

  /** The callback a payment page submission produces. */
  function callbackFor(session: SandboxSession, type: PaymentEventType): string {
    const event: PaymentCallback = {
      eventId: `evt_${randomBytes(12).toString('hex')}`,
      type,
      providerRef: session.providerRef,
      amountMinor: session.amountMinor,
      currency: session.currency,
    };
    return JSON.stringify(event);
  }

  const gateway: PaymentGateway = {
    name: 'sandbox',
    async createSession(request: PaymentSessionRequest): Promise<PaymentSession> {
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`;
      const token = sessionToken({
        providerRef,
        ...request,
        expiresAt: options.now().getTime() + SESSION_LIFETIME_MS,
      });
      return { providerRef, redirectUrl: `${SANDBOX_PAGE_PATH}?session=${encodeURIComponent(token)}` };
    },

    verifyCallback(rawBody, signature, now) {
      const parts = Object.fromEntries(
        (signature ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]),
      );
      const t = Number(parts.t);
      const v1 = parts.v1;
      if (!Number.isInteger(t) || !v1 || !/^[0-9a-f]{64}$/.test(v1)) throw new InvalidSignature('malformed');
      if (Math.abs(now.getTime() / 1000 - t) > CALLBACK_TOLERANCE_SECONDS)
        throw new InvalidSignature('stale');
      const expected = mac(`${t}.${rawBody}`);
      if (!timingSafeEqual(Buffer.from(v1, 'hex'), expected)) throw new InvalidSignature('mismatch');
    },

    async refund(providerRef, amountMinor) {
      operations.push({ kind: 'refund', providerRef, amountMinor });
    },

    async void(providerRef) {
      operations.push({ kind: 'void', providerRef });
    },
  };

  return { gateway, readSession, sign, callbackFor, operations };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** Luhn check: catches typos before the sandbox looks the number up. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}
