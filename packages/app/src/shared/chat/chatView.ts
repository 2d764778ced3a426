import type { ChatMessage as ServerChatMessage } from '@plastihub/api-client';
import type { ChatMessage } from '@plastihub/ui';

/** The server's messages as the chat panel shows them (a message without an id keys by its place). */
export const toPanelMessages = (messages: readonly ServerChatMessage[]): ChatMessage[] =>
  messages.map((message, index) => ({
    id: message.id ?? `at-${index}`,
    fromUserId: message.fromUserId,
    text: message.message,
    image: message.image,
    date: message.date,
    read: message.read,
  }));
