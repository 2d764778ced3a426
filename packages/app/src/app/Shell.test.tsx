import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@plastihub/api-client';
import { createSession } from '@plastihub/mocks';
import { createStore } from '../testing/store';
import { clearSession, initialAuthState, TOKEN_KEY } from '../features/auth';
import { unprocessableReceived } from '../shared/data/requests.slice';
import { Shell } from './Shell';

/** How many more downloads of each piece fail, as when a new release has removed its chunk or the network dropped. */
const failingDownloads = vi.hoisted(() => new Map<string, number>());
const download = async <M,>(piece: string, load: () => Promise<M>): Promise<M> => {
  const failures = failingDownloads.get(piece) ?? 0;
  if (failures > 0) {
    failingDownloads.set(piece, failures - 1);
    throw new TypeError(`Failed to fetch dynamically imported module: ${piece}`);
  }
  return load();
};
vi.mock('./SiteFooter', async (original) => download('footer', original));
vi.mock('../shared/chat/UnreadChatLink', async (original) => download('chat link', original));
vi.mock('./UnprocessableAlert', async (original) => download('422 alert', original));

/** The shell around a page, once the page has shown its content (when the pieces that wait for it load). */
function renderShell({ signedIn = false } = {}) {
  const token = signedIn ? createSession(1) : null;
  // Stored as a sign-in stores it: the app starts by following the session this browser holds.
  if (token) localStorage.setItem(TOKEN_KEY, token);
  configureApiClient({ baseURL: '/api', getToken: () => token, timeoutMs: 8000 });
  const store = createStore({
    auth: { ...initialAuthState, signedIn, user: null },
    page: { ready: true },
  });
  const location = memoryLocation({ path: '/' });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <Shell>
          <h1>The page</h1>
        </Shell>
      </Router>
    </Provider>,
  );
  return { store, navigate: (to: string) => act(() => location.navigate(to)) };
}

/** The piece's download has failed and React has dealt with it. */
async function downloadFailed(piece: string) {
  await vi.waitFor(() => expect(failingDownloads.get(piece)).toBe(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** What must stay whatever piece fails: the top bar and the page. */
async function expectTheShellAndPage() {
  expect(await screen.findByRole('link', { name: 'PlastiHub home' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByText(/could not be shown/)).not.toBeInTheDocument();
}

const WAIT = { timeout: 5000 };

describe('Shell: a piece that loads after the page', () => {
  beforeEach(() => {
    failingDownloads.clear();
    // React reports the failed download it caught; what counts here is what the visitor sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Moving to another page scrolls to the top, which jsdom does not do.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    failingDownloads.clear();
    clearSession();
  });

  it('the footer: a failed download leaves the page as it was, and the next page brings the footer', async () => {
    failingDownloads.set('footer', 1);
    const { navigate } = renderShell();
    await downloadFailed('footer');
    await expectTheShellAndPage();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    navigate('/about-us');
    expect(await screen.findByRole('contentinfo', undefined, WAIT)).toBeInTheDocument();
    await expectTheShellAndPage();
  });

  it('the chat link: a signed-in visitor sees the page and their greeting, and the link on the next page', async () => {
    failingDownloads.set('chat link', 1);
    const { navigate } = renderShell({ signedIn: true });
    await downloadFailed('chat link');
    await expectTheShellAndPage();
    expect(screen.getByRole('button', { name: /^Hi, / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My Chat/ })).not.toBeInTheDocument();

    navigate('/about-us');
    expect(await screen.findByRole('link', { name: /My Chat/ }, WAIT)).toBeInTheDocument();
    await expectTheShellAndPage();
  });

  it('the 422 alert: the page stays, and the next page shows the message', async () => {
    failingDownloads.set('422 alert', 1);
    const { store, navigate } = renderShell();
    act(() => {
      store.dispatch(unprocessableReceived({ message: 'The quantity is too large.', errors: {} }));
    });
    await downloadFailed('422 alert');
    await expectTheShellAndPage();
    expect(screen.queryByText('The quantity is too large.')).not.toBeInTheDocument();

    navigate('/about-us');
    expect(await screen.findByText('The quantity is too large.', undefined, WAIT)).toBeInTheDocument();
  });
});
