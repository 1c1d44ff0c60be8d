import { apiTags, type CallName, operationDocs } from '@dfs/contract/api-docs';
import { apiExamples, type OperationExample } from '@dfs/contract/api-examples';
import { OrderRequestStatus, PaymentOption, PaymentStatus } from '@dfs/contract/order-codes';
import { api } from '@dfs/contract/paths';
import { OrderEventSchema, type OrderEventType, orderEventTypes } from '@dfs/contract/webhooks';
import type { OpenAPIV3_1 } from 'openapi-types';
import { toJSONSchema } from 'zod';
import {
  completeResponses,
  documentHeaders,
  documentServers,
  methods,
  pruneSchemas,
  sharedStatusText,
} from './api-document-parts';
import { zodToJsonOverride } from './zod-json-schema';

/**
 * Completes the document @fastify/swagger builds from the routes' zod schemas with what the contract
 * says about each call (packages/contract: the call table, api-docs.ts, api-examples.ts): operation
 * ids, security, the ActionPrivilege header, problem+json errors, caching and rate-limit headers,
 * examples. Nothing here is written about a particular call: that lives in the contract.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const statusText = {
  ...sharedStatusText,
  '401':
    'Unauthorized: the bearer token (or the `UserToken`) is missing, expired or revoked. Get new tokens from `Token/Startup`, or sign in again.',
  '403':
    'Forbidden: the `ActionPrivilege` header is missing or is not this call’s label (the message names the label expected).',
  '409':
    'Conflict: the state changed under the request (not enough stock, the order is no longer in that state).',
};

export { BODY_LIMIT_BYTES } from './api-document-parts';

export const documentInfo = {
  title: 'Duty-free store API',
  version: '1.0.0',
  contact: { name: 'Store API team', email: 'store-api@example.com', url: 'https://example.com/store-api' },
};

function callOf(path: string, method: string): CallName {
  const entry = Object.entries(api).find(
    ([, call]) => call.path === path && call.method.toLowerCase() === method,
  );
  if (!entry) {
    throw new Error(
      `${method.toUpperCase()} ${path} is served but is not in the call table (packages/contract/src/paths.ts)`,
    );
  }
  return entry[0] as CallName;
}

function completeOperation(operation: Operation, path: string, method: string): Operation {
  const name = callOf(path, method);
  const call = api[name];
  const doc = operationDocs[name];
  const example: OperationExample = apiExamples[name];
  const isPublic = call.privilege === null;

  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  for (const parameter of parameters) {
    if (parameter.in === 'query' && example.query && parameter.name in example.query) {
      parameter.example = example.query[parameter.name];
    }
  }
  if (!isPublic) {
    parameters.unshift({
      name: 'ActionPrivilege',
      in: 'header',
      required: true,
      description: `This call's privilege label. Only \`${call.privilege}\` is accepted; any other value is a 403.`,
      schema: { type: 'string', enum: [call.privilege], default: call.privilege },
      example: call.privilege,
    });
  }

  let requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  if (!requestBody && 'signed' in doc) {
    // The route reads this body raw (the signature covers its bytes); its schema lives in the contract.
    const schema = toJSONSchema(doc.signed.body, { io: 'input', override: zodToJsonOverride });
    const { $schema: _dialect, ...bodySchema } = schema;
    requestBody = { required: true, content: { 'application/json': { schema: bodySchema as object } } };
  }
  if (requestBody?.content['application/json'] && example.request !== undefined) {
    requestBody = {
      ...requestBody,
      content: {
        'application/json': { ...requestBody.content['application/json'], example: example.request },
      },
    };
  }

  const { summary: _summary, tags: _tags, ...rest } = operation;
  return {
    operationId: name,
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    ...rest,
    parameters,
    ...(requestBody ? { requestBody } : {}),
    security: isPublic ? [] : [{ bearer: [], userToken: [] }, { bearer: [] }],
    responses: completeResponses(
      operation,
      method,
      { isPublic, signed: 'signed' in doc, credentials: 'credentials' in doc },
      example.response,
      statusText,
    ),
  };
}

/** `guide`: the "Build on the store API" guide (markdown), shown above the reference at /docs. */
export function completeDocument(document: Document, guide = ''): Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const completed: Record<string, Operation> = {};
    for (const method of methods) {
      const operation = item?.[method] as Operation | undefined;
      if (operation) completed[method] = completeOperation(operation, path, method);
    }
    paths[path] = completed as OpenAPIV3_1.PathItemObject;
  }
  const completedDocument: Document = {
    openapi: document.openapi,
    info: {
      ...documentInfo,
      description:
        'The store API of the duty-free shop: the catalogue, prices, carts and pre-orders for collection on ' +
        'board. Start with `POST /User/api/V1.0/Token/Startup`, then send `Authorization: Bearer ' +
        '<clientAccessToken>`, `UserToken: <accessToken>` and each call’s `ActionPrivilege` label (listed ' +
        'on every call). Errors are `application/problem+json` (RFC 9457). The guide "Build on the store ' +
        'API" follows (also at /docs/guide).' +
        (guide ? `\n\n${guide.replace(/^# .*\n/, '')}` : ''),
    },
    servers: documentServers,
    tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      ...document.components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The `clientAccessToken` of `Token/Startup` (or a signed-in user token). JWTs signed with HS256 ' +
            'as RFC8725 advises; the client token lasts 12 hours, a user token 15 minutes (refresh it).',
        },
        userToken: {
          type: 'apiKey',
          in: 'header',
          name: 'UserToken',
          description:
            'Optional: the visitor session (`accessToken` of `Token/Startup`) or, once signed in, the user `token`.',
        },
      },
      headers: documentHeaders,
    },
  };
  pruneSchemas(completedDocument);
  completedDocument.webhooks = orderWebhooks();
  return completedDocument;
}

const eventSummaries: Record<OrderEventType, string> = {
  'order.placed': 'An order was placed',
  'order.paid': 'A card order was paid',
  'order.changed': 'An order’s collecting details changed',
  'order.cancelled': 'An order was cancelled',
  'order.refunded': 'An order’s money was given back',
  'order.handedOver': 'An order was handed over on board',
  'order.notCollected': 'An order was not collected',
};

/**
 * The order events a partner's endpoint receives (OpenAPI 3.1 `webhooks`), one POST per event type,
 * from the same zod schema the API builds the body with.
 */
function orderWebhooks(): Record<string, OpenAPIV3_1.PathItemObject> {
  const header = (name: string, description: string, example: string) => ({
    name,
    in: 'header' as const,
    required: true,
    description,
    schema: { type: 'string' as const, maxLength: 1024 },
    example,
  });
  const out: Record<string, OpenAPIV3_1.PathItemObject> = {};
  for (const type of orderEventTypes) {
    const schema = toJSONSchema(OrderEventSchema, { io: 'output', override: zodToJsonOverride }) as Record<
      string,
      unknown
    >;
    delete schema.$schema;
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    properties.type = { type: 'string', const: type, description: `Always \`${type}\`.` };
    out[type] = {
      post: {
        operationId: type
          .split('.')
          .map((part, i) => (i ? part[0]!.toUpperCase() + part.slice(1) : part))
          .join(''),
        summary: eventSummaries[type],
        description:
          'Sent to each endpoint subscribed to this event, after the change has committed. Retried with growing back-off until your endpoint answers 2xx within 5 s; events of one order arrive in order. Verify `webhook-signature` before trusting the body, and drop an event whose `webhook-id` you have already handled.',
        tags: ['Webhooks'],
        security: [],
        parameters: [
          header(
            'webhook-id',
            'The event’s id: the same on every retry and replay.',
            'msg_2b6f0cc904d137be2e1730235f5664094b8',
          ),
          header(
            'webhook-timestamp',
            'Seconds since 1970-01-01 UTC when this attempt was sent; refuse one far from your clock.',
            '1795480000',
          ),
          header(
            'webhook-signature',
            '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the base64-decoded secret after `whsec_`.',
            'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
          ),
        ],
        requestBody: {
          required: true,
          description: 'The order event.',
          content: {
            'application/json': {
              schema: schema as never,
              example: {
                type,
                timestamp: '2026-11-24T10:15:00.000Z',
                data: {
                  orderCode: 'K7Q2M9XP',
                  kind: 'preorder',
                  orderRequestStatus: OrderRequestStatus.Confirmed,
                  paymentStatus: PaymentStatus.Unpaid,
                  paymentOption: PaymentOption.CashOnBoard,
                  flightNumber: 'DF101',
                  departureDate: '2026-11-27T08:30:00.000Z',
                  totalMinor: 4500,
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Received (any 2xx will do); anything else, or no answer within 5 s, is retried.',
          },
        },
      },
    };
  }
  return out;
}
