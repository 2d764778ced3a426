export {
  ChatPanel,
  ChatConversation,
  ChatComposer,
  ChatPresence,
  chatLoadStates,
  emptyMessageError,
  refreshFailedText,
  newMessagesText,
  type ChatLoadState,
  type ChatPanelProps,
  type ChatConversationProps,
  type ChatComposerProps,
  type ChatPresenceProps,
} from './ChatPanel';
export { ChatSidePanel, type ChatSidePanelProps } from './ChatSidePanel';
export {
  toChatRows,
  isOwnMessage,
  lastSeenLabel,
  type ChatMessage,
  type ChatRow,
  type ChatUserId,
} from './chatMessages';
