import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import { defineResource } from '../../shared/data/definitions';
import { resourceLoaded, resourceSubscribed } from '../../shared/data/data.slice';
import SavedAnswersNotice, { oldestSavedAnswer } from './SavedAnswersNotice';

type Store = ReturnType<typeof createStore>;

/** 10:42 in India on 26 Nov, and an hour later. */
const earlier = Date.parse('2026-11-26T10:42:00+05:30');
const later = earlier + 60 * 60_000;

const loaded = (store: Store, key: string, savedAt?: number) =>
  store.dispatch(resourceLoaded({ key, params: null, data: [key], at: Date.now(), savedAt }));

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

const renderNotice = (store: Store) =>
  render(
    <Provider store={store}>
      <SavedAnswersNotice />
    </Provider>,
  );

describe('oldestSavedAnswer', () => {
  it('is when the oldest kept answer on hand was saved, or null when every answer came from the network', () => {
    const store = createStore();
    loaded(store, 'test.notice.fresh');
    expect(oldestSavedAnswer(store.getState())).toBeNull();
    loaded(store, 'test.notice.later', later);
    loaded(store, 'test.notice.earlier', earlier);
    expect(oldestSavedAnswer(store.getState())).toBe(earlier);
  });
});

describe('SavedAnswersNotice', () => {
  it('says the page shows what the user saw, and when, while offline', () => {
    setOnline(false);
    const store = createStore();
    loaded(store, 'test.notice.fresh');
    loaded(store, 'test.notice.later', later);
    loaded(store, 'test.notice.earlier', earlier);
    renderNotice(store);
    expect(screen.getByRole('status')).toHaveTextContent(
      /^You are offline\. Showing what you saw on 26 Nov, 10:42\.$/,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says nothing when every answer on hand came from the network', () => {
    setOnline(false);
    const store = createStore();
    loaded(store, 'test.notice.fresh');
    const { container } = renderNotice(store);
    expect(container).toBeEmptyDOMElement();
  });

  it('follows the connection as it drops', () => {
    const online = setOnline(true);
    const store = createStore();
    loaded(store, 'test.notice.earlier', earlier);
    renderNotice(store);
    expect(screen.getByRole('status')).toHaveTextContent(/^You are back online\./);
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
  });

  it('back online, Refresh asks again for what the page shows, and the notice goes with the new answer', async () => {
    setOnline(true);
    let calls = 0;
    const list = defineResource('test.notice.refreshed', async (_params: null, options) => {
      calls += 1;
      if (calls === 1) options?.onSavedAnswer?.(earlier);
      return ['listing'];
    });
    const store = createStore();
    store.dispatch(resourceSubscribed({ key: list.key, params: null }));
    renderNotice(store);
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^You are back online\. Showing what you saw on 26 Nov, 10:42\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await expect.poll(() => screen.queryByRole('status')).toBeNull();
    expect(calls).toBe(2);
  });
});
