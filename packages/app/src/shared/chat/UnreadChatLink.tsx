import { ChatLink } from '@plastihub/ui';
import { usePolledResource } from '../data/useData';
import { href } from '../routing/paths';
import { chatPartners, UNREAD_POLL_MS } from './chat.data';

/** The top bar's link to My Chat with the unread total, refreshed every 30 s while the page is visible. */
export default function UnreadChatLink() {
  const partners = usePolledResource(chatPartners, null, { periodMs: UNREAD_POLL_MS });
  const unread = partners.data?.reduce((total, partner) => total + partner.unreadCount, 0) ?? 0;
  return <ChatLink href={href('chat')} unreadCount={unread} />;
}
