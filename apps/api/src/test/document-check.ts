import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';

/**
 * Checks answers against the API document the app serves, as a partner's generated client would meet
 * them: the status must be one the operation lists, the media type the one listed for it, the body
 * valid against its schema. The shared test app runs every answer of the API tests through this.
 */
export class DocumentCheck {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(readonly document: OpenAPIV3_1.Document) {
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, 'doc');
  }

  static of(app: FastifyInstance): DocumentCheck {
    return new DocumentCheck(app.swagger() as OpenAPIV3_1.Document);
  }

  /** A validator for the schema at this JSON pointer of the document. */
  validator(pointer: string[]): ValidateFunction {
    const ref = `doc#/${pointer.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }

  /** The problems of one answer; empty when the document describes it. */
  problems(method: string, url: string, response: LightMyRequestResponse): string[] {
    const path = new URL(url, 'http://localhost').pathname;
    const item = this.document.paths?.[path];
    const verb = method.toLowerCase() as OpenAPIV3_1.HttpMethods;
    // Paths the document does not list (the storefront, media, health) are not API calls.
    if (!item) return [];
    const operation = item[verb];
    if (!operation) {
      // A method the path does not have: 405 with the methods it has.
      return response.statusCode === 405 && response.headers.allow
        ? []
        : [
            `${method} ${path} is not in the document, and answered ${response.statusCode} instead of 405 with Allow`,
          ];
    }
    const where = `${method} ${path} (${operation.operationId}) answered ${response.statusCode}`;
    const status = String(response.statusCode);
    const described = operation.responses?.[status] as OpenAPIV3_1.ResponseObject | undefined;
    if (!described) return [`${where}, a status the document does not list`];
    if (!described.content) {
      return response.rawPayload.length === 0 ? [] : [`${where} with a body the document does not describe`];
    }
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!described.content[mediaType]) {
      return [
        `${where} as ${mediaType || 'no media type'}; the document says ${Object.keys(described.content).join(', ')}`,
      ];
    }
    const validate = this.validator([
      'paths',
      path,
      verb,
      'responses',
      status,
      'content',
      mediaType,
      'schema',
    ]);
    const text = decoded(response).toString('utf8');
    // A JSON answer is checked as the value it holds; any other (CSV) as the text it is.
    const body = /[/+]json$/.test(mediaType) ? JSON.parse(text) : text;
    if (validate(body)) return [];
    return [`${where} with a body the document's schema refuses: ${this.ajv.errorsText(validate.errors)}`];
  }
}

function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  return response.rawPayload;
}

/**
 * Makes every `app.inject` answer fail the test when the document does not describe it: the store
 * document for store calls, the operations document for `/Ops/` calls.
 */
export function checkEveryAnswer(app: FastifyInstance) {
  let storeCheck: DocumentCheck | undefined;
  let opsCheck: DocumentCheck | undefined;
  const inject = app.inject.bind(app);
  const checked = async (options: unknown) => {
    const response = (await inject(options as never)) as LightMyRequestResponse;
    if (options && typeof options === 'object' && !('then' in options)) {
      const { method = 'GET', url = '/' } = options as {
        method?: string;
        url?: string | { pathname?: string };
      };
      const path = typeof url === 'string' ? url : (url.pathname ?? '/');
      let check: DocumentCheck;
      if (path.startsWith('/Ops/')) {
        opsCheck ??= new DocumentCheck(app.opsSwagger() as OpenAPIV3_1.Document);
        check = opsCheck;
      } else {
        storeCheck ??= DocumentCheck.of(app);
        check = storeCheck;
      }
      const problems = check.problems(String(method), path, response);
      if (problems.length > 0)
        throw new Error(`The API document does not describe this answer: ${problems.join('; ')}`);
    }
    return response;
  };
  app.inject = checked as FastifyInstance['inject'];
}
