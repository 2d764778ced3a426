import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Link, Spinner, Text } from '@plastihub/ui';
import { QuietBoundary } from '../page/QuietBoundary';
import { retryableLazy } from './retryableLazy';

// Needed only once a screen has failed, so it is not part of the first download.
const RouteErrorMessage = retryableLazy(() => import('./RouteErrorMessage'));

/**
 * One per route: a crash in a screen shows a message with a retry in the page (the top bar and the footer stay),
 * never a white page. When the message's own code cannot download either (the connection dropped while moving
 * between pages), a plain one that needs no download says so, with the same retry. The screen and its message are
 * `retryableLazy`: Try again (or coming back to the route) downloads again what did not download.
 */
export function RouteErrorBoundary({
  children,
  routeKey,
  onFailureShown,
}: {
  children: ReactNode;
  routeKey: string;
  /**
   * The failure is on screen: the page has shown what it can, so what waits for the page (the footer, the code
   * watcher that reloads a browser which keeps a failed download) may come now.
   */
  onFailureShown?: () => void;
}) {
  const [tries, setTries] = useState(0);
  const retry = useCallback(() => setTries((count) => count + 1), []);
  return (
    <QuietBoundary
      retryKey={`${routeKey} ${tries}`}
      fallback={<RouteFailure onRetry={retry} onShown={onFailureShown} />}
    >
      {children}
    </QuietBoundary>
  );
}

/**
 * The route's failure. A screen that failed for want of its code (the connection dropped while moving between
 * pages) comes back by itself when the connection does, as failed data does (the data saga's connectionRestored).
 */
function RouteFailure({ onRetry, onShown }: { onRetry: () => void; onShown?: () => void }) {
  useEffect(() => {
    onShown?.();
  }, [onShown]);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <QuietBoundary fallback={<ConnectionLost onRetry={onRetry} />}>
      <Suspense fallback={<Spinner />}>
        <RouteErrorMessage onRetry={onRetry} />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * The route's message when no more code can be downloaded, made only of what the first page already has. Try
 * again tries again in place (and the page comes back by itself once the connection does).
 */
function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Text>This page could not be loaded. Please check your connection and try again.</Text>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * The last line, around the whole app: a crash in the shell, which no route's boundary covers. Plain text and a
 * full reload, which fetches the current files; it needs no code that could fail to download.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return <QuietBoundary fallback={<PageFailure />}>{children}</QuietBoundary>;
}

function PageFailure() {
  return (
    <Text role="alert">
      This page could not be shown. Please check your connection and{' '}
      <Link href={window.location.href}>reload the page</Link>.
    </Text>
  );
}
