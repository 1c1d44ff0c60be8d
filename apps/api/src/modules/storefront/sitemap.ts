import { GetItemsQuery, MAX_PAGE_SIZE } from '@dfs/contract/catalogue';
import { languages } from '@dfs/i18n/languages';
import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { MasterDataService } from '../master-data/master-data.service';

/** The fixed pages a crawler may list (the storefront's public routes without parameters). */
const fixedPages = [
  '/',
  '/brands',
  '/new-arrivals',
  '/best-sellers',
  '/travel-exclusives',
  '/deals',
  '/offers',
  '/special-offers',
  '/promotions',
  '/Special',
  '/what-is-preorder',
  '/FAQ',
  '/how-to-order',
  '/terms-and-conditions',
  '/privacy-policy',
  '/duty-free-allowances',
  '/after-sales-support',
  '/contact-us',
];

/** A sitemap holds at most 50 000 addresses (sitemaps.org). */
const MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every listable page: fixed pages, categories, brands, collections and products, with hreflang alternates. */
export async function sitemapXml(
  origin: string,
  services: { catalogue: CatalogueService; masterData: MasterDataService },
): Promise<string> {
  const { catalogue, masterData } = services;
  const paths = [...fixedPages];
  const { itemCategories } = await masterData.categories('en');
  for (const category of itemCategories) {
    for (const c of [category, ...category.children]) {
      paths.push(`/product-list/${encodeURIComponent(c.name)}/${c.id}`);
    }
  }
  const { brandsRes } = await masterData.brands('en');
  for (const brand of brandsRes)
    paths.push(`/product-list-by-brand/${encodeURIComponent(brand.name)}/${brand.id}`);
  for (const collection of await catalogue.collections('en')) paths.push(`/collections/${collection.id}`);
  for (let page = 1; paths.length < MAX_URLS; page += 1) {
    const list = await catalogue.items(
      GetItemsQuery.parse({ listKind: 'all', page, pageSize: MAX_PAGE_SIZE }),
      'en',
    );
    for (const item of list.items) paths.push(`/product-detail/${item.id}`);
    if (page >= list.totalPages || list.items.length === 0) break;
  }
  const entries = paths.slice(0, MAX_URLS).map((path) => {
    const loc = new URL(path, origin).href;
    const alternates = languages
      .map(({ code }) => {
        const href = new URL(path, origin);
        href.searchParams.set('lng', code);
        return `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(href.href)}"/>`;
      })
      .join('');
    return `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the catalogue is open; account, cart, checkout and the API are not pages to index. */
export function robotsTxt(origin: string): string {
  const closed = [
    '/account',
    '/cart',
    '/checkout',
    '/confirmation',
    '/payment-',
    '/login',
    '/registration',
    '/ops',
    '/User/',
    '/MasterData/',
    '/PreOrder/',
    '/OnBoardOrder/',
    '/Payment/',
  ];
  return `User-agent: *\n${closed.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}

const SITEMAP_CACHE_MS = 10 * 60 * 1000;

/** GET /robots.txt and /sitemap.xml (the sitemap is rebuilt at most every 10 minutes). */
export const seoRoutes: FastifyPluginAsync<{
  origin: string;
  catalogue: CatalogueService;
  masterData: MasterDataService;
}> = async (app, { origin, catalogue, masterData }) => {
  let sitemap: { xml: Promise<string>; at: number } | null = null;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    if (!sitemap || Date.now() - sitemap.at > SITEMAP_CACHE_MS) {
      const xml = sitemapXml(origin, { catalogue, masterData });
      sitemap = { xml, at: Date.now() };
      xml.catch(() => {
        sitemap = null;
      });
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(await sitemap.xml);
  });
};
