import { Badge } from '../Badge';

/**
 * "Offline", for the top bar's status slot while the device has no connection. Render it when the connection
 * drops: as a status it is announced politely.
 */
export function OfflineBadge() {
  return (
    <Badge role="status" tone="warning">
      Offline
    </Badge>
  );
}
