/**
 * The demo data set (DESIGN.md §6): a realistic, deterministic catalogue with prices, offers, flights,
 * tickets and accounts. Everything derives from fixed lists, a seeded generator and the day of `now`.
 */

import { createHash } from 'node:crypto';
import { PriceListKind, StartupOfferType } from '@dfs/domain/price-lists';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { createSearchRepository } from '../../modules/search/search.repository';
import { createSearchService } from '../../modules/search/search.service';
import { hashPassword } from '../../shared/passwords';
import { type Db, queryRows } from '../client';
import * as schema from '../schema';
import {
  ageRestrictedCategories,
  airports,
  airportTranslations,
  banners,
  bannerTranslations,
  brands,
  brandTranslations,
  buyGetRules,
  categories,
  categoryTranslations,
  collectionItems,
  collections,
  collectionTranslations,
  crewAssignments,
  currencies,
  currencyTranslations,
  customers,
  flights,
  itemImages,
  items,
  itemTranslations,
  loyaltyLedger,
  loyaltyMembers,
  mediaAssets,
  onboardStock,
  partnerClients,
  priceListBundleItems,
  priceListBundles,
  priceListItems,
  priceLists,
  priceListTranslations,
  regulatedItems,
  staff,
  ticketSectors,
  tickets,
  volumeTiers,
} from '../schema';
import {
  type ArtKind,
  bannerArtwork,
  brandLogo,
  categoryArtwork,
  type Palette,
  paletteFor,
  productArtwork,
} from './artwork';
import {
  brandSpecs,
  type CategorySpec,
  categorySpecs,
  productVideoIds,
  type SubcategorySpec,
} from './catalogue-data';
import {
  airportTexts,
  brandDescriptions,
  campaignTexts,
  categoryNames,
  collectionTexts,
  currencyNames,
  descriptionSentences,
  joinName,
  phraseIn,
  priceListNames,
  productPhrases,
  type SeedLocale,
  seedLocales,
  type Translated,
} from './catalogue-translations';
import { createRandom, type Random } from './random';
import { searchSynonymGroups } from './search-synonyms-data';
import {
  airportSpecs,
  currencySpecs,
  dailySchedule,
  passengerFirstNames,
  passengerLastNames,
  shortNoticeFlights,
} from './travel-data';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type MediaRow = typeof mediaAssets.$inferInsert;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SVG = 'image/svg+xml';
/** The art is shown as WebP, drawn from its SVG by the media route (decision 041). */
const asWebp = (svgPath: string) => svgPath.replace(/\.svg$/, '.webp');

export const demoCredentials = {
  customerPassword: 'Travel#2026',
  milesPassword: 'Miles#2026',
  staffPassword: 'Console#2026',
  /** The demo admin's RFC 6238 secret (base32): add it to an authenticator app to sign in. */
  adminTotpSecret: 'DFSOPSDEMOADMINTOTPSECRETKEY2345',
  /** A demo partner's API client ("Sky Travel"): Token/Startup with these gives its channel's tokens. */
  partnerClientId: 'pc_demo_sky_travel',
  partnerClientSecret: 'pcs_demo_SkyTravel_2026',
} as const;

/** One demo staff account per role (never in production). */
export const demoStaff = [
  { username: 'admin', displayName: 'Amara Haile', roles: ['admin'] },
  { username: 'merchandiser', displayName: 'Mina Tesfaye', roles: ['merchandiser'] },
  { username: 'station', displayName: 'Dawit Bekele', roles: ['station'] },
  { username: 'crew', displayName: 'Liya Girma', roles: ['crew'] },
  { username: 'care', displayName: 'Samuel Tadesse', roles: ['care'] },
] as const;

export interface SeedSummary {
  durationMs: number;
  /** How many items the catalogue holds (also in counts). */
  items: number;
  counts: Record<string, number>;
  customers: { username: string; email: string; password: string; membershipNumber: string | null }[];
  loyaltyMembers: {
    membershipNumber: string;
    password: string;
    balance: number;
    customerUsername: string | null;
  }[];
  tickets: {
    ticketNumber: string;
    passenger: string;
    note: string;
    sectors: {
      flightNumber: string;
      origin: string;
      destination: string;
      departureAt: string;
      seatNumber: string;
    }[];
  }[];
  promoCodes: { code: string; description: string }[];
  /** The demo staff of the operations console (none in production). */
  staff: { username: string; password: string; roles: string[]; totpSecret: string | null }[];
  /** Item codes with particular states, for demos and tests. */
  sampleItems: {
    regulated: string[];
    outOfStock: string[];
    lowStock: string[];
    liquor: string[];
    tobacco: string[];
    orderLimit: { itemCode: string; orderQuantity: number }[];
    volumePricing: string[];
    buyGet: string[];
    specialOffers: string[];
  };
}

/** True when the demo data has not been loaded (no currencies and no items). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [currency] = await db.select({ id: currencies.id }).from(currencies).limit(1);
  const [item] = await db.select({ id: items.id }).from(items).limit(1);
  return !currency && !item;
}

/** Empties every table of the schema and restarts their id sequences. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = Object.values(schema).flatMap((value) =>
    is(value, PgTable) ? [`"${getTableConfig(value).name}"`] : [],
  );
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}

/** Loads the demo data in one transaction. Rows depend only on `now` (its day, and its quarter-hour for short-notice flights). */
export async function seedDemo(
  db: Db,
  now = new Date(),
  /** people: false leaves out the demo customers, miles accounts and tickets (production). */
  options: { people?: boolean } = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const clock = demoClock(now);
  // One hash per password keeps seeding fast; argon2 salts make the hashes differ between runs anyway.
  const [customerHash, milesHash, staffHash] = await Promise.all([
    hashPassword(demoCredentials.customerPassword),
    hashPassword(demoCredentials.milesPassword),
    hashPassword(demoCredentials.staffPassword),
  ]);
  const summary = await db.transaction(async (tx) => {
    const media: MediaRow[] = [];
    await tx.insert(currencies).values(currencySpecs.map((c, i) => ({ ...c, sortOrder: i })));
    await tx.insert(currencyTranslations).values(
      currencySpecs.flatMap((c) =>
        seedLocales.map((locale) => ({
          currencyId: c.id,
          locale,
          name: phraseIn(currencyNames, c.code, locale),
        })),
      ),
    );
    await seedAirports(tx);
    const subcategoryIds = await seedCategories(tx, media);
    const brandIds = await seedBrands(tx, media);
    const catalogue = planCatalogue(clock);
    const itemIds = await seedItems(tx, catalogue, subcategoryIds, brandIds, media);
    await seedRegulation(tx, itemIds);
    const promoCodes = await seedPriceLists(tx, clock, catalogue, itemIds);
    await translatePriceLists(tx);
    await seedCollections(tx, catalogue, itemIds, media);
    await seedBanners(tx, media);
    const flightIds = await seedFlights(tx, clock, catalogue, itemIds);
    const people =
      options.people === false
        ? { customers: [], loyaltyMembers: [], tickets: [] }
        : await seedPeople(tx, clock, flightIds, customerHash, milesHash);
    const staffAccounts = options.people === false ? [] : await seedStaff(tx, staffHash, flightIds);
    await insertChunked(tx, mediaAssets, media, 100);
    return { promoCodes, people, catalogue, staffAccounts };
  });
  const { catalogue } = summary;
  const search = createSearchService({ repository: createSearchRepository(db) });
  await search.replaceSynonyms(searchSynonymGroups);
  await search.rebuild();
  const counts = await countRows(db);
  return {
    durationMs: Math.round(performance.now() - started),
    items: counts.items ?? 0,
    counts,
    customers: summary.people.customers,
    loyaltyMembers: summary.people.loyaltyMembers,
    tickets: summary.people.tickets,
    promoCodes: summary.promoCodes,
    staff: summary.staffAccounts,
    sampleItems: {
      regulated: [...regulatedItemCodes],
      outOfStock: catalogue.filter((d) => d.quantity === 0).map((d) => d.itemCode),
      lowStock: catalogue.filter((d) => d.quantity > 0 && d.quantity < 3).map((d) => d.itemCode),
      liquor: catalogue.filter((d) => d.top.code === 'LIQUOR').map((d) => d.itemCode),
      tobacco: catalogue.filter((d) => d.top.code === 'TOBACCO').map((d) => d.itemCode),
      orderLimit: catalogue
        .filter((d) => d.orderQuantity !== null)
        .map((d) => ({ itemCode: d.itemCode, orderQuantity: d.orderQuantity! })),
      volumePricing: catalogue.filter((d) => d.lists.includes('volume')).map((d) => d.itemCode),
      buyGet: catalogue.filter((d) => d.lists.includes('buyGet')).map((d) => d.itemCode),
      specialOffers: catalogue.filter((d) => d.isSpecialOffer).map((d) => d.itemCode),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Time

interface DemoClock {
  now: Date;
  /** Midnight UTC of the seed day: everything but the short-notice flights hangs off it. */
  dayStart: number;
  /** The seed time rounded down to a quarter-hour. */
  anchor: number;
}

function demoClock(now: Date): DemoClock {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const quarter = 15 * 60_000;
  return { now, dayStart, anchor: Math.floor(now.getTime() / quarter) * quarter };
}

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** Offset of a time zone from UTC at an instant, in milliseconds. */
function zoneOffset(utcMs: number, timeZone: string): number {
  let format = zoneFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(utcMs)).map((p) => [p.type, Number(p.value)]),
  );
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return local - Math.floor(utcMs / 60_000) * 60_000;
}

/** The instant at which a wall-clock time occurs on a calendar day (given as its UTC midnight) in a zone. */
function localTimeToUtc(dayUtcMs: number, localTime: string, timeZone: string): Date {
  const [hours, minutes] = localTime.split(':').map(Number) as [number, number];
  const wall = dayUtcMs + hours * HOUR + minutes * 60_000;
  const first = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(first, timeZone));
}

// ---------------------------------------------------------------------------------------------
// Master data

/** Seeds the category tree; returns each child category's id and its top category's id, by name. */
async function seedCategories(
  tx: Tx,
  media: MediaRow[],
): Promise<Map<string, { id: number; topId: number }>> {
  const tops = await tx
    .insert(categories)
    .values(categorySpecs.map((c, i) => ({ name: c.name, code: c.code, sortOrder: i })))
    .returning({ id: categories.id, name: categories.name });
  const topIds = new Map(tops.map((t) => [t.name, t.id]));
  const children = await tx
    .insert(categories)
    .values(
      categorySpecs.flatMap((c) =>
        c.children.map((child, i) => ({
          parentId: topIds.get(c.name)!,
          name: child.name,
          code: c.code,
          sortOrder: i,
        })),
      ),
    )
    .returning({ id: categories.id, name: categories.name, parentId: categories.parentId });
  await tx.execute(sql`UPDATE categories SET image_url = '/media/categories/' || id || '.webp'`);
  await tx.insert(categoryTranslations).values(
    [...tops, ...children].flatMap((row) =>
      seedLocales.map((locale) => ({
        categoryId: row.id,
        locale,
        name: phraseIn(categoryNames, row.name, locale),
      })),
    ),
  );
  for (const c of categorySpecs) {
    media.push(categoryMedia(topIds.get(c.name)!, c.name, c.art, paletteFor(c.name, c.hue)));
    for (const child of c.children) {
      const id = children.find((row) => row.name === child.name)!.id;
      media.push(categoryMedia(id, child.name, child.art, paletteFor(child.name, c.hue)));
    }
  }
  return new Map(children.map((c) => [c.name, { id: c.id, topId: c.parentId! }]));
}

function categoryMedia(id: number, name: string, art: ArtKind, palette: Palette): MediaRow {
  return { path: `/media/categories/${id}.svg`, contentType: SVG, body: categoryArtwork(name, art, palette) };
}

/**
 * The 8 fragrances with an ingredient banned in the EU from 01.03.2022 (butylphenyl methylpropional):
 * they need the destination-in-Europe confirmation (spec §5, §9). Staff edit the list afterwards.
 */
export const regulatedItemCodes: readonly string[] = [
  'FRG-1001',
  'FRG-1002',
  'FRG-1003',
  'FRG-1004',
  'FRG-1005',
  'FRG-1006',
  'FRG-1007',
  'FRG-1008',
];

/** The regulated items and the age-restricted top categories (tobacco, liquor) of decision 035. */
async function seedRegulation(tx: Tx, itemIds: Map<string, number>): Promise<void> {
  await tx
    .insert(regulatedItems)
    .values(regulatedItemCodes.map((code) => ({ itemId: itemIds.get(code)! })))
    .onConflictDoNothing();
  await tx.execute(sql`INSERT INTO ${ageRestrictedCategories} (category_id)
    SELECT id FROM ${categories} WHERE parent_id IS NULL AND code IN ('TOBACCO', 'LIQUOR') ON CONFLICT DO NOTHING`);
}

async function seedBrands(tx: Tx, media: MediaRow[]): Promise<Map<string, number>> {
  const rows = await tx
    .insert(brands)
    .values(
      brandSpecs.map((b) => ({
        name: b.name,
        description: descriptionOfBrand(b.name)[0],
        isPowerBrand: b.power,
      })),
    )
    .returning({ id: brands.id, name: brands.name });
  await tx.execute(sql`UPDATE brands SET image_url = '/media/brands/' || id || '.webp'`);
  await tx.insert(brandTranslations).values(
    rows.flatMap((row) => {
      const [, zh, ar] = descriptionOfBrand(row.name);
      return [
        { brandId: row.id, locale: 'zh', description: zh },
        { brandId: row.id, locale: 'ar', description: ar },
      ];
    }),
  );
  for (const row of rows) {
    const spec = brandSpecs.find((b) => b.name === row.name)!;
    const top = categorySpecs.find((c) => c.children.some((child) => child.name === spec.categories[0]))!;
    media.push({
      path: `/media/brands/${row.id}.svg`,
      contentType: SVG,
      body: brandLogo(row.name, paletteFor(row.name, top.hue)),
    });
  }
  return new Map(rows.map((r) => [r.name, r.id]));
}

function descriptionOfBrand(name: string) {
  const texts = brandDescriptions[name];
  if (!texts) throw new Error(`No description for brand ${name}`);
  return texts;
}

async function seedAirports(tx: Tx): Promise<void> {
  const rows = await tx
    .insert(airports)
    .values(airportSpecs.map((a) => ({ ...a })))
    .returning({ id: airports.id, code: airports.code });
  await tx.insert(airportTranslations).values(
    rows.flatMap((row) => {
      const texts = airportTexts[row.code];
      if (!texts) throw new Error(`No translations for airport ${row.code}`);
      return seedLocales.map((locale) => {
        const [name, city, country] = texts[locale];
        return { airportId: row.id, locale, name, city, country };
      });
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue

type ListRole = 'volume' | 'unitTravelWeek' | 'unitGate' | 'offer15' | 'offer25' | 'buyGet';

interface ItemDraft {
  index: number;
  itemCode: string;
  name: string;
  description: string;
  /** What the name and description were composed from, to write them in every language. */
  line: string;
  variant: string;
  sentences: string[];
  notes: string[];
  brand: string;
  top: CategorySpec;
  sub: SubcategorySpec;
  basePriceMinor: number;
  quantity: number;
  orderQuantity: number | null;
  milesForRedeem: number | null;
  milesForAccrual: number | null;
  isTravelExclusive: boolean;
  isBestSeller: boolean;
  isDeal: boolean;
  isSpecialOffer: boolean;
  youtubeUrl: string | null;
  registeredDate: Date;
  salesCount: number;
  imageCount: number;
  lists: ListRole[];
}

/** Decides every item, its price, stock, flags and the automatic price lists it belongs to. */
function planCatalogue(clock: DemoClock): ItemDraft[] {
  const random = createRandom('demo-catalogue');
  const drafts: ItemDraft[] = [];
  for (const top of categorySpecs) {
    let number = 1001;
    for (const sub of top.children) {
      const brandPool = random.shuffle(brandSpecs.filter((b) => b.categories.includes(sub.name)));
      if (brandPool.length === 0) throw new Error(`No brand sells ${sub.name}`);
      for (const [i, product] of productNames(sub, random).entries()) {
        const brand = brandPool[i % brandPool.length]!.name;
        const index = drafts.length;
        const [low, high] = sub.linePrices?.[product.line] ?? sub.price;
        const priceUsd = Math.exp(random.next() * Math.log(high / low)) * low;
        const basePriceMinor = nicePrice(priceUsd, random);
        const stockSlot = (index + 11) % 23;
        const limitSlot = index % 29;
        const description = describe(top, sub, brand, product.line, random);
        drafts.push({
          index,
          itemCode: `${top.prefix}-${number++}`,
          name: product.name,
          description: description.text,
          line: product.line,
          variant: product.variant,
          sentences: description.sentences,
          notes: description.notes,
          brand,
          top,
          sub,
          basePriceMinor,
          quantity: stockSlot === 0 ? 0 : stockSlot === 7 ? 1 : stockSlot === 15 ? 2 : random.int(5, 60),
          orderQuantity: limitSlot === 3 ? 1 : limitSlot === 11 ? 3 : limitSlot === 20 ? 4 : null,
          milesForRedeem: random.chance(0.5) ? Math.round(basePriceMinor) : null,
          milesForAccrual: random.chance(0.85) ? Math.round(basePriceMinor / 20) : null,
          isTravelExclusive: random.chance(0.12),
          isBestSeller: random.chance(0.15),
          isDeal: false,
          isSpecialOffer: false,
          youtubeUrl: null,
          registeredDate: new Date(0),
          salesCount: 0,
          imageCount: random.chance(0.6) ? 3 : 2,
          lists: [],
        });
      }
    }
  }
  for (const draft of drafts) {
    draft.salesCount = draft.isBestSeller ? random.int(600, 3000) : random.int(0, 450);
    // The regulated fragrances stay buyable, so their confirmation can always be shown.
    if (regulatedItemCodes.includes(draft.itemCode)) {
      draft.quantity = Math.max(draft.quantity, 12);
      draft.orderQuantity = null;
    }
  }
  // The newest 24 are the new arrivals: registered in the last two weeks; the rest up to 120 days ago.
  for (const [rank, draft] of random.shuffle(drafts).entries()) {
    const daysAgo = rank < 24 ? Math.floor(rank / 2) : random.int(14, 119);
    draft.registeredDate = new Date(
      clock.dayStart - (daysAgo + 1) * DAY + random.int(8 * 60, 18 * 60) * 60_000,
    );
  }
  const videoCandidates = drafts.filter((d) =>
    ['Fragrances', 'Watches', 'Electronics', 'Liquor'].includes(d.top.name),
  );
  for (const [i, draft] of random.sample(videoCandidates, 12).entries()) {
    draft.youtubeUrl = `https://www.youtube.com/embed/${productVideoIds[i % productVideoIds.length]}`;
  }
  assignAutomaticLists(drafts, random);
  return drafts;
}

function productNames(
  sub: SubcategorySpec,
  random: Random,
): { line: string; variant: string; name: string }[] {
  if (sub.count > sub.lines.length * sub.variants.length) throw new Error(`Too few names for ${sub.name}`);
  const lines = random.shuffle(sub.lines);
  const offsets = lines.map(() => random.int(0, sub.variants.length - 1));
  return Array.from({ length: sub.count }, (_, i) => {
    const line = lines[i % lines.length]!;
    const variant =
      sub.variants[(offsets[i % lines.length]! + Math.floor(i / lines.length)) % sub.variants.length]!;
    const name = !variant ? line : variant.startsWith(',') ? `${line}${variant}` : `${line} ${variant}`;
    return { line, variant, name };
  });
}

function describe(
  top: CategorySpec,
  sub: SubcategorySpec,
  brand: string,
  line: string,
  random: Random,
): { text: string; sentences: string[]; notes: string[] } {
  const notes = random.sample(sub.notes, 3);
  const [n1, n2, n3] = notes;
  const fill = (template: string) => {
    const text = template
      .replaceAll("{brand}'s", brand.endsWith('s') ? `${brand}'` : `${brand}'s`)
      .replaceAll('{brand}', brand)
      .replaceAll('{line}', line)
      .replaceAll('{n1}', n1 ?? '')
      .replaceAll('{n2}', n2 ?? '')
      .replaceAll('{n3}', n3 ?? '');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const sentences = [
    random.pick(sub.openings ?? top.openings),
    random.pick(sub.middles ?? top.middles),
    random.pick(sub.closings ?? top.closings),
  ];
  return { text: sentences.map(fill).join(' '), sentences, notes };
}

/** An item's name and description in Chinese or Arabic, from the same parts as its English ones. */
function translateItem(d: ItemDraft, locale: SeedLocale): { name: string; description: string } {
  const line = phraseIn(productPhrases, d.line, locale);
  const name = joinName(line, d.variant ? phraseIn(productPhrases, d.variant, locale) : '');
  const [n1 = '', n2 = '', n3 = ''] = d.notes.map((n) => phraseIn(productPhrases, n, locale));
  const separator = locale === 'zh' ? '' : ' ';
  const description = d.sentences
    .map((sentence) =>
      phraseIn(descriptionSentences, sentence, locale)
        .replaceAll('{brand}', d.brand)
        .replaceAll('{line}', line)
        .replaceAll('{n1}', n1)
        .replaceAll('{n2}', n2)
        .replaceAll('{n3}', n3),
    )
    .join(separator);
  return { name, description };
}

/** Prices end the way shop prices do: .49/.99 for small amounts, whole dollars, then round fives and fifties. */
function nicePrice(usd: number, random: Random): number {
  if (usd < 30) return Math.round(usd * 2) * 50 - (random.chance(0.5) ? 1 : 0);
  if (usd < 200) return Math.round(usd) * 100 - (random.chance(0.4) ? 1 : 0);
  if (usd < 1000) return Math.round(usd / 5) * 500;
  return Math.round(usd / 50) * 5000;
}

/** Puts items into the volume, unit, offer and buy-get lists; each item is in at most one of them. */
function assignAutomaticLists(drafts: ItemDraft[], random: Random): void {
  const free = (d: ItemDraft) => d.lists.length === 0 && d.quantity > 0 && d.top.code !== 'TOBACCO';
  const inSubs =
    (...names: string[]) =>
    (d: ItemDraft) =>
      names.includes(d.sub.name);
  const take = (role: ListRole, count: number, filter: (d: ItemDraft) => boolean = () => true) => {
    const chosen = random.sample(
      drafts.filter((d) => free(d) && filter(d)),
      count,
    );
    for (const d of chosen) d.lists.push(role);
    return chosen;
  };
  const consumables = inSubs(
    'Chocolates',
    'Sweets & Biscuits',
    'Coffee & Tea',
    'Skincare',
    'Hair & Body',
    'Makeup',
    'Wine & Champagne',
    'Spirits',
    'Liqueurs',
  );
  for (const d of take('volume', 15, (d) => consumables(d) && d.basePriceMinor < 15_000)) {
    // Tiers reach 10 units, so the per-item limit must too.
    d.orderQuantity = 10;
    d.quantity = Math.max(d.quantity, 30);
  }
  for (const d of [...take('unitTravelWeek', 12), ...take('unitGate', 12)]) d.isDeal = true;
  for (const d of [...take('offer15', 20), ...take('offer25', 6)]) d.isSpecialOffer = true;
  take('buyGet', 5, inSubs('Chocolates', 'Sweets & Biscuits', 'Coffee & Tea', 'Makeup', 'Plush & Soft Toys'));
  take('buyGet', 1, inSubs('Whisky'));
  take('buyGet', 1, (d) => d.sub.name === "Women's Fragrances" && !regulatedItemCodes.includes(d.itemCode));
  take('buyGet', 1, inSubs('Toys'));
}

async function seedItems(
  tx: Tx,
  drafts: ItemDraft[],
  subcategoryIds: Map<string, { id: number; topId: number }>,
  brandIds: Map<string, number>,
  media: MediaRow[],
): Promise<Map<string, number>> {
  const rows = drafts.map((d) => ({
    itemCode: d.itemCode,
    name: d.name,
    description: d.description,
    brandId: brandIds.get(d.brand)!,
    categoryId: subcategoryIds.get(d.sub.name)!.id,
    topCategoryId: subcategoryIds.get(d.sub.name)!.topId,
    basePriceMinor: d.basePriceMinor,
    quantity: d.quantity,
    orderQuantity: d.orderQuantity,
    milesForRedeem: d.milesForRedeem,
    milesForAccrual: d.milesForAccrual,
    isTravelExclusive: d.isTravelExclusive,
    isBestSeller: d.isBestSeller,
    isDeal: d.isDeal,
    isSpecialOffer: d.isSpecialOffer,
    youtubeUrl: d.youtubeUrl,
    registeredDate: d.registeredDate,
    salesCount: d.salesCount,
  }));
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += 100) {
    const inserted = await tx
      .insert(items)
      .values(rows.slice(i, i + 100))
      .returning({ id: items.id, itemCode: items.itemCode });
    for (const row of inserted) ids.set(row.itemCode, row.id);
  }
  await insertChunked(
    tx,
    itemTranslations,
    drafts.flatMap((d) =>
      seedLocales.map((locale) => ({ itemId: ids.get(d.itemCode)!, locale, ...translateItem(d, locale) })),
    ),
    200,
  );
  const images: (typeof itemImages.$inferInsert)[] = [];
  for (const d of drafts) {
    const subIndex = d.top.children.indexOf(d.sub);
    const palette = paletteFor(d.itemCode, d.top.hue + subIndex * 14);
    for (let variant = 1; variant <= d.imageCount; variant++) {
      const path = `/media/items/${d.itemCode}-${variant}.svg`;
      images.push({
        itemId: ids.get(d.itemCode)!,
        url: asWebp(path),
        isDefault: variant === 1,
        sortOrder: variant - 1,
      });
      media.push({
        path,
        contentType: SVG,
        body: productArtwork({
          kind: d.sub.art,
          brand: d.brand,
          name: d.name,
          palette,
          variant,
          seed: d.itemCode,
        }),
      });
    }
  }
  await insertChunked(tx, itemImages, images, 500);
  return ids;
}

// ---------------------------------------------------------------------------------------------
// Price lists

/** A price reduced by a share, rounded to whole cents. */
function reduced(minor: number, share: number): number {
  return Math.round(minor * (1 - share));
}

async function seedPriceLists(
  tx: Tx,
  clock: DemoClock,
  drafts: ItemDraft[],
  itemIds: Map<string, number>,
): Promise<SeedSummary['promoCodes']> {
  const random = createRandom('demo-price-lists');
  const id = (d: ItemDraft) => itemIds.get(d.itemCode)!;
  const inList = (role: ListRole) => drafts.filter((d) => d.lists.includes(role));
  const day = (offset: number) => new Date(clock.dayStart + offset * DAY);
  const createList = async (values: typeof priceLists.$inferInsert) => {
    const [row] = await tx.insert(priceLists).values(values).returning({ id: priceLists.id });
    return row!.id;
  };
  const addItems = (priceListId: number, members: ItemDraft[], amount?: (d: ItemDraft) => number) =>
    insertChunked(
      tx,
      priceListItems,
      members.map((d) => ({ priceListId, itemId: id(d), amountMinor: amount ? amount(d) : null })),
    );

  const volumeId = await createList({
    name: 'Buy more, save more',
    kind: PriceListKind.Volume,
    validFrom: day(-30),
    validTo: day(90),
  });
  const volumeItems = inList('volume');
  await addItems(volumeId, volumeItems);
  await insertChunked(
    tx,
    volumeTiers,
    volumeItems.flatMap((d) => [
      {
        priceListId: volumeId,
        itemId: id(d),
        startQuantity: 2,
        endQuantity: 3,
        customPriceMinor: reduced(d.basePriceMinor, 0.1),
      },
      {
        priceListId: volumeId,
        itemId: id(d),
        startQuantity: 4,
        endQuantity: 10,
        customPriceMinor: reduced(d.basePriceMinor, 0.2),
      },
    ]),
  );

  const travelWeekId = await createList({
    name: 'Travel week prices',
    kind: PriceListKind.Unit,
    validFrom: day(-10),
    validTo: day(60),
  });
  await addItems(travelWeekId, inList('unitTravelWeek'), (d) => reduced(d.basePriceMinor, 0.15));
  const gateId = await createList({
    name: 'Gate-to-gate deals',
    kind: PriceListKind.Unit,
    validFrom: day(-20),
    validTo: day(45),
  });
  await addItems(gateId, inList('unitGate'), (d) => reduced(d.basePriceMinor, 0.2));

  const offer15Id = await createList({
    name: 'Special offers: 15% off',
    kind: PriceListKind.Percentage,
    offerType: StartupOfferType,
    salesRate: 15,
    isPercentage: true,
    validFrom: day(-14),
    validTo: day(60),
  });
  await addItems(offer15Id, inList('offer15'));
  const offer25Id = await createList({
    name: 'Flash offers: 25% off',
    kind: PriceListKind.Percentage,
    offerType: StartupOfferType,
    salesRate: 25,
    isPercentage: true,
    validFrom: day(-3),
    validTo: day(21),
  });
  await addItems(offer25Id, inList('offer25'));

  const buyGetId = await createList({
    name: 'Buy 2, get 1 free',
    kind: PriceListKind.BuyGet,
    validFrom: day(-30),
    validTo: day(90),
  });
  const buyGetItems = inList('buyGet');
  await addItems(buyGetId, buyGetItems);
  // Most rules give another of the same item; whisky, fragrance and toys give a matching gift instead.
  const giftFor = (d: ItemDraft): ItemDraft => {
    const giftSub = { Whisky: 'Chocolates', "Women's Fragrances": 'Hair & Body', Toys: 'Games & Puzzles' }[
      d.sub.name
    ];
    if (!giftSub) return d;
    return random.pick(drafts.filter((g) => g.sub.name === giftSub && g.quantity > 0));
  };
  await insertChunked(
    tx,
    buyGetRules,
    buyGetItems.map((d) => ({
      priceListId: buyGetId,
      itemId: id(d),
      buyQuantity: 2,
      getQuantity: 1,
      getItemId: id(giftFor(d)),
    })),
  );

  // Promotion codes.
  const notTobacco = drafts.filter((d) => d.top.code !== 'TOBACCO' && d.quantity > 0);
  const welcomeId = await createList({
    name: 'Welcome: 10% off',
    kind: PriceListKind.Percentage,
    promoCode: 'WELCOME10',
    salesRate: 10,
    isPercentage: true,
    validFrom: day(-7),
    validTo: day(365),
  });
  await addItems(welcomeId, random.sample(notTobacco, 30));

  const duoId = await createList({
    name: 'Duo 2026: fragrance and skincare together',
    kind: PriceListKind.Unit,
    promoCode: 'DUO2026',
    validFrom: day(-7),
    validTo: day(180),
  });
  const duoFragrance = random.pick(
    notTobacco.filter((d) => d.sub.name === "Women's Fragrances" && !regulatedItemCodes.includes(d.itemCode)),
  );
  const duoSkincare = random.pick(notTobacco.filter((d) => d.sub.name === 'Skincare'));
  const duoExtras = random.sample(
    notTobacco.filter((d) => d.sub.name === 'Makeup'),
    2,
  );
  await addItems(duoId, [duoFragrance, duoSkincare, ...duoExtras], (d) => reduced(d.basePriceMinor, 0.1));
  const [bundle] = await tx
    .insert(priceListBundles)
    .values({
      priceListId: duoId,
      amountMinor: Math.round((duoFragrance.basePriceMinor + duoSkincare.basePriceMinor) * 0.0075) * 100,
    })
    .returning({ id: priceListBundles.id });
  await tx.insert(priceListBundleItems).values([
    { bundleId: bundle!.id, itemId: id(duoFragrance) },
    { bundleId: bundle!.id, itemId: id(duoSkincare) },
  ]);

  const summerId = await createList({
    name: 'Summer 2024: 20% off',
    kind: PriceListKind.Percentage,
    promoCode: 'SUMMER2024',
    salesRate: 20,
    isPercentage: true,
    validFrom: new Date('2024-06-01T00:00:00Z'),
    validTo: new Date('2024-08-31T23:59:59Z'),
  });
  await addItems(
    summerId,
    random.sample(
      notTobacco.filter((d) => ['Sunglasses', 'Skincare', 'Travel Essentials'].includes(d.sub.name)),
      10,
    ),
  );

  const onceId = await createList({
    name: 'One-time 50% off',
    kind: PriceListKind.Percentage,
    promoCode: 'ONCE50',
    salesRate: 50,
    isPercentage: true,
    usageLimit: 1,
    validFrom: day(-1),
    validTo: day(365),
  });
  await addItems(onceId, random.sample(notTobacco, 5));

  return [
    { code: 'WELCOME10', description: '10% off 30 items, valid for a year' },
    {
      code: 'DUO2026',
      description: `${duoFragrance.itemCode} + ${duoSkincare.itemCode} together for a bundle price; 10% off them and two more items on their own`,
    },
    { code: 'SUMMER2024', description: 'Expired on 2024-08-31' },
    { code: 'ONCE50', description: '50% off 5 items; usable by one order only' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Collections and banners

const collectionSpecs: readonly {
  name: string;
  description: string;
  art: ArtKind;
  hue: number;
  count: number;
  filter: (d: ItemDraft) => boolean;
}[] = [
  {
    name: 'Gifts under $50',
    description: 'Thoughtful presents that fit in a carry-on and a budget.',
    art: 'chocolate',
    hue: 18,
    count: 14,
    filter: (d) => d.basePriceMinor < 5000 && d.top.code === null,
  },
  {
    name: 'Summer essentials',
    description: 'Sunglasses, sun care and light fragrances for the holidays.',
    art: 'sunglasses',
    hue: 45,
    count: 12,
    filter: (d) => ['Sunglasses', 'Skincare', 'Travel Essentials', "Women's Fragrances"].includes(d.sub.name),
  },
  {
    name: 'For the whisky lover',
    description: 'Single malts, fine glass and a little chocolate to go with them.',
    art: 'whisky',
    hue: 30,
    count: 10,
    filter: (d) => ['Whisky', 'Chocolates'].includes(d.sub.name),
  },
  {
    name: 'Little travellers',
    description: 'Toys, plush friends and games to keep young flyers happy.',
    art: 'teddy',
    hue: 200,
    count: 12,
    filter: (d) => d.top.name === 'Kids',
  },
];

/** Every price list's display name in zh and ar (promotions and offers show it to travellers). */
async function translatePriceLists(tx: Tx): Promise<void> {
  const rows = await tx.select({ id: priceLists.id, name: priceLists.name }).from(priceLists);
  await tx.insert(priceListTranslations).values(
    rows.flatMap((row) =>
      seedLocales.map((locale) => ({
        priceListId: row.id,
        locale,
        name: phraseIn(priceListNames, row.name, locale),
      })),
    ),
  );
}

async function seedCollections(
  tx: Tx,
  drafts: ItemDraft[],
  itemIds: Map<string, number>,
  media: MediaRow[],
): Promise<void> {
  const random = createRandom('demo-collections');
  const rows = await tx
    .insert(collections)
    .values(collectionSpecs.map((c, i) => ({ name: c.name, description: c.description, sortOrder: i })))
    .returning({ id: collections.id, name: collections.name });
  await tx.execute(sql`UPDATE collections SET image_url = '/media/collections/' || id || '.webp'`);
  await tx.insert(collectionTranslations).values(
    rows.flatMap((row) => {
      const texts = collectionTexts[row.name];
      if (!texts) throw new Error(`No translations for collection ${row.name}`);
      return seedLocales.map((locale, i) => ({
        collectionId: row.id,
        locale,
        name: texts.name[i]!,
        description: texts.description[i]!,
      }));
    }),
  );
  for (const row of rows) {
    const spec = collectionSpecs.find((c) => c.name === row.name)!;
    media.push({
      path: `/media/collections/${row.id}.svg`,
      contentType: SVG,
      body: categoryArtwork(spec.name, spec.art, paletteFor(spec.name, spec.hue)),
    });
    const members = random.sample(drafts.filter(spec.filter), spec.count);
    await tx
      .insert(collectionItems)
      .values(
        members.map((d, i) => ({ collectionId: row.id, itemId: itemIds.get(d.itemCode)!, sortOrder: i })),
      );
  }
}

/** Each size has the aspect of the storefront's frame for it (4:3, 2:1, 16:5), so no art is cropped. */
const bannerSizes = [
  { size: 1, width: 480, height: 360 },
  { size: 2, width: 900, height: 450 },
  { size: 3, width: 1600, height: 500 },
] as const;

const campaigns: readonly {
  headline: string;
  subline: string;
  cta: string;
  linkUrl: string;
  videoUrl: string | null;
  hue: number;
  kinds: readonly ArtKind[];
}[] = [
  {
    headline: 'Up to 25% off special offers',
    subline: 'Pre-order now, collect on board',
    cta: 'Shop offers',
    linkUrl: '/offers',
    videoUrl: null,
    hue: 340,
    kinds: ['perfume', 'whisky', 'chocolate'],
  },
  {
    headline: 'New arrivals have landed',
    subline: 'Fresh fragrances, watches and gadgets',
    cta: 'Discover',
    linkUrl: '/new-arrivals',
    videoUrl: null,
    hue: 200,
    kinds: ['watch', 'perfume', 'headphones'],
  },
  {
    headline: 'Travel exclusives',
    subline: 'Only in the sky, only for you',
    cta: 'Explore',
    linkUrl: '/travel-exclusives',
    videoUrl: null,
    hue: 40,
    kinds: ['whisky', 'necklace', 'luggage'],
  },
  {
    headline: 'Shop before you fly',
    subline: 'Pay by card or with miles, collect at your seat',
    cta: 'How it works',
    linkUrl: '/what-is-preorder',
    videoUrl: `https://www.youtube.com/embed/${productVideoIds[0]}`,
    hue: 150,
    kinds: ['plane', 'chocolate', 'teddy'],
  },
];

async function seedBanners(tx: Tx, media: MediaRow[]): Promise<void> {
  const rows = await tx
    .insert(banners)
    .values(
      campaigns.flatMap((c, i) =>
        bannerSizes.map((s) => ({
          imageUrl: '',
          videoUrl: c.videoUrl,
          size: s.size,
          title: c.headline,
          linkUrl: c.linkUrl,
          sortOrder: i,
        })),
      ),
    )
    .returning({ id: banners.id, size: banners.size, title: banners.title });
  await tx.execute(sql`UPDATE banners SET image_url = '/media/banners/' || id || '.webp'`);
  const translations: (typeof bannerTranslations.$inferInsert)[] = [];
  for (const row of rows) {
    const campaign = campaigns.find((c) => c.headline === row.title)!;
    const size = bannerSizes.find((s) => s.size === row.size)!;
    const texts = campaignTexts[campaign.headline];
    if (!texts) throw new Error(`No translations for banner ${campaign.headline}`);
    const art = (language: 'en' | SeedLocale, pick: (t: Translated) => string) => ({
      contentType: SVG,
      body: bannerArtwork({
        headline: language === 'en' ? campaign.headline : pick(texts.headline),
        subline: language === 'en' ? campaign.subline : pick(texts.subline),
        cta: language === 'en' ? campaign.cta : pick(texts.cta),
        language,
        width: size.width,
        height: size.height,
        palette: paletteFor(campaign.headline, campaign.hue),
        kinds: campaign.kinds,
        brand: 'Horizon',
      }),
    });
    media.push({ path: `/media/banners/${row.id}.svg`, ...art('en', () => '') });
    for (const [i, locale] of seedLocales.entries()) {
      const pick = (t: Translated) => t[i]!;
      const path = `/media/banners/${row.id}-${locale}.svg`;
      media.push({ path, ...art(locale, pick) });
      translations.push({ bannerId: row.id, locale, title: pick(texts.headline), imageUrl: asWebp(path) });
    }
  }
  await tx.insert(bannerTranslations).values(translations);
}

// ---------------------------------------------------------------------------------------------
// Flights, on-board stock

interface FlightRow {
  id: number;
  flightNumber: string;
  origin: string;
  destination: string;
  departureAt: Date;
}

async function seedFlights(
  tx: Tx,
  clock: DemoClock,
  drafts: ItemDraft[],
  itemIds: Map<string, number>,
): Promise<FlightRow[]> {
  const zoneOf = new Map<string, string>(airportSpecs.map((a) => [a.code, a.timeZone]));
  const planned: Omit<FlightRow, 'id'>[] = [];
  for (let day = 0; day <= 30; day++) {
    for (const s of dailySchedule) {
      const departureAt = localTimeToUtc(clock.dayStart + day * DAY, s.localTime, zoneOf.get(s.origin)!);
      planned.push({
        flightNumber: s.flightNumber,
        origin: s.origin,
        destination: s.destination,
        departureAt,
      });
    }
  }
  for (const s of shortNoticeFlights) {
    planned.push({
      flightNumber: s.flightNumber,
      origin: s.origin,
      destination: s.destination,
      departureAt: new Date(clock.anchor + s.hoursAhead * HOUR),
    });
  }
  const rows: FlightRow[] = [];
  for (let i = 0; i < planned.length; i += 200) {
    rows.push(
      ...(await tx
        .insert(flights)
        .values(planned.slice(i, i + 200))
        .returning()),
    );
  }
  const tobacco = drafts.filter((d) => d.top.code === 'TOBACCO');
  const others = drafts.filter((d) => d.top.code !== 'TOBACCO');
  const stock = rows.flatMap((flight) => {
    const random = createRandom(`onboard|${flight.flightNumber}|${flight.departureAt.toISOString()}`);
    return [...random.sample(others, 57), ...random.sample(tobacco, 3)].map((d) => ({
      flightId: flight.id,
      itemId: itemIds.get(d.itemCode)!,
      quantity: random.int(1, 20),
    }));
  });
  await insertChunked(tx, onboardStock, stock, 2000);
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Customers, loyalty members, tickets

/** The demo staff: one account per role; only the admin needs the one-time code. */
/** The demo staff; the crew members are assigned to every demo flight (they see those manifests only). */
async function seedStaff(
  tx: Tx,
  passwordHash: string,
  flightRows: FlightRow[],
): Promise<SeedSummary['staff']> {
  const rows = demoStaff.map((s) => ({
    username: s.username,
    displayName: s.displayName,
    passwordHash,
    roles: [...s.roles],
    totpSecret: s.roles.some((r) => r === 'admin') ? demoCredentials.adminTotpSecret : null,
  }));
  const inserted = await tx.insert(staff).values(rows).returning({ id: staff.id, roles: staff.roles });
  const crew = inserted.filter((s) => s.roles.includes('crew'));
  const assignments = crew.flatMap((s) => flightRows.map((f) => ({ flightId: f.id, staffId: s.id })));
  await insertChunked(tx, crewAssignments, assignments, 500);
  await tx.insert(partnerClients).values({
    name: 'Sky Travel (demo partner)',
    clientId: demoCredentials.partnerClientId,
    secretHash: createHash('sha256').update(demoCredentials.partnerClientSecret).digest('hex'),
  });
  return rows.map((r) => ({
    username: r.username,
    password: demoCredentials.staffPassword,
    roles: r.roles,
    totpSecret: r.totpSecret,
  }));
}

async function seedPeople(
  tx: Tx,
  clock: DemoClock,
  flightRows: FlightRow[],
  customerHash: string,
  milesHash: string,
) {
  const day = (offset: number) => new Date(clock.dayStart + offset * DAY);
  const members = await tx
    .insert(loyaltyMembers)
    .values([
      {
        membershipNumber: 'ET100200300',
        passwordHash: milesHash,
        firstName: 'Selam',
        lastName: 'Tesfaye',
        email: 'traveller@example.com',
        balance: 250_000,
        createdAt: day(-400),
      },
      {
        membershipNumber: 'ET100200400',
        passwordHash: milesHash,
        firstName: 'Daniel',
        lastName: 'Mekonnen',
        email: 'daniel.mekonnen@example.com',
        balance: 40_000,
        createdAt: day(-200),
      },
    ])
    .returning({ id: loyaltyMembers.id, membershipNumber: loyaltyMembers.membershipNumber });
  const memberId = (number: string) => members.find((m) => m.membershipNumber === number)!.id;
  const selam = memberId('ET100200300');
  const daniel = memberId('ET100200400');
  await tx.insert(loyaltyLedger).values([
    {
      memberId: selam,
      kind: 'earn',
      miles: 120_000,
      note: 'Welcome bonus and flights',
      createdAt: day(-390),
    },
    { memberId: selam, kind: 'earn', miles: 95_000, note: 'Flights ADD-LHR-ADD', createdAt: day(-200) },
    { memberId: selam, kind: 'earn', miles: 60_000, note: 'Partner hotel stays', createdAt: day(-90) },
    { memberId: selam, kind: 'spend', miles: -25_000, note: 'Seat upgrade', createdAt: day(-30) },
    { memberId: daniel, kind: 'earn', miles: 30_000, note: 'Flights ADD-DXB-ADD', createdAt: day(-180) },
    { memberId: daniel, kind: 'earn', miles: 15_000, note: 'Credit card bonus', createdAt: day(-60) },
    { memberId: daniel, kind: 'spend', miles: -5_000, note: 'Lounge access', createdAt: day(-20) },
  ]);

  const customerSpecs = [
    {
      username: 'traveller',
      email: 'traveller@example.com',
      title: 3,
      firstName: 'Selam',
      lastName: 'Tesfaye',
      nationality: 'Ethiopian',
      mobileNumber: '+251911234567',
      locale: 'en',
      loyaltyMemberId: selam,
    },
    {
      username: 'amina',
      email: 'amina@example.com',
      title: 2,
      firstName: 'Amina',
      lastName: 'Yusuf',
      nationality: 'Kenyan',
      mobileNumber: '+254712345678',
      locale: 'en',
      loyaltyMemberId: null,
    },
    {
      username: 'liwei',
      email: 'liwei@example.com',
      title: 1,
      firstName: 'Wei',
      lastName: 'Li',
      nationality: 'Chinese',
      mobileNumber: '+8613812345678',
      locale: 'zh',
      loyaltyMemberId: null,
    },
    {
      username: 'omar',
      email: 'omar@example.com',
      title: 1,
      firstName: 'Omar',
      lastName: 'Haddad',
      nationality: 'Emirati',
      mobileNumber: '+971501234567',
      locale: 'ar',
      loyaltyMemberId: null,
    },
  ];
  await tx.insert(customers).values(
    customerSpecs.map((c) => ({
      ...c,
      passwordHash: customerHash,
      createdAt: day(-100),
      updatedAt: day(-100),
    })),
  );

  // Tickets: three fixed ones for demos and tests, then random ones on scheduled flights.
  const random = createRandom('demo-tickets');
  const flightAt = (flightNumber: string, dayOffset: number) =>
    flightRows.find(
      (f) =>
        f.flightNumber === flightNumber &&
        Math.floor((f.departureAt.getTime() - clock.dayStart) / DAY) === dayOffset,
    )!;
  const shortNotice = (flightNumber: string) => flightRows.find((f) => f.flightNumber === flightNumber)!;
  const seat = () => `${random.int(1, 45)}${random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K'])}`;
  const planned: { ticketNumber: string; first: string; last: string; note: string; sectors: FlightRow[] }[] =
    [
      {
        ticketNumber: '0712345678901',
        first: 'Selam',
        last: 'Tesfaye',
        note: 'One sector in 3 days (pre-order)',
        sectors: [flightAt('ET500', 3)],
      },
      {
        ticketNumber: '0712345678902',
        first: 'Amina',
        last: 'Yusuf',
        note: 'Two sectors: in 3 and in 10 days (choose a flight)',
        sectors: [flightAt('ET500', 3), flightAt('ET501', 10)],
      },
      {
        ticketNumber: '0712345678903',
        first: 'Wei',
        last: 'Li',
        note: 'One sector within 6 hours (on-board mode, past the pre-order cut-off)',
        sectors: [shortNotice('ET920')],
      },
    ];
  const used = new Set(planned.map((t) => t.ticketNumber));
  const returns: Record<string, string> = { ET500: 'ET501', ET706: 'ET707', ET612: 'ET613' };
  const outbound = dailySchedule.filter((s) => s.origin === 'ADD');
  while (planned.length < 43) {
    const ticketNumber = `071${String(random.int(0, 9_999_999_999)).padStart(10, '0')}`;
    if (used.has(ticketNumber)) continue;
    used.add(ticketNumber);
    const out = random.pick(outbound);
    const outDay = random.int(1, 24);
    const sectors = [flightAt(out.flightNumber, outDay)];
    const back = returns[out.flightNumber];
    if (back && random.chance(0.6)) sectors.push(flightAt(back, outDay + random.int(3, 6)));
    planned.push({
      ticketNumber,
      first: random.pick(passengerFirstNames),
      last: random.pick(passengerLastNames),
      note: '',
      sectors,
    });
  }
  // After the random ones, so their numbers and seats stay as they were.
  planned.push({
    ticketNumber: '0712345678904',
    first: 'Dawit',
    last: 'Alemu',
    note: 'Two sectors for the disruption demo: ET612 ADD→DXB in 5 days, ET613 DXB→ADD in 8 days',
    sectors: [flightAt('ET612', 5), flightAt('ET613', 8)],
  });
  const ticketRows = await tx
    .insert(tickets)
    .values(
      planned.map((t) => ({
        ticketNumber: t.ticketNumber,
        passengerFirstName: t.first,
        passengerLastName: t.last,
      })),
    )
    .returning({ id: tickets.id, ticketNumber: tickets.ticketNumber });
  const seats = new Map<string, string>();
  const sectorRows = planned.flatMap((t) => {
    const ticketId = ticketRows.find((r) => r.ticketNumber === t.ticketNumber)!.id;
    return t.sectors.map((f) => {
      const seatNumber = seat();
      seats.set(`${t.ticketNumber}|${f.id}`, seatNumber);
      return { ticketId, flightId: f.id, seatNumber };
    });
  });
  await insertChunked(tx, ticketSectors, sectorRows);

  return {
    customers: customerSpecs.map((c) => ({
      username: c.username,
      email: c.email,
      password: demoCredentials.customerPassword,
      membershipNumber: c.loyaltyMemberId === selam ? 'ET100200300' : null,
    })),
    loyaltyMembers: [
      {
        membershipNumber: 'ET100200300',
        password: demoCredentials.milesPassword,
        balance: 250_000,
        customerUsername: 'traveller',
      },
      {
        membershipNumber: 'ET100200400',
        password: demoCredentials.milesPassword,
        balance: 40_000,
        customerUsername: null,
      },
    ],
    tickets: planned.slice(0, 3).map((t) => ({
      ticketNumber: t.ticketNumber,
      passenger: `${t.first} ${t.last}`,
      note: t.note,
      sectors: t.sectors.map((f) => ({
        flightNumber: f.flightNumber,
        origin: f.origin,
        destination: f.destination,
        departureAt: f.departureAt.toISOString(),
        seatNumber: seats.get(`${t.ticketNumber}|${f.id}`)!,
      })),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function insertChunked<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  chunkSize = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await tx.insert(table).values(rows.slice(i, i + chunkSize));
  }
}

async function countRows(db: Db): Promise<Record<string, number>> {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`
    SELECT
      (SELECT count(*) FROM currencies)::int AS currencies,
      (SELECT count(*) FROM categories WHERE parent_id IS NULL)::int AS "topCategories",
      (SELECT count(*) FROM categories WHERE parent_id IS NOT NULL)::int AS "childCategories",
      (SELECT count(*) FROM brands)::int AS brands,
      (SELECT count(*) FROM brands WHERE is_power_brand)::int AS "powerBrands",
      (SELECT count(*) FROM items)::int AS items,
      (SELECT count(*) FROM item_images)::int AS "itemImages",
      (SELECT count(*) FROM media_assets)::int AS "mediaAssets",
      (SELECT count(*) FROM banners)::int AS banners,
      (SELECT count(*) FROM collections)::int AS collections,
      (SELECT count(*) FROM price_lists)::int AS "priceLists",
      (SELECT count(*) FROM airports)::int AS airports,
      (SELECT count(*) FROM flights)::int AS flights,
      (SELECT count(*) FROM tickets)::int AS tickets,
      (SELECT count(*) FROM onboard_stock)::int AS "onboardStock",
      (SELECT count(*) FROM customers)::int AS customers,
      (SELECT count(*) FROM loyalty_members)::int AS "loyaltyMembers"
  `,
  );
  return counts!;
}
