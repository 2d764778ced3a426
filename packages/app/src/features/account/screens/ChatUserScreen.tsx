import { EmptyState } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { chatPartners, partnerListingChats } from '../../../shared/chat/chat.data';
import { useResource } from '../../../shared/data/useData';
import { useSelectedId } from '../../../shared/listing/useSelectedRecord';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { ChatLinkList, listingLink } from '../components/chatLinks';

/** `/chat-user?chat_user_id=`: the listings talked about with one person (`GET /chat-list-listingwise`). */
export default function ChatUserScreen() {
  const partnerId = useSelectedId('chatUserId');
  const listings = useResource(partnerListingChats, partnerId ?? 0, { enabled: partnerId !== null });
  // The name comes from My Chat's list (cached when the user came from there).
  const partners = useResource(chatPartners, null);
  const name = partners.data?.find((partner) => partner.userId === partnerId)?.name;
  return (
    <AccountLayout title={name ? `Chat with ${name}` : 'Chat'}>
      {partnerId === null ? (
        <EmptyState variant="missing" />
      ) : (
        <ScreenState resource={listings} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ChatLinkList
              label={name ? `Listings you talk about with ${name}` : 'Listings you talk about'}
              links={list.map((listing) => listingLink(partnerId, listing))}
            />
          )}
        </ScreenState>
      )}
    </AccountLayout>
  );
}
