import type { ChatThread } from '@plastihub/api-client';
import { ChatSidePanel } from '@plastihub/ui';
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
  return <ChatSidePanel open={open} onClose={onClose} {...useChatThread(thread, open, partnerName)} />;
}
