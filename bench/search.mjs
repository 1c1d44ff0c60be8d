// The search section of `npm run bench` (issue 19): search-box suggestions (SearchItems?suggest=true)
// with the read cache off, every request a different term, in English, Chinese and Arabic (words, the
// prefixes a shopper types on the way to them, and one-typo forms), at 1 and at 10 connections.
// Budgets on the 100 000-item catalogue of `npm run seed:large`: p95 ≤ 20 ms at 1 connection and
// ≤ 50 ms at 10, on PGlite and on PostgreSQL. Alone: `node bench/search.mjs [--large] [--duration=N]
// [--skip-pg] [--skip-pglite]`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  benchEnv,
  ensurePostgresDatabase,
  freshPostgresDatabase,
  measure,
  printSection,
  root as repositoryRoot,
  runCommand,
  startNode,
  visitorHeaders,
  waitFor,
} from './support.mjs';

const searchPath = '/PreOrder/api/V1.0/PreOrder/SearchItems';
const itemsPath = '/PreOrder/api/V1.0/PreOrder/GetItems';
const BUDGETS = [
  { connections: 1, p95Ms: 20 },
  { connections: 10, p95Ms: 50 },
];

/** Words travellers type in Chinese and Arabic beside the catalogue's own (the synonyms' terms). */
const typedWords = {
  zh: [
    '手表',
    '腕表',
    '香水',
    '香氛',
    '威士忌',
    '巧克力',
    '耳机',
    '太阳镜',
    '戒指',
    '项链',
    '钱包',
    '手袋',
    '咖啡',
    '玩具',
    '相机',
    '口红',
    '香烟',
    '雪茄',
    '葡萄酒',
    '香槟',
  ],
  ar: [
    'ساعة',
    'ساعه',
    'عطر',
    'عطور',
    'ويسكي',
    'شوكولاتة',
    'سماعات',
    'نظارات',
    'خاتم',
    'قلادة',
    'محفظة',
    'حقيبة',
    'قهوة',
    'ألعاب',
    'كاميرا',
    'روج',
    'سجائر',
    'سيجار',
    'نبيذ',
    'شمبانيا',
  ],
};

/** One swapped pair in the middle of a word: a typo the search must forgive. */
const swapped = (word) => {
  const chars = [...word];
  const i = Math.floor(chars.length / 2) - 1;
  [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
  return chars.join('');
};

async function namesIn(base, headers, lng) {
  const names = [];
  for (let page = 1; page <= 3; page++) {
    const response = await fetch(
      `${base}${itemsPath}?listKind=all&pageSize=100&page=${page}&sortBy=Default&sortOrder=ASC&lng=${lng}`,
      { headers },
    );
    if (!response.ok) throw new Error(`GetItems answered ${response.status}`);
    names.push(...(await response.json()).items.map((item) => item.name));
  }
  return names;
}

/** Distinct terms in three languages, each tagged with the language its request is sent in. */
async function searchTerms(base, headers) {
  const terms = new Map();
  const add = (term, lng) => {
    if ([...term].length >= 2 && !terms.has(term)) terms.set(term, lng);
  };
  for (const name of await namesIn(base, headers, 'en')) {
    for (const word of name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length >= 3)) {
      for (const prefix of [2, 3, 4, 5]) add(word.slice(0, prefix), 'en');
      add(word, 'en');
      if (word.length >= 5) add(swapped(word), 'en');
    }
  }
  for (const lng of ['zh', 'ar']) {
    const names = await namesIn(base, headers, lng);
    for (const word of typedWords[lng]) add(word, lng);
    for (const name of names) {
      if (lng === 'zh') {
        for (const run of name.match(/\p{Script=Han}+/gu) ?? []) {
          const chars = [...run];
          for (let i = 0; i + 2 <= chars.length; i++) add(chars.slice(i, i + 2).join(''), lng);
        }
      } else {
        for (const word of name.split(/[^\p{Script=Arabic}]+/u).filter((w) => w.length >= 3)) {
          add(word.slice(0, 2), lng);
          add(word.slice(0, 3), lng);
          add(word, lng);
        }
      }
    }
  }
  return [...terms];
}

export async function benchSearch({ root, kind, serverUrl, databaseName, duration, large, port }) {
  const base = `http://127.0.0.1:${port}`;
  const dataLabel = large ? '100 000 items (seed:large)' : 'demo catalogue';
  const env = { ...benchEnv, PORT: String(port), HOST: '127.0.0.1', READ_CACHE_MS: '0' };
  let freshDir;
  if (kind === 'pglite') {
    const dataDir = large
      ? path.join(root, 'var', 'large')
      : mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
    if (large) runCommand(root, 'npm', ['run', 'seed:large'], { DATA_DIR: dataDir });
    else freshDir = dataDir;
    env.DATA_DIR = dataDir;
  } else {
    const url = large
      ? await ensurePostgresDatabase(serverUrl, databaseName)
      : await freshPostgresDatabase(serverUrl, databaseName);
    env.DATABASE_URL = url;
    env.DATA_DIR = freshDir = mkdtempSync(path.join(os.tmpdir(), 'dfs-bench-'));
    if (large) runCommand(root, 'npm', ['run', 'seed:large'], { DATABASE_URL: url, DATA_DIR: env.DATA_DIR });
  }

  const label = kind === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL';
  const api = startNode(root, 'apps/api/dist/main.js', [], env);
  const figures = [];
  let termCount = 0;
  try {
    await waitFor(`${base}/readyz`);
    const headers = await visitorHeaders(base);
    const terms = await searchTerms(base, headers);
    termCount = terms.length;
    const byLanguage = Object.fromEntries(
      ['en', 'zh', 'ar'].map((lng) => [lng, terms.filter(([, l]) => l === lng).length]),
    );
    console.log(`  ${terms.length} distinct terms: ${JSON.stringify(byLanguage)}`);
    // Each connection count starts where the last stopped, so no term is asked twice in a run.
    let next = 0;
    for (const { connections } of BUDGETS) {
      const figure = await measure(`suggestions, ${connections} conn.`, {
        url: `${base}/`,
        headers,
        connections,
        duration,
        warmup: 1,
        settle: () => waitFor(`${base}/readyz`),
        requests: [
          {
            setupRequest: (request) => {
              const [term, lng] = terms[next++ % terms.length];
              return {
                ...request,
                path: `${searchPath}?suggest=true&term=${encodeURIComponent(term)}`,
                headers: { ...request.headers, 'accept-language': lng },
              };
            },
          },
        ],
      });
      figure.languages = byLanguage;
      figures.push(figure);
      console.log(
        `  ${kind}: ${figure.name}: ${figure.requestsPerSecond} req/s, p50 ${figure.p50Ms} ms, p95 ${figure.p95Ms} ms, p99 ${figure.p99Ms} ms, errors ${figure.errors}`,
      );
    }
  } finally {
    await api.stop();
    if (freshDir) rmSync(freshDir, { recursive: true, force: true });
  }

  return {
    title: `Search suggestions on ${label}, ${dataLabel}`,
    tables: [
      {
        title: `Search suggestions on ${label}, ${dataLabel}: uncached (READ_CACHE_MS=0), ${termCount} distinct terms in en, zh and ar, ${duration} s per row`,
        rows: figures.map((f) => ({
          connections: f.connections,
          'req/s': f.requestsPerSecond,
          'p50 ms': f.p50Ms,
          'p95 ms': f.p95Ms,
          'p99 ms': f.p99Ms,
          errors: f.errors,
        })),
      },
    ],
    checks: large
      ? BUDGETS.map(({ connections, p95Ms }) => {
          const figure = figures.find((f) => f.connections === connections);
          return {
            budget: `${label}: search suggestions p95 ≤ ${p95Ms} ms at ${connections} connection${connections > 1 ? 's' : ''}, 100 000 items, distinct en/zh/ar terms, uncached`,
            measured: figure
              ? `p95 ${figure.p95Ms} ms (p50 ${figure.p50Ms}, ${figure.errors} errors)`
              : 'not run',
            met: Boolean(figure && figure.p95Ms <= p95Ms && figure.errors === 0),
          };
        })
      : [],
    raw: { database: kind, section: 'search', figures, terms: termCount },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = new Set(process.argv.slice(2));
  const duration = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 5);
  const large = args.has('--large');
  const port = Number(process.env.BENCH_PORT || 8391);
  const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  const prefix = process.env.BENCH_DB_PREFIX || 'dfs_bench';
  runCommand(repositoryRoot, 'npm', ['run', 'build', '-w', '@dfs/api']);
  const results = [];
  if (!args.has('--skip-pglite')) {
    results.push(await benchSearch({ root: repositoryRoot, kind: 'pglite', duration, large, port }));
  }
  if (serverUrl && !args.has('--skip-pg')) {
    results.push(
      await benchSearch({
        root: repositoryRoot,
        kind: 'postgres',
        serverUrl,
        databaseName: large ? `${prefix}_large` : `${prefix}_search`,
        duration,
        large,
        port,
      }),
    );
  }
  printSection({ tables: results.flatMap((r) => r.tables), checks: results.flatMap((r) => r.checks) });
}
