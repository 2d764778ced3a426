import { readFilters, keywordFilter, idOf } from '../../shared/listing/urlFilters';
import { readSelection } from '../../shared/storage/selection';

export interface MaterialsPageQuery {
  brandId: number;
  city: string;
  keyword: string;
  page: number;
}

/** The materials list's search box. */
export const materialSearch = [keywordFilter] as const;

/**
 * The first page of the materials list as a page's URL names it: the brand handed over, the city chosen (URL or
 * this browser), the search words; null without a brand or a city (the screen asks for one first).
 */
export function materialsFirstPageAt(search: string): MaterialsPageQuery | null {
  const brandId = idOf(readSelection('brandId', search));
  const city = readSelection('materialCity', search) ?? '';
  if (brandId === null || city === '') return null;
  return { brandId, city, keyword: readFilters(search, materialSearch).keyword[0] ?? '', page: 1 };
}
