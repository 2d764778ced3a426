import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiValidationError,
  getChatPartners,
  getListingChat,
  getPartnerListingChats,
  sendChatMessage,
  type ChatThread,
} from '@plastihub/api-client';
import { signIn, useContractClient } from './harness';
import { advanceClock, freezeClock } from './clock';
import { itHandlesFailures } from './failures';
import { lastRequestTo, useRequestLog } from './request-log';

// Seed: user 1 (Rohan) asked user 3 (Amit) about trade product 2 and product 4; user 5 (Karthik)
// answered twice about product 7 (unread); user 9 (Ananya) asked Rohan about product 1 (unread).
const amitAboutLdpe: ChatThread = { partnerId: 3, listingId: 2, listingType: 'Trade Product' };

describe('chat', () => {
  useContractClient();
  const requests = useRequestLog();
  afterEach(() => void vi.useRealTimers());

  it('lists chat partners, most recent first, with unread counts and online dots', async () => {
    signIn(1);
    const partners = await getChatPartners();
    expect(partners.map((p) => [p.name, p.unreadCount])).toEqual([
      ['Ananya Bose', 2],
      ['Karthik Iyer', 2],
      ['Amit Sharma', 1],
      ['Vikram Reddy', 0],
    ]);
    expect(partners.find((p) => p.userId === 3)?.online).toBe(true);
    expect(partners.find((p) => p.userId === 9)?.online).toBe(false);
    expect(partners[0]?.image).toBe('http://localhost/demo-images/people/person-3.svg');
  });

  it('lists the listings shared with one partner, with their names and unread counts', async () => {
    signIn(1);
    const listings = await getPartnerListingChats(3);
    expect(lastRequestTo(requests, '/chat-list-listingwise').searchParams.get('chat_user_id')).toBe('3');
    expect(listings).toEqual([
      {
        listingId: 4,
        listingType: 'Trade Product',
        name: 'GAIL LLDPE F18010 Film Grade',
        image: expect.stringMatching(/\/demo-images\/trade\/.+\.svg$/) as string,
        unreadCount: 1,
      },
      expect.objectContaining({ listingId: 2, name: 'Relene 1070LA17 LDPE', unreadCount: 0 }),
    ]);
  });

  it('returns one thread oldest first with the partner details, and reading it clears the unread badge', async () => {
    signIn(1);
    const thread = { partnerId: 5, listingId: 7, listingType: 'Trade Product' } as const;
    const chat = await getListingChat(thread);
    const query = lastRequestTo(requests, '/chat-message-listingwise').searchParams;
    expect([query.get('chat_user_id'), query.get('listing_id'), query.get('type')]).toEqual([
      '5',
      '7',
      'Trade Product',
    ]);
    expect(chat.messages.map((m) => [m.fromUserId, m.message])).toEqual([
      [1, 'Do you have Absolac 920 in natural colour?'],
      [5, 'Yes, natural and black both.'],
      [5, 'We can dispatch within two days of the order.'],
    ]);
    expect(chat.partner).toEqual({
      name: 'Karthik Iyer',
      image: 'http://localhost/demo-images/people/person-5.svg',
      lastSeen: '2026-11-14 13:15:00',
    });
    expect(chat.partnerOnline).toBe(true);
    const partners = await getChatPartners();
    expect(partners.find((p) => p.userId === 5)?.unreadCount).toBe(0);
  });

  it('chats about machine listings too, naming the machine by make and size', async () => {
    signIn(1);
    const [machineSeller] = (await getChatPartners()).filter((p) => p.userId !== 3 && p.userId !== 9);
    const listings = await getPartnerListingChats(machineSeller?.userId ?? 0);
    const machine = listings.find((l) => l.listingType === 'Injection Molding Machine');
    expect(machine?.name).toMatch(/^.+ \d+ Ton Injection Molding Machine$/);
    expect(machine?.image).toMatch(/\/demo-images\/machines\/injection-1\.svg$/);

    const thread = {
      partnerId: machineSeller?.userId ?? 0,
      listingId: 1,
      listingType: 'Injection Molding Machine',
    } as const;
    await sendChatMessage({ ...thread, message: 'We can send the mould drawing tomorrow.' });
    const chat = await getListingChat(thread);
    expect(chat.messages.map((m) => m.message)).toEqual([
      'Is this machine free for a 3-month job of PP caps from October?',
      'Yes, about 300 hours a month are free. Please send the mould details.',
      'We can send the mould drawing tomorrow.',
    ]);
  });

  it('stores a sent message; the seller replies a few seconds later and the message gets its read tick', async () => {
    freezeClock('2026-11-22T10:00:00');
    signIn(1);
    const sent = await sendChatMessage({
      ...amitAboutLdpe,
      message: 'Can you hold 5 MT for us till Monday?',
    });
    expect(sent.msg).toBe('Message sent successfully.');

    const right = await getListingChat(amitAboutLdpe);
    expect(right.messages.at(-1)).toMatchObject({
      fromUserId: 1,
      message: 'Can you hold 5 MT for us till Monday?',
      read: false,
    });

    advanceClock(4000);
    const later = await getListingChat(amitAboutLdpe);
    const [own, reply] = later.messages.slice(-2);
    expect(own?.read).toBe(true);
    expect(reply?.fromUserId).toBe(3);
    expect(reply?.message).toBe('Our team will call you shortly to confirm the quantity and delivery.');
  });

  it('rejects an empty message and a message to oneself with field errors', async () => {
    signIn(1);
    const empty = await sendChatMessage({ ...amitAboutLdpe, message: ' ' }).catch((e: unknown) => e);
    expect(empty).toBeInstanceOf(ApiValidationError);
    expect((empty as ApiValidationError).fieldErrors).toEqual({ message: 'The message field is required.' });
    const self = await sendChatMessage({ ...amitAboutLdpe, partnerId: 1, message: 'Hi' }).catch(
      (e: unknown) => e,
    );
    expect((self as ApiValidationError).fieldErrors.partnerId).toBe('You cannot send a message to yourself.');
  });

  itHandlesFailures([
    {
      path: '/chat-send-message',
      call: () => sendChatMessage({ ...amitAboutLdpe, message: 'Hello' }),
      guarded: true,
    },
    { path: '/chat-message-listingwise', call: () => getListingChat(amitAboutLdpe), guarded: true },
    { path: '/chat-list', call: () => getChatPartners(), guarded: true },
    { path: '/chat-list-listingwise', call: () => getPartnerListingChats(3), guarded: true },
  ]);
});
