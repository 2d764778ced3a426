import { useEffect } from 'react';
import { Inline, ShareMenu } from '@plastihub/ui';
import { useSignedInUserId } from '../account/signedInUser';
import type { ListingRef } from './listingItem';
import { recordView } from './recentlyViewed';
import { SaveListing } from './SaveListing';
import { markGone } from './shortlist';
import { useBuyerTool } from './userStore';

/**
 * A listing's details page, beside its title (on a phone in its action bar, Share as an icon): Share and Save. Opening it puts it first in the user's recently
 * viewed listings.
 */
export function ListingTools({ listing, compact = false }: { listing: ListingRef; compact?: boolean }) {
  const userId = useSignedInUserId();
  const { update } = useBuyerTool(userId, 'recentlyViewed');
  useEffect(() => {
    if (userId !== null) update((list) => recordView(list, listing, new Date()));
    // Once per listing opened (and once the user is known), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, listing.kind, listing.id]);
  return (
    <Inline space="sm">
      <ShareMenu title={listing.title} url={new URL(listing.path, location.origin).href} iconOnly={compact} />
      <SaveListing listing={listing} />
    </Inline>
  );
}

/**
 * A details page that found no listing ("Record Not Found"): a shortlist entry for it says the listing is gone,
 * and it leaves the recently viewed list.
 */
export function GoneListing({ listing }: { listing: Pick<ListingRef, 'kind' | 'id'> }) {
  const userId = useSignedInUserId();
  const shortlist = useBuyerTool(userId, 'shortlist');
  const recentlyViewed = useBuyerTool(userId, 'recentlyViewed');
  useEffect(() => {
    if (userId === null) return;
    shortlist.update((list) => markGone(list, listing));
    recentlyViewed.update((list) =>
      list.filter((item) => item.kind !== listing.kind || item.id !== listing.id),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, listing.kind, listing.id]);
  return null;
}
