import { useId } from 'react';
import { Heading, Link, Stack, Text } from '@plastihub/ui';
import { useSignedInUserId } from '../account/signedInUser';
import { href } from '../routing/paths';
import { useNewListingCounts, type NewListings } from './useNewListingCounts';
import { useBuyerTool } from './userStore';

function totalText(found: readonly NewListings[]): string {
  if (found.some((each) => each.status === 'checking'))
    return 'Checking your saved searches for new listings…';
  const total = found.reduce((sum, each) => sum + (each.status === 'counted' ? each.newIds.length : 0), 0);
  const counted =
    total === 0
      ? 'No new listings in your saved searches.'
      : `${total} new ${total === 1 ? 'listing' : 'listings'} in your saved searches.`;
  return found.some((each) => each.status === 'failed')
    ? `${counted} Some searches could not be checked.`
    : counted;
}

/** The dashboard's line on saved searches: how many listings are new in all of them, and the way to them. */
export function SavedSearchesTotal() {
  const headingId = useId();
  const { items } = useBuyerTool(useSignedInUserId(), 'savedSearches');
  const counts = useNewListingCounts(items);
  if (items.length === 0) return null;
  return (
    <Stack as="section" space="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Saved searches
      </Heading>
      <Text role="status">
        {totalText(items.map((search) => counts[search.id] ?? { status: 'checking' }))}
      </Text>
      <Link href={href('mySavedSearches')}>My Saved Searches</Link>
    </Stack>
  );
}
