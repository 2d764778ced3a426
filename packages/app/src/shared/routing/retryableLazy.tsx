import { lazy, type ComponentType, type ReactElement } from 'react';
import { nextDownloadRound } from './earlyCodeFailures';

/** How to start afresh each piece whose download failed. */
const failedDownloads = new Set<() => void>();

/** A lazily loaded component, and how to load its code ahead of its first render. */
export interface RetryableLazyComponent<P> {
  (props: P): ReactElement;
  /** Loads the code: rendered after that, the component shows at once instead of suspending. */
  load(): Promise<void>;
}

/**
 * `React.lazy` whose download can be tried again. React keeps a failed download as failed for good, so a piece
 * whose chunk could not load (offline, or a new release removed the old files) would stay broken until a reload.
 * Put it under an error boundary that calls `forgetFailedDownloads` once it has caught the failure (QuietBoundary,
 * RouteErrorBoundary): the piece's next render downloads its code again.
 *
 * Once its code is in, the component renders it directly. `React.lazy` suspends on its first render even when
 * the code is already loaded, and the Suspense fallback that shows then holds the reveal of the content for
 * 300 ms (React throttles reveals after a fallback): the opening page's screen, loaded before the first render
 * (`load`), would have waited that long to show.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): RetryableLazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const fresh = () =>
    lazy(() =>
      loadAndKeep().catch((error: unknown) => {
        failedDownloads.add(renew);
        throw error;
      }),
    );
  const renew = () => {
    current = fresh();
  };
  let current = fresh();
  function RetryableLazy(props: P) {
    const Current = loaded ?? current;
    return <Current {...props} />;
  }
  RetryableLazy.load = async () => {
    await loadAndKeep();
  };
  return RetryableLazy;
}

/**
 * Every piece whose download failed downloads again when it next renders. Called by an error boundary once it has
 * caught the failure, not when the download fails: React renders once more straight after an error, and that
 * render must meet the same failure, not start another download (which, offline, would fail and start another).
 */
export function forgetFailedDownloads() {
  nextDownloadRound();
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
