import { useEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { UpdatePrompt } from '@plastihub/ui';
import type { SharedState } from '../../shared/store/store.types';
import { keepDrafts } from '../../shared/forms/drafts';
import { holdsUnkeptInput } from '../../shared/forms/unkeptInput';
import { pageRelease, watchCodeDownloads, type CodeNotice } from '../../shared/routing/codeDownloadFailures';
import { takeEarlyCodeFailures } from '../../shared/routing/earlyCodeFailures';

const messages: Record<CodeNotice['reason'], Record<'reloading' | 'offer', string>> = {
  updated: {
    reloading: 'PlastiHub has been updated. Loading the new version…',
    offer: 'PlastiHub has been updated. Reload to continue.',
  },
  code: {
    reloading: 'Part of this page did not load. Loading it again…',
    offer: 'Part of this page could not be loaded. Reload to try again.',
  },
};

/** A submit or an upload is on its way: a reload would lose it. */
const sending = (state: SharedState) =>
  state.requests.inFlight > 0 ||
  Object.values(state.data.mutations).some((form) => form.status === 'submitting');

/**
 * Watches the code this tab downloads later (shared/routing/codeDownloadFailures.ts): after a deploy it says
 * "PlastiHub has been updated" and reloads into the new release, or offers Reload where a reload would lose a
 * submit or what the user typed. Loaded with the page (so it is in this tab before any deploy removes its file).
 */
export default function CodeUpdates() {
  const store = useStore<SharedState>();
  const [notice, setNotice] = useState<CodeNotice | null>(null);
  const reloadNow = useRef<() => Promise<void>>(async () => window.location.reload());
  useEffect(() => {
    const watcher = watchCodeDownloads({
      release: pageRelease(),
      safeToReload: () => !sending(store.getState()) && !holdsUnkeptInput(),
      beforeReload: () => keepDrafts(store.getState().auth.user?.id ?? null),
      show: setNotice,
      earlier: takeEarlyCodeFailures(),
    });
    reloadNow.current = watcher.reloadNow;
    return watcher.stop;
  }, [store]);
  if (!notice) return null;
  return (
    <UpdatePrompt
      message={messages[notice.reason][notice.reloading ? 'reloading' : 'offer']}
      onReload={notice.reloading ? undefined : () => void reloadNow.current()}
    />
  );
}
