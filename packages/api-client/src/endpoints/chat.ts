import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { withFieldNames } from './fieldNames';
import { machineKindPageList, type MachineKindTitle } from '../machineKinds/pages';
import { count, id, list, messageResponse, optionalText, text, type MessageResponse } from '../core/schema';

/**
 * The listing types the screens send: trade (document 1) and the machine detail screens (document 2).
 * Assumption: the spec names only the first four (its auxiliary screen sent "Injection Molding Machine", a
 * defect); the utility and auxiliary screens send their own kind, spelled like the others.
 */
export type ChatListingType = 'Trade Product' | MachineKindTitle;
export const chatListingTypes: readonly ChatListingType[] = [
  'Trade Product',
  ...machineKindPageList.map((kind) => kind.title),
];

/** Which conversation: the other person and the listing it is about. */
export interface ChatThread {
  /** The other person (the seller on a listing screen). */
  partnerId: number;
  listingId: number;
  listingType: ChatListingType;
}

const isOnline = () =>
  v.pipe(
    v.nullish(v.string(), ''),
    v.transform((status) => status === 'online'),
  );

const chatMessageSchema = v.pipe(
  v.looseObject({
    id: v.nullish(id(), null),
    from_user: id(),
    message: text(),
    image: optionalText(),
    date: text(),
    read: count(),
  }),
  v.transform((row) => ({
    id: row.id,
    /** Compare with the partner id to tell own messages from the other person's. */
    fromUserId: row.from_user,
    message: row.message,
    image: row.image,
    date: row.date,
    read: row.read === 1,
  })),
);
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

const chatUserSchema = v.pipe(
  v.looseObject({ name: text(), image: optionalText(), last_seen: optionalText() }),
  v.transform((user) => ({ name: user.name, image: user.image, lastSeen: user.last_seen })),
);
export type ChatUser = v.InferOutput<typeof chatUserSchema>;

const listingChatResponse = v.pipe(
  v.looseObject({
    chats: list(chatMessageSchema),
    chatUserDetails: list(chatUserSchema),
    online_status: isOnline(),
  }),
  v.transform((body) => ({
    messages: body.chats,
    partner: body.chatUserDetails[0] ?? null,
    partnerOnline: body.online_status,
  })),
);
export type ListingChat = v.InferOutput<typeof listingChatResponse>;

const chatPartnerSchema = v.pipe(
  v.looseObject({
    user_id: id(),
    user_name: text(),
    user_image: optionalText(),
    online_status: isOnline(),
    unread_message: count(),
  }),
  v.transform((row) => ({
    userId: row.user_id,
    name: row.user_name,
    image: row.user_image,
    online: row.online_status,
    unreadCount: row.unread_message,
  })),
);
export type ChatPartner = v.InferOutput<typeof chatPartnerSchema>;

const partnerListingSchema = v.pipe(
  v.looseObject({
    listing_id: id(),
    type: text(),
    listing_name: text(),
    listing_image: optionalText(),
    unread_message: count(),
  }),
  v.transform((row) => ({
    listingId: row.listing_id,
    listingType: row.type,
    name: row.listing_name,
    image: row.listing_image,
    unreadCount: row.unread_message,
  })),
);
export type PartnerListingChat = v.InferOutput<typeof partnerListingSchema>;

export interface SendChatMessageParams extends ChatThread {
  message: string;
}

/** POST /chat-send-message. The server names the other person `sender_id`. */
export function sendChatMessage(
  params: SendChatMessageParams,
  options?: CallOptions,
): Promise<MessageResponse> {
  const call = apiClient().request({
    method: 'POST',
    url: '/chat-send-message',
    data: {
      sender_id: params.partnerId,
      listing_id: params.listingId,
      type: params.listingType,
      message: params.message,
    },
    schema: messageResponse,
    options,
  });
  return withFieldNames(call, { sender_id: 'partnerId', listing_id: 'listingId', type: 'listingType' });
}

/** GET /chat-message-listingwise: the messages about one listing, oldest first, and who the partner is. */
export function getListingChat(thread: ChatThread, options?: CallOptions): Promise<ListingChat> {
  return apiClient().request({
    method: 'GET',
    url: '/chat-message-listingwise',
    params: { chat_user_id: thread.partnerId, listing_id: thread.listingId, type: thread.listingType },
    schema: listingChatResponse,
    options,
  });
}

/** GET /chat-list: everyone the signed-in user has chatted with, most recent first. */
export async function getChatPartners(options?: CallOptions): Promise<ChatPartner[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/chat-list',
    schema: v.object({ chats: list(chatPartnerSchema) }),
    options,
  });
  return body.chats;
}

/** GET /chat-list-listingwise: the listings talked about with one person. */
export async function getPartnerListingChats(
  partnerId: number,
  options?: CallOptions,
): Promise<PartnerListingChat[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/chat-list-listingwise',
    params: { chat_user_id: partnerId },
    schema: v.object({ chats: list(partnerListingSchema) }),
    options,
  });
  return body.chats;
}
