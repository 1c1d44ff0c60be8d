import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoreReads } from './store-reads';
import { createStorefrontPages, type StorefrontRenderer } from './storefront-pages';

type RenderInput = Parameters<StorefrontRenderer['render']>[0];
type Rendered = Awaited<ReturnType<StorefrontRenderer['render']>>;

/** A renderer whose renders finish when the test says so, each page naming its render. */
function heldRenderer() {
  const held: { input: RenderInput; finish: () => void }[] = [];
  const renderer: StorefrontRenderer = {
    isServerRendered: () => true,
    pageAddress: (pathAndQuery) => pathAndQuery.split('?')[0] ?? '/',
    render: (input) =>
      new Promise<Rendered>((resolve) => {
        const number = held.length + 1;
        held.push({
          input,
          finish: () =>
            resolve({
              status: 200,
              passes: 1,
              html: `<p>render ${number}</p>`,
              state: '{}',
              head: {
                title: 'Shop',
                description: null,
                canonical: 'https://shop.example/',
                alternates: [],
                image: null,
                jsonLd: null,
                ogType: 'website',
                catalogues: [],
              },
            }),
        });
      }),
  };
  return { renderer, held };
}

const reads = {
  currencies: async () => ({ currenciesRes: [{ id: 2, currencyCode: 'USD' }] }),
  get: async () => ({}),
} as unknown as StoreReads;

const template =
  '<!doctype html><html lang="en" dir="ltr"><head><title>x</title></head><body><div id="root"></div></body></html>';

/** Lets the requests in flight reach the renderer (or the render under way) before the test goes on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('server-rendered pages: one render for requests that arrive while it runs', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  function serve(cacheMs: number) {
    const { renderer, held } = heldRenderer();
    const pages = createStorefrontPages({
      renderer,
      reads,
      template,
      origin: 'https://shop.example',
      brandName: 'Shop',
      milesProgramName: 'Miles',
      cacheMs,
    });
    app = Fastify();
    app.get('/*', async (request, reply) => {
      await pages.send(request, reply);
      return reply;
    });
    const get = (url: string) => app.inject({ url, headers: { 'accept-language': 'en' } });
    return { pages, held, get };
  }

  it('with no page kept (PAGE_CACHE_MS=0), requests during a render share it; the next request renders again', async () => {
    const { held, get } = serve(0);
    const burst = Array.from({ length: 5 }, () => get('/?utm_source=mail'));
    await settle();
    expect(held).toHaveLength(1);
    held[0]!.finish();
    const answers = await Promise.all(burst);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.body).toContain('render 1');
    const shared = answers.filter((a) => String(a.headers['server-timing']).endsWith('render-shared'));
    expect(shared).toHaveLength(4);

    const after = get('/');
    await settle();
    expect(held).toHaveLength(2);
    held[1]!.finish();
    expect((await after).body).toContain('render 2');
  });

  it('renders apart pages of another language or address', async () => {
    const { held, get } = serve(0);
    const answers = [get('/'), get('/?lng=ar'), get('/brands')];
    await settle();
    expect(held.map((h) => [h.input.language, h.input.url])).toEqual([
      ['en', '/'],
      ['ar', '/'],
      ['en', '/brands'],
    ]);
    for (const h of held) h.finish();
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual([200, 200, 200]);
  });

  it('neither joins nor keeps a render started before staff changed the catalogue', async () => {
    const { pages, held, get } = serve(60_000);
    const before = get('/');
    await settle();
    pages.clear();
    const after = get('/');
    await settle();
    expect(held).toHaveLength(2);
    held[1]!.finish();
    expect((await after).body).toContain('render 2');
    held[0]!.finish();
    // The one started before the change is still answered to its own request, but not kept.
    expect((await before).body).toContain('render 1');
    const next = await get('/');
    expect(next.headers['server-timing']).toBe('page-cache;desc="hit"');
    expect(next.body).toContain('render 2');
  });
});
