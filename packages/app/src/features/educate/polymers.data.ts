import {
  filterPolymerProducts,
  getPolymerDetails,
  getPolymerIndustries,
  getPolymerProductBrands,
  getPolymerProductDetails,
  getPolymerProducts,
  getPolymers,
  searchPolymers,
  type PolymerProduct,
} from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';
import type { ListingPage } from '../../shared/listing/ListingDetail';
import type { FilterDef, FilterValues } from '../../shared/listing/urlFilters';

/** Know Your Polymer's tiles: every polymer, or those whose name matches the keyword. */
export const polymersFound = defineResource('polymers.found', (query: { keyword: string }, options) =>
  query.keyword ? searchPolymers({ keyword: query.keyword }, options) : getPolymers(options),
);

/** One polymer's pictures and question/answer blocks; null when the server does not know it. */
export const polymerDetails = defineResource('polymers.details', (query: { id: number }, options) =>
  getPolymerDetails(query, options),
);

export const polymerIndustries = defineResource('polymers.industries', (_params: null, options) =>
  getPolymerIndustries(options),
);

/** The Brand filter's choices: the brands of the industry's products. */
export const polymerProductBrands = defineResource(
  'polymers.productBrands',
  (query: { industryId: number }, options) => getPolymerProductBrands(query, options),
);

const isYear = (value: string) => /^\d{4}$/.test(value);

/** The polymer product list's filters, in the URL: `?brand=Milton,Cello&year=2019`. */
export const polymerProductFilters = [
  { param: 'brand', name: 'Brand', selection: 'multiple' },
  { param: 'year', name: 'Year', selection: 'multiple', accepts: isYear },
] as const satisfies readonly FilterDef[];

type PolymerProductParam = (typeof polymerProductFilters)[number]['param'];

/** The manufacturing years to filter by: 2000 up to this year, newest first. */
export function manufacturingYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getFullYear(); year >= 2000; year -= 1) years.push(year);
  return years;
}

export interface PolymerProductQuery {
  industryId: number;
  brands: string[];
  years: number[];
}

export const polymerProductQuery = (
  industryId: number,
  values: FilterValues<PolymerProductParam>,
): PolymerProductQuery => ({
  industryId,
  brands: values.brand,
  years: values.year.filter(isYear).map(Number),
});

/** An industry's products: the whole list, or the filter call once a brand or a year is chosen. */
export const polymerProductsOf = defineResource(
  'polymers.products',
  (query: PolymerProductQuery, options): Promise<PolymerProduct[]> =>
    query.brands.length > 0 || query.years.length > 0
      ? filterPolymerProducts(query, options)
      : getPolymerProducts({ industryId: query.industryId }, options),
);

/** A product with its parts, for the listing kit's detail screen (products have no similar listings). */
export const polymerProductPage = defineResource(
  'polymers.productPage',
  async (query: { id: number }, options): Promise<ListingPage<PolymerProduct, PolymerProduct>> => ({
    record: await getPolymerProductDetails(query, options),
    similar: [],
  }),
);
