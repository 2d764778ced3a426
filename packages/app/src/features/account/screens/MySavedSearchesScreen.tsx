import { Button, Card, EmptyState, Heading, Inline, Link, Stack, Text } from '@plastihub/ui';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { useSignedInUserId } from '../../../shared/account/signedInUser';
import { removeSearch, savedSearchHref, useBuyerTool, type SavedSearch } from '../../../shared/buyerTools';
import {
  SEARCH_UNAVAILABLE,
  useNewListingCounts,
  type NewListings,
} from '../../../shared/buyerTools/useNewListingCounts';

/** My Saved Searches: the filtered lists the user named, each with the listings new since they last opened it. */
export default function MySavedSearchesScreen() {
  return (
    <AccountLayout
      title="My Saved Searches"
      description="Lists you saved with their filters, kept in this browser for your account. Open one to see its new listings marked New."
    >
      <SavedSearches />
    </AccountLayout>
  );
}

function SavedSearches() {
  const { items, update } = useBuyerTool(useSignedInUserId(), 'savedSearches');
  const counts = useNewListingCounts(items);
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        description="Filter a list of products, machines, materials, lenders, jobs or executives, then press Save this search."
      />
    );
  }
  return (
    <Stack as="ul" space="md" aria-label="Saved searches">
      {items.map((search) => (
        <li key={search.id}>
          <SavedSearchCard
            search={search}
            found={counts[search.id] ?? { status: 'checking' }}
            onRemove={() => update((list) => removeSearch(list, search.id))}
          />
        </li>
      ))}
    </Stack>
  );
}

/** "2 new", "No new listings", "Checking for new listings…", or why it could not be checked. */
function newListingsText(found: NewListings): string {
  if (found.status === 'checking') return 'Checking for new listings…';
  if (found.status === 'failed') return found.error;
  if (found.status === 'unavailable') return SEARCH_UNAVAILABLE;
  const count = found.newIds.length;
  return count === 0 ? 'No new listings' : `${count} new`;
}

function SavedSearchCard({
  search,
  found,
  onRemove,
}: {
  search: SavedSearch;
  found: NewListings;
  onRemove: () => void;
}) {
  return (
    <Card as="article" padding="large" aria-label={search.name}>
      <Stack space="sm">
        <Heading level={2} visualLevel={4}>
          {found.status === 'unavailable' ? (
            search.name
          ) : (
            <Link href={savedSearchHref(search)}>{search.name}</Link>
          )}
        </Heading>
        <Text tone="muted">{search.kind}</Text>
        <Text
          role="status"
          tone={found.status === 'failed' ? 'critical' : undefined}
          weight={found.status === 'counted' && found.newIds.length > 0 ? 'bold' : undefined}
        >
          {newListingsText(found)}
        </Text>
        <Inline space="md">
          {found.status === 'failed' && (
            <Button variant="secondary" size="small" onPress={found.retry}>
              Try again
            </Button>
          )}
          <Button variant="secondary" size="small" aria-label={`Remove ${search.name}`} onPress={onRemove}>
            Remove
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
