import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { completeDocument, documentInfo } from '../api-document';
import { completeOpsDocument, opsDocumentInfo } from '../ops-api-document';
import { zodToJsonOverride } from '../zod-json-schema';
import { opsPrefix } from './staff-auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operations document (the staff calls), as `swagger()` is the store document. */
    opsSwagger: FastifyInstance['swagger'];
  }
}

const zodToJsonConfig = { override: zodToJsonOverride };

/** docs/build-on-the-store-api.md: from the repository, or the copy the API bundle carries beside itself. */
function readGuide(): string {
  const candidates = ['../../../../docs/build-on-the-store-api.md', './build-on-the-store-api.md'].map((p) =>
    fileURLToPath(new URL(p, import.meta.url)),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error('docs/build-on-the-store-api.md is missing');
  return readFileSync(found, 'utf8');
}
const schemasFromRegistry = createJsonSchemaTransformObject({ zodToJsonConfig });
const storeTransform = createJsonSchemaTransform({ zodToJsonConfig });

/** The operations console's staff calls (/Ops/…) are not part of the partner document… */
const transform: typeof storeTransform = (input) =>
  input.url.startsWith(opsPrefix)
    ? { schema: { ...input.schema, hide: true }, url: input.url }
    : storeTransform(input);

/** …they have a document of their own, which holds nothing else. */
const opsTransform: typeof storeTransform = (input) =>
  input.url.startsWith(opsPrefix)
    ? storeTransform(input)
    : { schema: { ...input.schema, hide: true }, url: input.url };

/**
 * The API document, generated from the contract only (docs/decisions/021-api-document-from-the-contract.md):
 * JSON at /docs/json, the reference viewer at /docs. The operations document (decision 029): JSON at
 * /docs/ops/json, its viewer at /docs/ops.
 */
const docs: FastifyPluginAsync = async (app) => {
  const guide = readGuide();
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: documentInfo },
    transform,
    transformObject: (input) =>
      completeDocument(schemasFromRegistry(input) as unknown as OpenAPIV3_1.Document, guide) as never,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { persistAuthorization: false, displayOperationId: true, tryItOutEnabled: true },
  });
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: opsDocumentInfo },
    decorator: 'opsSwagger',
    transform: opsTransform,
    transformObject: (input) =>
      completeOpsDocument(schemasFromRegistry(input) as unknown as OpenAPIV3_1.Document) as never,
  });
  // The viewer reads `swagger()`; in its own context it is the operations document.
  await app.register(async (opsDocs) => {
    opsDocs.decorate('swagger', ((options?: { yaml?: boolean }) =>
      app.opsSwagger(options as never)) as never);
    await opsDocs.register(fastifySwaggerUi, {
      routePrefix: '/docs/ops',
      staticCSP: true,
      uiConfig: { persistAuthorization: false, displayOperationId: true, tryItOutEnabled: true },
    });
  });
  app.get('/docs/guide', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/markdown; charset=utf-8').send(guide),
  );
};

export default fp(docs, { name: 'docs' });
