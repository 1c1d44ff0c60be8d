import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Faults, killAt } from './faults';
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
import { healthRoutes } from './modules/health/health.routes';
import { createLoyaltyRepository } from './modules/loyalty/loyalty.repository';
import { createLoyaltyService } from './modules/loyalty/loyalty.service';
import { createMailRepository } from './modules/mail/mail.repository';
import { createMailService } from './modules/mail/mail.service';
import { createMailTransport } from './modules/mail/mail.transport';
import { createMasterDataRepository } from './modules/master-data/master-data.repository';
import { masterDataRoutes } from './modules/master-data/master-data.routes';
import { createMasterDataService } from './modules/master-data/master-data.service';
import { createMediaRepository } from './modules/media/media.repository';
import { mediaRoutes } from './modules/media/media.routes';
import { createOnboardRepository } from './modules/onboard/onboard.repository';
import { onboardRoutes } from './modules/onboard/onboard.routes';
import { createOnboardService } from './modules/onboard/onboard.service';
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
import { createPreOrdersRepository } from './modules/preorders/preorders.repository';
import { preOrdersRoutes } from './modules/preorders/preorders.routes';
import { createPreOrdersService } from './modules/preorders/preorders.service';
import { createPricingRepository } from './modules/pricing/pricing.repository';
import { pricingRoutes } from './modules/pricing/pricing.routes';
import { createPricingService } from './modules/pricing/pricing.service';
import auth from './plugins/auth';
import docs from './plugins/docs';
import errors, { sendProblem } from './plugins/errors';
import locale from './plugins/locale';
import securityHeaders from './plugins/security-headers';
import web, { webRootExists } from './plugins/web';
import { createReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the e-mail waiting in the outbox now; returns how many went out. */
    dispatchMail(): Promise<number>;
    /** Releases the stock of unpaid card orders whose hold ran out; returns how many it cancelled. */
    sweepExpiredHolds(): Promise<number>;
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
  /** The card gateway, given the built-in sandbox (default: the sandbox itself); tests wrap it to count or fail calls. */
  paymentGateway?: (sandbox: PaymentGateway) => PaymentGateway;
  /** Checkpoints of checkout, cancel and callbacks (default: FAULT_POINT's, a no-op when unset). */
  faults?: Faults;
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
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.usertoken'] },
    bodyLimit: 64 * 1024,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(locale);
  await app.register(errors);
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
  await app.register(fastifyRateLimit, {
    max: deps.rateLimitPerMinute ?? config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // request.ip is undefined once the client has hung up; that must not become a 500.
    keyGenerator: (request) => request.ip ?? request.socket?.remoteAddress ?? 'unknown',
    ...(config.redisUrl
      ? { redis: new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) }
      : {}),
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
  const loyalty = createLoyaltyService(createLoyaltyRepository(database.db));
  const sessions = createSessionsService(customersRepository, tokens, loyalty, now);
  // Sign-out and password resets revoke sessions; a revoked session's access token stops working.
  await app.register(auth, { tokens, isSessionActive: sessions.isSessionActive });

  const masterData = createMasterDataService(createMasterDataRepository(database.db));
  await app.register(healthRoutes, { ping: () => database.ping() });
  await app.register(authRoutes, { tokens });
  await app.register(masterDataRoutes, { masterData });
  // Catalogue reads may lag stock and price changes made by other processes by at most this long;
  // this process's own order writes clear it.
  const catalogueCache = createReadCache({ ttlMs: deps.catalogueCacheMs ?? config.readCacheMs });
  const catalogue = createCatalogueService(
    createCatalogueRepository(database.db),
    masterData,
    now,
    catalogueCache,
  );
  await app.register(catalogueRoutes, { catalogue, answers: catalogueCache });
  const pricing = createPricingService(createPricingRepository(database.db), catalogue, masterData, now);
  await app.register(pricingRoutes, { pricing });
  const mail = createMailService(
    createMailRepository(database.db),
    createMailTransport({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: `${config.brandName} <no-reply@${new URL(config.publicUrl).hostname}>`,
    }),
    app.log,
  );
  // Password-reset requests queue their e-mail after answering; wait for them first.
  app.decorate('dispatchMail', async () => {
    await customers.resetRequestsDone();
    return mail.dispatch();
  });
  const dispatchEvery = deps.mailDispatchIntervalMs ?? 2_000;
  if (dispatchEvery > 0) {
    const stop = mail.start(dispatchEvery);
    app.addHook('onClose', stop);
  }
  await app.register(engagementRoutes, {
    engagement: createEngagementService(
      createEngagementRepository(database.db),
      mail,
      { publicUrl: config.publicUrl, brandName: config.brandName },
      now,
    ),
    formsPerMinute,
  });
  const customers = createCustomersService(
    customersRepository,
    sessions,
    loyalty,
    mail,
    { publicUrl: config.publicUrl, brandName: config.brandName },
    now,
    app.log,
  );
  app.addHook('onClose', () => customers.resetRequestsDone());
  await app.register(customersRoutes, { customers, sessions, formsPerMinute, lookupsPerMinute });
  await app.register(mediaRoutes, { media: createMediaRepository(database.db) });

  const sandbox = createSandboxGateway({
    secret: config.jwtSecret,
    now,
    ledgerFile: path.join(config.dataDir, 'sandbox-gateway.jsonl'),
  });
  app.decorate('sandboxGateway', sandbox);
  const faults = deps.faults ?? killAt(config.faultPoint);
  const payments = createPaymentsService(
    database.db,
    createPaymentsRepository(database.db),
    deps.paymentGateway ? deps.paymentGateway(sandbox.gateway) : sandbox.gateway,
    now,
    {
      gatewayTimeoutMs: config.gatewayTimeoutMs,
      faults,
      onGatewayFailure: (error) => app.log.warn({ err: error }, 'payment gateway failed'),
    },
  );
  const preOrders = createPreOrdersService({
    repository: createPreOrdersRepository(database.db),
    pricing,
    catalogue,
    customers,
    masterData,
    loyalty,
    mail,
    payments,
    settings: { publicUrl: config.publicUrl, brandName: config.brandName, secret: config.jwtSecret },
    now,
    cardHoldMs: config.cardHoldMs,
    faults,
  });
  payments.setListener(preOrders.listener);
  await app.register(preOrdersRoutes, {
    preOrders,
    formsPerMinute,
    lookupsPerMinute,
    ordersPerMinute,
  });
  await app.register(paymentsRoutes, { payments, preOrders, ordersPerMinute });
  await app.register(onboardRoutes, {
    onboard: createOnboardService(createOnboardRepository(database.db), catalogue, preOrders, now),
    lookupsPerMinute,
    ordersPerMinute,
  });
  // The sandbox calls back through the real HTTP stack, as a gateway's servers would.
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
  app.decorate('sweepExpiredHolds', () => preOrders.sweepExpiredHolds());
  const sweepEvery = deps.holdSweepIntervalMs ?? config.holdSweepMs;
  if (sweepEvery > 0) {
    const timer = setInterval(() => {
      preOrders.sweepExpiredHolds().catch((error) => app.log.error({ err: error }, 'hold sweeper failed'));
    }, sweepEvery);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  if (webRootExists(config.webDist)) {
    // The storefront answers unknown page paths with its shell; other unknown paths get a 404 problem.
    await app.register(web, {
      root: config.webDist,
      brandName: config.brandName,
      milesProgramName: config.milesProgramName,
    });
  } else {
    app.setNotFoundHandler((request, reply) => sendProblem(request, reply, 404, 'notFound'));
  }

  return app;
}
