import { useEffect } from 'react';
import type { ChatMessage as ServerChatMessage, ChatThread } from '@plastihub/api-client';
import type { ChatMessage, ChatPanelProps } from '@plastihub/ui';
import { useMutation, usePolledResource } from '../data/useData';
import { useAppSelector } from '../store/hooks';
import { CHAT_POLL_MS, chatSend, chatThread } from './chat.data';

/** The server's messages as the chat panel shows them (a message without an id keys by its place). */
const toPanelMessages = (messages: readonly ServerChatMessage[]): ChatMessage[] =>
  messages.map((message, index) => ({
    id: message.id ?? `at-${index}`,
    fromUserId: message.fromUserId,
    text: message.message,
    image: message.image,
    date: message.date,
    read: message.read,
  }));

const noThread: ChatThread = { partnerId: 0, listingId: 0, listingType: 'Trade Product' };

/**
 * A conversation kept fresh, as the chat panel's props: polled every 5 s while `open` (and the page visible),
 * refreshed at once after a message is delivered; a refused send's `validate` messages (or the failure) go
 * under the box. `partnerName` names the other side until the conversation says who they are.
 */
export function useChatThread(
  thread: ChatThread | null,
  open: boolean,
  partnerName: string,
): Omit<ChatPanelProps, 'headingLevel' | 'inputRef' | 'className'> {
  const conversation = usePolledResource(chatThread, thread ?? noThread, {
    periodMs: CHAT_POLL_MS,
    enabled: open && thread !== null,
  });
  const send = useMutation(chatSend);
  const ownUserId = useAppSelector((state) => state.auth.user?.id ?? null);
  const delivered = send.state.status === 'succeeded';
  const { refresh } = conversation;
  const { reset } = send;
  useEffect(() => {
    if (!delivered) return;
    refresh();
    reset();
  }, [delivered, refresh, reset]);
  const { status, fieldErrors, message } = send.state;
  const sendErrors =
    status === 'failed'
      ? Object.keys(fieldErrors).length > 0
        ? Object.values(fieldErrors)
        : [message ?? '']
      : [];
  const { data } = conversation;
  return {
    counterpartName: data?.partner?.name || partnerName,
    counterpartImage: data?.partner?.image,
    online: data?.partnerOnline ?? false,
    lastSeen: data?.partner?.lastSeen ?? undefined,
    ownUserId: ownUserId ?? '',
    messages: toPanelMessages(data?.messages ?? []),
    loadState: data ? 'ready' : conversation.status === 'failed' ? 'error' : 'loading',
    loadErrorMessage: conversation.error,
    onRetry: conversation.retry,
    refreshFailed: conversation.refreshError !== null,
    onSend: (text: string) => {
      if (thread) send.submit({ ...thread, message: text });
    },
    sending: status === 'submitting',
    errors: sendErrors.filter(Boolean),
  };
}
