import { defineTable } from '../db/table';

/** Shared look-ups (countries, product categories and conditions). Other domains refer to these ids. */
export interface LookupRow {
  id: number;
  name: string;
}

const named = (names: readonly string[]): LookupRow[] => names.map((name, i) => ({ id: i + 1, name }));

/** India is id 1 and comes first; the ids are stable, so other seeds may use `COUNTRY_ID`. */
export const COUNTRY_NAMES = [
  'India',
  'United Arab Emirates',
  'Saudi Arabia',
  'United States',
  'United Kingdom',
  'Germany',
  'China',
  'Japan',
  'South Korea',
  'Singapore',
  'Thailand',
  'Vietnam',
  'Malaysia',
  'Indonesia',
  'Bangladesh',
  'Sri Lanka',
  'Nepal',
] as const;
export type CountryName = (typeof COUNTRY_NAMES)[number];

export const COUNTRY_ID = Object.fromEntries(COUNTRY_NAMES.map((name, i) => [name, i + 1])) as Record<
  CountryName,
  number
>;

export const PRODUCT_CATEGORY_NAMES = [
  'PP',
  'HDPE',
  'LDPE',
  'LLDPE',
  'PVC',
  'ABS',
  'PET',
  'Nylon (PA6/PA66)',
  'Polycarbonate',
  'Polystyrene',
  'EVA',
] as const;
export type ProductCategoryName = (typeof PRODUCT_CATEGORY_NAMES)[number];
export const PRODUCT_CATEGORY_ID = Object.fromEntries(
  PRODUCT_CATEGORY_NAMES.map((name, i) => [name, i + 1]),
) as Record<ProductCategoryName, number>;

export const PRODUCT_CONDITION_NAMES = [
  'Prime/Virgin',
  'Off-grade',
  'Regrind',
  'Lumps',
  'Granules',
  'Flakes',
  'Film Scrap',
  'Bales',
] as const;
export type ProductConditionName = (typeof PRODUCT_CONDITION_NAMES)[number];
export const PRODUCT_CONDITION_ID = Object.fromEntries(
  PRODUCT_CONDITION_NAMES.map((name, i) => [name, i + 1]),
) as Record<ProductConditionName, number>;

export const countries = defineTable<LookupRow>('countries', () => named(COUNTRY_NAMES));
export const productCategories = defineTable<LookupRow>('product_categories', () =>
  named(PRODUCT_CATEGORY_NAMES),
);
export const productConditions = defineTable<LookupRow>('product_conditions', () =>
  named(PRODUCT_CONDITION_NAMES),
);

/** `{ id, name }` of a country for the `country{name}` relations, or null when the id is unknown. */
export function countryRelation(id: number | null | undefined): LookupRow | null {
  const row = countries.find(id);
  return row ? { id: row.id, name: row.name } : null;
}
