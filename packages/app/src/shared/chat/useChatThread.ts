import { useEffect } from 'react';
import type { ChatThread } from '@plastihub/api-client';
import { useMutation, usePolledResource } from '../data/useData';
import { useAppSelector } from '../hooks';
import { CHAT_POLL_MS, chatSend, chatThread } from './chat.data';

/**
 * A conversation kept fresh: polled every 5 s while `open` (and the page visible), refreshed at once after a
 * message is delivered. `sendErrors` are the server's `validate` messages (or the failure) of the last send.
 */
export function useChatThread(thread: ChatThread | null, open: boolean) {
  const conversation = usePolledResource(
    chatThread,
    thread ?? { partnerId: 0, listingId: 0, listingType: 'Trade Product' },
    {
      periodMs: CHAT_POLL_MS,
      enabled: open && thread !== null,
    },
  );
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
  return {
    conversation,
    ownUserId,
    sending: status === 'submitting',
    sendErrors: sendErrors.filter(Boolean),
    sendMessage: (message: string) => {
      if (thread) send.submit({ ...thread, message });
    },
  };
}
