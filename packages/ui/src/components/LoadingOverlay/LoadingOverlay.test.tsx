import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingOverlay } from './LoadingOverlay';

/** Moves the fake clock inside act(), so what the timers change renders before the next check. */
function advanceTimers(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden until the delay has passed, then shows and announces', () => {
    render(<LoadingOverlay active />);
    const status = screen.getByRole('status');
    advanceTimers(299);
    expect(status).toBeEmptyDOMElement();
    advanceTimers(1);
    expect(status).toHaveTextContent('Loading…');
  });

  it('never shows for a request that finishes within the delay', () => {
    const { rerender } = render(<LoadingOverlay active delayMs={500} />);
    advanceTimers(400);
    rerender(<LoadingOverlay active={false} delayMs={500} />);
    advanceTimers(1000);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('hides at once when loading ends and waits the full delay again next time', () => {
    const { rerender } = render(<LoadingOverlay active />);
    advanceTimers(300);
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    rerender(<LoadingOverlay active={false} />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    rerender(<LoadingOverlay active />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    advanceTimers(300);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('does not move focus', () => {
    render(
      <>
        <button type="button">Search</button>
        <LoadingOverlay active delayMs={0} />
      </>,
    );
    screen.getByRole('button', { name: 'Search' }).focus();
    advanceTimers(0);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
  });
});
