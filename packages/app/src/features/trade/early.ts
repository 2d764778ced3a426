import {
  countriesRequest,
  productCategoriesRequest,
  productConditionsRequest,
  tradeProductFilterRequest,
  tradeProductsRequest,
} from '@plastihub/api-client/early';
import type { EarlyRequests } from '../../shared/routing/earlyRequests';
import { isFiltered, tradeProductQueryAt } from './tradeQuery';

/** The trade list's data as its page opens: what its preload asks for (trade.data.ts), the filters' choices and the list. */
export const tradeEarlyRequests: EarlyRequests = {
  tradeProducts: (search) => {
    const query = tradeProductQueryAt(search);
    if (!query) return [];
    return [
      countriesRequest(),
      productCategoriesRequest(),
      productConditionsRequest(),
      isFiltered(query) ? tradeProductFilterRequest(query) : tradeProductsRequest(query.tradeType),
    ];
  },
};
