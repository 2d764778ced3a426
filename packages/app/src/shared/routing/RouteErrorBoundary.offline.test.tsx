import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Boundaries from './RouteErrorBoundary';
import type * as Lazy from './retryableLazy';

/** Whether the connection is down: no code downloads, not even the route's own message. */
const connection = vi.hoisted(() => ({ down: false }));
const download = async <M,>(load: () => Promise<M>): Promise<M> => {
  if (connection.down) throw new TypeError('Failed to fetch dynamically imported module');
  return load();
};
vi.mock('./RouteErrorMessage', async (original) => download(original));

// A page that has not shown the route's message yet, so its code is not in either: fresh modules (test files share
// them), imported here since that takes a few seconds.
let modules: [typeof Boundaries, typeof Lazy];
beforeAll(async () => {
  vi.resetModules();
  modules = await Promise.all([import('./RouteErrorBoundary'), import('./retryableLazy')]);
}, 30_000);

describe('RouteErrorBoundary when the connection drops between pages', () => {
  afterEach(() => {
    connection.down = false;
  });

  it('shows Try again in the page, which brings the screen once the connection is back', async () => {
    // React reports the failed download it caught; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [{ RouteErrorBoundary }, { retryableLazy }] = modules;
    const downloads = vi.fn(() => download(async () => ({ default: () => <p>The screen</p> })));
    const Screen = retryableLazy(downloads);
    connection.down = true;
    render(
      <RouteErrorBoundary routeKey="contactUs">
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page could not be loaded. Please check your connection and try again.',
    );
    expect(downloads).toHaveBeenCalledTimes(1);

    // Still offline: Try again downloads once more, and says so again.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(downloads).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();

    connection.down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The screen')).toBeInTheDocument();
    expect(downloads).toHaveBeenCalledTimes(3);
  });

  it('brings the screen back by itself when the connection returns, without a press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const [{ RouteErrorBoundary }, { retryableLazy }] = modules;
    const downloads = vi.fn(() => download(async () => ({ default: () => <p>The list</p> })));
    const Screen = retryableLazy(downloads);
    connection.down = true;
    render(
      <RouteErrorBoundary routeKey="tradeProducts">
        <Suspense fallback={null}>
          <Screen />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    connection.down = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
