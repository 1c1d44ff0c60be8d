import { opsApi } from '@dfs/contract/ops/paths';
import type { OpenAPIV3_1 } from 'openapi-types';
import {
  completeResponses,
  documentHeaders,
  documentServers,
  methods,
  pruneSchemas,
  sharedStatusText,
} from './api-document-parts';

/**
 * The operations document (/docs/ops/json): the staff calls of the operations console (/Ops/…),
 * kept out of the partner document. Built from the routes' zod schemas, tags and summaries and the
 * ops call table (packages/contract/src/ops/paths.ts), which gives each call its operationId and
 * roles; nothing is written twice.
 */

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;
export type OpsCallName = keyof typeof opsApi;

const statusText = {
  ...sharedStatusText,
  '401':
    'Unauthorized: the staff bearer token is missing, expired or revoked (signed out, deactivated, or its sessions revoked), or is not a staff token. Sign in again with `Staff/SignIn`.',
  '403':
    'Forbidden: the staff member holds none of the roles this call requires (listed in its description).',
  '409':
    'Conflict: the record changed since it was read (send the version you read), or the change would break a rule (a name already taken, the last admin).',
  '413': 'Content Too Large: the body is over this call’s limit.',
  '415': 'Unsupported Media Type: send the body in a media type this call lists.',
};

export const opsDocumentInfo = {
  title: 'Duty-free operations API',
  version: '1.0.0',
  contact: { name: 'Store API team', email: 'store-api@example.com', url: 'https://example.com/store-api' },
};

export function opsCallOf(path: string, method: string): OpsCallName {
  const entry = Object.entries(opsApi).find(
    ([, call]) => call.path === path && call.method.toLowerCase() === method,
  );
  if (!entry) {
    throw new Error(
      `${method.toUpperCase()} ${path} is served but is not in the ops call table (packages/contract/src/ops/paths.ts)`,
    );
  }
  return entry[0] as OpsCallName;
}

function completeOperation(operation: Operation, path: string, method: string): Operation {
  const name = opsCallOf(path, method);
  const roles = opsApi[name].roles as readonly string[] | null;
  const where = `${method.toUpperCase()} ${path}`;
  if (!operation.summary) throw new Error(`${where} has no summary in its route schema`);
  if (!operation.tags?.length) throw new Error(`${where} has no tag in its route schema`);
  const access =
    roles === null
      ? 'Needs no token.'
      : `Roles: ${roles.map((role) => `\`${role}\``).join(', ')} (a staff token holding any of them; 403 otherwise).`;
  return {
    ...operation,
    operationId: name,
    tags: [operation.tags[0]!],
    description: operation.description ? `${operation.description}\n\n${access}` : access,
    security: roles === null ? [] : [{ staffBearer: [] }],
    responses: completeResponses(
      operation,
      method,
      { isPublic: roles === null, signed: false },
      undefined,
      statusText,
    ),
  };
}

export function completeOpsDocument(document: Document): Document {
  const paths: OpenAPIV3_1.PathsObject = {};
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const completed: Record<string, Operation> = {};
    for (const method of methods) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation) continue;
      completed[method] = completeOperation(operation, path, method);
      for (const tag of completed[method].tags ?? []) tags.add(tag);
    }
    paths[path] = completed as OpenAPIV3_1.PathItemObject;
  }
  const completedDocument: Document = {
    openapi: document.openapi,
    info: {
      ...opsDocumentInfo,
      description:
        'The staff calls of the operations console (catalogue, prices, content, staff, audit log, webhooks). ' +
        'Sign in with `POST /Ops/api/V1.0/Staff/SignIn` (a one-time code is required for admin), then send ' +
        '`Authorization: Bearer <token>`. Each call lists the staff roles it accepts. Every write is recorded ' +
        'in the audit log; edits carry the version read and answer 409 when the record changed since. Errors ' +
        'are `application/problem+json` (RFC 9457). Not for partner channels: they use the store API at /docs.',
    },
    servers: documentServers,
    tags: [...tags].sort().map((name) => ({
      name,
      description: `Operations console calls: ${name.replace(/^Operations:\s*/, '')}.`,
    })),
    paths,
    components: {
      ...document.components,
      securitySchemes: {
        staffBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The staff `token` of `Staff/SignIn` (audience dfs-ops; store tokens are refused). It ends at sign-out, when the staff member is deactivated, or when an admin revokes their sessions.',
        },
      },
      headers: documentHeaders,
    },
  };
  pruneSchemas(completedDocument);
  return completedDocument;
}
