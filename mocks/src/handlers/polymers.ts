import { ASSET_PREFIX, get, json } from '../http';
import { polymerIndustries, polymerProducts, polymers, type PolymerProductRow } from '../seed/polymers';
import { commaList, matchesKeyword } from './listingQuery';

/**
 * `parts` is JSON text, so `json()` cannot see the image paths inside it: they become absolute here.
 * Text that is not JSON goes out unchanged, as the server would send it.
 */
function withAbsolutePartImages(parts: string, origin: string): string {
  try {
    const entries = JSON.parse(parts) as unknown;
    if (!Array.isArray(entries)) return parts;
    return JSON.stringify(
      entries.map((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return entry;
        const image = (entry as { image?: unknown }).image;
        return typeof image === 'string' && image.startsWith(ASSET_PREFIX)
          ? { ...entry, image: `${origin}/${image}` }
          : entry;
      }),
    );
  } catch {
    return parts;
  }
}

const present = (row: PolymerProductRow, url: URL) => ({
  ...row,
  parts: withAbsolutePartImages(row.parts, url.origin),
});

const industryProducts = (url: URL, param: string) => {
  const industryId = Number(url.searchParams.get(param));
  return polymerProducts.where((row) => row.polymer_industry_id === industryId);
};

const polymerTile = ({ id, name }: { id: number; name: string }) => ({ id, name });

export const polymerHandlers = [
  get('/polymers', (context) => json(context, { polymers: polymers.all().map(polymerTile) })),

  get('/polymers-search', (context) => {
    const keyword = context.url.searchParams.get('keyword');
    const rows = polymers.where((row) => matchesKeyword(keyword, [row.name]));
    return json(context, { polymers: rows.map(polymerTile) });
  }),

  get('/polymers-details', (context) =>
    json(context, { polymers: polymers.find(context.url.searchParams.get('id')) ?? null }),
  ),

  get('/polymer-industries', (context) => json(context, { polymer_industries: polymerIndustries.all() })),

  get('/polymer-product', (context) =>
    json(context, {
      polymer_products: industryProducts(context.url, 'industry_id').map((row) => present(row, context.url)),
    }),
  ),

  get('/polymer-product-brand', (context) => {
    const brands = [...new Set(industryProducts(context.url, 'polymer_industry_id').map((row) => row.brand))];
    return json(context, { brands: brands.sort().map((brand) => ({ brand })) });
  }),

  // `brand` and `year` are comma lists (`Milton,Cello`); a leading comma, as the existing product sent, is
  // skipped; an empty list does not filter.
  get('/polymer-product-filter', (context) => {
    const query = context.url.searchParams;
    const brands = commaList(query.get('brand')).map((brand) => brand.toLowerCase());
    const years = commaList(query.get('year')).map(Number);
    const rows = industryProducts(context.url, 'polymer_industry_id').filter(
      (row) =>
        (brands.length === 0 || brands.includes(row.brand.toLowerCase())) &&
        (years.length === 0 || years.includes(row.mfg_year)),
    );
    return json(context, { polymer_products: rows.map((row) => present(row, context.url)) });
  }),

  get('/polymer-product-details', (context) => {
    const row = polymerProducts.find(context.url.searchParams.get('id'));
    return json(context, { polymer_products: row ? present(row, context.url) : null });
  }),
];
