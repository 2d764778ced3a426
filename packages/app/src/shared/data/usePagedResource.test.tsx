import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { createStore } from '../../testing/store';
import { defineResource } from './definitions';
import { usePagedResource, useResourceList } from './usePagedResource';

const letters = 'abcde'.split('');

/** Five items, two a page; page 2 fails on its first request. */
function pagedLetters() {
  const asked: number[] = [];
  const resource = defineResource(
    `test.usePagedResource.letters${Math.random()}`,
    async ({ page }: { kind: string; page: number }) => {
      asked.push(page);
      if (page === 2 && asked.filter((p) => p === 2).length === 1) throw new Error('offline');
      return { items: letters.slice((page - 1) * 2, page * 2), lastPage: 3, total: letters.length };
    },
  );
  return { asked, resource };
}

function Letters({ resource }: { resource: ReturnType<typeof pagedLetters>['resource'] }) {
  const list = usePagedResource(resource, { kind: 'letters' });
  if (list.items === undefined) return <p>Loading</p>;
  return (
    <>
      <p>
        {list.items.join(' ')} ({list.items.length} of {list.total})
      </p>
      {list.more === 'failed' && <p role="alert">Could not load more</p>}
      {list.hasMore && <button onClick={list.loadMore}>Load more</button>}
    </>
  );
}

describe('usePagedResource', () => {
  it('shows the pages one after the other, keeps them while the next loads, and asks again after a failure', async () => {
    const { asked, resource } = pagedLetters();
    render(
      <Provider store={createStore()}>
        <Letters resource={resource} />
      </Provider>,
    );
    expect(await screen.findByText('a b (2 of 5)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more');
    expect(screen.getByText('a b (2 of 5)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('a b c d (4 of 5)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('a b c d e (5 of 5)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual([1, 2, 2, 3]);
  });
});

function Chosen({ ids }: { ids: number[] }) {
  const { entries } = useResourceList(
    chosenResource,
    ids.map((id) => ({ id })),
  );
  return <p>{entries.map((entry) => (entry?.data as string | undefined) ?? '…').join(', ')}</p>;
}

const chosenResource = defineResource('test.useResourceList.chosen', async ({ id }: { id: number }) => {
  await new Promise((resolve) => setTimeout(resolve, 10 * (4 - id)));
  return `item ${id}`;
});

describe('useResourceList', () => {
  it('loads every params side by side (a later request does not cancel an earlier one)', async () => {
    render(
      <Provider store={createStore()}>
        <Chosen ids={[1, 2, 3]} />
      </Provider>,
    );
    expect(await screen.findByText('item 1, item 2, item 3')).toBeInTheDocument();
  });
});
