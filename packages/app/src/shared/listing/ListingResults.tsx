import { useDeferredValue, type ReactNode } from 'react';
import {
  Button,
  EmptyState,
  ErrorState,
  ListingCard,
  ListingGrid,
  Stack,
  Text,
  type ListingCompareToggle,
} from '@plastihub/ui';
import { useAppDispatch } from '../store/hooks';
import { selectionMade } from '../storage/selection.saga';
import type { ResourceView } from '../data/useData';
import { itemHref, type ListingCards } from './listingKind';

/** The first row on a tablet: these cards' pictures are above the fold, the rest load as they scroll in. */
const EAGER_IMAGES = 2;

export interface ListingResultsProps<Item> {
  kind: ListingCards<Item>;
  results: ResourceView<readonly Item[]>;
  /** Names the result list: "Virgin Polymers products". */
  label: string;
  /** Filters are in force: an empty answer offers to clear them. */
  onClearFilters?: () => void;
  /** The level of the cards' titles and of a state's heading: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** A kind that can be compared: each card's Add to compare / Remove from compare. */
  compareOf?: (item: Item) => ListingCompareToggle;
  /** Replaces the count ("12 results") where the list is paged: "12 of 22 materials". */
  summary?: (shown: number) => string;
  /** Under the grid: a paged list's Load more. */
  footer?: ReactNode;
  /** The link to the item's page: "View", or "View Details" (jobs). */
  viewLabel?: string;
  /** More on each card (a job's Apply): given the item's link and the hand-off that follows it. */
  actionsOf?: (item: Item, link: { href: string; onNavigate: () => void }) => ReactNode;
  /** A seller's own listings: each card's Delete (after its confirmation), and whether it is being deleted. */
  deleteOf?: (item: Item) => { onDelete: () => void; deleting: boolean };
}

/**
 * A list's results in every state: skeleton cards while the first answer loads, the failure with Try again,
 * "No Data Found", then a grid of cards. Each card hands its selection to the detail screen.
 */
export function ListingResults<Item>({
  kind,
  results,
  label,
  onClearFilters,
  headingLevel = 2,
  compareOf,
  summary,
  footer,
  viewLabel = 'View',
  actionsOf,
  deleteOf,
}: ListingResultsProps<Item>) {
  const dispatch = useAppDispatch();
  const { status, error, retry } = results;
  // A page of cards is the heaviest render of a list screen: React renders the new results in the background,
  // in short slices, so a phone stays responsive (the answer arrives through the store, which renders at once).
  const data = useDeferredValue(results.data);
  if (status === 'failed' && data === undefined) {
    return <ErrorState headingLevel={headingLevel} message={error ?? undefined} onRetry={retry} />;
  }
  if (data?.length === 0) {
    return (
      <EmptyState
        variant="empty"
        headingLevel={headingLevel}
        action={
          onClearFilters && (
            <Button variant="secondary" onPress={onClearFilters}>
              Clear filters
            </Button>
          )
        }
      />
    );
  }
  return (
    <Stack space="md">
      <Text tone="muted" role="status">
        {data === undefined
          ? '\u00a0'
          : summary
            ? summary(data.length)
            : data.length === 1
              ? '1 result'
              : `${data.length} results`}
      </Text>
      <ListingGrid label={label} loading={data === undefined} pictures={kind.pictures}>
        {data?.map((item, index) => {
          const selection = kind.selectionOf(item);
          const to = itemHref(kind, item);
          const open = () => dispatch(selectionMade({ values: selection, to }));
          return (
            <ListingCard
              key={to}
              {...kind.card(item)}
              href={to}
              picture={kind.pictures}
              viewLabel={viewLabel}
              headingLevel={headingLevel}
              imageEager={index < EAGER_IMAGES}
              compare={compareOf?.(item)}
              {...deleteOf?.(item)}
              onNavigate={open}
              actions={actionsOf?.(item, { href: to, onNavigate: open })}
            />
          );
        })}
      </ListingGrid>
      {footer}
    </Stack>
  );
}
