import type { ReactNode } from 'react';
import { ListingCard, ListingGrid } from '@plastihub/ui';
import type { ListingItem } from './listingItem';

export interface SavedListingsProps {
  items: readonly ListingItem[];
  /** Names the list: "Saved Trade Product listings". */
  label: string;
  headingLevel?: 2 | 3;
  /** More on each card (Remove). */
  actionsOf?: (item: ListingItem) => ReactNode;
}

/** Listings kept in this browser (the shortlist, the recently viewed): each card opens its details page. */
export function SavedListings({ items, label, headingLevel = 3, actionsOf }: SavedListingsProps) {
  return (
    <ListingGrid label={label}>
      {items.map((item) => (
        <ListingCard
          key={`${item.kind} ${item.id}`}
          title={item.title}
          href={item.path}
          imageSrc={item.picture}
          meta={[
            { value: item.kind },
            ...(item.gone ? [{ value: 'This listing is no longer available.' }] : []),
          ]}
          viewLabel={item.gone ? undefined : 'View'}
          headingLevel={headingLevel}
          actions={actionsOf?.(item)}
        />
      ))}
    </ListingGrid>
  );
}
