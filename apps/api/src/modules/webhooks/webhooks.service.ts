import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import type {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointCreateRequest,
  WebhookEndpointUpdateRequest,
} from '@dfs/contract/ops/webhooks';
import type { OrderEventData, OrderEventType } from '@dfs/contract/webhooks';
import type { OrderRequestStatus, PaymentOption, PaymentStatus } from '@dfs/domain/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { Conflict, NotFound, RuleViolation } from '../../errors';
import type { AuditStep } from '../audit/audit.service';
import type { Outbox } from '../outbox/outbox.service';
import { guardedLookup, isPrivateAddress, targetRefusal } from './webhook-target';
import type { DeliveryRow, EndpointRow, WebhookAttempt, WebhooksRepository } from './webhooks.repository';

export interface WebhookSettings {
  /** Receivers on loopback/private addresses are allowed (development and tests only). */
  allowPrivateTargets: boolean;
  /** How long one delivery may take. */
  timeoutMs: number;
  /** An endpoint failing this long without a success is switched off. */
  disableAfterMs: number;
}

interface OrderEventMessage {
  eventId: string;
  type: OrderEventType;
  /** The order's channel: its partner, or null for the storefront (absent in messages made before). */
  partnerId?: number | null;
  occurredAt: string;
  data: OrderEventData;
}

const BATCH = 20;
const LEASE_MS = 60_000;
const KEPT_ATTEMPTS = 20;

/** Retry back-off: 5 s, 10 s, 20 s… at most an hour. */
export const backoffMs = (attempt: number) => Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));

/** Standard Webhooks: `v1,` + base64 HMAC-SHA256 of "id.timestamp.body", keyed with the secret's bytes. */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Order webhooks (decision record 026): a workflow records an event with `record` in its transaction
 * (through the outbox); after the commit the outbox fans it out to one delivery per subscribed
 * endpoint; deliveries are posted outside any transaction, signed, retried with growing back-off, in
 * order per order and endpoint.
 */
export function createWebhooks(deps: {
  repository: WebhooksRepository;
  outbox: Pick<Outbox, 'on' | 'publish'>;
  settings: WebhookSettings;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Whether a partner's client is active (an endpoint may be made for an active partner only). */
  isPartnerActive: (partnerId: number) => Promise<boolean>;
}) {
  const { repository, outbox, settings, now, log } = deps;
  const lookup = guardedLookup(settings.allowPrivateTargets);
  let running: Promise<number> | null = null;
  const background = new Set<Promise<unknown>>();
  /** Set when the app closes: the batch in flight finishes, the rest waits for the next process. */
  let closing = false;

  // The fan-out: one delivery per endpoint subscribed to the event when it is handled.
  outbox.on<OrderEventMessage>('webhook.order', async (message) => {
    // An endpoint hears its own channel's orders only (decision record 051).
    const endpoints = await repository.subscribedEndpointIds(message.type, message.partnerId ?? null);
    if (endpoints.length === 0) return;
    const body = JSON.stringify({ type: message.type, timestamp: message.occurredAt, data: message.data });
    await repository.insertDeliveries(
      endpoints.map((endpointId) => ({
        eventId: message.eventId,
        endpointId,
        eventType: message.type,
        orderCode: message.data.orderCode,
        body,
        occurredAt: new Date(message.occurredAt),
        nextAttemptAt: now(),
      })),
    );
    // Posted in the background: a receiver never delays the order's answer.
    kick();
  });

  /** Registration's check of a receiver (422 with the reason when refused). */
  async function checkUrl(url: string) {
    const reason = await targetRefusal(url, settings.allowPrivateTargets);
    if (reason) throw new RuleViolation('api.webhooks.targetRefused', { reason });
  }

  function kick() {
    if (closing) return;
    const run = deliverDue().catch((error) => log.error({ err: error }, 'webhook delivery failed'));
    background.add(run);
    void run.finally(() => background.delete(run));
  }

  function post(url: string, headers: Record<string, string>, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const target = new URL(url);
      // An address written as such is connected to without a look-up: checked here.
      const literal = target.hostname.replace(/^\[|\]$/g, '');
      if (!settings.allowPrivateTargets && isIP(literal) && isPrivateAddress(literal)) {
        reject(new Error(`${literal} is a private address`));
        return;
      }
      const client = target.protocol === 'https:' ? https : http;
      const request = client.request(
        target,
        {
          method: 'POST',
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
          lookup,
          timeout: settings.timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${settings.timeoutMs} ms`)));
      request.on('error', reject);
      request.end(body);
    });
  }

  async function attempt(delivery: DeliveryRow, endpoint: EndpointRow): Promise<boolean> {
    const started = Date.now();
    const at = now();
    const timestamp = Math.floor(at.getTime() / 1000);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(
        endpoint.url,
        {
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signature(endpoint.secret, delivery.eventId, timestamp, delivery.body),
          'user-agent': 'duty-free-webhooks/1',
        },
        delivery.body,
      );
      if (status < 200 || status >= 300) error = `answered ${status}`;
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    }
    const entry: WebhookAttempt = { at: at.toISOString(), status, latencyMs: Date.now() - started, error };
    const attempts = [...delivery.attempts, entry].slice(-KEPT_ATTEMPTS);
    const done = now();
    if (error === null) {
      await repository.markDelivered(delivery, attempts, done);
      return true;
    }
    log.warn({ deliveryId: delivery.id, endpointId: endpoint.id, error }, 'webhook delivery failed');
    const failures = attempts.filter((a) => a.error !== null).length;
    const retryAt = new Date(done.getTime() + backoffMs(failures));
    if (await repository.markFailed(delivery, attempts, retryAt, done, settings.disableAfterMs)) {
      log.warn({ endpointId: endpoint.id }, 'webhook endpoint switched off after failing');
    }
    return false;
  }

  async function drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await repository.claimDue(now(), LEASE_MS, BATCH);
      const results = await Promise.all(batch.map(({ delivery, endpoint }) => attempt(delivery, endpoint)));
      delivered += results.filter(Boolean).length;
      // A success may have unblocked the next delivery of the same order: claim again.
      if (closing || batch.length === 0 || !results.some(Boolean)) return delivered;
    }
  }

  /** Posts what is due; concurrent calls in this process share one pass. */
  function deliverDue(): Promise<number> {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Records an order event in the caller's transaction; it is delivered after the commit. */
    record(tx: Db, type: OrderEventType, order: OrderSnapshot): Promise<void> {
      const message: OrderEventMessage = {
        eventId: `msg_${randomUUID().replaceAll('-', '')}`,
        type,
        partnerId: order.partnerId,
        occurredAt: now().toISOString(),
        data: eventData(order),
      };
      return outbox.publish(tx, 'webhook.order', message);
    },

    /** Posts due deliveries now (after letting deliveries started in the background finish). */
    async deliver(): Promise<number> {
      await Promise.all([...background]);
      return deliverDue();
    },

    /** Waits for deliveries under way (the app closing). */
    async settle(): Promise<void> {
      closing = true;
      await Promise.all([...background, running?.catch(() => {})]);
    },

    /** Runs due deliveries every `intervalMs`; returns a function that stops it. */
    start(intervalMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        deliverDue().catch((error) => log.error({ err: error }, 'webhook delivery failed'));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        closing = true;
        await Promise.all([...background, running?.catch(() => {})]);
      };
    },

    /** Registers an endpoint; the answer is the only one that shows its secret. */
    async createEndpoint(
      request: WebhookEndpointCreateRequest,
      audit: AuditStep,
    ): Promise<WebhookEndpointCreated> {
      await checkUrl(request.url);
      if (request.partnerId !== null && !(await deps.isPartnerActive(request.partnerId)))
        throw new RuleViolation('api.partners.unknownPartner');
      const secret = `whsec_${randomBytes(24).toString('base64')}`;
      return repository.transaction(async (tx) => {
        const at = now();
        const row = await repository.insertEndpoint(tx, { ...request, secret, createdAt: at, updatedAt: at });
        const view = endpointView(row);
        await audit(tx, { action: 'create', entity: 'webhook', entityId: row.id, before: null, after: view });
        return { ...view, secret };
      });
    },

    async listEndpoints(): Promise<WebhookEndpoint[]> {
      return (await repository.listEndpoints()).map(endpointView);
    },

    /** Changes an endpoint at the version the caller saw (409 otherwise); switching on clears the failure. */
    async updateEndpoint(request: WebhookEndpointUpdateRequest, audit: AuditStep): Promise<WebhookEndpoint> {
      if (request.url) await checkUrl(request.url);
      return repository.transaction(async (tx) => {
        const current = await repository.lockEndpoint(tx, request.id);
        if (!current) throw new NotFound('api.webhooks.notFound');
        if (current.version !== request.version) throw new Conflict('api.webhooks.changedMeanwhile');
        const { id, version: _seen, ...fields } = request;
        const switchedOn = fields.active === true && !current.active;
        const switchedOff = fields.active === false && current.active;
        const row = await repository.updateEndpoint(tx, id, {
          ...fields,
          ...(switchedOn ? { failingSince: null, disabledAt: null } : {}),
          ...(switchedOff ? { disabledAt: now() } : {}),
          version: current.version + 1,
          updatedAt: now(),
        });
        const before = endpointView(current);
        const after = endpointView(row);
        await audit(tx, { action: 'update', entity: 'webhook', entityId: id, before, after });
        return after;
      });
    },

    /** Removes an endpoint and its delivery log. */
    async deleteEndpoint(id: number, audit: AuditStep): Promise<WebhookEndpoint> {
      return repository.transaction(async (tx) => {
        const row = await repository.deleteEndpoint(tx, id);
        if (!row) throw new NotFound('api.webhooks.notFound');
        const view = endpointView(row);
        await audit(tx, { action: 'delete', entity: 'webhook', entityId: id, before: view, after: null });
        return view;
      });
    },

    /** An endpoint's deliveries, newest first, with every attempt. */
    async deliveries(query: WebhookDeliveriesQuery): Promise<WebhookDeliveriesPage> {
      const { total, rows } = await repository.deliveriesPage(query);
      return { total, deliveries: rows.map(deliveryView) };
    },

    /**
     * Sends a delivery again with the same webhook-id (a partner drops the duplicate if it had it). An
     * endpoint that is off must be switched on first (422); a delivery still pending is left as it is.
     */
    async replay(deliveryId: number, audit: AuditStep): Promise<WebhookDelivery> {
      const replayed = await repository.transaction(async (tx) => {
        const row = await repository.lockDelivery(tx, deliveryId);
        if (!row) throw new NotFound('api.webhooks.deliveryNotFound');
        if (!row.active) throw new RuleViolation('api.webhooks.endpointOff');
        if (row.delivery.status === 'pending') return row.delivery;
        const updated = await repository.requeue(tx, deliveryId, now());
        await audit(tx, {
          action: 'update',
          entity: 'webhookDelivery',
          entityId: deliveryId,
          before: { status: row.delivery.status },
          after: { status: 'pending' },
        });
        return updated;
      });
      kick();
      return deliveryView(replayed);
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;

/** The order fields an event carries (no personal data). */
export interface OrderSnapshot {
  orderCode: string;
  kind: 'preorder' | 'onboard';
  orderRequestStatus: OrderRequestStatus;
  paymentStatus: PaymentStatus;
  paymentOption: PaymentOption;
  flightNumber: string | null;
  departureDate: Date | null;
  totalMinor: number;
  /** The order's channel (not sent: the receiver is that channel's). */
  partnerId: number | null;
}

const eventData = (o: OrderSnapshot): OrderEventData => ({
  orderCode: o.orderCode,
  kind: o.kind,
  orderRequestStatus: o.orderRequestStatus,
  paymentStatus: o.paymentStatus,
  paymentOption: o.paymentOption,
  flightNumber: o.flightNumber,
  departureDate: o.departureDate ? o.departureDate.toISOString() : null,
  totalMinor: o.totalMinor,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function endpointView(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as OrderEventType[],
    partnerId: row.partnerId,
    active: row.active,
    failingSince: iso(row.failingSince),
    disabledAt: iso(row.disabledAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
  };
}

function deliveryView(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType as OrderEventType,
    orderCode: row.orderCode,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    createdAt: row.createdAt.toISOString(),
  };
}
