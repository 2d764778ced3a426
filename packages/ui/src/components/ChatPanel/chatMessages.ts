import { formatDateTime, type DateInput } from '../../format';

export type ChatUserId = string | number;

/** One message as the panel needs it (the app maps the server's from_user/read=1 onto this). */
export interface ChatMessage {
  id: string | number;
  fromUserId: ChatUserId;
  text: string;
  /** Server wall-clock time ("2026-11-21 18:40:00") or an instant. */
  date: DateInput;
  read: boolean;
  /** An optional picture sent with the message. */
  image?: string | null;
}

export interface ChatRow extends ChatMessage {
  own: boolean;
  /** "21-11-2026 06:40 PM", '' when the date is unusable. */
  dateLabel: string;
}

/** Ids arrive as numbers from one call and strings from another; "12" and 12 are the same person. */
export const isOwnMessage = (message: Pick<ChatMessage, 'fromUserId'>, ownUserId: ChatUserId) =>
  String(message.fromUserId) === String(ownUserId);

export function toChatRows(messages: readonly ChatMessage[], ownUserId: ChatUserId): ChatRow[] {
  return messages.map((message) => ({
    ...message,
    own: isOwnMessage(message, ownUserId),
    dateLabel: formatDateTime(message.date),
  }));
}

/** "Last seen 21-11-2026 06:40 PM", or '' when the server gave no usable time. */
export function lastSeenLabel(lastSeen: DateInput): string {
  const formatted = formatDateTime(lastSeen);
  return formatted ? `Last seen ${formatted}` : '';
}
