import { get, json, type RouteContext } from '../http';
import { countryRelation, productCategories, productConditions } from '../seed/lookups';
import { tradeProducts, type TradeProductRow } from '../seed/trade';
import { commaList, sellerFields } from './listingQuery';

const SIMILAR_PRODUCTS = 4;

const isPublic = (row: TradeProductRow) => row.approved === 1;

const relation = (row: { id: number; name: string } | undefined) =>
  row ? { id: row.id, name: row.name } : null;

/** The card of the product lists and the similar products. */
function listItem(row: TradeProductRow) {
  return {
    id: row.id,
    name: row.name,
    product_type: row.product_type,
    category_id: row.category_id,
    image1: row.image1,
    price: row.price,
    currency: row.currency,
    price_basis: row.price_basis,
    city: row.city,
    state: row.state,
    country: countryRelation(row.country_id),
    product_category: relation(productCategories.find(row.category_id)),
    product_condition: relation(productConditions.find(row.condition_id)),
  };
}

function details(row: TradeProductRow) {
  const { country_id, target_country_id, sellerid, ...fields } = row;
  return {
    ...fields,
    country: countryRelation(country_id),
    target_country: countryRelation(target_country_id),
    product_category: relation(productCategories.find(row.category_id)),
    product_condition: relation(productConditions.find(row.condition_id)),
    ...sellerFields(sellerid),
  };
}

/** Newest first, as a marketplace shows them. */
const newestFirst = (a: TradeProductRow, b: TradeProductRow) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

function ofType(context: RouteContext) {
  const type = context.url.searchParams.get('product_type');
  return tradeProducts
    .where((row) => isPublic(row) && (!type || row.product_type === type))
    .sort(newestFirst);
}

/** An empty id list does not filter. */
function inList(ids: string[], value: number | null) {
  return ids.length === 0 || (value !== null && ids.includes(String(value)));
}

function filtered(context: RouteContext) {
  const query = context.url.searchParams;
  const countries = commaList(query.get('country_ids'));
  const categories = commaList(query.get('category_ids'));
  const conditions = commaList(query.get('condition_ids'));
  const rows = ofType(context).filter(
    (row) =>
      inList(countries, row.country_id) &&
      inList(categories, row.category_id) &&
      inList(conditions, row.condition_id),
  );
  return json(context, { products: rows.map(listItem) });
}

function productDetails(context: RouteContext) {
  const query = context.url.searchParams;
  const product = tradeProducts.find(query.get('id'));
  if (!product || !isPublic(product)) return json(context, { products: null, similar_products: [] });
  const categoryId = Number(query.get('category_id') ?? product.category_id) || product.category_id;
  const similar = tradeProducts
    .where((row) => isPublic(row) && row.id !== product.id && row.category_id === categoryId)
    .sort(newestFirst)
    .slice(0, SIMILAR_PRODUCTS);
  return json(context, { products: details(product), similar_products: similar.map(listItem) });
}

// The trade list and detail routes are guarded in the app, so their calls need a token too.
export const tradeHandlers = [
  get(
    '/typewise-trade-product-list',
    (context) => json(context, { products: ofType(context).map(listItem) }),
    {
      auth: true,
    },
  ),
  get('/trade-product-filter', filtered, { auth: true }),
  get('/trade-product-details', productDetails, { auth: true }),
];

/** The newest products for the home page (GET /front). */
export const latestTradeProducts = (count: number) =>
  tradeProducts.where(isPublic).sort(newestFirst).slice(0, count).map(listItem);
