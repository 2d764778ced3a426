import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { resourceRequested } from './resources.slice';
import { useResource } from './useResource';

function countingLoader(answers: Array<string[] | Error>) {
  const loader = (_params: unknown) => {
    loader.calls += 1;
    const answer = answers[Math.min(loader.calls, answers.length) - 1] ?? [];
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  loader.calls = 0;
  return loader;
}

function Banners({ load }: { load: (params: null) => Promise<string[]> }) {
  const banners = useResource('test.banners', load, null);
  if (banners.status === 'failed') return <button onClick={banners.retry}>Try again</button>;
  return <p>{banners.status === 'loading' ? 'Loading' : banners.data?.join(', ')}</p>;
}

const renderWith = (store: ReturnType<typeof createStore>, load: (params: null) => Promise<string[]>) =>
  render(
    <Provider store={store}>
      <Banners load={load} />
    </Provider>,
  );

describe('useResource', () => {
  it('asks for the data when the screen mounts', async () => {
    const load = countingLoader([['banner 1']]);
    renderWith(createStore(), load);
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it("takes over the route's early request instead of sending it again", async () => {
    const load = countingLoader([['banner 1'], ['banner 2']]);
    const store = createStore();
    store.dispatch(resourceRequested({ key: 'test.banners', load, params: null, preload: true }));
    await expect.poll(() => store.getState().resources.resources['test.banners']?.status).toBe('succeeded');

    renderWith(store, load);
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(1);
  });

  it('asks again on retry after the early request failed', async () => {
    const load = countingLoader([new Error('offline'), ['banner 1']]);
    const store = createStore();
    store.dispatch(resourceRequested({ key: 'test.banners', load, params: null, preload: true }));
    renderWith(store, load);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('banner 1')).toBeInTheDocument();
    expect(load.calls).toBe(2);
  });
});
