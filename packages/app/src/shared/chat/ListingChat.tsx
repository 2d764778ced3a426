import { lazy, Suspense, useState } from 'react';
import type { ChatListingType } from '@plastihub/api-client';
import { Button } from '@plastihub/ui';
import { useAppSelector } from '../hooks';

// The panel (and the dialog with it) downloads when a visitor first opens a chat, not with the page.
const ListingChatPanel = lazy(() => import('./ListingChatPanel'));

export interface ListingChatProps {
  listingType: ChatListingType;
  listingId: number;
  /** The seller; no chat when the server left them out. */
  partnerId: number | null;
  partnerName: string;
}

/** The Chat button of a listing's detail screen and the side panel it opens (not on one's own listing). */
export function ListingChat({ listingType, listingId, partnerId, partnerName }: ListingChatProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const ownUserId = useAppSelector((state) => state.auth.user?.id ?? null);
  if (partnerId === null || partnerId === ownUserId) return null;
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Chat
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ListingChatPanel
            thread={{ partnerId, listingId, listingType }}
            partnerName={partnerName}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
