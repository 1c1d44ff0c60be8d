import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import type { PaymentCallback, PaymentEventType } from '@dfs/contract/payments';
import {
  type GatewayPaymentStatus,
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
  /** The shop's order code (older sessions may lack it). */
  reference?: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrls: ReturnUrls;
  language: string;
  expiresAt: number;
}

const base64url = (buffer: Buffer | string) => Buffer.from(buffer).toString('base64url');

/** What the sandbox did with money: a card charge (by outcome), a refund or a void. */
export type SandboxOperation =
  | {
      kind: 'charge';
      providerRef: string;
      amountMinor: number;
      outcome: PaymentEventType;
      reference?: string;
    }
  | { kind: 'refund'; providerRef: string; amountMinor?: number }
  | { kind: 'void'; providerRef: string };

const statusOfOutcome: Record<PaymentEventType, GatewayPaymentStatus> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.error': 'failed',
  'payment.pending': 'pending',
  'payment.cancelled': 'cancelled',
};

/**
 * The built-in card gateway for development, tests and demos: a hosted page served by this API that
 * keeps no card data, decides the outcome from a test card number, and calls back like a real
 * gateway (HMAC-signed body, timestamp, unique event id).
 */
export function createSandboxGateway(options: {
  secret: Uint8Array;
  now: () => Date;
  /** The gateway's books (JSON lines): kept outside the API process, they outlive a crash of it. */
  ledgerFile?: string;
  /** How long a new payment session takes to answer, as a slow gateway would (default at once). */
  latencyMs?: number;
}) {
  const key = createHmac('sha256', options.secret).update('sandbox-payment-gateway').digest();
  const mac = (data: string) => createHmac('sha256', key).update(data).digest();
  /** Charges, refunds and voids, oldest first, so tests and demos can see them. */
  const operations: SandboxOperation[] =
    options.ledgerFile && existsSync(options.ledgerFile)
      ? readFileSync(options.ledgerFile, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as SandboxOperation)
      : [];

  function book(operation: SandboxOperation) {
    operations.push(operation);
    if (options.ledgerFile) appendFileSync(options.ledgerFile, `${JSON.stringify(operation)}\n`);
  }

  /** Records the outcome of a hosted-page submission before the shop hears of it, as a card network would. */
  function charge(session: SandboxSession, outcome: PaymentEventType) {
    book({
      kind: 'charge',
      providerRef: session.providerRef,
      amountMinor: session.amountMinor,
      outcome,
      ...(session.reference ? { reference: session.reference } : {}),
    });
  }

  /**
   * Why a hosted page takes no card any more, as a gateway refuses a second payment before charging:
   * its order is paid already (on this page or another), or the page was used or dropped by the shop
   * (a newer page for the order, or the order settled). Undefined while it may take a card.
   */
  function refusal(session: SandboxSession): 'paid' | 'closed' | undefined {
    const refunded = new Set(operations.filter((o) => o.kind === 'refund').map((o) => o.providerRef));
    const paid = operations.some(
      (o) =>
        o.kind === 'charge' &&
        o.outcome === 'payment.succeeded' &&
        !refunded.has(o.providerRef) &&
        (o.providerRef === session.providerRef ||
          (session.reference !== undefined && o.reference === session.reference)),
    );
    if (paid) return 'paid';
    const used = operations.some(
      (o) => o.providerRef === session.providerRef && (o.kind === 'void' || o.kind === 'charge'),
    );
    return used ? 'closed' : undefined;
  }

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
      if (options.latencyMs) await setTimeout(options.latencyMs);
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

    async status(providerRef) {
      let status: GatewayPaymentStatus = 'unknown';
      for (const op of operations) {
        if (op.providerRef !== providerRef) continue;
        if (op.kind === 'charge') status = statusOfOutcome[op.outcome];
        else if (op.kind === 'void' && status !== 'succeeded') status = 'cancelled';
      }
      return status;
    },

    async refund(providerRef, amountMinor) {
      // A payment is refunded in full once; a second request for it changes nothing.
      if (operations.some((o) => o.kind === 'refund' && o.providerRef === providerRef)) return;
      book({ kind: 'refund', providerRef, amountMinor });
    },

    async void(providerRef) {
      book({ kind: 'void', providerRef });
    },
  };

  return { gateway, readSession, sign, callbackFor, charge, refusal, operations };
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
