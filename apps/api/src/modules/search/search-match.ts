import type { SearchPlan, WordPlan } from '@dfs/domain/search-plan';
import { isLanguage } from '@dfs/i18n/languages';
import { type AnyColumn, and, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { itemSearchDocuments } from './search.schema';

/**
 * What the search module publishes to the catalogue's list queries (decision 022): which items'
 * documents match a search plan, and how well. The documents stay this module's tables. app.ts gives
 * these to the catalogue's repository, which imports only their type: search depends on the catalogue
 * (its documents are the catalogue's items), never back (decision 050).
 */
export function createSearchMatching(db: Db) {
  return {
    matchedItems: (plan: SearchPlan, locales: readonly string[]) => matchedItems(db, plan, locales),
    suggestionCandidates,
  };
}

export type SearchMatching = ReturnType<typeof createSearchMatching>;

/** How many of the best-selling matches a suggestion ranks (the search box shows 5). */
const SUGGESTION_CANDIDATES = 200;
/**
 * A suggestion first looks among a language's SUGGESTION_SCAN best sellers (one ordered index read):
 * a common word or a short prefix finds its candidates there at once. Only when fewer than
 * SUGGESTION_ENOUGH match does it read the language's word index for the rarer matches.
 */
const SUGGESTION_SCAN = 1_000;
const SUGGESTION_ENOUGH = 20;
/**
 * Up to this many matching documents (the plan's bound from the vocabulary), the word index reads them
 * all faster than the best sellers can be scanned for them (BENCHMARKS.md, "Search suggestions").
 */
const RARE_MATCHES = 3_000;

type DocumentColumns = Record<'name' | 'nameTokens' | 'labelTokens' | 'tokens', AnyColumn | SQL>;

/** A PostgreSQL text[] literal, each element quoted (the tokens may hold any character). */
function pgTextArray(values: readonly string[]): SQL {
  const literal = `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

/** `locale = 'en'` written out, so that the language's partial index matches under any plan. */
function inLocale(locale: string): SQL {
  // Documents exist in the shop's languages; checked because the value is written into the SQL.
  if (!isLanguage(locale)) throw new Error(`No search documents in ${locale}`);
  return sql`${itemSearchDocuments.locale} = ${sql.raw(`'${locale}'`)}`;
}

/**
 * The documents matching a plan: every word must be in the document (itself, a synonym, a typo away
 * or a longer word it starts), in the request's language or English.
 */
function documentMatch(
  plan: SearchPlan,
  locales: readonly string[],
  /** The document columns the score reads (a subquery's, for suggestions). */
  columns: DocumentColumns = itemSearchDocuments,
) {
  const d = itemSearchDocuments;
  const c = columns;
  const anyOf = (column: AnyColumn | SQL, sets: string[][]) => {
    const singles = sets.filter((set) => set.length === 1).map((set) => set[0]!);
    const multi = sets.filter((set) => set.length > 1);
    const parts = [
      ...(singles.length ? [sql`${column} && ${pgTextArray(singles)}`] : []),
      ...multi.map((set) => sql`${column} @> ${pgTextArray(set)}`),
    ];
    return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
  };
  const wordsIn = (column: AnyColumn | SQL) => and(...plan.words.map((w) => anyOf(column, w.tiers.flat())))!;
  const words = wordsIn(d.tokens);
  // Each language has its own word index (a partial index on its locale): one arm per language lets
  // the planner read those, where `locale IN (…)` made it scan every language's documents.
  const where = or(...locales.map((locale) => and(inLocale(locale), words)))!;
  // A field's rank for one word: its tier (0 itself, 1 a synonym, 2 a typo or longer word, 3 their
  // synonyms), or 10 when the field holds none of it.
  const tierIn = (column: AnyColumn | SQL, w: WordPlan) =>
    sql`CASE ${sql.join(
      w.tiers.flatMap((sets, tier) =>
        sets.length ? [sql`WHEN ${anyOf(column, sets)} THEN ${sql.raw(String(tier))}`] : [],
      ),
      sql` `,
    )} ELSE 10 END`;
  // A word in the name ranks first (and before that, in the name and in brand or category alike),
  // then in brand or category, then only in the description.
  const wordScores = plan.words.map(
    (
      w,
    ) => sql`(SELECT CASE WHEN n < 10 AND l < 10 THEN n - 5 WHEN n < 10 THEN n WHEN l < 10 THEN 10 + l ELSE 20 + t END
      FROM (SELECT ${tierIn(c.nameTokens, w)} AS n, ${tierIn(c.labelTokens, w)} AS l, ${tierIn(c.tokens, w)} AS t) AS tiers)`,
  );
  const score = sql`CASE WHEN ${c.name} = ${plan.normalised} THEN -100 ELSE 0 END + ${sql.join(wordScores, sql` + `)}`;
  // A word found only in the description (Arabic ساعة is a watch in names, an hour in a headphone's
  // battery life): such a document ranks after every one holding all the words in name, brand or category.
  const descriptionOnly = sql`(${sql.join(
    plan.words.map((w) => sql`(${tierIn(c.nameTokens, w)} = 10 AND ${tierIn(c.labelTokens, w)} = 10)`),
    sql` OR `,
  )})`;
  return { where, words, wordsIn, score, descriptionOnly };
}

/**
 * The items a plan matches: `ids`, a subquery of their ids, and `ranked`, a subquery `matched` of
 * (itemId, score, weak) where a lower score ranks first and `weak` items (a word only in the
 * description) come after the others whatever the order chosen.
 */
function matchedItems(db: Db, plan: SearchPlan, locales: readonly string[]) {
  const d = itemSearchDocuments;
  const { where, score, descriptionOnly } = documentMatch(plan, locales);
  return {
    ids: db.select({ id: d.itemId }).from(d).where(where),
    ranked: db
      .select({
        itemId: d.itemId,
        score: sql<number>`min(${score})`.as('score'),
        // Weak in every language it is documented in.
        weak: sql<boolean>`bool_and(${descriptionOnly})`.as('weak'),
      })
      .from(d)
      .where(where)
      .groupBy(d.itemId)
      .as('matched'),
  };
}

/**
 * Candidates for the search box: up to SUGGESTION_CANDIDATES best-selling matching documents per
 * language and any whose whole name is the term. The caller writes
 * `SELECT c.item_id FROM ${candidates} …` and ranks by `min(${score})`.
 */
function suggestionCandidates(plan: SearchPlan, locales: readonly string[]) {
  const d = itemSearchDocuments;
  const { words, wordsIn } = documentMatch(plan, locales);
  const { score } = documentMatch(plan, locales, {
    name: sql.raw('c.name'),
    nameTokens: sql.raw('c.name_tokens'),
    labelTokens: sql.raw('c.label_tokens'),
    tokens: sql.raw('c.tokens'),
  });
  // A language's best-selling matches from its word index. Plain `DESC` on purpose: in the
  // popularity index's order the planner would walk every document of the language for them.
  const fromWordIndex = (locale: string, when?: SQL) =>
    sql`(SELECT ${d.itemId}, ${d.locale} FROM ${d}
      WHERE ${and(when, inLocale(locale), words)}
      ORDER BY ${d.popularity} DESC LIMIT ${SUGGESTION_CANDIDATES})`;
  const exactName = sql`(SELECT ${d.itemId}, ${d.locale} FROM ${d}
    WHERE ${inArray(d.locale, [...locales])} AND ${d.name} = ${plan.normalised})`;
  // Only keys are read until the candidates are known; then those documents' columns by primary key.
  const withDocuments = (keys: SQL) => sql`(
    SELECT doc.item_id, doc.name, doc.name_tokens, doc.label_tokens, doc.tokens FROM (${keys}) AS k
    JOIN ${d} AS doc ON doc.item_id = k.item_id AND doc.locale = k.locale
  ) AS c`;

  // Few documents hold the words (the vocabulary says so): the word index finds them all at once.
  if (plan.documents <= RARE_MATCHES) {
    return {
      candidates: withDocuments(sql.join([...locales.map((l) => fromWordIndex(l)), exactName], sql` UNION `)),
      score,
    };
  }
  // Many do: per language, the matches among its best sellers (a CTE, read once), and only when too
  // few match there, its best-selling matches from its word index. `DESC NULLS LAST` is the
  // popularity index's order (the column is never null): a plain `DESC` cannot be read from it and
  // sorted every document of the language instead.
  const best = (locale: string) => sql.raw(`best_${locale}`);
  const ctes = sql.join(
    locales.map(
      (locale) => sql`${best(locale)} AS (
        SELECT top.item_id, top.locale FROM (
          SELECT ${d.itemId}, ${d.locale}, ${d.tokens}, ${d.popularity} FROM ${d} WHERE ${inLocale(locale)}
          ORDER BY ${d.popularity} DESC NULLS LAST LIMIT ${SUGGESTION_SCAN}
        ) AS top
        WHERE ${wordsIn(sql.raw('top.tokens'))}
        ORDER BY top.popularity DESC NULLS LAST LIMIT ${SUGGESTION_CANDIDATES})`,
    ),
    sql`, `,
  );
  const keys = sql`WITH ${ctes} ${sql.join(
    [
      ...locales.flatMap((locale) => [
        sql`(SELECT item_id, locale FROM ${best(locale)})`,
        fromWordIndex(locale, sql`(SELECT count(*) FROM ${best(locale)}) < ${SUGGESTION_ENOUGH}`),
      ]),
      exactName,
    ],
    sql` UNION `,
  )}`;
  return { candidates: withDocuments(keys), score };
}
