import {
  getChatPartners,
  getListingChat,
  getPartnerListingChats,
  sendChatMessage,
  type ChatThread,
} from '@plastihub/api-client';
import { defineMutation, defineResource } from '../data/definitions';

/** Chat refreshes every 5 seconds while a conversation is open (documents 1 and 2). */
export const CHAT_POLL_MS = 5000;
/** The unread total in the top bar is a hint, not a conversation: it refreshes less often. */
export const UNREAD_POLL_MS = 30_000;

/** One conversation: the messages about a listing with one person, and who that person is. */
export const chatThread = defineResource('chat.thread', (thread: ChatThread, options) =>
  getListingChat(thread, options),
);

/** Everyone the user has chatted with, with their unread counts (My Chat, and the top bar's total). */
export const chatPartners = defineResource('chat.partners', (_params: null, options) =>
  getChatPartners(options),
);

/** The listings talked about with one person. */
export const partnerListingChats = defineResource('chat.partnerListings', (partnerId: number, options) =>
  getPartnerListingChats(partnerId, options),
);

export const chatSend = defineMutation('chat.send', sendChatMessage);
