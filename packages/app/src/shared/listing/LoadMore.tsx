import { Button, Stack, Text } from '@plastihub/ui';
import type { PagedView } from '../data/usePagedResource';

/** A list the server pages (`usePagedResource`), and what it holds in the plural ("materials"). */
export interface PagedResults<Item> {
  view: PagedView<Item, unknown>;
  noun: string;
}

/** "12 of 22 materials": how much of a paged list is shown. */
export const pagedSummary = ({ view, noun }: PagedResults<unknown>, shown: number) =>
  `${shown} of ${view.total} ${noun}`;

/**
 * Under a paged list: Load more while the server has more pages, "Loading…" while the next one comes, and
 * Try again (with the reason) when it failed; the pages shown stay.
 */
export function LoadMore({ view, noun }: PagedResults<unknown>) {
  if (!view.hasMore && view.more !== 'failed') return null;
  return (
    <Stack space="sm" alignItems="center">
      {view.more === 'failed' && (
        <Text tone="critical" role="alert">
          {`More ${noun} could not be loaded.`}
        </Text>
      )}
      <Button variant="secondary" onPress={view.loadMore} disabled={view.more === 'loading'}>
        {view.more === 'loading' ? 'Loading…' : view.more === 'failed' ? 'Try again' : 'Load more'}
      </Button>
    </Stack>
  );
}
