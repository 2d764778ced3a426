import { chatListingTypes, type ChatListingType, type ChatThread } from '@plastihub/api-client';
import { ChatPanel, EmptyState } from '@plastihub/ui';
import { useChatThread } from '../../../shared/chat/useChatThread';
import { useSelections } from '../../../shared/listing/useSelections';
import { idOf } from '../../../shared/listing/urlFilters';
import { AccountLayout } from '../../../shared/account/AccountLayout';

const isChatListingType = (value: string | null): value is ChatListingType =>
  chatListingTypes.some((type) => type === value);

/**
 * `/chat-details?chat_user_id=&chat_listing_id=&chat_listing_type=`: one conversation from My Chat, polled
 * every 5 s like the listing's panel.
 */
export default function ChatDetailsScreen() {
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
