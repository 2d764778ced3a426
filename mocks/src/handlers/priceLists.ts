import { get, json } from '../http';
import { brands } from '../seed/materials';
import { rateLists } from '../seed/priceLists';

export const priceListHandlers = [
  get('/rate-list', (context) =>
    json(context, {
      ratelist: rateLists.all().map((row) => {
        const brand = brands.find(row.brand_id);
        return { ...row, brand: brand ? { id: brand.id, name: brand.name, image: brand.image } : null };
      }),
    }),
  ),
];
