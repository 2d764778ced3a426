import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from '@plastihub/ui';
import { createStore } from '../testing/store';
import { initialAuthState } from '../features/auth';
import { Shell } from './Shell';

// What a screen reader says (issue 54.1), with a virtual screen reader over the whole frame.

afterEach(async () => {
  await virtual.stop();
});

/** A page whose code arrives later, as a route's chunk does. */
const SlowPage = lazy(async () => {
  await new Promise((done) => setTimeout(done, 200));
  return { default: () => <h1>Injection Moulding Machines</h1> };
});

function renderFrame() {
  const store = createStore({
    auth: { ...initialAuthState, signedIn: false, user: null },
    page: { ready: true },
  });
  const location = memoryLocation({ path: '/' });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <Shell>
          <Switch>
            <Route path="/">
              <h1>Home</h1>
              <Link href="/injection-machine">Injection machines</Link>
            </Route>
            <Route path="/injection-machine">
              <Suspense fallback={<Spinner />}>
                <SlowPage />
              </Suspense>
            </Route>
          </Switch>
        </Shell>
      </Router>
    </Provider>,
  );
}

describe('what a screen reader says: moving to another page', () => {
  it('says the new page’s heading, with focus at the top of its content', { timeout: 20_000 }, async () => {
    renderFrame();
    await virtual.start({ container: document.body });
    const link = screen.getByRole('link', { name: 'Injection machines' });
    link.focus();
    const heardBefore = (await virtual.spokenPhraseLog()).length;
    await userEvent.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Injection Moulding Machines' });
    await waitFor(() => expect(heading).toHaveFocus());
    await act(() => new Promise((done) => setTimeout(done, 100)));
    const heard = (await virtual.spokenPhraseLog()).slice(heardBefore);
    expect(heard.at(-1)).toBe('heading, Injection Moulding Machines, level 1');
  });
});
