import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient as generateClient } from '@hey-api/openapi-ts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * A partner's first afternoon: only the served document, a well-known generator (@hey-api/openapi-ts)
 * run now, and the generated client. Every header value (labels) comes from the document.
 */

// The generated functions are loaded at run time, so their answers are read untyped here.
// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the generated client
type Answer = { data?: any; error?: unknown; response: Response };
type Sdk = Record<string, (options: Record<string, unknown>) => Promise<Answer>>;

let t: TestApp;
let document: OpenAPIV3_1.Document;
let sdk: Sdk;
let client: unknown;
let outDir: string;
const tokens: { bearer?: string; user?: string } = {};

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  document = (await (await fetch(`${baseUrl}/docs/json`)).json()) as OpenAPIV3_1.Document;
  outDir = mkdtempSync(path.join(tmpdir(), 'dfs-partner-client-'));
  writeFileSync(path.join(outDir, 'openapi.json'), JSON.stringify(document));
  await generateClient({
    input: path.join(outDir, 'openapi.json'),
    output: { path: path.join(outDir, 'client') },
    plugins: ['@hey-api/client-fetch', '@hey-api/sdk', '@hey-api/typescript'],
    logs: { level: 'silent' },
  });
  sdk = (await import(/* @vite-ignore */ path.join(outDir, 'client', 'sdk.gen.ts'))) as Sdk;
  const generated = await import(/* @vite-ignore */ path.join(outDir, 'client', 'client.gen.ts'));
  client = generated.client;
  // The document's security schemes: `bearer` (http) and `userToken` (apiKey header UserToken).
  generated.client.setConfig({
    baseUrl,
    auth: (scheme: { type: string; name?: string }) =>
      scheme.type === 'http' ? tokens.bearer : scheme.name === 'UserToken' ? tokens.user : undefined,
  });
}, 60_000);

afterAll(async () => {
  await t.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** The ActionPrivilege label the document gives a call (its only allowed value). */
function labelOf(operationId: string): Record<string, string> {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
      if (operation.operationId !== operationId) continue;
      const parameter = (operation.parameters as OpenAPIV3_1.ParameterObject[] | undefined)?.find(
        (p) => p.name === 'ActionPrivilege',
      );
      const label = (parameter?.schema as OpenAPIV3_1.SchemaObject | undefined)?.enum?.[0];
      return label ? { ActionPrivilege: String(label) } : {};
    }
  }
  throw new Error(`${operationId} is not in the document`);
}

async function call(operationId: string, options: Record<string, unknown> = {}) {
  const answer = await sdk[operationId]!({ client, headers: labelOf(operationId), ...options });
  expect(answer.error, `${operationId}: ${JSON.stringify(answer.error)}`).toBeUndefined();
  expect(answer.response.status).toBe(200);
  return answer.data;
}

describe('a client generated from the served document', () => {
  it('names its functions by the operationIds, not by URLs', () => {
    const operationIds = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values(item ?? {}).map((o) => (o as OpenAPIV3_1.OperationObject).operationId),
    );
    expect(typeof sdk.createPreOrder).toBe('function');
    expect(Object.keys(sdk).sort()).toEqual([...operationIds].sort());
  });

  it('completes a guest cash-on-board pre-order and looks it up', async () => {
    const startup = await call('tokenStartup');
    tokens.bearer = startup.clientAccessToken;
    tokens.user = startup.accessToken;

    const list = await call('items', { query: { pageSize: 50, sortBy: 'ByPrice', sortOrder: 'ASC' } });
    expect(list.items.length).toBeGreaterThan(0);
    const item = list.items.find((i: { quantity: number }) => i.quantity > 5);
    const found = await call('searchItems', { query: { term: item.name.split(' ')[0] } });
    expect(found.items.map((i: { id: number }) => i.id)).toContain(item.id);
    const detail = await call('itemDetail', { body: { currencyId: 2, itemIds: [item.id] } });
    expect(detail.availabilitiesRes[0].id).toBe(item.id);
    const quote = await call('cartQuote', {
      body: { items: [{ itemId: item.id, quantity: 1 }], currencyId: 2 },
    });
    expect(quote.problems).toEqual([]);

    const ticket = await call('onboardPassengerFromTicket', { query: { TicketNumber: '0712345678901' } });
    const sector = ticket.paxSectorsRes[0];
    const order = await call('createPreOrder', {
      headers: { ...labelOf('createPreOrder'), 'idempotency-key': `partner-${Date.now()}` },
      body: {
        items: [{ itemId: item.id, quantity: 1 }],
        currencyId: 2,
        paymentOption: 2,
        pickFrom: 'Seat',
        origin: sector.origin,
        destination: sector.destination,
        flightNumber: sector.flightNumber,
        departureDate: sector.departureDate,
        ticketNumber: sector.ticketNumber,
        passengerLastName: 'Tesfaye',
        seatNumber: '12A',
        guest: {
          firstName: 'Amina',
          lastName: 'Bekele',
          email: 'amina@example.com',
          mobileNumber: '+251911234567',
        },
      },
    });
    expect(order.summary.total).toBe(quote.total);

    const lookedUp = await call('orderByCode', {
      query: { orderCode: order.orderCode, token: order.viewToken },
    });
    expect(lookedUp.id).toBe(order.id);
  });

  it('completes a signed-in miles pre-order', async () => {
    const startup = await call('tokenStartup');
    tokens.bearer = startup.clientAccessToken;
    tokens.user = startup.accessToken;
    const signedIn = await call('signIn', { body: { username: 'traveller', password: 'Travel#2026' } });
    tokens.user = signedIn.data.token;

    const list = await call('items', { query: { pageSize: 50, sortBy: 'ByPrice', sortOrder: 'ASC' } });
    const item = list.items.find(
      (i: { quantity: number; milesForRedeem: number | null }) => i.quantity > 5 && i.milesForRedeem,
    );
    const ticket = await call('onboardPassengerFromTicket', { query: { TicketNumber: '0712345678902' } });
    const sector = ticket.paxSectorsRes[0];
    const order = await call('createPreOrder', {
      body: {
        items: [{ itemId: item.id, quantity: 1 }],
        currencyId: 2,
        paymentOption: 3,
        pickFrom: 'Seat',
        origin: sector.origin,
        destination: sector.destination,
        flightNumber: sector.flightNumber,
        departureDate: sector.departureDate,
        ticketNumber: sector.ticketNumber,
        passengerLastName: 'Yusuf',
        seatNumber: '3C',
      },
    });
    expect(order.summary.totalMiles).toBeGreaterThan(0);
    const mine = await call('myOrders');
    expect(mine.orders.map((o: { id: number }) => o.id)).toContain(order.id);
  });
});
