import { Badge } from '../Badge';
import { Image } from '../Image';
import { Link } from '../Link';
import { ChatPresence } from '../ChatPanel';
import * as styles from './ChatList.css';

/** One row of a ChatList: a person or a listing. */
export interface ChatListItem {
  /** Unique within the list (the row's key). */
  id: string | number;
  /** Where the row leads: the person's listings, or the conversation about one listing. */
  href: string;
  /** The person's or the listing's name, the link's text. */
  name: string;
  /** The avatar or listing picture's URL; a placeholder shows without one. */
  image?: string | null;
  /** A person's presence (a dot and the word); leave it out for listings. */
  online?: boolean;
  /** Unread messages in the row's conversations; a badge shows them when above 0 ("99+" past 99). */
  unreadCount: number;
}

export interface ChatListProps {
  /** Names the list for screen readers: "People you chat with". */
  label: string;
  /** The rows, in the order shown. */
  items: readonly ChatListItem[];
}

const unreadLabel = (count: number) => `${count} unread message${count === 1 ? '' : 's'}`;

/**
 * My Chat's lists: people (with presence) or listings, each with its picture and unread count, each a link.
 *
 * A row's unread count is read out in words ("3 unread messages"), not as a bare number.
 */
export function ChatList({ label, items }: ChatListProps) {
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={item.href} className={styles.row}>
            <Image src={item.image} alt="" width={48} height={48} radius="full" className={styles.avatar} />
            <span className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.online !== undefined && <ChatPresence online={item.online} />}
            </span>
            {item.unreadCount > 0 && (
              <Badge tone="info" label={unreadLabel(item.unreadCount)}>
                {item.unreadCount > 99 ? '99+' : item.unreadCount}
              </Badge>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
