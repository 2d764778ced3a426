import type { Resource } from '../data/definitions';
import { useResource, type ResourceView } from '../data/useData';
import type { ListingPage } from './ListingDetail';

/**
 * A detail screen's record and similar listings. Without params (no usable id in the URL or storage) nothing
 * is asked for and the page is "Record Not Found".
 */
export function useListingPage<P, Details, Item>(
  resource: Resource<P, ListingPage<Details, Item>>,
  params: P | null,
): ResourceView<ListingPage<Details, Item>> {
  const page = useResource(resource, params as P, { enabled: params !== null });
  return params === null ? { ...page, data: { record: null, similar: [] } } : page;
}
