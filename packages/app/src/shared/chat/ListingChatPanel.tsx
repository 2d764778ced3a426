import type { ChatThread } from '@plastihub/api-client';
import { ChatSidePanel } from '@plastihub/ui';
import { toPanelMessages } from './chatView';
import { useChatThread } from './useChatThread';

export interface ListingChatPanelProps {
  thread: ChatThread;
  /** The seller's name from the listing, until the conversation says who they are. */
  partnerName: string;
  open: boolean;
  onClose: () => void;
}

/** The listing's chat in the side panel, polled every 5 s while open. */
export default function ListingChatPanel({ thread, partnerName, open, onClose }: ListingChatPanelProps) {
  const { conversation, ownUserId, sending, sendErrors, sendMessage } = useChatThread(thread, open);
  const { data } = conversation;
  return (
    <ChatSidePanel
      open={open}
      onClose={onClose}
      counterpartName={data?.partner?.name || partnerName}
      counterpartImage={data?.partner?.image}
      online={data?.partnerOnline ?? false}
      lastSeen={data?.partner?.lastSeen ?? undefined}
      ownUserId={ownUserId ?? ''}
      messages={toPanelMessages(data?.messages ?? [])}
      loadState={data ? 'ready' : conversation.status === 'failed' ? 'error' : 'loading'}
      loadErrorMessage={conversation.error}
      onRetry={conversation.retry}
      refreshFailed={conversation.refreshError !== null}
      onSend={sendMessage}
      sending={sending}
      errors={sendErrors}
    />
  );
}
