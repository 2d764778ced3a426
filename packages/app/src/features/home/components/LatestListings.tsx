import { Heading, Stack } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { blogCards } from '../../../shared/listing/blogCards';
import type { ListingCards } from '../../../shared/listing/listingKind';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { tradeProductCards } from '../../../shared/listing/tradeProductCards';
import { latestListings } from '../latest.data';

/**
 * The newest trade products and blog posts, below the home page's tiles. The page never waits for them: nothing
 * shows while they load, and a list that is empty or did not load is left out (no error, no empty state).
 */
export default function LatestListings() {
  const latest = useResource(latestListings, null);
  return (
    <>
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
    </>
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
