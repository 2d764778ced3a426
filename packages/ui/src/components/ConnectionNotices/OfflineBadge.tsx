import { useState } from 'react';
import { Badge } from '../Badge';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface OfflineBadgeProps {
  /**
   * Whether the device has its connection. While it has, nothing shows; once it comes back after a drop, screen
   * readers hear "Back online".
   * @default false
   */
  online?: boolean;
}

/**
 * "Offline", for the top bar's status slot while the device has no connection. Keep it rendered whatever the
 * connection: its polite status stays on the page, so that screen readers hear both the drop and the return (a
 * status inserted with its text already in it is not announced).
 */
export function OfflineBadge({ online = false }: OfflineBadgeProps) {
  const [hasBeenOffline, setHasBeenOffline] = useState(!online);
  if (!online && !hasBeenOffline) setHasBeenOffline(true);
  // The region's words change as one text (one announcement each way); the badge is what sighted users see.
  const said = !online ? 'Offline' : hasBeenOffline ? 'Back online' : '';
  return (
    <>
      {!online && (
        <Badge tone="warning" aria-hidden>
          Offline
        </Badge>
      )}
      <span role="status" className={visuallyHidden}>
        {said}
      </span>
    </>
  );
}
