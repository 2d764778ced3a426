import {
  getBrands,
  getMaterialCities,
  getMaterialDealers,
  getMaterialDetails,
  getMaterials,
  getRateLists,
} from '@plastihub/api-client';
import { callOf, defineResource, type ResourceCall } from '../../shared/data/definitions';
import { aText, anId, exactly } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import { materialsFirstPageAt, type MaterialsPageQuery } from './materialsQuery';

/** The brand grid of `/material-brand` (and the brand names of the other material screens). */
export const materialBrands = defineResource('materials.brands', (_params: null, options) =>
  getBrands(options),
);

/** The cities with material prices: the Select City dialog's choices. */
export const materialCities = defineResource('materials.cities', (_params: null, options) =>
  getMaterialCities(options),
);

export type { MaterialsPageQuery };

/** One page of a brand's materials, priced for the chosen city (a keyword search sends the city too). */
export const materialsPage = defineResource('materials.page', async (query: MaterialsPageQuery, options) => {
  const { materials, brand } = await getMaterials(query, options);
  return { ...materials, brand };
});
savedSearchList(
  materialsPage,
  exactly<MaterialsPageQuery>({ brandId: anId, city: aText, keyword: aText, page: anId }),
);

/** A material's details (no similar materials: the spec shows none); the compare list reads them too. */
export const materialPage = defineResource('materials.details', async (query: { id: number }, options) => ({
  record: await getMaterialDetails(query, options),
  similar: [] as never[],
}));

/** A brand's dealers in the chosen city; none is "No dealer found at this location." */
export const materialDealers = defineResource(
  'materials.dealers',
  (query: { brandId: number; city: string }, options) => getMaterialDealers(query, options),
);

/** Every brand's downloadable price lists (document 3); the screen's brand choice filters them. */
export const rateLists = defineResource('materials.rateLists', (_params: null, options) =>
  getRateLists(options),
);

/** What the materials list asks for as its route matches: the first page its URL names (materialsQuery.ts). */
export function materialsPreload(search: string): ResourceCall[] {
  const query = materialsFirstPageAt(search);
  return query ? [callOf(materialsPage, query)] : [];
}
