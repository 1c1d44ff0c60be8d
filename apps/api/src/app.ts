import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCatalogueConsole } from './catalogue-console';
import type { Config } from './config';
import type { Database } from './db/client';
import { createEventBus } from './events/event-bus';
import { type Faults, killAt } from './faults';
import { before, createHousekeeping, retention } from './housekeeping';
import { createAuditRepository } from './modules/audit/audit.repository';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { authRoutes } from './modules/auth/auth.routes';
import { TokenService } from './modules/auth/tokens';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createCustomersRepository } from './modules/customers/customers.repository';
import { customersRoutes } from './modules/customers/customers.routes';
import { createCustomersService } from './modules/customers/customers.service';
import { createSessionsService } from './modules/customers/sessions.service';
import { createEngagementRepository } from './modules/engagement/engagement.repository';
import { engagementRoutes } from './modules/engagement/engagement.routes';
import { createEngagementService } from './modules/engagement/engagement.service';
import { createCrewAssignments } from './modules/flights/crew-assignments';
import { crewAssignmentsRoutes } from './modules/flights/crew-assignments.routes';
import { createFlightsRepository } from './modules/flights/flights.repository';
import { createFlightsService } from './modules/flights/flights.service';
import { createFlightsOpsRepository } from './modules/flights/flights-ops.repository';
import { flightsOpsRoutes } from './modules/flights/flights-ops.routes';
import { createFlightsOps } from './modules/flights/flights-ops.service';
import { healthRoutes } from './modules/health/health.routes';
import { createLoyaltyRepository } from './modules/loyalty/loyalty.repository';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createMailTransport, type MailTransport } from './modules/mail/mail.transport';
import { createMasterDataRepository } from './modules/master-data/master-data.repository';
import { masterDataRoutes } from './modules/master-data/master-data.routes';
import { createMasterDataService } from './modules/master-data/master-data.service';
import { createMediaRepository } from './modules/media/media.repository';
import { mediaRoutes } from './modules/media/media.routes';
import { createFlightRanges } from './modules/onboard/flight-range.service';
import { createOnboardRepository } from './modules/onboard/onboard.repository';
import { onboardRoutes } from './modules/onboard/onboard.routes';
import { createOnboardService, createTicketSectors } from './modules/onboard/onboard.service';
import { createOnboardStock } from './modules/onboard/onboard-stock';
import { careOpsRoutes } from './modules/orders/care-ops.routes';
import { crewOpsRoutes } from './modules/orders/crew-ops.routes';
import { createHandOversRepository } from './modules/orders/hand-overs.repository';
import { createOrderCareRepository } from './modules/orders/order-care.repository';
import { createOrderReports } from './modules/orders/order-reports';
import { createOrderReportsRepository } from './modules/orders/order-reports.repository';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createOutboxRepository } from './modules/outbox/outbox.repository';
import { createOutbox } from './modules/outbox/outbox.service';
import { createPartnerClients } from './modules/partners/partner-clients';
import { partnersRoutes } from './modules/partners/partners.routes';
import type { PaymentEvents } from './modules/payments/payment-events';
import type { PaymentGateway } from './modules/payments/payment-gateway';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import {
  createSandboxGateway,
  type SandboxGateway,
  SIGNATURE_HEADER,
} from './modules/payments/sandbox-gateway';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes';
import { preOrdersRoutes } from './modules/preorders/preorders.routes';
import { createItemOffers } from './modules/pricing/item-offers';
import { createPricingRepository } from './modules/pricing/pricing.repository';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { createPricingService } from './modules/pricing/pricing.service';
import { createSearchRepository } from './modules/search/search.repository';
import { createSearchService } from './modules/search/search.service';
import { createSearchMatching } from './modules/search/search-match';
import { createStaffRepository } from './modules/staff/staff.repository';
import { staffRoutes } from './modules/staff/staff.routes';
import { createStaffService } from './modules/staff/staff.service';
import { createStaffAdminRepository } from './modules/staff/staff-admin.repository';
import { staffAdminRoutes } from './modules/staff/staff-admin.routes';
import { createStaffAdminService } from './modules/staff/staff-admin.service';
import { seoRoutes } from './modules/storefront/sitemap';
import { createStoreReads } from './modules/storefront/store-reads';
import { createStorefrontPages, loadStorefrontRenderer } from './modules/storefront/storefront-pages';
import { createWebhooksRepository } from './modules/webhooks/webhooks.repository';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { createWebhooks, type Webhooks } from './modules/webhooks/webhooks.service';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errors, { sendProblem } from './plugins/errors';
import inFlight from './plugins/in-flight';
import locale from './plugins/locale';
import { logSerializers } from './plugins/log-redaction';
import methodNotAllowed from './plugins/method-not-allowed';
import observability, { acceptableRequestId } from './plugins/observability';
import opsWeb from './plugins/ops-web';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staffAuth from './plugins/staff-auth';
import web, { webRootExists } from './plugins/web';
import { createReadCache } from './read-cache';
import { createReadCacheSignal } from './read-cache-signal';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the e-mail waiting in the outbox now; returns how many went out. */
    dispatchMail(): Promise<number>;
    /** Runs the outbox messages that are due now (refunds, voids, order e-mails); returns how many ran. */
    dispatchOutbox(): Promise<number>;
    /** Order webhooks: deliveries, endpoints, replay (decision record 026). */
    webhooks: Webhooks;
    /** Closes orders still to collect once their flight is over; returns how many. */
    sweepNotCollected(): Promise<number>;
    /** Releases the stock of unpaid card orders whose hold ran out; returns how many it cancelled. */
    sweepExpiredHolds(): Promise<number>;
    /** Cancels with a full refund the orders left on flights cancelled DISRUPTION_REFUND_HOURS ago. */
    refundDisrupted(): Promise<number>;
    /** Removes finished work past its retention (hourly; tests call it). */
    housekeeping(): Promise<Record<string, number>>;
    /** The built-in card gateway (its refunds and voids are visible to tests). */
    sandboxGateway: SandboxGateway;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The clock; tests move it to check expiry and cut-offs. */
  now?: () => Date;
  /** How long catalogue reads are cached in this process (0: not at all); default READ_CACHE_MS. */
  catalogueCacheMs?: number;
  /** Overrides RATE_LIMIT_PER_MINUTE (tests). */
  rateLimitPerMinute?: number;
  /** Overrides FORM_RATE_LIMIT_PER_MINUTE: each sign-in, account and contact form, per address. */
  formsPerMinute?: number;
  /** Overrides LOOKUP_RATE_LIMIT_PER_MINUTE: ticket and order-code look-ups, token refreshes. */
  lookupsPerMinute?: number;
  /** Overrides ORDER_RATE_LIMIT_PER_MINUTE: placing, changing, cancelling and paying orders. */
  ordersPerMinute?: number;
  /** How often pending e-mail is sent; 0 leaves it to app.dispatchMail() (tests). */
  mailDispatchIntervalMs?: number;
  /** How often expired card holds are released; 0 leaves it to app.sweepExpiredHolds() (tests). */
  holdSweepIntervalMs?: number;
  /** How often housekeeping runs (default hourly); 0 leaves it to app.housekeeping() (tests). */
  housekeepingIntervalMs?: number;
  /** The card gateway, given the built-in sandbox (default: the sandbox itself); tests wrap it to count or fail calls. */
  paymentGateway?: (sandbox: PaymentGateway) => PaymentGateway;
  /** The mail transport, given the configured one; tests wrap it to check when it is called. */
  mailTransport?: (configured: MailTransport) => MailTransport;
  /** Overrides PREORDERS_PER_TICKET_SECTOR (tests). */
  openPreOrdersPerSector?: number;
  /** Checkpoints of checkout, cancel and callbacks (default: FAULT_POINT's, a no-op when unset). */
  faults?: Faults;
  /** True once the process is shutting down (readiness answers 503). */
  isDraining?: () => boolean;
  /** Log lines go here instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole API (and the storefront when it is built); main.ts and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());
  const formsPerMinute = deps.formsPerMinute ?? config.formsPerMinute;
  const lookupsPerMinute = deps.lookupsPerMinute ?? config.lookupsPerMinute;
  const ordersPerMinute = deps.ordersPerMinute ?? config.ordersPerMinute;

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            redact: ['req.headers.authorization', 'req.headers.usertoken', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    // One line per request, written by the observability plugin (route pattern, no query string).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    // A client's or balancer's id is kept when it is a plain token; otherwise a fresh UUID.
    requestIdHeader: 'x-request-id',
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && acceptableRequestId.test(given) ? given : randomUUID();
    },
    // A hop count is accepted by Fastify (proxy-addr) though its types name only the other forms.
    trustProxy: config.trustProxy as boolean | string,
    // Headers and body must arrive within this long (slow clients are cut).
    requestTimeout: config.bodyTimeoutMs,
    // Node checks those deadlines every 30 s by default; check often enough to keep them.
    http: { connectionsCheckingInterval: Math.min(1_000, config.bodyTimeoutMs) },
    connectionTimeout: config.bodyTimeoutMs * 2,
    // After the drain, requests already on an open connection are still answered, not refused.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  if (config.maxConnections > 0) app.server.maxConnections = config.maxConnections;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First, so that it counts every request and wraps every route's handler.
  await app.register(inFlight);
  await app.register(locale);
  await app.register(errors);
  await app.register(methodNotAllowed);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(observability, {
    requestTimeoutMs: config.requestTimeoutMs,
    metricsToken: config.metricsToken ?? (config.env === 'production' ? null : undefined),
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    eventBacklog: () => createOutboxRepository(database.db).pendingCount(),
    outboxBacklog: async () => {
      const result = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`,
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    },
  });
  await app.register(rateLimit, {
    perMinute: deps.rateLimitPerMinute ?? config.rateLimitPerMinute,
    addressFactor: config.addressRateLimitFactor,
    ...(config.redisUrl ? { redis: { url: config.redisUrl, timeoutMs: config.redisTimeoutMs } } : {}),
    onRedisState: (state, error) => {
      if (state === 'down') {
        app.metrics.rateLimitFallbacks.inc();
        app.log.warn(
          { cause: error instanceof Error ? error.message : undefined },
          'Redis is not answering: rate limits count in this process until it is back',
        );
      } else {
        app.log.info('Redis answers: rate limits are shared again');
      }
    },
    onRefused: (limit) => app.metrics.rateLimitRefusals.inc({ limit }),
  });
  await app.register(fastifyEtag);
  // After the ETag (which hashes the uncompressed body). JSON answers of 1 kB or more go out as brotli
  // (a fast level: they are compressed per request) or gzip; the storefront's static files are
  // precompressed at build time and skip this.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(docs);

  const tokens = new TokenService(config.jwtSecret, now);
  const customersRepository = createCustomersRepository(database.db);
  const loyalty = createLoyaltyService({ repository: createLoyaltyRepository(database.db) });
  const sessions = createSessionsService({
    repository: customersRepository,
    tokens,
    miles: loyalty,
    now,
  });
  const partners = createPartnerClients(database.db, now);
  // Sign-out and password resets revoke sessions; a revoked session's access token stops working, as do
  // a revoked partner client's tokens.
  await app.register(auth, {
    tokens,
    isSessionActive: sessions.isSessionActive,
    isPartnerActive: partners.isActive,
  });
  // The operations console's calls take staff tokens only (their own audience and sessions).
  const staff = createStaffService({ repository: createStaffRepository(database.db), tokens, now });
  await app.register(staffAuth, { caller: staff.caller });

  const flights = createFlightsService({ repository: createFlightsRepository(database.db) });
  // Catalogue and master-data reads may lag stock, price and staff changes made by other processes by
  // at most this long (staff changes also reach them through LISTEN/NOTIFY); this process's own writes
  // clear it.
  const catalogueCache = createReadCache({ ttlMs: deps.catalogueCacheMs ?? config.readCacheMs });
  const masterData = createMasterDataService({
    repository: createMasterDataRepository(database.db),
    flights,
    cache: catalogueCache,
  });
  await app.register(healthRoutes, {
    ping: () => database.ping(),
    pingRedis: (timeoutMs) => app.pingRateLimitStore(timeoutMs),
    timeoutMs: config.readyTimeoutMs,
    ...(deps.isDraining ? { isDraining: deps.isDraining } : {}),
  });
  const isDraining = deps.isDraining;
  if (isDraining) {
    // While draining, each answer tells the client to open its next connection elsewhere.
    app.addHook('onSend', async (_request, reply) => {
      if (isDraining()) reply.header('connection', 'close');
    });
  }
  await app.register(authRoutes, { tokens, partners });
  await app.register(masterDataRoutes, { masterData });
  // Staff writes reach other processes' caches at once through LISTEN/NOTIFY (decision 028).
  const readCaches = createReadCacheSignal({ database, log: app.log });
  await readCaches.start();
  app.addHook('onClose', () => readCaches.close());
  const search = createSearchService({ repository: createSearchRepository(database.db) });
  const itemOffers = createItemOffers(database.db);
  // Onboard and search depend on the catalogue; the catalogue asks them through what it is given here.
  const onboardStock = createOnboardStock(database.db);
  const catalogue = createCatalogueService({
    repository: createCatalogueRepository(database.db, {
      flightStock: onboardStock,
      matching: createSearchMatching(database.db),
    }),
    offers: itemOffers,
    onboardStock,
    masterData,
    now,
    cache: catalogueCache,
    search,
    published: readCaches.publish,
  });
  readCaches.subscribe(catalogue.invalidate);
  await app.register(catalogueRoutes, { catalogue, answers: catalogueCache });
  const pricing = createPricingService({
    repository: createPricingRepository(database.db),
    catalogue,
    masterData,
    now,
  });
  await app.register(pricingRoutes, { pricing });
  const audit = createAuditService({ repository: createAuditRepository(database.db), staff, now });
  await app.register(staffRoutes, { staff, lookupsPerMinute });
  await app.register(auditRoutes, { audit });
  await app.register(staffAdminRoutes, {
    admin: createStaffAdminService({ repository: createStaffAdminRepository(database.db), now }),
    auditFor: audit.stepFor,
  });
  await registerCatalogueConsole(app, {
    db: database.db,
    dataDir: config.dataDir,
    catalogue,
    search,
    itemOffers,
    masterData,
    flights,
    auditFor: audit.stepFor,
    now,
    priceChangeWarnFactor: config.priceChangeWarnFactor,
  });
  const mailRepository = createMailRepository(database.db);
  const mail = createMailService({
    repository: mailRepository,
    transport: (deps.mailTransport ?? ((configured) => configured))(
      createMailTransport({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: `${config.brandName} <no-reply@${new URL(config.publicUrl).hostname}>`,
      }),
    ),
    log: app.log,
  });
  const customers = createCustomersService({
    repository: customersRepository,
    sessions,
    miles: loyalty,
    mail,
    settings: { publicUrl: config.publicUrl, brandName: config.brandName },
    now,
    log: app.log,
  });
  // Password-reset requests queue their e-mail after answering; wait for them first.
  app.decorate('dispatchMail', async () => {
    await customers.resetRequestsDone();
    // E-mails asked for through the outbox are written first.
    await app.dispatchOutbox();
    return mail.dispatch();
  });
  const dispatchEvery = deps.mailDispatchIntervalMs ?? 2_000;
  if (dispatchEvery > 0) {
    const stop = mail.start(dispatchEvery);
    app.addHook('onClose', stop);
  }
  await app.register(engagementRoutes, {
    engagement: createEngagementService({
      repository: createEngagementRepository(database.db),
      mail,
      settings: { publicUrl: config.publicUrl, brandName: config.brandName },
      now,
    }),
    formsPerMinute,
  });
  app.addHook('onClose', () => customers.resetRequestsDone());
  await app.register(customersRoutes, { customers, sessions, formsPerMinute, lookupsPerMinute });
  await app.register(mediaRoutes, {
    media: createMediaRepository(database.db),
    uploads: path.join(config.dataDir, 'media'),
  });

  const sandbox = createSandboxGateway({
    secret: config.jwtSecret,
    now,
    ledgerFile: path.join(config.dataDir, 'sandbox-gateway.jsonl'),
    latencyMs: config.sandboxLatencyMs,
  });
  app.decorate('sandboxGateway', sandbox);
  const faults = deps.faults ?? killAt(config.faultPoint);
  // Work that waits for a commit (card refunds and voids, order e-mails) runs from the outbox.
  const outboxRepository = createOutboxRepository(database.db);
  const outbox = createOutbox({ repository: outboxRepository, now, log: app.log });
  const paymentEvents = createEventBus<PaymentEvents>();
  // Order events for partner channels' webhooks, recorded through the outbox (decision record 026).
  const webhooksRepository = createWebhooksRepository(database.db);
  const webhooks = createWebhooks({
    repository: webhooksRepository,
    outbox,
    settings: config.webhooks,
    now,
    log: app.log,
    isPartnerActive: partners.isActive,
  });
  app.decorate('webhooks', webhooks);
  app.addHook('onClose', () => webhooks.settle());
  await app.register(webhooksRoutes, { webhooks, auditFor: audit.stepFor });
  await app.register(partnersRoutes, { partners, auditFor: audit.stepFor });
  const payments = createPaymentsService({
    repository: createPaymentsRepository(database.db),
    gateway: deps.paymentGateway ? deps.paymentGateway(sandbox.gateway) : sandbox.gateway,
    outbox,
    events: paymentEvents,
    now,
    options: {
      gatewayTimeoutMs: config.gatewayTimeoutMs,
      faults,
      onGatewayFailure: (error) => app.log.warn({ err: error }, 'payment gateway failed'),
    },
  });
  const tickets = createTicketSectors({ flights, now });
  const ordersRepository = createOrdersRepository(database.db);
  const preOrders = createOrdersService({
    repository: ordersRepository,
    handOvers: createHandOversRepository(database.db),
    care: createOrderCareRepository(database.db),
    staff,
    pricing,
    catalogue,
    customers,
    masterData,
    flights,
    tickets,
    loyalty,
    mail,
    payments,
    outbox,
    orderEvents: webhooks,
    events: paymentEvents,
    settings: {
      publicUrl: config.publicUrl,
      brandName: config.brandName,
      secret: config.jwtSecret,
      openPreOrdersPerSector: deps.openPreOrdersPerSector ?? config.openPreOrdersPerSector,
      ticketItemLimitFactor: config.ticketItemLimitFactor,
      guestCashOnBoardMaxUsdMinor: config.guestCashOnBoardMaxUsdMinor,
      proofSigningKey: config.proofSigningKey,
    },
    now,
    cardHoldMs: config.cardHoldMs,
    disruptionRefundMs: config.disruptionRefundMs,
    refundSecondApprovalAboveUsdMinor: config.refundSecondApprovalAboveUsdMinor,
    faults,
    log: app.log,
  });
  // The station's flights: schedule, status (disruption), windows, range and pick list (issue 18).
  const flightsOps = createFlightsOps({
    repository: createFlightsOpsRepository(database.db),
    flights,
    orders: preOrders,
    ranges: createFlightRanges({ repository: createOnboardRepository(database.db), catalogue }),
    catalogue,
    transaction: (work) => outbox.transaction(work),
    now,
  });
  await app.register(flightsOpsRoutes, { ops: flightsOps, auditFor: audit.stepFor });
  await app.register(preOrdersRoutes, {
    preOrders,
    formsPerMinute,
    lookupsPerMinute,
    ordersPerMinute,
  });
  const crewAssignments = createCrewAssignments(database.db, { staff });
  await app.register(crewOpsRoutes, {
    orders: preOrders,
    assignments: crewAssignments,
    auditFor: audit.stepFor,
  });
  await app.register(crewAssignmentsRoutes, { assignments: crewAssignments, auditFor: audit.stepFor });
  await app.register(careOpsRoutes, {
    care: preOrders.care,
    reports: createOrderReports({
      repository: createOrderReportsRepository(database.db),
      catalogue,
      masterData,
      now,
    }),
    auditFor: audit.stepFor,
  });
  await app.register(paymentsRoutes, { payments });
  await app.register(onboardRoutes, {
    onboard: createOnboardService({ tickets, catalogue, orders: preOrders }),
    lookupsPerMinute,
    ordersPerMinute,
  });
  // The sandbox calls back through the real HTTP stack, as a gateway's servers would. Production
  // serves it only when PAYMENT_SANDBOX says so.
  if (config.paymentSandbox)
    await app.register(sandboxGatewayRoutes, {
      sandbox,
      ordersPerMinute,
      notify: async (rawBody, signature) =>
        (
          await app.inject({
            method: 'POST',
            url: '/Payment/api/V1.0/Payment/Callback',
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
            payload: rawBody,
          })
        ).statusCode,
    });
  app.decorate('dispatchOutbox', () => outbox.dispatch());
  if (dispatchEvery > 0) {
    const stop = outbox.start(dispatchEvery);
    app.addHook('onClose', stop);
    const stopWebhooks = webhooks.start(dispatchEvery);
    app.addHook('onClose', stopWebhooks);
  }
  app.decorate('sweepExpiredHolds', () => preOrders.sweepExpiredHolds());
  app.decorate('sweepNotCollected', () => preOrders.sweepNotCollected());
  app.decorate('refundDisrupted', () => preOrders.refundDisrupted());
  const sweepEvery = deps.holdSweepIntervalMs ?? config.holdSweepMs;
  if (sweepEvery > 0) {
    const timer = setInterval(() => {
      preOrders.sweepExpiredHolds().catch((error) => app.log.error({ err: error }, 'hold sweeper failed'));
      preOrders
        .sweepNotCollected()
        .catch((error) => app.log.error({ err: error }, 'not-collected sweeper failed'));
      preOrders
        .refundDisrupted()
        .catch((error) => app.log.error({ err: error }, 'disruption refunds failed'));
    }, sweepEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  const housekeeping = createHousekeeping({
    now,
    log: app.log,
    tasks: [
      {
        name: 'idempotencyKeys',
        prune: (at) => ordersRepository.pruneIdempotencyKeys(before(at, retention.idempotencyKeys)),
      },
      {
        name: 'outbox',
        prune: (at) =>
          outboxRepository.prune(before(at, retention.outboxDone), before(at, retention.outboxFailed)),
      },
      { name: 'mail', prune: (at) => mailRepository.prune(before(at, retention.mail)) },
      {
        name: 'webhookDeliveries',
        prune: (at) => webhooksRepository.pruneDeliveries(before(at, retention.webhookDeliveries)),
      },
    ],
  });
  app.decorate('housekeeping', () => housekeeping.run());
  const housekeepingEvery = deps.housekeepingIntervalMs ?? 60 * 60 * 1000;
  if (housekeepingEvery > 0) {
    const timer = setInterval(() => void housekeeping.run(), housekeepingEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  // The operations console: its own bundle under /ops (nothing of it in the storefront's).
  if (webRootExists(config.opsDist)) await app.register(opsWeb, { root: config.opsDist });
  if (webRootExists(config.webDist)) {
    // The storefront answers unknown page paths with its shell; other unknown paths get a 404 problem.
    // Public pages rendered here (DESIGN.md §13) when the server bundle is built beside the storefront.
    const renderer = await loadStorefrontRenderer(config.webDist);
    const reads = createStoreReads({ catalogue, masterData });
    await app.register(seoRoutes, { origin: config.publicUrl, catalogue, masterData });
    await app.register(web, {
      root: config.webDist,
      brandName: config.brandName,
      milesProgramName: config.milesProgramName,
      ...(renderer
        ? {
            serverPages: (template: string) => {
              const pages = createStorefrontPages({
                renderer,
                reads,
                template,
                origin: config.publicUrl,
                brandName: config.brandName,
                milesProgramName: config.milesProgramName,
                cacheMs: Math.min(config.pageCacheMs, deps.catalogueCacheMs ?? config.readCacheMs),
              });
              readCaches.subscribe(pages.clear);
              return pages;
            },
          }
        : {}),
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'notFound'));
  }

  // Closing hooks run last-added first: once the listener has closed, this one waits for the handlers
  // still at work (their clients may have left) before the rest stop and the database is closed.
  app.addHook('onClose', async () => {
    if (!(await app.requestsSettled(config.requestTimeoutMs))) {
      app.log.warn({ waitedMs: config.requestTimeoutMs }, 'closing with requests still at work');
    }
  });

  return app;
}
