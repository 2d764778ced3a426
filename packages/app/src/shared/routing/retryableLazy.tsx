import { lazy, type ComponentType } from 'react';

/** How to start afresh each piece whose download failed. */
const failedDownloads = new Set<() => void>();

/**
 * `React.lazy` whose download can be tried again. React keeps a failed download as failed for good, so a piece
 * whose chunk could not load (offline, or a new release removed the old files) would stay broken until a reload.
 * Put it under an error boundary that calls `forgetFailedDownloads` once it has caught the failure (QuietBoundary,
 * RouteErrorBoundary): the piece's next render downloads its code again.
 */
export function retryableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedDownloads.add(renew);
        throw error;
      }),
    );
  const renew = () => {
    current = fresh();
  };
  let current = fresh();
  function RetryableLazy(props: P) {
    const Current = current;
    return <Current {...props} />;
  }
  return RetryableLazy;
}

/**
 * Every piece whose download failed downloads again when it next renders. Called by an error boundary once it has
 * caught the failure, not when the download fails: React renders once more straight after an error, and that
 * render must meet the same failure, not start another download (which, offline, would fail and start another).
 */
export function forgetFailedDownloads() {
  for (const renew of failedDownloads) renew();
  failedDownloads.clear();
}
