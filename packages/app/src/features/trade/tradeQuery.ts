import { tradeTypes, type TradeType } from '@plastihub/api-client/requests';
import { idsOf, isId, readFilters, type FilterDef, type FilterValues } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/storage/selection';

/** The trade list's filters: multiple choices, held in the URL as comma lists of ids. */
export const tradeFilters = [
  { param: 'country', name: 'Country', selection: 'multiple', accepts: isId },
  { param: 'category', name: 'Category', selection: 'multiple', accepts: isId },
  { param: 'condition', name: 'Condition', selection: 'multiple', accepts: isId },
] as const satisfies readonly FilterDef[];

export type TradeProductQuery = {
  tradeType: TradeType;
  countryIds: number[];
  categoryIds: number[];
  conditionIds: number[];
};

export const isTradeType = (value: string | null): value is TradeType =>
  tradeTypes.some((type) => type === value);

/** The list call's params for a trade type and the filters in force (the screen and the preload agree). */
export const tradeProductQuery = (
  tradeType: TradeType,
  { country, category, condition }: FilterValues<(typeof tradeFilters)[number]['param']>,
): TradeProductQuery => ({
  tradeType,
  countryIds: idsOf(country),
  categoryIds: idsOf(category),
  conditionIds: idsOf(condition),
});

/** The list's query for a page's URL (the trade type handed over, the filters in the URL); null for no type. */
export function tradeProductQueryAt(search: string): TradeProductQuery | null {
  const tradeType = readSelection('tradeType', search);
  return isTradeType(tradeType) ? tradeProductQuery(tradeType, readFilters(search, tradeFilters)) : null;
}

/** Whether a filter is in force: the list then comes from the filter call. */
export const isFiltered = (query: TradeProductQuery): boolean =>
  query.countryIds.length + query.categoryIds.length + query.conditionIds.length > 0;
