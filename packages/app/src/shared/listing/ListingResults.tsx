import { useDeferredValue, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  Button,
  EmptyState,
  ErrorState,
  Inline,
  ListingCard,
  ListingGrid,
  ResultsBar,
  RouterProvider,
  Select,
  Stack,
  Text,
  type ListingCompareToggle,
} from '@plastihub/ui';
import { useAppDispatch } from '../store/hooks';
import { selectionMade } from '../storage/selection.saga';
import type { ResourceView } from '../data/useData';
import { itemHref, type ListingCards } from './listingKind';
import { LoadMore, pagedSummary, type PagedResults } from './LoadMore';
import { SaveListing } from '../buyerTools/SaveListing';
import { listingRef } from '../buyerTools/listingRef';
import { SaveSearch } from '../buyerTools/SaveSearch';
import { listedIds } from '../buyerTools/savedSearches';
import { useNewSinceLastVisit } from '../buyerTools/useNewSinceLastVisit';
import { useShownRangeForBack } from './useShownRangeForBack';
import { SERVER_ORDER_LABEL, SORT_PARAM, sortNamed, sortedItems } from './listingSorts';
import { withFilter } from './urlFilters';

/** The first row on a tablet: these cards' pictures are above the fold, the rest load as they scroll in. */
const EAGER_IMAGES = 2;

interface ListingResultsOptions<Item> {
  kind: ListingCards<Item>;
  /** Names the result list: "Virgin Polymers products". */
  label: string;
  /** Filters are in force: an empty answer offers to clear them. */
  onClearFilters?: () => void;
  /** The level of the cards' titles and of a state's heading: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** A kind that can be compared: each card's Add to compare / Remove from compare (none for an item that cannot be). */
  compareOf?: (item: Item) => ListingCompareToggle | undefined;
  /** The link to the item's page: "View", or "View Details" (jobs). */
  viewLabel?: string;
  /** More on each card (a job's Apply): given the item's link, which hands the selection on as the card's do. */
  actionsOf?: (item: Item, link: { href: string }) => ReactNode;
  /** A seller's own listings: each card's Delete (after its confirmation), and whether it is being deleted. */
  deleteOf?: (item: Item) => { onDelete: () => void; deleting: boolean };
  /**
   * A public list the user can keep as a saved search ("Save this search", named after `label`); opened again,
   * its listings new since the last visit are marked "New".
   */
  searchable?: boolean;
  /**
   * A list screen's own results (not a detail page's similar listings): Sort by, with the kind's orders
   * (`sorts`), kept in the URL. Lists the server pages are sorted by the server, never here.
   */
  sortable?: boolean;
}

/**
 * The results: one answer (`useResource`), or a list the server pages (`usePagedResource`), counted as
 * "12 of 22 materials" with Load more under the grid.
 */
export type ListingResultsProps<Item> = ListingResultsOptions<Item> &
  (
    { results: ResourceView<readonly Item[]>; paged?: never } | { paged: PagedResults<Item>; results?: never }
  );

/** A card's compare toggle as shown now, whose press toggles the item in the compare list as it is then. */
const compareToggle = (
  shown: ListingCompareToggle | undefined,
  atPress: () => ListingCompareToggle | undefined,
): ListingCompareToggle | undefined => shown && { ...shown, onToggle: () => atPress()?.onToggle() };

/** A paged list's first page as one answer: its state, the items of every page shown, its Try again. */
const resultsOf = <Item,>({ view }: PagedResults<Item>): ResourceView<readonly Item[]> => ({
  status: view.status,
  data: view.items,
  error: view.error,
  retry: view.retry,
});

/**
 * A list's results in every state: skeleton cards while the first answer loads, the failure with Try again,
 * "No Data Found", then a grid of cards. Each card hands its selection to the detail screen.
 */
export function ListingResults<Item>(props: ListingResultsProps<Item>) {
  const {
    kind,
    label,
    onClearFilters,
    headingLevel = 2,
    compareOf,
    viewLabel = 'View',
    actionsOf,
    deleteOf,
    searchable = false,
    sortable = false,
    paged,
  } = props;
  const results = paged ? resultsOf(paged) : props.results;
  const dispatch = useAppDispatch();
  // A card renders again only when what it shows changes (itemState below), so its Compare and Delete read the
  // current list when pressed, not the one of the card's last render.
  const current = useRef({ compareOf, deleteOf });
  useLayoutEffect(() => {
    current.current = { compareOf, deleteOf };
  });
  const { status, error, retry } = results;
  // A page of cards is the heaviest render of a list screen: React renders the new results in the background,
  // in short slices, so a phone stays responsive (the answer arrives through the store, which renders at once).
  const data = useDeferredValue(results.data);
  const listCall = paged ? paged.view.firstCall : props.results.call;
  const shownIds = useMemo(() => (searchable && data ? listedIds(data) : null), [searchable, data]);
  const newIds = useNewSinceLastVisit(shownIds);
  const shownForBack = useShownRangeForBack(label);
  // Other filters are another list: its cards start from the top (the range is kept per history entry). Deferred
  // with the data: the new grid renders in the background, after the tap that changed the filters has painted.
  const urgentSearch = useSearch();
  const search = useDeferredValue(urgentSearch);
  const [path, setLocation] = useLocation();
  const sorts = sortable && !paged ? (kind.sorts ?? []) : [];
  // Sorted with the deferred search, so the new order renders in the background like new filters.
  const sort = sortNamed(search, sorts);
  const items = useMemo(() => data && sortedItems(data, sort), [data, sort]);
  // Shown from the start (waiting for the list's answer), so that nothing moves when it comes.
  const saveSearch = searchable && kind.savedAs && listCall && (
    <SaveSearch defaultName={label} kind={kind.savedAs} list={listCall} shownIds={shownIds} />
  );
  if (status === 'failed' && data === undefined) {
    return <ErrorState headingLevel={headingLevel} message={error ?? undefined} onRetry={retry} />;
  }
  if (data?.length === 0) {
    return (
      <EmptyState
        variant="empty"
        headingLevel={headingLevel}
        action={
          (onClearFilters || saveSearch) && (
            <Inline space="md" justifyContent="center">
              {onClearFilters && (
                <Button variant="secondary" onPress={onClearFilters}>
                  Clear filters
                </Button>
              )}
              {saveSearch}
            </Inline>
          )
        }
      />
    );
  }
  const summary = (
    <Text tone="muted" role="status">
      {data === undefined
        ? '\u00a0'
        : paged
          ? pagedSummary(paged, data.length)
          : data.length === 1
            ? '1 result'
            : `${data.length} results`}
    </Text>
  );
  // Shown from the start, as Save this search is, so that nothing moves when the answer comes.
  const sortBy = sorts.length > 0 && (
    <Select
      label="Sort by"
      options={[{ value: '', label: SERVER_ORDER_LABEL }, ...sorts]}
      value={sortNamed(urgentSearch, sorts)?.value ?? ''}
      disabled={data === undefined}
      onChange={(value) => {
        const query = withFilter(urgentSearch, SORT_PARAM, [value]);
        setLocation(query ? `${path}?${query}` : path);
      }}
    />
  );
  return (
    <Stack space="md">
      {saveSearch || sortBy ? (
        <ResultsBar summary={summary}>
          {sortBy}
          {saveSearch}
        </ResultsBar>
      ) : (
        summary
      )}
      <ListingGrid
        key={search}
        label={label}
        loading={data === undefined}
        pictures={kind.pictures}
        items={items ?? []}
        itemKey={(item) => itemHref(kind, item)}
        itemState={(item) =>
          `${String(compareOf?.(item)?.selected)} ${newIds.has(String((item as { id?: unknown }).id))} ${String(deleteOf?.(item).deleting)}`
        }
        renderItem={(item, index) => {
          const selection = kind.selectionOf(item);
          const to = itemHref(kind, item);
          const open = () => dispatch(selectionMade({ values: selection, to }));
          const card = kind.card(item);
          const save = kind.savedAs && (
            <SaveListing
              size="small"
              listing={listingRef({
                kind: kind.savedAs,
                path: to,
                title: card.title,
                picture: card.imageSrc,
              })}
            />
          );
          return (
            // Every link on the card (its title, View, an action) hands the selection on as it opens the item.
            <RouterProvider navigate={open}>
              <ListingCard
                {...card}
                href={to}
                picture={kind.pictures}
                viewLabel={viewLabel}
                headingLevel={headingLevel}
                imageEager={index < EAGER_IMAGES}
                compare={compareToggle(compareOf?.(item), () => current.current.compareOf?.(item))}
                isNew={newIds.has(String((item as { id?: unknown }).id))}
                {...(deleteOf && {
                  deleting: deleteOf(item).deleting,
                  onDelete: () => current.current.deleteOf?.(item).onDelete(),
                })}
                actions={
                  save || actionsOf ? (
                    <>
                      {actionsOf?.(item, { href: to })}
                      {save}
                    </>
                  ) : undefined
                }
              />
            </RouterProvider>
          );
        }}
        {...shownForBack}
      />
      {paged && <LoadMore {...paged} />}
    </Stack>
  );
}
