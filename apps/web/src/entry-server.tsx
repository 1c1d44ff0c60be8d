/**
 * The storefront's server render (DESIGN.md §13), built by `vite build --ssr` into dist-server/ and
 * loaded by the API process (apps/api/src/modules/storefront). Data comes through `read`, which the
 * API answers from its services in-process; the page's queries are fetched before it renders (those
 * server/page-queries.ts names), and any the render still finds missing are fetched and the page
 * rendered again until nothing is missing; their results travel to the browser dehydrated.
 */
import arCatalogue from '@dfs/i18n/ar.json';
import arContent from '@dfs/i18n/content/ar.json';
import enContent from '@dfs/i18n/content/en.json';
import zhContent from '@dfs/i18n/content/zh.json';
import enCatalogue from '@dfs/i18n/en.json';
import type { Language } from '@dfs/i18n/languages';
import zhCatalogue from '@dfs/i18n/zh.json';
import { dehydrate, type Query } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { appRoutes, ROOT_ROUTE_ID } from './app/router';
import { pageAddress as addressOf } from './server/page-address';
import { alternates, canonicalPath, escapeJson, productJsonLd, productOf, textOf } from './server/page-head';
import { prefetchPageQueries } from './server/page-queries';
import { ApiError, setApiTransport } from './shared/api-client';
import { setBrandNames } from './shared/brand';
import { useCurrencyStore } from './shared/currency-store';
import { catalogueUrl, translator } from './shared/i18n';
import { takeServerPageMeta } from './shared/page-meta';
import type { Namespace } from './shared/translator';
import { takeServerTitle } from './shared/use-document-title';

export interface RenderInput {
  /** Path and query of the page, e.g. `/product-detail/12?x=1`. */
  url: string;
  /** The site's origin for absolute links (canonical, hreflang, Open Graph). */
  origin: string;
  language: Language;
  currencyId: number;
  currencyCode: string;
  brandName: string;
  milesProgramName: string;
  /** A GET of the store API, answered in-process; rejects with `{ status }` when refused. */
  read: (path: string, query: Record<string, unknown>, language: Language) => Promise<unknown>;
}

export interface RenderedPage {
  status: number;
  /** How many times the page was rendered to find and fetch its data (1 when it was all fetched first). */
  passes: number;
  /** Set when the route redirects. */
  redirect?: string;
  /** The markup inside #root. */
  html: string;
  /** The JSON the browser hydrates from (query cache, router state, language, namespaces). */
  state: string;
  head: {
    title: string;
    description: string | null;
    /** Absolute canonical URL (the path without tracking or paging noise); none for a not-found page. */
    canonical: string | null;
    alternates: { language: Language; href: string }[];
    image: string | null;
    /** schema.org JSON-LD for a product page. */
    jsonLd: string | null;
    ogType: 'website' | 'product';
    /** The translation catalogues the page used: the browser fetches them with the code. */
    catalogues: string[];
  };
}

/** Pages that depend on who is signed in, the cart or a payment: rendered in the browser only. */
const clientOnlyPrefixes = [
  '/account',
  '/login',
  '/shebamiles',
  '/registration',
  '/guest-checkout',
  '/guest-reg',
  '/forgot-password',
  '/reset-password',
  '/order-tracking',
  '/cart',
  '/checkout',
  '/confirmation',
  '/payment-',
  '/promocode-products',
  '/unsubscribe',
  '/feed-back',
  '/exception',
];

const serverRoutes = appRoutes(() => null);
const handler = createStaticHandler(serverRoutes);

/**
 * Whether the server renders this path (else the browser does, from the page shell). Every other path
 * is: the routes end with `*`, so an unknown one is rendered as the not-found page.
 */
export function isServerRendered(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return !clientOnlyPrefixes.some((prefix) =>
    prefix.endsWith('-') ? lower.startsWith(prefix) : lower === prefix || lower.startsWith(`${prefix}/`),
  );
}

/**
 * The address a page is rendered and cached by (path and query in, path and query out): the query keeps
 * only the parameters pages read, so tracking or cache-busting parameters share one rendered page.
 */
export function pageAddress(pathAndQuery: string): string {
  return addressOf(new URL(pathAndQuery, 'http://storefront.invalid'));
}

/** The server holds every catalogue: a render never waits for one. */
const catalogues = {
  en: { translation: enCatalogue, content: enContent },
  zh: { translation: zhCatalogue, content: zhContent },
  ar: { translation: arCatalogue, content: arContent },
} as const;
for (const [language, namespaces] of Object.entries(catalogues) as [Language, (typeof catalogues)['en']][]) {
  translator.add(language, 'translation', namespaces.translation);
  translator.add(language, 'content', namespaces.content);
}

/** One render at a time: the language, currency and API transport are module state shared with the browser code. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const RENDER_TIMEOUT_MS = 5_000;

/** The whole page at once: it is cached with an ETag, and crawlers read it whole. */
function renderToHtml(node: ReactNode): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('render timed out')), RENDER_TIMEOUT_MS);
  });
  // The storefront's components are written against React's API; Preact renders them (decision 040).
  return Promise.race([renderToStringAsync(node as unknown as VNode), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

/** Queries the render asked for and nobody has fetched yet (session queries wait for the browser). */
function missingQueries(queries: Query[]): Query[] {
  return queries.filter((query) => {
    const enabled = (query.options as { enabled?: unknown }).enabled;
    return (
      query.state.status === 'pending' &&
      query.state.fetchStatus === 'idle' &&
      query.queryKey[0] !== 'session' &&
      enabled !== false &&
      typeof enabled !== 'function' &&
      typeof query.options.queryFn === 'function'
    );
  });
}

const MAX_PASSES = 4;

async function renderPage(input: RenderInput): Promise<RenderedPage> {
  translator.setLanguage(input.language);
  setBrandNames(input.brandName, input.milesProgramName);
  if (translator.shared.brand !== input.brandName || translator.shared.miles !== input.milesProgramName)
    translator.setShared({ brand: input.brandName, miles: input.milesProgramName });
  useCurrencyStore.setState({ currencyId: input.currencyId, currencyCode: input.currencyCode });
  setApiTransport(async (call, query, language) => {
    try {
      return await input.read(call.path, query, language);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      throw new ApiError(typeof status === 'number' ? status : 500, translator.t('app.somethingWrong'));
    }
  });
  try {
    const url = new URL(input.url, input.origin);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return {
        status: context.status,
        passes: 0,
        redirect: context.headers.get('location') ?? '/',
        html: '',
        state: '',
        head: emptyHead(input, url),
      };
    }
    const queryClient = createQueryClient();
    // A refused read stays refused for the render (else an errored query renders as loading): an unknown
    // id is answered with the not-found page and 404.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    const app = (
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    );
    await prefetchPageQueries(queryClient, context.matches, {
      language: input.language,
      currencyId: input.currencyId,
      search: url.searchParams,
    });
    let html = '';
    let pass = 1;
    for (; ; pass += 1) {
      // The namespaces this pass uses: the browser loads those before hydrating.
      translator.takeUsedNamespaces();
      takeServerTitle();
      takeServerPageMeta();
      html = await renderToHtml(app);
      const missing = missingQueries(queryClient.getQueryCache().getAll());
      if (missing.length === 0 || pass === MAX_PASSES) break;
      await Promise.all(
        missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey })),
      );
    }
    const usedNamespaces: Namespace[] = translator.takeUsedNamespaces().includes('content')
      ? ['translation', 'content']
      : ['translation'];
    const queries = queryClient.getQueryCache().getAll();
    const product = productOf(queries);
    const meta = takeServerPageMeta();
    const ownPath = meta.canonicalPath ?? canonicalPath(url);
    // Each language's page is its own canonical (the address without `lng` is the x-default).
    const canonicalUrl = new URL(ownPath, input.origin);
    canonicalUrl.searchParams.set('lng', input.language);
    const canonical = canonicalUrl.href;
    const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    const serverTitle = takeServerTitle();
    const title = product
      ? `${product.name} | ${input.brandName}`
      : (serverTitle ?? (heading ? `${textOf(heading)} | ${input.brandName}` : input.brandName));
    // The image drawn with high priority (the first banner): attribute names and order are the renderer's.
    const heroImage = /<img\b[^>]*?\sfetchpriority="high"[^>]*>/i.exec(html)?.[0];
    const firstImage =
      product?.itemImage[0]?.imageUrl ?? (heroImage && /\ssrc="([^"]+)"/.exec(heroImage)?.[1]) ?? null;
    const matches = context.matches;
    const notFound = meta.notFound || matches.some((m) => m.route.path === '*' || m.route.path === '404');
    const state = escapeJson(
      JSON.stringify({
        language: input.language,
        namespaces: usedNamespaces,
        currency: { id: input.currencyId, code: input.currencyCode },
        router: {
          loaderData: { [ROOT_ROUTE_ID]: null, ...context.loaderData },
          actionData: null,
          errors: null,
        },
        queries: dehydrate(queryClient),
      }),
    );
    return {
      status: notFound ? 404 : context.statusCode,
      passes: pass,
      html,
      state,
      head: {
        title,
        description: product
          ? textOf(product.description).slice(0, 300)
          : (meta.description ?? translator.t('footer.tagline')),
        // A page that names nothing is nobody's canonical, in any language.
        canonical: notFound ? null : canonical,
        alternates: notFound ? [] : alternates(ownPath, input.origin),
        image: firstImage ? new URL(firstImage.replace(/&amp;/g, '&'), input.origin).href : null,
        jsonLd: product ? productJsonLd(product, canonical, input.origin) : null,
        ogType: product ? 'product' : 'website',
        catalogues: usedNamespaces.map((ns) => catalogueUrl(input.language, ns)),
      },
    };
  } finally {
    setApiTransport(null);
  }
}

function emptyHead(input: RenderInput, url: URL): RenderedPage['head'] {
  return {
    title: input.brandName,
    description: null,
    canonical: new URL(url.pathname, input.origin).href,
    alternates: [],
    image: null,
    jsonLd: null,
    ogType: 'website',
    catalogues: [],
  };
}

export function render(input: RenderInput): Promise<RenderedPage> {
  return oneAtATime(() => renderPage(input));
}
