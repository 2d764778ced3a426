import { OfflineBadge } from '@plastihub/ui';
import { useOnline } from './useOnline';

/** The top bar's "Offline" while the browser has no connection. */
export default function ConnectionStatus() {
  return useOnline() ? null : <OfflineBadge />;
}
