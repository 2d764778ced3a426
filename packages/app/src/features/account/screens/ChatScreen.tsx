import { ScreenState } from '../../../shared/page/ScreenState';
import { chatPartners } from '../../../shared/chat/chat.data';
import { useResource } from '../../../shared/data/useData';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { ChatLinkList, partnerLink } from '../components/chatLinks';

/** `/chat`, My Chat: everyone the user has chatted with (`GET /chat-list`). */
export default function ChatScreen() {
  const partners = useResource(chatPartners, null);
  return (
    <AccountLayout title="My Chat" description="The people you talk with about listings.">
      <ScreenState resource={partners} isEmpty={(list) => list.length === 0}>
        {(list) => <ChatLinkList label="People you chat with" links={list.map(partnerLink)} />}
      </ScreenState>
    </AccountLayout>
  );
}
