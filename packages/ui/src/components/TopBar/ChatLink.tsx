import { Badge } from '../Badge';
import { Link } from '../Link';
import { ChatIcon } from './icons';
import * as styles from './TopBar.css';

export interface ChatLinkProps {
  /** The My Chat page's path. */
  href: string;
  /**
   * Unread messages across every conversation; no badge at 0 (or while unknown).
   * @default 0
   */
  unreadCount?: number;
}

/** The top bar's way to My Chat, with the number of unread messages. */
export function ChatLink({ href, unreadCount = 0 }: ChatLinkProps) {
  const label =
    unreadCount > 0 ? `My Chat, ${unreadCount} unread message${unreadCount === 1 ? '' : 's'}` : 'My Chat';
  return (
    <Link href={href} aria-label={label} className={styles.iconLink}>
      <ChatIcon />
      {unreadCount > 0 && (
        <Badge tone="critical" aria-hidden="true" className={styles.unreadBadge}>
          {unreadCount > 99 ? '99+' : unreadCount}
        </Badge>
      )}
    </Link>
  );
}
