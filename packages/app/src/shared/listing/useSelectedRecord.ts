import type { Resource } from '../data/definitions';
import type { ResourceView } from '../data/useData';
import type { SelectionName } from '../storage/selection';
import type { ListingPage } from './ListingDetail';
import { idOf } from './urlFilters';
import { useListingPage } from './useListingPage';
import { useSelections } from './useSelections';

/** The id of the record a screen was handed (URL first, then storage), or null when there is no usable one. */
export function useSelectedId(name: SelectionName): number | null {
  return idOf(useSelections([name])[name]);
}

/**
 * A detail screen's record: the one whose id the screen was handed under `name`, with its similar listings. The
 * call's params default to `{ id }`. Without a usable id nothing is asked for and the page is "Record Not Found".
 */
export function useSelectedRecord<Details, Item>(
  name: SelectionName,
  resource: Resource<{ id: number }, ListingPage<Details, Item>>,
): ResourceView<ListingPage<Details, Item>>;
export function useSelectedRecord<P, Details, Item>(
  name: SelectionName,
  resource: Resource<P, ListingPage<Details, Item>>,
  paramsOf: (id: number) => P,
): ResourceView<ListingPage<Details, Item>>;
export function useSelectedRecord<P, Details, Item>(
  name: SelectionName,
  resource: Resource<P, ListingPage<Details, Item>>,
  paramsOf: (id: number) => P = (id) => ({ id }) as P,
): ResourceView<ListingPage<Details, Item>> {
  const id = useSelectedId(name);
  return useListingPage(resource, id === null ? null : paramsOf(id));
}
