import { get, json } from '../http';
import { countries, productCategories, productConditions } from '../seed/lookups';

const idName = ({ id, name }: { id: number; name: string }) => ({ id, name });

export const lookupHandlers = [
  get('/countries', (context) => json(context, { countries: countries.all().map(idName) })),
  get('/product-categories', (context) =>
    json(context, { product_categories: productCategories.all().map(idName) }),
  ),
  get('/product-conditions', (context) =>
    json(context, { product_conditions: productConditions.all().map(idName) }),
  ),
];
