import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../test/test-database';
import { itemImages } from '../catalogue/catalogue.schema';
import { bannerTranslations } from '../master-data/master-data.schema';
import { createMediaRepository } from './media.repository';
import { mediaRoutes } from './media.routes';
import type { Script } from './raster';

describe('media: generated art as WebP', () => {
  let database: Database;
  let itemImage: string;
  let arabicBanner: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    const [first] = await database.db
      .select({ url: itemImages.url })
      .from(itemImages)
      .where(eq(itemImages.isDefault, true))
      .orderBy(itemImages.id)
      .limit(1);
    itemImage = first!.url;
    const [banner] = await database.db
      .select({ url: bannerTranslations.imageUrl })
      .from(bannerTranslations)
      .where(eq(bannerTranslations.locale, 'ar'))
      .limit(1);
    arabicBanner = banner!.url ?? '';
  });
  afterAll(() => database?.close());

  let asked = 0;
  let queries = 0;
  async function appWith(scripts: Script[], uploads = '/nonexistent'): Promise<FastifyInstance> {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    asked = 0;
    queries = 0;
    const repository = createMediaRepository(database.db);
    await app.register(mediaRoutes, {
      media: {
        byPath: (path) => {
          queries += 1;
          return repository.byPath(path);
        },
      },
      uploads,
      fonts: async () => {
        asked += 1;
        return new Set(scripts);
      },
    });
    return app;
  }

  it('answers the seed’s image addresses with a WebP drawn from the SVG of the same name', async () => {
    expect(itemImage).toMatch(/^\/media\/items\/.+\.webp$/);
    const app = await appWith(['latin', 'han', 'arabic']);
    const first = await app.inject({ url: itemImage });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toContain('immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
    // Drawn once: the second answer is the same bytes from memory, with no query, and the fonts were
    // asked about once.
    const queriesForFirst = queries;
    const second = await app.inject({ url: itemImage });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(queries).toBe(queriesForFirst);
    expect(asked).toBe(1);
    await app.close();
  });

  it('answers with the SVG itself on a machine that cannot draw its words', async () => {
    const app = await appWith([]);
    const response = await app.inject({ url: itemImage });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    await app.close();
  });

  it('still serves the SVG at its own address, and 404s a WebP with no SVG behind it', async () => {
    const app = await appWith(['latin', 'han', 'arabic']);
    const svg = await app.inject({ url: itemImage.replace(/\.webp$/, '.svg') });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    const missing = await app.inject({ url: '/media/items/NOPE-0000-1.webp' });
    expect(missing.statusCode).toBe(404);
    const png = await app.inject({ url: itemImage.replace(/\.webp$/, '.png') });
    expect(png.statusCode).toBe(404);
    await app.close();
  });

  it('draws art in Arabic only where the machine has a font for it', async () => {
    expect(arabicBanner).toMatch(/^\/media\/banners\/\d+-ar\.webp$/);
    const latinOnly = await appWith(['latin']);
    const asSvg = await latinOnly.inject({ url: arabicBanner });
    expect(asSvg.statusCode).toBe(200);
    expect(asSvg.headers['content-type']).toContain('image/svg+xml');
    // The item's art has only Latin words: drawn on the same machine.
    const item = await latinOnly.inject({ url: itemImage });
    expect(item.headers['content-type']).toBe('image/webp');
    await latinOnly.close();
    const everyFont = await appWith(['latin', 'han', 'arabic']);
    const asWebp = await everyFont.inject({ url: arabicBanner });
    expect(asWebp.headers['content-type']).toBe('image/webp');
    expect((await sharp(asWebp.rawPayload).metadata()).format).toBe('webp');
    await everyFont.close();
  });

  it('draws an image narrower for a phone’s card or a thumbnail, once per width', async () => {
    const app = await appWith(['latin', 'han', 'arabic']);
    const full = await app.inject({ url: itemImage });
    const card = await app.inject({ url: `${itemImage}?w=400` });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toContain('immutable');
    const meta = await sharp(card.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(card.rawPayload.length).toBeLessThan(full.rawPayload.length / 2);
    const thumb = await app.inject({ url: `${itemImage}?w=160` });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(160);
    const queriesBefore = queries;
    const again = await app.inject({ url: `${itemImage}?w=400` });
    expect(again.rawPayload.equals(card.rawPayload)).toBe(true);
    expect(queries).toBe(queriesBefore);
    await app.close();
  });

  it('refuses a width it does not draw, with a problem, and leaves an SVG as it is', async () => {
    const app = await appWith(['latin', 'han', 'arabic']);
    for (const w of ['401', '5000', '0', 'wide']) {
      const response = await app.inject({ url: `${itemImage}?w=${w}` });
      expect(response.statusCode, w).toBe(400);
    }
    const svg = await app.inject({ url: `${itemImage.replace(/\.webp$/, '.svg')}?w=160` });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    // Where the words can't be drawn, the SVG answers every width.
    const noFonts = await appWith([]);
    const fallback = await noFonts.inject({ url: `${itemImage}?w=400` });
    expect(fallback.headers['content-type']).toContain('image/svg+xml');
    await noFonts.close();
    await app.close();
  });

  it('draws a staff upload narrower too, and never reads outside the uploads folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'media-'));
    await mkdir(path.join(root, 'uploads', 'items', '7'), { recursive: true });
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c9a227' } })
      .webp()
      .toBuffer();
    await writeFile(path.join(root, 'uploads', 'items', '7', 'photo-800.webp'), picture);
    const app = await appWith(['latin'], root);
    const own = await app.inject({ url: '/media/uploads/items/7/photo-800.webp' });
    expect(own.rawPayload.equals(picture)).toBe(true);
    const card = await app.inject({ url: '/media/uploads/items/7/photo-800.webp?w=400' });
    expect(card.headers['content-type']).toBe('image/webp');
    const meta = await sharp(card.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([400, 300]);
    expect((await app.inject({ url: '/media/uploads/items/7/none-800.webp?w=400' })).statusCode).toBe(404);
    // A size the upload was stored in is read as it was stored.
    const stored = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a1a33' } })
      .webp()
      .toBuffer();
    await writeFile(path.join(root, 'uploads', 'items', '7', 'other-800.webp'), picture);
    await writeFile(path.join(root, 'uploads', 'items', '7', 'other-400.webp'), stored);
    const read = await app.inject({ url: '/media/uploads/items/7/other-800.webp?w=400' });
    expect(read.rawPayload.equals(stored)).toBe(true);
    expect((await app.inject({ url: '/media/uploads/../../etc/passwd.webp?w=400' })).statusCode).toBe(404);
    await app.close();
    await rm(root, { recursive: true, force: true });
  });
});
