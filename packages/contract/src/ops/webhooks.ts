import { z } from 'zod';
import { orderEventTypes } from '../webhooks';

const EventTypes = z
  .array(z.enum(orderEventTypes))
  .min(1)
  .max(orderEventTypes.length)
  .refine((list) => new Set(list).size === list.length, 'each event once')
  .meta({
    description: 'The order events the endpoint receives',
    example: ['order.placed', 'order.cancelled'],
  });

const Url = z.string().trim().url().max(2048).meta({
  description: 'The receiver (https; its addresses must be public)',
  example: 'https://partner.example/hooks',
});

export const WebhookEndpoint = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(orderEventTypes)),
  partnerId: z.number().int().nullable().meta({
    description: "The partner whose orders it receives; null: the airline's storefront orders",
  }),
  active: z
    .boolean()
    .meta({ description: 'Off: nothing is sent (switched off by staff or after failing too long)' }),
  failingSince: z
    .string()
    .nullable()
    .meta({ description: 'First failed attempt since the last success (ISO 8601)' }),
  disabledAt: z.string().nullable(),
  version: z
    .number()
    .int()
    .meta({ description: 'Send it back with Update (409 if the endpoint changed meanwhile)' }),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const WebhookEndpointCreated = WebhookEndpoint.extend({
  secret: z.string().meta({ description: 'The signing secret (whsec_…): shown this once only' }),
});
export type WebhookEndpointCreated = z.infer<typeof WebhookEndpointCreated>;

export const WebhookEndpointCreateRequest = z
  .object({
    url: Url,
    description: z.string().trim().max(200).default(''),
    events: EventTypes,
    partnerId: z
      .number()
      .int()
      .positive()
      .max(2_147_483_647)
      .nullable()
      .default(null)
      .meta({
        description:
          "The channel: a partner client's id (its orders only), or null for the airline's own systems " +
          "(the storefront's orders). Fixed once made.",
      }),
  })
  .strict();
export type WebhookEndpointCreateRequest = z.infer<typeof WebhookEndpointCreateRequest>;

export const WebhookEndpointUpdateRequest = z
  .object({
    id: z.number().int().min(1),
    version: z.number().int().min(1),
    url: Url.optional(),
    description: z.string().trim().max(200).optional(),
    events: EventTypes.optional(),
    active: z.boolean().optional().meta({ description: 'On again clears failingSince' }),
  })
  .strict();
export type WebhookEndpointUpdateRequest = z.infer<typeof WebhookEndpointUpdateRequest>;

export const WebhookEndpointList = z.object({ endpoints: z.array(WebhookEndpoint) });

export const WebhookIdQuery = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }).strict();

export const WebhookAttempt = z.object({
  at: z.string(),
  status: z.number().int().nullable().meta({ description: 'HTTP status answered; null when none came' }),
  latencyMs: z.number().int(),
  error: z.string().nullable(),
});

export const WebhookDelivery = z.object({
  id: z.number().int(),
  endpointId: z.number().int(),
  eventId: z.string().meta({ description: 'The webhook-id header, the same on every retry and replay' }),
  eventType: z.enum(orderEventTypes),
  orderCode: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(WebhookAttempt),
  nextAttemptAt: z.string(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z
  .object({
    endpointId: z.coerce.number().int().min(1).max(2_147_483_647),
    status: z.enum(['pending', 'delivered', 'failed']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveriesPage = z.object({
  total: z.number().int(),
  deliveries: z.array(WebhookDelivery),
});
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPage>;

export const WebhookReplayRequest = z.object({ id: z.number().int().min(1) }).strict();
