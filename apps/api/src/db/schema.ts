// The whole Drizzle schema, for the query builder's relational API and drizzle-kit.

export * from '../modules/outbox/outbox.schema';
export * from '../modules/webhooks/webhooks.schema';
export * from './schema/catalogue';
export * from './schema/customers';
export * from './schema/engagement';
export * from './schema/flights';
export * from './schema/loyalty';
export * from './schema/loyalty-ledger';
export * from './schema/master-data';
export * from './schema/orders';
export * from './schema/platform';
export * from './schema/pricing';
export * from './schema/search';
export * from './schema/staff';
