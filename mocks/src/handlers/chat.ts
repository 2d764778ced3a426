import { get, invalid, json, post, readBody, requireFields, type RouteContext } from '../http';
import { isOnline, users, type DemoUser } from '../db/users';
import { serverDate } from '../seed/clock';
import {
  chatListing,
  chatMessages,
  SELLER_AUTO_REPLIES,
  SELLER_REPLY_DELAY_MS,
  type ChatMessageRow,
} from '../seed/chat';

const onlineStatus = (userId: number) => (isOnline(userId) ? 'online' : 'offline');

const between = (me: number, partner: number) => (row: ChatMessageRow) =>
  (row.from_user === me && row.to_user === partner) || (row.from_user === partner && row.to_user === me);

const byDate = (a: ChatMessageRow, b: ChatMessageRow) => a.date.localeCompare(b.date) || a.id - b.id;

/**
 * Delivers automatic seller replies that are due: the reply becomes visible and, since the seller
 * has now "read" the thread, the buyer's earlier messages get their read tick.
 */
function deliverDueReplies(now = Date.now()) {
  for (const reply of chatMessages.where((row) => row.deliver_at !== null && row.deliver_at <= now)) {
    chatMessages.update(reply.id, { deliver_at: null });
    const answered = chatMessages.where(
      (row) =>
        row.from_user === reply.to_user &&
        row.to_user === reply.from_user &&
        row.listing_id === reply.listing_id &&
        row.type === reply.type &&
        row.date <= reply.date,
    );
    for (const row of answered) chatMessages.update(row.id, { read: 1 });
  }
}

/** Messages a user can see: everything but replies still on their way. */
function visibleMessages(userId: number) {
  deliverDueReplies();
  return chatMessages.where(
    (row) => row.deliver_at === null && (row.from_user === userId || row.to_user === userId),
  );
}

const unreadFor = (userId: number) => (row: ChatMessageRow) => row.to_user === userId && row.read === 0;

function partnerOf(userId: number, row: ChatMessageRow) {
  return row.from_user === userId ? row.to_user : row.from_user;
}

function scheduleSellerReply(me: DemoUser, partner: DemoUser, listingId: number, type: string) {
  const thread = chatMessages.where(
    (row) => between(me.id, partner.id)(row) && row.listing_id === listingId && row.type === type,
  );
  if (thread.some((row) => row.deliver_at !== null)) return;
  const repliesSoFar = thread.filter((row) => row.from_user === partner.id).length;
  const due = Date.now() + SELLER_REPLY_DELAY_MS;
  chatMessages.insert({
    from_user: partner.id,
    to_user: me.id,
    listing_id: listingId,
    type,
    message: SELLER_AUTO_REPLIES[repliesSoFar % SELLER_AUTO_REPLIES.length] ?? '',
    image: '',
    date: serverDate(new Date(due)),
    read: 0,
    deliver_at: due,
  });
}

async function sendMessage(context: RouteContext) {
  const body = await readBody(context.request);
  const errors = requireFields(body, {
    sender_id: 'sender id',
    listing_id: 'listing id',
    type: 'type',
    message: 'message',
  });
  const partner = users.find(body.sender_id);
  if (!errors.sender_id && !partner) errors.sender_id = ['The selected sender id is invalid.'];
  if (!errors.sender_id && partner?.id === context.user.id) {
    errors.sender_id = ['You cannot send a message to yourself.'];
  }
  if (!errors.listing_id && !/^\d+$/.test(body.listing_id ?? '')) {
    errors.listing_id = ['The listing id must be a number.'];
  }
  if (Object.keys(errors).length > 0 || !partner) return invalid(context, 'Message not sent.', errors);

  const listingId = Number(body.listing_id);
  const type = body.type ?? '';
  chatMessages.insert({
    from_user: context.user.id,
    to_user: partner.id,
    listing_id: listingId,
    type,
    message: (body.message ?? '').trim(),
    image: '',
    date: serverDate(),
    read: 0,
    deliver_at: null,
  });
  scheduleSellerReply(context.user, partner, listingId, type);
  return json(context, { error: 0, msg: 'Message sent successfully.' });
}

function listingChat(context: RouteContext) {
  const me = context.user.id;
  const query = context.url.searchParams;
  const partner = users.find(query.get('chat_user_id'));
  const listingId = Number(query.get('listing_id'));
  const type = query.get('type') ?? '';
  if (!partner) return json(context, { chats: [], chatUserDetails: [], online_status: 'offline' });

  const thread = visibleMessages(me)
    .filter((row) => between(me, partner.id)(row) && row.listing_id === listingId && row.type === type)
    .sort(byDate);
  // Opening the thread is reading it.
  for (const row of thread.filter(unreadFor(me))) chatMessages.update(row.id, { read: 1 });

  return json(context, {
    chats: thread.map((row) => ({
      id: row.id,
      from_user: row.from_user,
      to_user: row.to_user,
      message: row.message,
      image: row.image || null,
      date: row.date,
      read: row.to_user === me ? 1 : row.read,
    })),
    chatUserDetails: [
      { id: partner.id, name: partner.name, image: partner.image, last_seen: partner.last_seen },
    ],
    online_status: onlineStatus(partner.id),
  });
}

function latestFirst<T extends { latest: string }>(rows: T[]) {
  return rows.sort((a, b) => b.latest.localeCompare(a.latest));
}

function chatPartners(context: RouteContext) {
  const me = context.user.id;
  const groups = new Map<number, { latest: string; unread: number }>();
  for (const row of visibleMessages(me)) {
    const id = partnerOf(me, row);
    const group = groups.get(id) ?? { latest: '', unread: 0 };
    if (row.date > group.latest) group.latest = row.date;
    if (unreadFor(me)(row)) group.unread += 1;
    groups.set(id, group);
  }
  const partners = latestFirst(
    [...groups].flatMap(([id, group]) => {
      const user = users.find(id);
      return user ? [{ user, ...group }] : [];
    }),
  );
  return json(context, {
    chats: partners.map(({ user, unread }) => ({
      user_id: user.id,
      user_name: user.name,
      user_image: user.image,
      online_status: onlineStatus(user.id),
      unread_message: unread,
    })),
  });
}

function partnerListings(context: RouteContext) {
  const me = context.user.id;
  const partnerId = Number(context.url.searchParams.get('chat_user_id'));
  const groups = new Map<string, { listingId: number; type: string; latest: string; unread: number }>();
  for (const row of visibleMessages(me).filter((r) => partnerOf(me, r) === partnerId)) {
    const key = `${row.type}:${row.listing_id}`;
    const group = groups.get(key) ?? { listingId: row.listing_id, type: row.type, latest: '', unread: 0 };
    if (row.date > group.latest) group.latest = row.date;
    if (unreadFor(me)(row)) group.unread += 1;
    groups.set(key, group);
  }
  return json(context, {
    chats: latestFirst([...groups.values()]).map(({ listingId, type, unread }) => {
      const listing = chatListing(type, listingId);
      return {
        listing_id: listingId,
        type,
        listing_name: listing.name,
        listing_image: listing.image,
        unread_message: unread,
      };
    }),
  });
}

export const chatHandlers = [
  post('/chat-send-message', sendMessage, { auth: true }),
  get('/chat-message-listingwise', listingChat, { auth: true }),
  get('/chat-list', chatPartners, { auth: true }),
  get('/chat-list-listingwise', partnerListings, { auth: true }),
];
