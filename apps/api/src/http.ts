import { Problem } from '@dfs/contract/problem';
import type { z } from 'zod';

/**
 * A route's response schemas: its success shapes plus the problem+json answers every API route
 * can give, so the OpenAPI document lists them all.
 */
export function responses<T extends Record<number, z.ZodType>>(success: T) {
  return {
    ...success,
    400: Problem,
    401: Problem,
    403: Problem,
    404: Problem,
    429: Problem,
    500: Problem,
  };
}

/** Cache policy for reference data that changes rarely and is the same for every visitor. */
export const referenceDataCache = 'public, max-age=300, stale-while-revalidate=600';
