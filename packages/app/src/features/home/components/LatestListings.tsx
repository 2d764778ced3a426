import { Heading, Stack } from '@plastihub/ui';
import { RecentlyViewed } from '../../../shared/buyerTools/RecentlyViewed';
import { useResource } from '../../../shared/data/useData';
import { blogCards } from '../../../shared/listing/blogCards';
import type { ListingCards } from '../../../shared/listing/listingKind';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { tradeProductCards } from '../../../shared/listing/tradeProductCards';
import { latestListings } from '../latest.data';

/**
 * Below the home page's tiles: a signed-in user's recently viewed listings (kept in this browser), then the
 * newest trade products and blog posts. The page never waits for them: nothing
 * shows while they load, and a list that is empty or did not load is left out (no error, no empty state).
 */
export default function LatestListings() {
  const latest = useResource(latestListings, null);
  return (
    <Stack space="xl">
      <RecentlyViewed />
      <LatestSection
        heading="Latest products"
        kind={tradeProductCards}
        items={latest.data?.products ?? []}
        retry={latest.retry}
      />
      <LatestSection
        heading="Latest blog posts"
        kind={blogCards}
        items={latest.data?.blogs ?? []}
        retry={latest.retry}
      />
    </Stack>
  );
}

interface LatestSectionProps<Item> {
  heading: string;
  kind: ListingCards<Item>;
  items: readonly Item[];
  retry: () => void;
}

function LatestSection<Item>({ heading, kind, items, retry }: LatestSectionProps<Item>) {
  if (items.length === 0) return null;
  return (
    <Stack as="section" space="md" aria-label={heading}>
      <Heading level={2}>{heading}</Heading>
      <ListingResults
        kind={kind}
        label={heading}
        headingLevel={3}
        results={{ status: 'succeeded', data: items, error: null, retry }}
      />
    </Stack>
  );
}
