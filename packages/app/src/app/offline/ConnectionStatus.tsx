import { OfflineBadge } from '@plastihub/ui';
import { useOnline } from './useOnline';

/** The top bar's "Offline" while the browser has no connection (and, for screen readers, "Back online"). */
export default function ConnectionStatus() {
  return <OfflineBadge online={useOnline()} />;
}
