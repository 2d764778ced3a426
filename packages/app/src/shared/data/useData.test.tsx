import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { defineResource } from './definitions';
import { resourceRequested, sessionChanged } from './data.slice';
import { useResource } from './useData';

function countingLoader(answers: Array<string[] | Error>) {
  const loader = (_params: null) => {
    loader.calls += 1;
    const answer = answers[Math.min(loader.calls, answers.length) - 1] ?? [];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  loader.calls = 0;
  return loader;
}

let lastKey = 0;
function bannersWith(answers: Array<string[] | Error>) {
  const load = countingLoader(answers);
  lastKey += 1;
  return { load, banners: defineResource(`test.useData.banners${lastKey}`, load) };
}

function Banners({ resource }: { resource: ReturnType<typeof bannersWith>['banners'] }) {
  const banners = useResource(resource, null);
  if (banners.status === 'failed') return <button onClick={banners.retry}>Try again</button>;
  return <p>{banners.data === undefined ? 'Loading' : banners.data.join(', ')}</p>;
}

const renderWith = (
  store: ReturnType<typeof createStore>,
  resource: ReturnType<typeof bannersWith>['banners'],
) =>
  render(
    <Provider store={store}>
      <Banners resource={resource} />
    </Provider>,
  );

describe('useResource', () => {
  it('asks for the data when the screen mounts', async () => {
    const { load, banners } = bannersWith([['banner 1']]);
    renderWith(createStore(), banners);
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it("takes over the route's preload request instead of sending it again", async () => {
    const { load, banners } = bannersWith([['banner 1'], ['banner 2']]);
    const store = createStore();
    store.dispatch(resourceRequested({ key: banners.key, params: null }));
    renderWith(store, banners);
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it('asks again on Try again after a failure', async () => {
    const { load, banners } = bannersWith([new Error('offline'), ['banner 1']]);
    renderWith(createStore(), banners);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(2);
  });

  it("asks again after the session changed, never showing the previous session's answer", async () => {
    const { load, banners } = bannersWith([['first user'], new Error('offline')]);
    const store = createStore();
    renderWith(store, banners);
    expect(await screen.findByText('first user')).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionChanged());
    });
    expect(screen.queryByText('first user')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(load.calls).toBe(2);
  });
});
