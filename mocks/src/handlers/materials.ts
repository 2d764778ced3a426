import { get, json } from '../http';
import { productCategories, productConditions } from '../seed/lookups';
import { brands, MATERIAL_CITIES, materialDealers, materials, type MaterialRow } from '../seed/materials';
import { matchesKeyword } from './listingQuery';

/** Page size of /connect-materials (the spec does not give one; Laravel pages by 15, the grid shows 4 a row). */
export const MATERIALS_PER_PAGE = 12;

const categoryName = (row: MaterialRow) => productCategories.find(row.product_category_id)?.name ?? '';

function materialCard(row: MaterialRow, city: string) {
  return {
    id: row.id,
    brand_id: row.brand_id,
    name: row.name,
    image1: row.image1,
    grade: row.grade,
    polymer_type: row.polymer_type,
    product_category_id: row.product_category_id,
    product_category: { id: row.product_category_id, name: categoryName(row) },
    // With a city the server loads that city's price only.
    connect_material_prices: city
      ? row.connect_material_prices.filter((price) => price.city.toLowerCase() === city.toLowerCase())
      : row.connect_material_prices,
  };
}

function laravelPage<T>(url: URL, items: T[], perPage: number) {
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const currentPage = Math.min(Math.max(1, Number(url.searchParams.get('page')) || 1), lastPage);
  const from = (currentPage - 1) * perPage;
  const pageUrl = (page: number) => {
    const next = new URL(url);
    next.searchParams.set('page', String(page));
    return next.toString();
  };
  return {
    current_page: currentPage,
    data: items.slice(from, from + perPage),
    first_page_url: pageUrl(1),
    from: total ? from + 1 : null,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    next_page_url: currentPage < lastPage ? pageUrl(currentPage + 1) : null,
    path: `${url.origin}${url.pathname}`,
    per_page: perPage,
    prev_page_url: currentPage > 1 ? pageUrl(currentPage - 1) : null,
    to: total ? Math.min(from + perPage, total) : null,
    total,
  };
}

export const materialHandlers = [
  get('/brands', (context) => json(context, { brands: brands.all() })),

  get('/connect-materials', (context) => {
    const query = context.url.searchParams;
    const brandId = Number(query.get('brand_id'));
    const city = query.get('city') ?? '';
    const keyword = query.get('keyword');
    const rows = materials
      .where((row) => row.brand_id === brandId)
      .filter((row) => matchesKeyword(keyword, [row.name, row.grade, row.polymer_type, categoryName(row)]))
      .map((row) => materialCard(row, city));
    return json(context, {
      connect_materials: laravelPage(context.url, rows, MATERIALS_PER_PAGE),
      brands: brands.all(),
    });
  }),

  get('/connect-materials-details', (context) => {
    const row = materials.find(context.url.searchParams.get('id'));
    if (!row) return json(context, { connect_materials: null });
    const brand = brands.find(row.brand_id);
    const condition = productConditions.find(row.product_condition_id);
    return json(context, {
      connect_materials: {
        ...row,
        ...materialCard(row, ''),
        brand: brand ? { id: brand.id, name: brand.name, image: brand.image } : null,
        product_condition: condition ? { id: condition.id, name: condition.name } : null,
      },
    });
  }),

  get('/connect-material-cities', (context) =>
    json(context, { cities: MATERIAL_CITIES.map((name, i) => ({ id: i + 1, name })) }),
  ),

  get('/connect-material-dealer-citybrandwise', (context) => {
    const query = context.url.searchParams;
    const brandId = Number(query.get('brand_id'));
    const city = (query.get('city') ?? '').toLowerCase();
    const dealers = materialDealers.where(
      (row) => row.brand_id === brandId && row.city.toLowerCase() === city,
    );
    return json(context, { dealers });
  }),
];
