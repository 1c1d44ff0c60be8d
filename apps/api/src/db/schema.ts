// The whole Drizzle schema, for the query builder's relational API and drizzle-kit. Each table is
// defined in the module that owns it (`modules/<module>/*.schema.ts`, DESIGN.md §10); only that
// module's repository (and the seed and tests) import it.

export * from '../modules/audit/audit.schema';
export * from '../modules/catalogue/catalogue.schema';
export * from '../modules/customers/customers.schema';
export * from '../modules/engagement/engagement.schema';
export * from '../modules/flights/flights.schema';
export * from '../modules/loyalty/loyalty.schema';
export * from '../modules/loyalty/loyalty-ledger.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/master-data/master-data.schema';
export * from '../modules/media/media.schema';
export * from '../modules/onboard/onboard.schema';
export * from '../modules/orders/hand-overs.schema';
export * from '../modules/orders/idempotency.schema';
export * from '../modules/orders/order-history.schema';
export * from '../modules/orders/orders.schema';
export * from '../modules/orders/refund-requests.schema';
export * from '../modules/outbox/outbox.schema';
export * from '../modules/partners/partners.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/pricing/pricing.schema';
export * from '../modules/search/search.schema';
export * from '../modules/staff/staff.schema';
export * from '../modules/webhooks/webhooks.schema';
