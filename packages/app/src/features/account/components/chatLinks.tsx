import type { ChatPartner, PartnerListingChat } from '@plastihub/api-client';
import { ChatList, RouterProvider, type ChatListItem } from '@plastihub/ui';
import { useAppDispatch } from '../../../shared/store/hooks';
import { detailHref, type Selections } from '../../../shared/listing/listingKind';
import { selectionMade } from '../../../shared/storage/selection.saga';

/** A row of My Chat with the choices it hands to the next screen (in its URL and in storage). */
export interface ChatLink extends ChatListItem {
  selections: Selections;
}

export function partnerLink(partner: ChatPartner): ChatLink {
  const selections = { chatUserId: String(partner.userId) };
  return {
    id: partner.userId,
    href: detailHref('chatUser', selections),
    name: partner.name,
    image: partner.image,
    online: partner.online,
    unreadCount: partner.unreadCount,
    selections,
  };
}

export function listingLink(partnerId: number, listing: PartnerListingChat): ChatLink {
  const selections = {
    chatUserId: String(partnerId),
    chatListingId: String(listing.listingId),
    chatListingType: listing.listingType,
  };
  return {
    id: `${listing.listingType}:${listing.listingId}`,
    href: detailHref('chatDetails', selections),
    name: listing.name,
    image: listing.image,
    unreadCount: listing.unreadCount,
    selections,
  };
}

/** My Chat's list; following a row hands its choices on (storage and URL), as the spec's screens do. */
export function ChatLinkList({ label, links }: { label: string; links: readonly ChatLink[] }) {
  const dispatch = useAppDispatch();
  return (
    <RouterProvider
      navigate={(to) => {
        const link = links.find((item) => item.href === to);
        dispatch(selectionMade({ values: link?.selections ?? {}, to }));
      }}
    >
      <ChatList label={label} items={links} />
    </RouterProvider>
  );
}
