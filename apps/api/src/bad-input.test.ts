import { api } from '@dfs/contract/paths';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from './db/client';
import { apiPrefixes } from './plugins/auth';
import { badRequests, operationsOf } from './test/bad-input';
import { createTestApp } from './test/test-app';

/** Invalid requests per endpoint: 200 here, more with BAD_INPUT_CASES (npm run fuzz). */
const CASES = Number(process.env.BAD_INPUT_CASES ?? 200);

const t = await createTestApp({
  formsPerMinute: 1_000_000,
  lookupsPerMinute: 1_000_000,
  rateLimitPerMinute: 10_000_000,
});
afterAll(() => t.close());

const document = (await t.app.inject({ url: '/docs/json' })).json();
const privilegeOf = new Map<string, string | null>(
  Object.values(api).map((call) => [`${call.method} ${call.path}`, call.privilege]),
);
const operations = operationsOf(document).filter(
  (op) =>
    apiPrefixes.some((prefix) => op.path.startsWith(prefix)) &&
    privilegeOf.get(`${op.method} ${op.path}`) &&
    (op.query.length > 0 || op.body !== undefined),
);

const tokens = (await t.app.inject({ method: 'POST', url: '/User/api/V1.0/Token/Startup' })).json();
const credentials = { authorization: `Bearer ${tokens.clientAccessToken}`, usertoken: tokens.accessToken };

/** Row counts of every table: bad input must leave them all as they were. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`,
    );
    counts[name] = row!.n;
  }
  return counts;
}

describe('bad input on every endpoint of the OpenAPI document', () => {
  const before = tableCounts();
  it('covers every API call that takes input', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s answers 400 to bad input and 401/403 to bad credentials, never 5xx',
    async (_name, op) => {
      const privilege = privilegeOf.get(`${op.method} ${op.path}`)!;
      const failures: string[] = [];
      for (const bad of badRequests(op, privilege, credentials, CASES)) {
        const response = await t.app.inject({
          method: bad.method as 'GET',
          url: bad.url,
          headers: bad.headers,
          ...(bad.payload !== undefined ? { payload: bad.payload } : {}),
        });
        const expected = bad.kind === 'input' ? [400] : [401, 403];
        const isProblem = String(response.headers['content-type']).startsWith('application/problem+json');
        const leaks = /SELECT |INSERT |drizzle|ZodError|node_modules|at \S+ \(/.test(response.body);
        if (!expected.includes(response.statusCode) || !isProblem || leaks) {
          failures.push(`${bad.label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        }
      }
      expect([...new Set(failures)].slice(0, 10)).toEqual([]);
    },
  );

  it('leaves the database as it was', async () => {
    expect(await tableCounts()).toEqual(await before);
  });
});
