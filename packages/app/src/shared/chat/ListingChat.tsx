import { Suspense, useState } from 'react';
import type { ChatListingType } from '@plastihub/api-client';
import { Button, Link, Text } from '@plastihub/ui';
import { currentPathWithSearch } from '../routing/navigation';
import { href } from '../routing/paths';
import { useAppSelector } from '../store/hooks';
import { QuietBoundary } from '../page/QuietBoundary';
import { retryableLazy } from '../routing/retryableLazy';

// The panel (and the dialog with it) downloads when a visitor first opens a chat, not with the page.
const ListingChatPanel = retryableLazy(() => import('./ListingChatPanel'));

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
  // How many times Chat was pressed: the first opens the panel, a later one retries a panel that failed to load.
  const [presses, setPresses] = useState(0);
  const ownUserId = useAppSelector((state) => state.auth.user?.id ?? null);
  const signedIn = useAppSelector((state) => state.auth.signedIn);
  if (partnerId === null || partnerId === ownUserId) return null;
  // A visitor (a build that opens browsing) signs in first, and comes back to the listing.
  if (!signedIn)
    return (
      <Link href={href('login', { query: { next: currentPathWithSearch() } })} asButton variant="secondary">
        Chat
      </Link>
    );
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => {
          setPresses((count) => count + 1);
          setOpen(true);
        }}
      >
        Chat
      </Button>
      {presses > 0 && (
        <QuietBoundary
          retryKey={presses}
          fallback={
            <Text role="alert">The chat could not open. Check your connection and press Chat again.</Text>
          }
        >
          <Suspense fallback={null}>
            <ListingChatPanel
              thread={{ partnerId, listingId, listingType }}
              partnerName={partnerName}
              open={open}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </>
  );
}
