import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { defineMutation, defineResource } from './definitions';
import { resourceRequested, sessionChanged } from './data.slice';
import { useMutation, useResource, useResourceGroup } from './useData';

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

describe('views switched off', () => {
  function States({ resource }: { resource: ReturnType<typeof bannersWith>['banners'] }) {
    const single = useResource(resource, null, { enabled: false });
    const group = useResourceGroup({ banners: resource }, { enabled: false });
    return <p>{`${single.status} ${group.status}`}</p>;
  }

  it('report idle and ask nothing: never "succeeded" without data', () => {
    const { load, banners } = bannersWith([['banner 1']]);
    render(
      <Provider store={createStore()}>
        <States resource={banners} />
      </Provider>,
    );
    expect(screen.getByText('idle idle')).toBeInTheDocument();
    expect(load.calls).toBe(0);
  });
});

describe('useMutation', () => {
  function slowSave() {
    let sent: string[] = [];
    let finish: () => void = () => {};
    lastKey += 1;
    const save = defineMutation(`test.useData.save${lastKey}`, (params: { name: string }) => {
      sent = [...sent, params.name];
      return new Promise<{ msg: string }>((resolve) => {
        finish = () => resolve({ msg: `Saved ${params.name}` });
      });
    });
    return { save, sent: () => sent, finish: () => finish() };
  }

  function SaveForm({ save, name }: { save: ReturnType<typeof slowSave>['save']; name: string }) {
    const { state, submit } = useMutation(save);
    return (
      <form
        aria-label={name}
        onSubmit={(event) => {
          event.preventDefault();
          submit({ name });
        }}
      >
        <button type="submit">Save {name}</button>
        <p>
          {name}: {state.status} {state.message}
        </p>
      </form>
    );
  }

  it('refuses a second submit while the first is in flight, says so, and reports only the first', async () => {
    const { save, sent, finish } = slowSave();
    render(
      <Provider store={createStore()}>
        <SaveForm save={save} name="a" />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save a' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save a' }));
    expect(screen.getByText(/a: submitting Your last submission is still being sent/)).toBeInTheDocument();
    act(() => finish());
    expect(await screen.findByText('a: succeeded Saved a')).toBeInTheDocument();
    expect(sent()).toEqual(['a']);
  });

  it("keeps each form's state its own: another form of the same mutation unmounting leaves it", async () => {
    const { save, finish } = slowSave();
    const store = createStore();
    const view = render(
      <Provider store={store}>
        <SaveForm save={save} name="a" />
        <SaveForm save={save} name="b" />
      </Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save a' }));
    act(() => finish());
    expect(await screen.findByText('a: succeeded Saved a')).toBeInTheDocument();
    expect(screen.getByText('b: idle')).toBeInTheDocument();
    view.rerender(
      <Provider store={store}>
        <SaveForm save={save} name="a" />
      </Provider>,
    );
    expect(screen.getByText('a: succeeded Saved a')).toBeInTheDocument();
    view.unmount();
    expect(store.getState().data.mutations).toEqual({});
  });
});

describe('useResourceGroup', () => {
  it('shows several look-ups as one view, and Try again asks only for the one that failed', async () => {
    const first = bannersWith([['India']]);
    const second = bannersWith([new Error('offline'), ['Granules']]);
    function Choices() {
      const choices = useResourceGroup({ countries: first.banners, categories: second.banners });
      if (choices.status === 'failed') return <button onClick={choices.retry}>Try again</button>;
      if (!choices.data) return <p>Loading</p>;
      return <p>{`${choices.data.countries.join()} / ${choices.data.categories.join()}`}</p>;
    }
    render(
      <Provider store={createStore()}>
        <Choices />
      </Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('India / Granules')).toBeInTheDocument();
    expect([first.load.calls, second.load.calls]).toEqual([1, 2]);
  });
});
