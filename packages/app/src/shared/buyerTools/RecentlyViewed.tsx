import { useId } from 'react';
import { Heading, Stack, Text } from '@plastihub/ui';
import { useSignedInUserId } from '../account/signedInUser';
import { SavedListings } from './SavedListings';
import { useBuyerTool } from './userStore';

/** The last listings the signed-in user opened, newest first (the dashboard, the home page). */
export function RecentlyViewed({ emptyText }: { emptyText?: string }) {
  const headingId = useId();
  const { items } = useBuyerTool(useSignedInUserId(), 'recentlyViewed');
  if (items.length === 0 && !emptyText) return null;
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Recently viewed
      </Heading>
      {items.length === 0 ? (
        <Text tone="muted">{emptyText}</Text>
      ) : (
        <SavedListings items={items} label="Listings you viewed recently" />
      )}
    </Stack>
  );
}
