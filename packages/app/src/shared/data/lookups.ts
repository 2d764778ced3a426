import { getCountries, getProductCategories, getProductConditions } from '@plastihub/api-client';
import { defineResource } from './definitions';

/**
 * The look-ups several screens share, defined once so that every screen reads the same cache entry (the trade
 * filters, the money filters, the profile and the seller forms all show the countries). They change rarely:
 * kept ten minutes after the last screen that showed them.
 */
const keepUnusedForMs = 10 * 60_000;

export const countriesLookup = defineResource(
  'lookups.countries',
  (_params: null, options) => getCountries(options),
  { keepUnusedForMs },
);

export const productCategoriesLookup = defineResource(
  'lookups.productCategories',
  (_params: null, options) => getProductCategories(options),
  { keepUnusedForMs },
);

export const productConditionsLookup = defineResource(
  'lookups.productConditions',
  (_params: null, options) => getProductConditions(options),
  { keepUnusedForMs },
);
