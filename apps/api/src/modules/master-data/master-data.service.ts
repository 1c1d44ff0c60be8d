import type {
  AirportsResponse,
  BannersResponse,
  BrandsResponse,
  CategoriesResponse,
  CurrenciesResponse,
} from '@dfs/contract/master-data';
import type { Language } from '@dfs/i18n/languages';
import type { Db } from '../../db/client';
import { BadRequest } from '../../errors';
import { createReadCache, type ReadCache } from '../../read-cache';
import type { FlightsService } from '../flights/flights.service';
import type { MasterDataRepository } from './master-data.repository';

/** Sorts by name as a reader of `lng` expects (Chinese by pinyin, Arabic by its alphabet). */
const byName = (lng: Language) => {
  const collator = new Intl.Collator(lng, { sensitivity: 'base' });
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
};

export function createMasterDataService(deps: {
  repository: MasterDataRepository;
  /** Airports belong to the flight schedule; master data lists them for the storefront. */
  flights: Pick<FlightsService, 'airports' | 'airportTimeZone'>;
  /**
   * The lists every page shows (categories, brands, currencies, banners) are kept here, the catalogue's
   * read cache, which staff changes clear in every process; none when absent.
   */
  cache?: ReadCache;
}) {
  const { repository, flights } = deps;
  const cache = deps.cache ?? createReadCache({ ttlMs: 0 });

  async function categoryTree(lng: Language): Promise<CategoriesResponse> {
    const rows = await repository.topCategoriesWithChildren(lng);
    const tops = rows.filter((r) => r.parentId === null).sort(byName(lng));
    return {
      itemCategories: tops.map((top) => ({
        id: top.id,
        name: top.name,
        category_ImageURL: top.imageUrl,
        children: rows
          .filter((r) => r.parentId === top.id)
          .sort(byName(lng))
          .map((child) => ({ id: child.id, name: child.name })),
      })),
    };
  }

  async function brandList(lng: Language): Promise<BrandsResponse> {
    const rows = await repository.brands(lng);
    return {
      brandsRes: rows.map((b) => ({
        id: b.id,
        name: b.name,
        description: b.description,
        brandImageURL: b.imageUrl,
        isPowerFullBrand: b.isPowerBrand,
      })),
    };
  }

  async function currencyList(lng: Language): Promise<CurrenciesResponse> {
    const rows = await repository.currencies(lng);
    return {
      currenciesRes: rows.map((c) => ({
        id: c.id,
        currencyCode: c.code,
        currencyName: c.name,
        rateToUsd: c.rateToUsd,
      })),
    };
  }

  async function bannerList(lng: Language): Promise<BannersResponse> {
    const rows = await repository.activeBanners(lng);
    return {
      bannerListRes: rows.map((b) => ({
        id: b.id,
        imageURL: b.imageUrl,
        videoURL: b.videoUrl,
        bunnerImageSize: b.size,
        title: b.title,
        linkURL: b.linkUrl,
      })),
    };
  }

  return {
    /** The category tree down to `categoryLevel` 1: top categories with their children, by name. */
    categories(lng: Language = 'en'): Promise<CategoriesResponse> {
      return cache.get(`master-data:categories:${lng}`, () => categoryTree(lng));
    },

    brands(lng: Language = 'en'): Promise<BrandsResponse> {
      return cache.get(`master-data:brands:${lng}`, () => brandList(lng));
    },

    currencies(lng: Language = 'en'): Promise<CurrenciesResponse> {
      return cache.get(`master-data:currencies:${lng}`, () => currencyList(lng));
    },

    banners(lng: Language = 'en'): Promise<BannersResponse> {
      return cache.get(`master-data:banners:${lng}`, () => bannerList(lng));
    },

    /** The currency prices are shown in, with its rate to USD; an unknown id is the caller's mistake. */
    async currency(id: number): Promise<{ id: number; code: string; rateToUsd: number }> {
      const currency = await repository.currencyById(id);
      // A currency staff switched off is refused like an unknown one (the list no longer offers it).
      if (!currency?.active) throw new BadRequest(undefined, { CurrencyId: ['api.zod.invalidValue'] });
      return { id: currency.id, code: currency.code, rateToUsd: currency.rateToUsd };
    },

    /** A currency's code; takes the caller's transaction (PGlite has one connection). */
    async currencyCode(id: number, tx?: Db): Promise<string> {
      return (await repository.currencyById(id, tx))?.code ?? 'USD';
    },

    /** A currency's code and rate to USD, active or not (an order keeps its currency); takes the caller's transaction. */
    async currencyRate(id: number, tx?: Db): Promise<{ code: string; rateToUsd: number }> {
      const currency = await repository.currencyById(id, tx);
      return currency
        ? { code: currency.code, rateToUsd: currency.rateToUsd }
        : { code: 'USD', rateToUsd: 1 };
    },

    /** An airport's IANA time zone (a traveller's departure day is a local day there). */
    airportTimeZone(code: string, tx?: Db): Promise<string | undefined> {
      return flights.airportTimeZone(code, tx);
    },

    async airports(lng: Language = 'en'): Promise<AirportsResponse> {
      const rows = await flights.airports(lng);
      return {
        airportsRes: rows.map((a) => ({
          id: a.id,
          code: a.code,
          name: a.name,
          city: a.city,
          country: a.country,
          isEurope: a.isEurope,
        })),
      };
    },
  };
}

export type MasterDataService = ReturnType<typeof createMasterDataService>;
