import { useCallback } from 'react';
import { shallowEqual } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { cacheIdOf, type ResourceCall } from './definitions';
import { resourceRequested } from './data.slice';
import { useStableParams } from './useData';
import { useSubscriptions } from './useSubscriptions';

/**
 * Calls of any resources, given as data (a saved search's list call, kept in storage): the view subscribes to each
 * while mounted, like `useResource`, and reads their entries in order; `retry(index)` asks one again.
 */
export function useResourceCalls(calls: readonly ResourceCall[]) {
  const dispatch = useAppDispatch();
  const stableCalls = useStableParams(calls) as ResourceCall[];
  useSubscriptions(stableCalls);
  const entries = useAppSelector(
    (state) => stableCalls.map(({ key, params }) => state.data.cache[cacheIdOf(key, params)]),
    shallowEqual,
  );
  const retry = useCallback(
    (index: number) => {
      const call = stableCalls[index];
      if (call) dispatch(resourceRequested({ ...call, force: true }));
    },
    [dispatch, stableCalls],
  );
  return { entries, retry };
}
