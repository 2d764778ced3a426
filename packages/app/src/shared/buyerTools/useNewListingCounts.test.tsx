import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '../../testing/store';
import { defineMutation, defineResource } from '../data/definitions';
import { anId, exactly, listOf } from '../data/paramShapes';
import type { SavedSearch } from './savedSearches';
import { savedSearchList } from './savedSearchLists';
import { useNewListingCounts } from './useNewListingCounts';

const submit = vi.fn(async (_params: unknown) => ({ msg: 'Bought' }));
defineMutation('test.savedSearch.buy', submit);
const listAsked = vi.fn();
const lenders = defineResource('test.savedSearch.lenders', async (query: { countryIds: number[] }) => {
  listAsked(query);
  return [{ id: 1 }, { id: 2 }];
});
savedSearchList(lenders, exactly<{ countryIds: number[] }>({ countryIds: listOf(anId) }));
const otherQuery = defineResource('test.savedSearch.profile', async (_params: null) => ({ id: 1 }));

const search = (id: string, list: SavedSearch['list']): SavedSearch => ({
  id,
  name: `Search ${id}`,
  kind: 'Financial Institution',
  path: '/money',
  filters: '',
  list,
  seenIds: ['1'],
  lastOpenedAt: 1,
  createdAt: 1,
});

function countsOf(searches: SavedSearch[]) {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useNewListingCounts(searches), { wrapper }).result;
}

describe('saved searches read back from storage', () => {
  it('ask again only a list that can be saved, with params it accepts; anything else is no longer available', async () => {
    const counts = countsOf([
      search('good', { key: lenders.key, params: { countryIds: [4] } }),
      // A tampered record: a token purchase would be sent on every dashboard visit.
      search('submit', { key: 'test.savedSearch.buy', params: { packageId: 1 } }),
      search('query', { key: otherQuery.key, params: null }),
      search('params', { key: lenders.key, params: { countryIds: ['4 OR 1=1'] } }),
      search('extra', { key: lenders.key, params: { countryIds: [4], page: 9 } }),
      search('unknown', { key: 'an.older.release.list', params: {} }),
    ]);
    await waitFor(() => expect(counts.current.good).toEqual({ status: 'counted', newIds: ['2'] }));
    for (const id of ['submit', 'query', 'params', 'extra', 'unknown'])
      expect(counts.current[id]).toEqual({ status: 'unavailable' });
    expect(submit).not.toHaveBeenCalled();
    expect(listAsked).toHaveBeenCalledTimes(1);
  });
});
