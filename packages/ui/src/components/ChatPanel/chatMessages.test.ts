import { describe, expect, it } from 'vitest';
import { isOwnMessage, lastSeenLabel, toChatRows, type ChatMessage } from './chatMessages';

const message = (id: number, fromUserId: string | number, read = false): ChatMessage => ({
  id,
  fromUserId,
  text: `Message ${id}`,
  date: '2026-11-21 18:40:00',
  read,
});

describe('isOwnMessage', () => {
  it('compares the sender with the signed-in user, whatever the id type', () => {
    expect(isOwnMessage(message(1, 12), 12)).toBe(true);
    expect(isOwnMessage(message(1, '12'), 12)).toBe(true);
    expect(isOwnMessage(message(1, 7), '12')).toBe(false);
  });
});

describe('toChatRows', () => {
  it('marks own and other messages and formats their dates day-month-year', () => {
    const rows = toChatRows([message(1, 7), message(2, 12, true)], 12);
    expect(rows.map(({ id, own, read, dateLabel }) => ({ id, own, read, dateLabel }))).toEqual([
      { id: 1, own: false, read: false, dateLabel: '21-11-2026 06:40 PM' },
      { id: 2, own: true, read: true, dateLabel: '21-11-2026 06:40 PM' },
    ]);
  });

  it('leaves the date empty when the server sent none', () => {
    expect(toChatRows([{ ...message(1, 7), date: null }], 12)[0]?.dateLabel).toBe('');
  });
});

describe('lastSeenLabel', () => {
  it('reads as the spec shows it', () => {
    expect(lastSeenLabel('2026-11-21 18:40:00')).toBe('Last seen 21-11-2026 06:40 PM');
    expect(lastSeenLabel(null)).toBe('');
  });
});
