import { Component, type ReactNode } from 'react';
import { Button, EmptyState } from '@plastihub/ui';

interface State {
  failed: boolean;
}

/** One per route: a crash in a screen shows a message with a retry, never a white page. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; routeKey: string }, State> {
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
      <EmptyState
        variant="error"
        title="This page could not be shown"
        description="Something went wrong while showing this page. Please try again."
        action={<Button onPress={() => this.setState({ failed: false })}>Try again</Button>}
      />
    );
  }
}
