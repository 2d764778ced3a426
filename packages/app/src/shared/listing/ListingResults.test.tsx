import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import type { PagedView } from '../data/usePagedResource';
import type { ListingCards } from './listingKind';
import { ListingResults } from './ListingResults';

const letterCards: ListingCards<string> = {
  detailPath: 'materialDetails',
  selectionOf: (letter) => ({ materialId: letter }),
  card: (letter) => ({ title: `Letter ${letter}` }),
};

/** Five letters two a page, the first two shown. */
const firstPage: PagedView<string, unknown> = {
  first: undefined,
  status: 'succeeded',
  items: ['a', 'b'],
  total: 5,
  error: null,
  retry: () => undefined,
  hasMore: true,
  more: 'idle',
  loadMore: () => undefined,
};

function renderPaged(view: PagedView<string, unknown>) {
  const store = createStore();
  const ui = (next: PagedView<string, unknown>) => (
    <Provider store={store}>
      <ListingResults kind={letterCards} paged={{ view: next, noun: 'letters' }} label="Letters" />
    </Provider>
  );
  const { rerender } = render(ui(view));
  return { rerender: (next: PagedView<string, unknown>) => rerender(ui(next)) };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Letters' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

describe('ListingResults, paged', () => {
  it('counts what is shown of the whole, and asks for the next page on Load more', async () => {
    const loadMore = vi.fn();
    renderPaged({ ...firstPage, loadMore });
    expect(screen.getByRole('status')).toHaveTextContent('2 of 5 letters');
    expect(cards()).toEqual(['Letter a', 'Letter b']);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('keeps the pages shown while the next one loads, then adds it', () => {
    const { rerender } = renderPaged({ ...firstPage, more: 'loading' });
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
    expect(cards()).toEqual(['Letter a', 'Letter b']);

    rerender({ ...firstPage, items: ['a', 'b', 'c', 'd'] });
    expect(screen.getByRole('status')).toHaveTextContent('4 of 5 letters');
    expect(cards()).toEqual(['Letter a', 'Letter b', 'Letter c', 'Letter d']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('says when the next page failed, and Try again asks for it again', async () => {
    const loadMore = vi.fn();
    renderPaged({ ...firstPage, more: 'failed', loadMore });
    expect(screen.getByRole('alert')).toHaveTextContent('More letters could not be loaded.');
    expect(cards()).toEqual(['Letter a', 'Letter b']);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('offers no more once every page is shown', () => {
    renderPaged({ ...firstPage, items: ['a', 'b', 'c', 'd', 'e'], hasMore: false });
    expect(screen.getByRole('status')).toHaveTextContent('5 of 5 letters');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the first page failing with its own Try again, and no Load more', async () => {
    const retry = vi.fn();
    renderPaged({
      ...firstPage,
      status: 'failed',
      items: undefined,
      hasMore: false,
      error: 'We could not reach the server.',
      retry,
    });
    expect(screen.getByText('We could not reach the server.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('ListingResults, the first row', () => {
  it("loads the first two cards' pictures at once and ahead of the others (the page's largest element)", () => {
    renderPaged({ ...firstPage, items: ['a', 'b', 'c'], total: 3, hasMore: false });
    const pictures = within(screen.getByRole('list', { name: 'Letters' }))
      .getAllByRole('listitem')
      .map((card) => card.querySelector('img'));
    expect(pictures.map((img) => [img?.getAttribute('loading'), img?.getAttribute('fetchpriority')])).toEqual(
      [
        ['eager', 'high'],
        ['eager', 'high'],
        ['lazy', null],
      ],
    );
  });
});

describe('ListingResults, a long list', () => {
  // The range shown is kept in the history entry, which the tests share.
  beforeEach(() => window.history.replaceState(null, ''));
  const many = Array.from({ length: 600 }, (_, index) => String(index + 1));
  const ui = (store: ReturnType<typeof createStore>) => (
    <Provider store={store}>
      <ListingResults
        kind={letterCards}
        results={{ status: 'succeeded', data: many, error: null, retry: () => undefined }}
        label="Letters"
      />
    </Provider>
  );

  it('counts all 600, shows the first 24, and Show more brings the next with the focus on the first of them', async () => {
    render(ui(createStore()));
    expect(screen.getByRole('status')).toHaveTextContent('600 results');
    expect(cards()).toEqual(many.slice(0, 24).map((letter) => `Letter ${letter}`));
    expect(screen.getAllByRole('article')[0]!.closest('li')).toHaveAttribute('aria-setsize', '600');
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 more (576 not shown yet)' }));
    expect(cards()).toHaveLength(36);
    expect(screen.getByRole('link', { name: 'Letter 25' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Show 12 more (564 not shown yet)' })).toBeInTheDocument();
  });

  it('shows the same cards again when the list comes back in the same history entry (Back, a reload)', async () => {
    const store = createStore();
    const { unmount } = render(ui(store));
    await userEvent.click(screen.getByRole('button', { name: 'Show 12 more (576 not shown yet)' }));
    unmount();
    render(ui(store));
    expect(cards()).toHaveLength(36);
  });
});

describe('ListingResults, sorted', () => {
  beforeEach(() => window.history.replaceState(null, '', '/material'));
  const sortedCards: ListingCards<string> = {
    ...letterCards,
    sorts: [{ value: 'z-a', label: 'Z to A', compare: (a, b) => b.localeCompare(a) }],
  };
  const ui = (sortable: boolean) => (
    <Provider store={createStore()}>
      <ListingResults
        kind={sortedCards}
        results={{ status: 'succeeded', data: ['b', 'c', 'a'], error: null, retry: () => undefined }}
        label="Letters"
        sortable={sortable}
      />
    </Provider>
  );

  it('comes in the server order, and Sort by reorders it and keeps the order in the URL', async () => {
    render(ui(true));
    expect(cards()).toEqual(['Letter b', 'Letter c', 'Letter a']);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('');
    await userEvent.selectOptions(sortBy, 'Z to A');
    expect(window.location.search).toBe('?sort=z-a');
    expect(cards()).toEqual(['Letter c', 'Letter b', 'Letter a']);
    await userEvent.selectOptions(sortBy, 'Relevance');
    expect(window.location.search).toBe('');
    expect(cards()).toEqual(['Letter b', 'Letter c', 'Letter a']);
  });

  it('opens in the order a shared link names', () => {
    window.history.replaceState(null, '', '/material?sort=z-a');
    render(ui(true));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('z-a');
    expect(cards()).toEqual(['Letter c', 'Letter b', 'Letter a']);
  });

  it('offers no Sort by where the list is not a screen of its own (similar listings)', () => {
    window.history.replaceState(null, '', '/material?sort=z-a');
    render(ui(false));
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(cards()).toEqual(['Letter b', 'Letter c', 'Letter a']);
  });
});
