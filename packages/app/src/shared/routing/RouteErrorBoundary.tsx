import { Suspense, useState, type ReactNode } from 'react';
import { Link, RouterProvider, Spinner, Text } from '@plastihub/ui';
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
export function RouteErrorBoundary({ children, routeKey }: { children: ReactNode; routeKey: string }) {
  const [tries, setTries] = useState(0);
  const retry = () => setTries((count) => count + 1);
  return (
    <QuietBoundary retryKey={`${routeKey} ${tries}`} fallback={<RouteFailure onRetry={retry} />}>
      {children}
    </QuietBoundary>
  );
}

function RouteFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <QuietBoundary fallback={<ConnectionLost onRetry={onRetry} />}>
      <Suspense fallback={<Spinner />}>
        <RouteErrorMessage onRetry={onRetry} />
      </Suspense>
    </QuietBoundary>
  );
}

/**
 * The route's message when no more code can be downloaded, made only of what the first page already has (a Button
 * would add 5 KB gzip to it). Try again is a link to this very page: pressed, it tries again in place (its router
 * is the retry); opened in a new tab, or without the app's code, it loads the page afresh.
 */
function ConnectionLost({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <Text>This page could not be loaded. Please check your connection and try again.</Text>
      <RouterProvider navigate={onRetry}>
        <Link href={window.location.href} asButton variant="secondary">
          Try again
        </Link>
      </RouterProvider>
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
