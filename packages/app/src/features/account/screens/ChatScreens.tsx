import { chatListingTypes, type ChatListingType, type ChatThread } from '@plastihub/api-client';
import { ChatPanel, EmptyState } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { chatPartners, partnerListingChats } from '../../../shared/chat/chat.data';
import { useChatThread } from '../../../shared/chat/useChatThread';
import { useResource } from '../../../shared/data/useData';
import { useSelections } from '../../../shared/listing/useSelections';
import { ChatLinkList, listingLink, partnerLink } from '../chat/chatLinks';
import { idOf } from '../../../shared/listing/urlFilters';
import { AccountLayout } from '../../../shared/account/AccountLayout';

/** My Chat: everyone the user has chatted with (`GET /chat-list`). */
export function ChatScreen() {
  const partners = useResource(chatPartners, null);
  return (
    <AccountLayout title="My Chat" description="The people you talk with about listings.">
      <ScreenState resource={partners} isEmpty={(list) => list.length === 0}>
        {(list) => <ChatLinkList label="People you chat with" links={list.map(partnerLink)} />}
      </ScreenState>
    </AccountLayout>
  );
}

/** The listings talked about with one person (`GET /chat-list-listingwise`). */
export function ChatUserScreen() {
  const { chatUserId } = useSelections(['chatUserId']);
  const partnerId = idOf(chatUserId);
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

const isChatListingType = (value: string | null): value is ChatListingType =>
  chatListingTypes.some((type) => type === value);

/** One conversation from My Chat, polled every 5 s like the listing's panel. */
export function ChatDetailsScreen() {
  const { chatUserId, chatListingId, chatListingType } = useSelections([
    'chatUserId',
    'chatListingId',
    'chatListingType',
  ]);
  const partnerId = idOf(chatUserId);
  const listingId = idOf(chatListingId);
  const thread: ChatThread | null =
    partnerId !== null && listingId !== null && isChatListingType(chatListingType)
      ? { partnerId, listingId, listingType: chatListingType }
      : null;
  const chat = useChatThread(thread, thread !== null, 'Chat');
  const known = chat.loadState === 'ready' && chat.counterpartName !== 'Chat';
  return (
    <AccountLayout title={known ? `Chat with ${chat.counterpartName}` : 'Chat'}>
      {thread === null ? <EmptyState variant="missing" /> : <ChatPanel {...chat} />}
    </AccountLayout>
  );
}
