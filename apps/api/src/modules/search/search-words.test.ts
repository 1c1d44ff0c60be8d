import { opsApi } from '@dfs/contract/ops/paths';
import { Privilege } from '@dfs/contract/privileges';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { signInStaff } from '../../test/staff-session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSearchRepository } from './search.repository';
import { createSearchService } from './search.service';

let t: TestApp;
let merchandiser: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  merchandiser = await signInStaff(t, 'merchandiser');
});
afterAll(() => t.close());

/** The vocabulary as kept, and as a count of every document's words would make it. */
async function vocabulary() {
  const kept = await queryRows<{ word: string; documents: number }>(
    t.database.db,
    sql`SELECT word, documents FROM search_words ORDER BY word`,
  );
  const counted = await queryRows<{ word: string; documents: number }>(
    t.database.db,
    sql`SELECT word, count(*)::int AS documents FROM item_search_documents, unnest(tokens) AS word
      GROUP BY word ORDER BY word`,
  );
  return { kept, counted };
}

async function rename(id: number, name: string) {
  const row = (
    await t.app.inject({
      method: 'GET',
      url: `${opsApi.itemGetAll.path}?page=1&pageSize=200`,
      headers: { authorization: merchandiser.authorization },
    })
  )
    .json()
    .rows.find((r: { id: number }) => r.id === id);
  const edit = { ...row, name };
  delete edit.itemCode;
  const saved = await t.app.inject({
    method: 'PUT',
    url: opsApi.itemUpdate.path,
    payload: edit,
    headers: { authorization: merchandiser.authorization },
  });
  expect(saved.statusCode).toBe(200);
}

async function search(term: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/PreOrder/api/V1.0/PreOrder/SearchItems?term=${encodeURIComponent(term)}&lng=en`,
    headers: await t.headers(Privilege.PreOrderAccess),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { items: Array<{ id: number; name: string }>; didYouMean: string | null };
}

describe("the search words' counts", () => {
  it('follow a staff rename: the new word counted in every document, the old one gone', async () => {
    const start = await vocabulary();
    expect(start.kept).toEqual(start.counted);
    const [item] = await queryRows<{ id: number; name: string }>(
      t.database.db,
      sql`SELECT id, name FROM items WHERE active ORDER BY id LIMIT 1`,
    );

    await rename(item!.id, 'Zephyrine Travel Candle');
    const first = await vocabulary();
    expect(first.kept).toEqual(first.counted);
    expect(first.kept.find((w) => w.word === 'zephyrine')?.documents).toBeGreaterThanOrEqual(1);
    expect((await search('zephyrine')).items[0]?.id).toBe(item!.id);

    await rename(item!.id, 'Quillonette Travel Candle');
    const second = await vocabulary();
    expect(second.kept).toEqual(second.counted);
    expect(second.kept.some((w) => w.word === 'zephyrine')).toBe(false);
    // A word no item holds any more is not offered as what the shopper meant.
    const typo = await search('zephyrinne');
    expect(typo.items).toEqual([]);
    expect(typo.didYouMean).not.toBe('zephyrine');
    expect((await search('quillonete')).items[0]?.id).toBe(item!.id);
  });

  it('stay exact when two processes rebuild the same items at once', async () => {
    const ids = (
      await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM items ORDER BY id LIMIT 5`)
    ).map((r) => r.id);
    // The documents are out of date: each rebuild takes the old words away and counts the new ones.
    await t.database.db.execute(sql`UPDATE items SET name = 'Vintrelle Candle' WHERE id = ${ids[0]}`);
    const other = createSearchService({ repository: createSearchRepository(t.database.db) });
    const another = createSearchService({ repository: createSearchRepository(t.database.db) });
    await Promise.all([other.rebuild(ids), another.rebuild(ids), other.rebuild(ids.slice(2))]);
    const after = await vocabulary();
    expect(after.kept).toEqual(after.counted);
    expect(after.kept.find((w) => w.word === 'vintrelle')?.documents).toBeGreaterThanOrEqual(1);
  });
});
