import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction, openDatabase, queryRows } from './client';

describe('statement spans on the embedded database', () => {
  it('wraps each statement Drizzle sends, inside transactions too', async () => {
    const seen: string[] = [];
    const database = await openDatabase({
      kind: 'pglite',
      statementSpan: (statement, run) => {
        seen.push(statement);
        return run();
      },
    });
    try {
      await queryRows(database.db, sql`SELECT ${'hana@example.com'}::text AS e`);
      const inside = await inTransaction(database.db, async (tx) => {
        const [row] = await queryRows<{ n: number }>(tx, sql`SELECT 41 + ${1} AS n`);
        return row!.n;
      });
      expect(inside).toBe(42);
      expect(seen).toEqual(['SELECT $1::text AS e', 'SELECT 41 + $1 AS n']);
    } finally {
      await database.close();
    }
  });
});
