import { useCallback, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { cacheIdOf, stableJson, type Params, type Resource, type ResourceCall } from './definitions';
import { resourceRequested, type CacheEntry } from './data.slice';
import { useStableParams, type ViewStatus } from './useData';
import { useSubscriptions } from './useSubscriptions';

/** One page of a paged list, as the api-client gives it. */
export interface Page<T> {
  items: readonly T[];
  lastPage: number;
  total: number;
}

export interface PagedView<T, R> {
  /** The first page's whole answer (what the server sends besides the items). */
  first: R | undefined;
  /** The first page's state: idle (switched off), loading, failed (with nothing to show) or succeeded. */
  status: ViewStatus;
  /** The items of every page loaded so far, in order; undefined until the first page is in. */
  items: readonly T[] | undefined;
  total: number;
  error: string | null;
  /** The first page's call (a saved search asks it again to count new listings). */
  firstCall?: ResourceCall;
  /** The first page failed: ask again. */
  retry: () => void;
  /** More pages than shown; `loadMore` asks for the next. */
  hasMore: boolean;
  /** The page after those shown is being loaded, or its request failed (then `loadMore` asks again). */
  more: 'idle' | 'loading' | 'failed';
  loadMore: () => void;
}

/**
 * Several answers of one resource (pages of a list, the items of a compare list): the view subscribes to each
 * params' entry (cached, retried, kept and dropped like any other); each is asked for when it is first needed.
 */
export function useResourceList<P, R>(
  resource: Resource<P, R>,
  paramsList: readonly P[],
  options: { enabled?: boolean } = {},
) {
  const enabled = options.enabled ?? true;
  const dispatch = useAppDispatch();
  const { key } = resource;
  const stableList = useStableParams(paramsList) as Params[];
  const entries = useAppSelector(
    (state) => stableList.map((params) => state.data.cache[cacheIdOf(key, params)]),
    shallowEqual,
  );
  const request = useCallback(
    (index: number, force: boolean) => {
      const params = stableList[index];
      if (params !== undefined) dispatch(resourceRequested({ key, params, force }));
    },
    [dispatch, key, stableList],
  );
  const calls = useMemo(() => stableList.map((params) => ({ key, params })), [key, stableList]);
  useSubscriptions(calls, { enabled });
  return { entries: entries as ReadonlyArray<CacheEntry | undefined>, request };
}

/**
 * A list the server pages (`page` 1, 2...): each page is a resource of its own (cached, retried and cleared with
 * the session like any other), `pages` of them are shown one after the other. Asking for one more page keeps
 * those already shown on screen; other params start again at the first page.
 */
export function usePagedResource<P extends object, R extends Page<unknown>>(
  resource: Resource<P & { page: number }, R>,
  params: P,
  options: { enabled?: boolean } = {},
): PagedView<R['items'][number], R> {
  const paramsJson = stableJson(params);
  const [paging, setPaging] = useState({ paramsJson, pages: 1 });
  const pages = paging.paramsJson === paramsJson ? paging.pages : 1;
  const pageParams = useMemo(
    () =>
      Array.from({ length: Math.max(1, pages) }, (_, index) => ({
        ...(JSON.parse(paramsJson) as P),
        page: index + 1,
      })),
    [paramsJson, pages],
  );
  const { entries, request } = useResourceList(resource, pageParams, options);

  return useMemo(() => {
    const [first] = entries;
    const items: Array<R['items'][number]> = [];
    let shownPages = 0;
    for (const entry of entries) {
      const data = entry?.data as R | undefined;
      if (!data) break;
      items.push(...data.items);
      shownPages += 1;
    }
    const firstData = first?.data as R | undefined;
    const next = entries[shownPages];
    const lastPage = firstData?.lastPage ?? 1;
    return {
      first: firstData,
      status: options.enabled === false ? 'idle' : (first?.status ?? 'loading'),
      items: firstData ? items : undefined,
      total: firstData?.total ?? 0,
      error: first?.error ?? null,
      firstCall: { key: resource.key, params: pageParams[0] },
      retry: () => request(0, true),
      hasMore: firstData !== undefined && shownPages < lastPage,
      more: next === undefined ? 'idle' : next.status === 'failed' ? 'failed' : 'loading',
      loadMore: () => {
        if (shownPages < pageParams.length) request(shownPages, true);
        else setPaging({ paramsJson, pages: shownPages + 1 });
      },
    };
  }, [entries, pageParams, paramsJson, request, resource.key, options.enabled]);
}
