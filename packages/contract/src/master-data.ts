import { z } from 'zod';

export const CategoryChild = z.object({ id: z.number().int(), name: z.string() });

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  category_ImageURL: z.string().nullable(),
  children: z.array(CategoryChild),
});
export type Category = z.infer<typeof Category>;

export const CategoriesQuery = z.object({
  categoryLevel: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe('The level the tree starts at: 1 top-level categories (the default).'),
});

export const CategoriesResponse = z.object({ itemCategories: z.array(Category) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

export const Brand = z.object({
  id: z.number().int(),
  /** As the brand writes it, in every language. */
  name: z.string(),
  /** In the request's language (English where no translation exists). */
  description: z.string(),
  brandImageURL: z.string().nullable(),
  isPowerFullBrand: z.boolean(),
});
export type Brand = z.infer<typeof Brand>;

export const BrandsResponse = z.object({ brandsRes: z.array(Brand) });
export type BrandsResponse = z.infer<typeof BrandsResponse>;

export const Currency = z.object({
  id: z.number().int(),
  currencyCode: z.string().length(3),
  currencyName: z.string(),
  rateToUsd: z
    .number()
    .positive()
    .describe('Units of this currency to one US dollar: converts price filters when the currency changes.'),
});
export type Currency = z.infer<typeof Currency>;

export const CurrenciesResponse = z.object({ currenciesRes: z.array(Currency) });
export type CurrenciesResponse = z.infer<typeof CurrenciesResponse>;

/** bunnerImageSize: 1 small (< 480 px), 2 medium (480–900 px), anything else large. */
export const Banner = z.object({
  id: z.number().int(),
  imageURL: z.string(),
  videoURL: z.string().nullable(),
  bunnerImageSize: z
    .number()
    .int()
    .describe('Image size: 1 small (under 480 px), 2 medium (480–900 px), any other value large.'),
  title: z.string().nullable(),
  linkURL: z.string().nullable(),
});
export type Banner = z.infer<typeof Banner>;

export const BannersResponse = z.object({ bannerListRes: z.array(Banner) });
export type BannersResponse = z.infer<typeof BannersResponse>;

export const Airport = z.object({
  id: z.number().int(),
  code: z.string().length(3),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  isEurope: z.boolean(),
});
export type Airport = z.infer<typeof Airport>;

export const AirportsResponse = z.object({ airportsRes: z.array(Airport) });
export type AirportsResponse = z.infer<typeof AirportsResponse>;
