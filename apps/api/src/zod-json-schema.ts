import { toJSONSchema, type z } from 'zod';

type OverrideContext = Parameters<NonNullable<Parameters<typeof toJSONSchema>[1]>['override'] & {}>[0];

/** Keywords of a piped string check that also bound what the request may send. */
const stringLimits = ['maxLength', 'pattern', 'format'] as const;

/**
 * How the document renders zod schemas. As fastify-type-provider-zod's default (empty union branches
 * dropped), plus: a request string written as `trimmed.pipe(z.string().max(64))` documents the piped
 * limits too (zod renders only the first stage of a pipe for input), so the document states every
 * limit the API enforces. A pipe whose second stage transforms first (upper-casing, removing spaces)
 * is left alone: its limits apply to the transformed value, and its field description says so.
 */
export function zodToJsonOverride(ctx: OverrideContext) {
  const def = ctx.zodSchema._zod.def as {
    type: string;
    in?: z.ZodType;
    out?: z.ZodType;
    options?: unknown[];
  };
  const json = ctx.jsonSchema as Record<string, unknown>;
  if (def.type === 'union' && Array.isArray(json.anyOf)) {
    json.anyOf = (json.anyOf as object[]).filter((branch) => Object.keys(branch).length > 0);
  }
  if (json.type === 'integer' && json.format === undefined) {
    // Integers say their width (OWASP API4): ids and counts fit 32 bits; zod's safe-integer bounds need 64.
    const min = typeof json.minimum === 'number' ? json.minimum : Number.MIN_SAFE_INTEGER;
    const max = typeof json.maximum === 'number' ? json.maximum : Number.MAX_SAFE_INTEGER;
    json.format = min >= -2_147_483_648 && max <= 2_147_483_647 ? 'int32' : 'int64';
  }
  if (
    def.type === 'pipe' &&
    def.out &&
    def.in &&
    def.out._zod.def.type === 'string' &&
    json.type === 'string'
  ) {
    const piped = toJSONSchema(def.out, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    for (const key of stringLimits) {
      if (piped[key] !== undefined && json[key] === undefined) json[key] = piped[key];
    }
    if (typeof piped.maxLength === 'number' && typeof json.maxLength === 'number') {
      json.maxLength = Math.min(json.maxLength, piped.maxLength);
    }
  }
}
