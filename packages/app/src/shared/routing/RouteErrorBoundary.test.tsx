import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary, RouteErrorBoundary } from './RouteErrorBoundary';

let broken = true;
function Screen() {
  if (broken) throw new Error('screen crashed');
  return <p>The screen</p>;
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the message with a retry when a screen crashes, and the screen again after it', async () => {
    // React logs the caught error; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <RouteErrorBoundary routeKey="home">
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
  });

  it('around the whole app: a crash outside any route (the shell) still leaves a message and a reload link', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    render(
      <PageErrorBoundary>
        <Screen />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be shown');
    expect(screen.getByRole('link', { name: 'reload the page' })).toHaveAttribute(
      'href',
      window.location.href,
    );
  });
});
