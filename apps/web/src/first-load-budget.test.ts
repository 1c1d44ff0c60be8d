// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The JavaScript a server-rendered page needs before it is live (issue #20): the entry and its static
 * imports, plus the route's lazy chunk and its imports, which main.tsx loads before hydrating. Sizes
 * are gzip level 9, in kB of 1000 bytes, from a real production build (no timing involved).
 *
 * The issue's target for home is 100 kB; with React's react-dom (64 kB) it was not reachable, so
 * Preact renders the storefront (decision 040). These ceilings hold what was reached, so the first
 * load can only shrink; lower them when it does. (Raised by 1 kB on the product and search pages for
 * the tabs that follow each other's language and currency, 0.4 kB; and by 1 kB on the product list
 * for the address dropping ?lng at start-up and the list request shared with the server render, which
 * took it 0.02 kB over; and by 1 kB on home for the cards hydrating one per task, yielding by a
 * message rather than a timer, which took it 0.02 kB over; and by 0.5 kB on the product, list and
 * search pages for the cards' and thumbnails' narrower images, `srcset` and its helpers, 0.2 kB, which
 * spare a phone about 7 kB a card image (13.8 → 6.3 kB) and 12 kB a thumbnail; and by 1–1.5 kB on
 * every page for the travellers' defects of 2026-11-28, which measured home 92.08, list 94.25, product
 * 92.76 and search 93.14 kB: cart names read again in the new language, the pages' own canonical,
 * description and not-found status, the price range converted with the currency, the named free item;
 * and by 0.5 kB on the product and search pages for the second round, which measured product 93.03 and
 * search 93.56 kB: the search sort picker and its choices, the new texts in the page's language; and
 * by 0.5 kB on home and the product list for issue 44 point 13, which measured home 92.61 and list
 * 94.66 kB: on-board mode named in a cookie, lists kept on screen only while they read one range, the
 * note and button of an item the flight does not carry.)
 */
const ISSUE_TARGET_KB = 100;
const CEILING_KB: Record<string, number> = {
  home: 93,
  'product list': 95,
  'product detail': 93.5,
  search: 94,
};

const pages: Record<string, string> = {
  home: 'src/features/catalogue/components/home-page.tsx',
  'product list': 'src/features/catalogue/components/product-list-pages.tsx',
  'product detail': 'src/features/catalogue/components/product-detail-page.tsx',
  search: 'src/features/search/components/search-results-page.tsx',
};

/** What must not be in any page's first load (issue #20 §4), by a string that survives minifying. */
const loadedOnlyWhenUsed: Record<string, string> = {
  'zod (the contract schemas)': 'ZodError',
  'sonner (toasts)': 'data-sonner-toaster',
  'react-hook-form (forms)': 'shouldUnregister',
  'i18next (replaced by shared/translator.ts)': 'i18next:',
  "React's react-dom (Preact's compat layer stands in)": 'react.dev/errors',
};

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const webRoot = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';
let manifest: Record<string, Chunk> = {};

function closure(key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
  return into;
}

const code = (key: string) => readFileSync(path.join(outDir, manifest[key]!.file));
const gzipKb = (keys: Iterable<string>) =>
  [...keys].reduce((sum, key) => sum + gzipSync(code(key), { level: 9 }).length, 0) / 1000;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(os.tmpdir(), 'dfs-first-load-'));
  // Vitest sets NODE_ENV=test, which would bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
}, 180_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe('first-load JavaScript of the server-rendered pages', () => {
  const entry = () => Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;

  for (const [page, module] of Object.entries(pages)) {
    it(`${page}: lazy, and at most ${CEILING_KB[page]} kB gzip (target ${ISSUE_TARGET_KB} kB)`, () => {
      const shell = closure(entry());
      expect(manifest[module], `${module} is a chunk of its own`).toBeDefined();
      expect(shell.has(module), `${module} is loaded only on its route`).toBe(false);
      const firstLoad = closure(module, new Set(shell));
      const size = gzipKb(firstLoad);
      expect(size, `${page} first load, kB gzip`).toBeLessThanOrEqual(CEILING_KB[page] as number);
      for (const [library, marker] of Object.entries(loadedOnlyWhenUsed)) {
        const holder = [...firstLoad].find((key) => code(key).includes(marker));
        expect(holder, `${library} is in the ${page} first load`).toBeUndefined();
      }
    });
  }
});
