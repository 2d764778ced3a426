import { Component, type ReactNode } from 'react';
import { forgetFailedDownloads } from '../routing/retryableLazy';

interface QuietBoundaryProps {
  children: ReactNode;
  /** Shown instead of a piece that failed; nothing by default. */
  fallback?: ReactNode;
  /** A new value tries the piece again (the next page, the next press of the button that opens it). */
  retryKey?: unknown;
}

interface State {
  failed: boolean;
}

/**
 * Around a piece that loads after the page (the footer, the chat link, a dialog): when it fails, most often
 * because its code did not download, only that piece is missing, never the page around it. A new `retryKey`
 * renders it again, and a piece made with `retryableLazy` then downloads its code again.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch() {
    forgetFailedDownloads();
  }

  override componentDidUpdate(previous: QuietBoundaryProps) {
    if (this.state.failed && !Object.is(previous.retryKey, this.props.retryKey)) {
      this.setState({ failed: false });
    }
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
