import { z } from 'zod';

/** RFC 9457 problem details, with the ASP.NET-style `errors` map the storefront reads (spec §8). */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  /** The localised human message; the storefront shows it for 500s and refusals. */
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;
