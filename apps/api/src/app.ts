import path from 'node:path';
import fastifyEtag from '@fastify/etag';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
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
  /** Submissions per minute per address of each form endpoint (feedback, newsletter). */
  formsPerMinute?: number;
  /** Look-ups of a ticket or an order code per minute per address (tests raise it). */
  lookupsPerMinute?: number;
  /** How often pending e-mail is sent; 0 leaves it to app.dispatchMail() (tests). */
  mailDispatchIntervalMs?: number;
  /** How often expired card holds are released; 0 leaves it to app.sweepExpiredHolds() (tests). */
  holdSweepIntervalMs?: number;
}

/** Builds the whole API (and the storefront when it is built); main.ts and the tests both use it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const now = deps.now ?? (() => new Date());

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
  app.decorate('dispatchMail', () => mail.dispatch());
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
    formsPerMinute: deps.formsPerMinute ?? 5,
  });
  const customers = createCustomersService(
    customersRepository,
    sessions,
    loyalty,
    mail,
    { publicUrl: config.publicUrl, brandName: config.brandName },
    now,
  );
  await app.register(customersRoutes, {
    customers,
    sessions,
    formsPerMinute: deps.formsPerMinute ?? 5,
  });
  await app.register(mediaRoutes, { media: createMediaRepository(database.db) });

  const sandbox = createSandboxGateway({ secret: config.jwtSecret, now });
  app.decorate('sandboxGateway', sandbox);
  const payments = createPaymentsService(
    database.db,
    createPaymentsRepository(database.db),
    sandbox.gateway,
    now,
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
  });
  payments.setListener(preOrders.listener);
  await app.register(preOrdersRoutes, {
    preOrders,
    formsPerMinute: deps.formsPerMinute ?? 5,
    lookupsPerMinute: deps.lookupsPerMinute ?? 30,
  });
  await app.register(paymentsRoutes, { payments, preOrders });
  await app.register(onboardRoutes, {
    onboard: createOnboardService(createOnboardRepository(database.db), catalogue, preOrders, now),
    lookupsPerMinute: deps.lookupsPerMinute ?? 30,
  });
  // The sandbox calls back through the real HTTP stack, as a gateway's servers would.
  await app.register(sandboxGatewayRoutes, {
    sandbox,
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
  const sweepEvery = deps.holdSweepIntervalMs ?? 60_000;
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
