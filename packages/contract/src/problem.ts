import { z } from 'zod';

/** RFC 9457 problem details, with the ASP.NET-style `errors` map the storefront reads (spec §8). */
export const Problem = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    /** The localised human message; the storefront shows it for 500s and refusals. */
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    code: z.string().optional(),
    requestId: z
      .string()
      .optional()
      .describe('On 5xx answers: the request id (also in the x-request-id header) to quote to support.'),
  })
  .meta({
    id: 'Problem',
    description:
      'RFC 9457 problem details. `message` (also in `detail`) is localised by `Accept-Language` (en, zh, ar); `code` is a stable machine name (validation, unauthorized, forbidden, notFound, conflict, unprocessable, tooManyRequests…); `errors` maps field names to messages on a 400; `requestId` on 5xx answers.',
  });
export type Problem = z.infer<typeof Problem>;
