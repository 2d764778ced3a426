import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, jsonList, list, optionalNumber, text } from '../core/schema';

const polymerSchema = v.object({ id: id(), name: text() });
/** A "Know Your Polymer" tile. */
export type Polymer = v.InferOutput<typeof polymerSchema>;

const polymerDetailsSchema = v.pipe(
  v.object({
    // The spec's polymers entry lists no id: null when left out.
    id: v.nullish(id(), null),
    name: text(),
    image1: text(),
    image2: text(),
    image3: text(),
    question1: text(),
    answer1: text(),
    question2: text(),
    answer2: text(),
    question3: text(),
    answer3: text(),
  }),
  v.transform((raw) => ({
    id: raw.id,
    name: raw.name,
    /** Up to 3, for the carousel. */
    images: [raw.image1, raw.image2, raw.image3].filter(Boolean),
    /** Up to 3 blocks; answers are untrusted HTML the app sanitizes. */
    questions: [
      { question: raw.question1, answerHtml: raw.answer1 },
      { question: raw.question2, answerHtml: raw.answer2 },
      { question: raw.question3, answerHtml: raw.answer3 },
    ].filter((block) => block.question || block.answerHtml),
  })),
);
export type PolymerDetails = v.InferOutput<typeof polymerDetailsSchema>;

const industrySchema = v.object({ id: id(), name: text(), image: text() });
/** A "Know Your Product Composition" tile. */
export type PolymerIndustry = v.InferOutput<typeof industrySchema>;

const partSchema = v.object({ image: text(), description: text(), category: text() });
/** A row of a product's Parts table; `category` is the part's polymer. */
export type PolymerProductPart = v.InferOutput<typeof partSchema>;

const productSchema = v.pipe(
  v.object({
    id: id(),
    name: text(),
    image: text(),
    brand: text(),
    mfg_year: optionalNumber(),
    // JSON text on the server; bad JSON gives no parts rather than an error.
    parts: jsonList(partSchema),
  }),
  v.transform(({ mfg_year, ...product }) => ({ ...product, mfgYear: mfg_year })),
);
export type PolymerProduct = v.InferOutput<typeof productSchema>;

const polymersResponse = v.object({ polymers: list(polymerSchema) });
const productsResponse = v.object({ polymer_products: list(productSchema) });

/** GET /polymers. */
export async function getPolymers(options?: CallOptions): Promise<Polymer[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymers',
    schema: polymersResponse,
    options,
  });
  return body.polymers;
}

/** GET /polymers-search by name. */
export async function searchPolymers(query: { keyword: string }, options?: CallOptions): Promise<Polymer[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymers-search',
    params: { keyword: query.keyword.trim() },
    schema: polymersResponse,
    options,
  });
  return body.polymers;
}

/** GET /polymers-details: null when the polymer does not exist. */
export async function getPolymerDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<PolymerDetails | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymers-details',
    params: { id: query.id },
    schema: v.object({ polymers: v.nullish(polymerDetailsSchema, null) }),
    options,
  });
  return body.polymers;
}

/** GET /polymer-industries. */
export async function getPolymerIndustries(options?: CallOptions): Promise<PolymerIndustry[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymer-industries',
    schema: v.object({ polymer_industries: list(industrySchema) }),
    options,
  });
  return body.polymer_industries;
}

/** GET /polymer-product?industry_id=: the products of one industry. */
export async function getPolymerProducts(
  query: { industryId: number },
  options?: CallOptions,
): Promise<PolymerProduct[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymer-product',
    params: { industry_id: query.industryId },
    schema: productsResponse,
    options,
  });
  return body.polymer_products;
}

/** GET /polymer-product-brand: the brand names of one industry's products, for the Brand filter. */
export async function getPolymerProductBrands(
  query: { industryId: number },
  options?: CallOptions,
): Promise<string[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymer-product-brand',
    params: { polymer_industry_id: query.industryId },
    schema: v.object({ brands: list(v.object({ brand: text() })) }),
    options,
  });
  return [...new Set(body.brands.map((entry) => entry.brand).filter(Boolean))];
}

export interface PolymerProductFilter {
  industryId: number;
  brands?: readonly string[];
  /** Manufacturing years, 2000 up to the current year. */
  years?: readonly number[];
}

/**
 * Comma-joined: `Milton,Cello`; none chosen is ''. The existing product sent a leading comma (`,Milton,Cello`),
 * an artefact of how it built the string that a server splitting on commas has to skip: it is not sent.
 */
const commaList = (values: readonly (string | number)[]) => values.join(',');

/** GET /polymer-product-filter: products of the industry whose brand and year are among the chosen ones. */
export async function filterPolymerProducts(
  filter: PolymerProductFilter,
  options?: CallOptions,
): Promise<PolymerProduct[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymer-product-filter',
    params: {
      polymer_industry_id: filter.industryId,
      brand: commaList(filter.brands ?? []),
      year: commaList(filter.years ?? []),
    },
    schema: productsResponse,
    options,
  });
  return body.polymer_products;
}

/** GET /polymer-product-details: null when the product does not exist. */
export async function getPolymerProductDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<PolymerProduct | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/polymer-product-details',
    params: { id: query.id },
    schema: v.object({ polymer_products: v.nullish(productSchema, null) }),
    options,
  });
  return body.polymer_products;
}
