import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Link, Spinner, Text } from '@plastihub/ui';

// Needed only once a screen has failed, so it is not part of the first download.
const RouteErrorMessage = lazy(() => import('./RouteErrorMessage'));

interface State {
  failed: boolean;
}

/** One per route: a crash in a screen shows a message with a retry, never a white page. */
export class RouteErrorBoundary extends Component<
  {
    children: ReactNode;
    routeKey: string;
    /** Called by Try again before the route renders afresh (to fetch a chunk whose download failed). */
    onRetry?: () => void;
  },
  State
> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { routeKey: string }) {
    if (previous.routeKey !== this.props.routeKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageErrorBoundary>
        <Suspense fallback={<Spinner />}>
          <RouteErrorMessage
            onRetry={() => {
              this.props.onRetry?.();
              this.setState({ failed: false });
            }}
          />
        </Suspense>
      </PageErrorBoundary>
    );
  }
}

/**
 * The last line: around the whole app (a crash in the shell, which no route's boundary covers) and around a
 * route's message when even that cannot load (offline, or a new release replaced the files). Plain text and a
 * full reload, which fetches the current files; it needs no code that could fail to download.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Text role="alert">
        This page could not be shown. Please check your connection and{' '}
        <Link href={window.location.href}>reload the page</Link>.
      </Text>
    );
  }
}
