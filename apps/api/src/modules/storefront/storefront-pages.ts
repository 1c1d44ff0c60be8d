import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { DEFAULT_CURRENCY_ID } from '@dfs/contract/defaults';
import { directionOf, type Language } from '@dfs/i18n/languages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { acceptsGzip } from '../../cached-answer';
import { pageCurrencyId, pageLanguage, shopsOnBoard } from './page-language';
import type { StoreReads } from './store-reads';

/** What apps/web/src/entry-server.tsx exports (the API never imports the storefront's sources). */
export interface StorefrontRenderer {
  isServerRendered(pathname: string): boolean;
  /** The path and query a page is rendered and cached by (parameters no page reads left out). */
  pageAddress(pathAndQuery: string): string;
  render(input: {
    url: string;
    origin: string;
    language: Language;
    currencyId: number;
    currencyCode: string;
    brandName: string;
    milesProgramName: string;
    read: (path: string, query: Record<string, unknown>, language: Language) => Promise<unknown>;
  }): Promise<{
    status: number;
    passes: number;
    redirect?: string;
    html: string;
    state: string;
    head: {
      title: string;
      description: string | null;
      /** None for a not-found page. */
      canonical: string | null;
      alternates: { language: Language; href: string }[];
      image: string | null;
      jsonLd: string | null;
      ogType: 'website' | 'product';
      /** The translation catalogues the page used (boot.js fetches them with the code). */
      catalogues: string[];
    };
  }>;
}

/** The server bundle `npm run build -w @dfs/web` writes beside the browser one (dist-server/). */
export async function loadStorefrontRenderer(webRoot: string): Promise<StorefrontRenderer | null> {
  const file = path.join(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as StorefrontRenderer;
}

/** On libuv's thread pool: the page's compression (a fifth of a render's time) leaves the event loop free. */
const gzip = promisify(gzipCallback);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page's address without `lng`: the language then follows the visitor (cookie, Accept-Language). */
function withoutLanguage(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('lng');
  return url.href;
}

const ogLocales: Record<Language, string> = { en: 'en_GB', zh: 'zh_CN', ar: 'ar_AR' };

/** Shared caches may keep an anonymous page this long, and serve it stale while they fetch the next. */
const PAGE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

interface RenderedHtml {
  status: number;
  body: string;
  etag: string;
  /** Compressed once per render, not per request (a page is ~100–200 kB of HTML). */
  gzip: Buffer | null;
  redirect?: string;
  /** The render's cost, sent as Server-Timing with the response that rendered it. */
  timing: string;
}

export interface StorefrontPagesOptions {
  renderer: StorefrontRenderer;
  reads: StoreReads;
  /** index.html as built, with the white-label names filled in. */
  template: string;
  origin: string;
  brandName: string;
  milesProgramName: string;
  /** How long a rendered page is reused in this process (0: render every time). */
  cacheMs: number;
}

/**
 * The built page with its code started by /boot.js after the page is drawn (decision 036): the entry
 * script and its module preloads leave the head, and boot.js, deferred, names them.
 */
export function startAfterFirstPaint(template: string): string {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) return template;
  const chunks = [...template.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let html = template.replace(entry[0], '');
  for (const chunk of chunks) html = html.replace(chunk[0], '');
  // data-fetch: the page's own catalogues, filled in by each page (assemble).
  const boot = `<script src="/boot.js" data-entry="${entry[1]}" data-chunks="${chunks.map((c) => c[1]).join(' ')}" data-fetch="" defer></script>`;
  return html.replace('</body>', `  ${boot}\n  </body>`);
}

/**
 * Server-rendered storefront pages (DESIGN.md §13): the language from `lng`, cookie or
 * Accept-Language, the currency from its cookie; the same HTML for every anonymous visitor with the
 * same language and currency, so it carries an ETag and a public Cache-Control that vary on those.
 */
export function createStorefrontPages(options: StorefrontPagesOptions) {
  const { renderer, reads, origin } = options;
  const template = startAfterFirstPaint(options.template);
  const pages = new LRUCache<string, RenderedHtml>({ max: 500, ttl: Math.max(options.cacheMs, 1) });
  /**
   * Renders under way, by page key: a request for a page being rendered waits for that render instead
   * of starting another (a page that just expired, or a burst with the page cache off, costs one render).
   */
  const rendering = new Map<string, Promise<RenderedHtml>>();
  /** Bumped by `clear()`: a render started before staff changed something is neither kept nor joined. */
  let generation = 0;

  const currencyLists = new LRUCache<Language, ReturnType<StoreReads['currencies']>>({
    max: 3,
    ttl: Math.max(options.cacheMs, 1),
  });

  async function currencyOf(id: number | null, language: Language): Promise<{ id: number; code: string }> {
    let list = options.cacheMs > 0 ? currencyLists.get(language) : undefined;
    if (!list) {
      list = reads.currencies(language);
      currencyLists.set(language, list);
      list.catch(() => currencyLists.delete(language));
    }
    const { currenciesRes } = await list;
    const found =
      currenciesRes.find((c) => c.id === id) ?? currenciesRes.find((c) => c.id === DEFAULT_CURRENCY_ID);
    return { id: found?.id ?? DEFAULT_CURRENCY_ID, code: found?.currencyCode ?? 'USD' };
  }

  function assemble(language: Language, page: Awaited<ReturnType<StorefrontRenderer['render']>>): string {
    const { head } = page;
    const canonical = head.canonical && escapeHtml(head.canonical);
    const tags = [
      canonical ? `<link rel="canonical" href="${canonical}" />` : '',
      ...head.alternates.map(
        (a) => `<link rel="alternate" hreflang="${a.language}" href="${escapeHtml(a.href)}" />`,
      ),
      head.canonical && head.alternates.length
        ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(withoutLanguage(head.canonical))}" />`
        : '',
      `<meta property="og:type" content="${head.ogType}" />`,
      `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
      canonical ? `<meta property="og:url" content="${canonical}" />` : '',
      `<meta property="og:site_name" content="${escapeHtml(options.brandName)}" />`,
      `<meta property="og:locale" content="${ogLocales[language]}" />`,
      head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
      head.description ? `<meta property="og:description" content="${escapeHtml(head.description)}" />` : '',
      head.jsonLd ? `<script type="application/ld+json">${head.jsonLd}</script>` : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    // The catalogues the code needs are fetched with it, after the first paint (boot.js): in the head
    // they went before the first paint, and a phone's first paint waits for all that is on the line
    // (Lighthouse: the product list's LCP 1.51 s with them there, 1.28–1.32 s without).
    // Replacer functions: the page's text is inserted as it is (a replacement string reads `$&`, `$'`).
    let html = template
      .replace(' data-fetch=""', () => ` data-fetch="${escapeHtml(head.catalogues.join(' '))}"`)
      .replace(/<html lang="[^"]*" dir="[^"]*">/, `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
      .replace('</head>', () => `    ${tags}\n  </head>`);
    const { description } = head;
    if (description) {
      html = html.replace(
        /(<meta name="description" content=")[^"]*(")/,
        (_, before: string, after: string) => `${before}${escapeHtml(description)}${after}`,
      );
    }
    // Last, so the replacements above read the small template, not the whole page.
    return html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script type="application/json" id="dfs-state">${page.state}</script>`,
    );
  }

  async function renderFresh(
    url: string,
    language: Language,
    currency: { id: number; code: string },
  ): Promise<RenderedHtml> {
    const started = performance.now();
    const page = await renderer.render({
      url,
      origin,
      language,
      currencyId: currency.id,
      currencyCode: currency.code,
      brandName: options.brandName,
      milesProgramName: options.milesProgramName,
      read: (readPath, query, lng) => reads.get(readPath, query, lng),
    });
    const timing = (ms: number) =>
      `render;dur=${ms.toFixed(1)};desc="${page.passes} pass${page.passes === 1 ? '' : 'es'}"`;
    if (page.redirect) {
      const ms = performance.now() - started;
      return {
        status: page.status,
        body: '',
        etag: '',
        gzip: null,
        redirect: page.redirect,
        timing: timing(ms),
      };
    }
    const body = assemble(language, page);
    const compressed = await gzip(body, { level: 6 });
    // The compressed bytes name the page as well as the page does, and are a sixth of its size to hash.
    const etag = `"${createHash('sha256').update(compressed).digest('base64url').slice(0, 27)}"`;
    return { status: page.status, body, etag, gzip: compressed, timing: timing(performance.now() - started) };
  }

  function renderOnce(
    key: string,
    address: string,
    language: Language,
    currency: { id: number; code: string },
  ): Promise<RenderedHtml> {
    const started = generation;
    const render = renderFresh(address, language, currency)
      .then((page) => {
        if (options.cacheMs > 0 && page.status < 500 && generation === started) pages.set(key, page);
        return page;
      })
      .finally(() => {
        if (rendering.get(key) === render) rendering.delete(key);
      });
    rendering.set(key, render);
    return render;
  }

  return {
    /** Forgets rendered pages and currency lists (staff changed what they show). */
    clear() {
      generation += 1;
      pages.clear();
      rendering.clear();
      currencyLists.clear();
    },
    /** Answers with server-rendered HTML; false when the browser draws the page (always on board). */
    async send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const url = new URL(request.url, 'http://storefront.invalid');
      const cookie = request.headers.cookie;
      if (!renderer.isServerRendered(url.pathname) || shopsOnBoard(cookie)) return false;
      const language = pageLanguage(url.searchParams.get('lng'), cookie, request.headers['accept-language']);
      const currency = await currencyOf(pageCurrencyId(cookie), language);
      // A tracking or cache-busting parameter neither changes the page nor costs a render.
      const address = renderer.pageAddress(`${url.pathname}${url.search}`);
      const key = `${language}:${currency.id}:${address}`;
      let page = options.cacheMs > 0 ? pages.get(key) : undefined;
      if (page) reply.header('server-timing', 'page-cache;desc="hit"');
      else {
        const under = rendering.get(key);
        page = await (under ?? renderOnce(key, address, language, currency));
        reply.header('server-timing', under ? `${page.timing}, render-shared` : page.timing);
      }
      if (page.redirect) {
        reply.redirect(page.redirect, page.status >= 300 && page.status < 400 ? page.status : 302);
        return true;
      }
      const gzip = page.gzip && acceptsGzip(request.headers['accept-encoding']) ? page.gzip : null;
      // Each encoding is its own representation, with its own tag.
      const etag = gzip ? `${page.etag.slice(0, -1)}-gz"` : page.etag;
      reply
        .header('vary', 'accept-encoding, accept-language, cookie')
        .header('content-language', language)
        .header('cache-control', page.status === 200 ? PAGE_CACHE_CONTROL : 'no-cache')
        .header('etag', etag);
      if (request.headers['if-none-match'] === etag) {
        reply.code(304).send();
        return true;
      }
      reply.code(page.status).type('text/html; charset=utf-8');
      if (gzip) reply.header('content-encoding', 'gzip').send(gzip);
      else reply.send(page.body);
      return true;
    },
  };
}

export type StorefrontPages = ReturnType<typeof createStorefrontPages>;
